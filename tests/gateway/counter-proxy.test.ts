/**
 * COUNTER R5.1 reports through the gateway (docs/product/usage.md#counter-reports-sushi): `/counter/r51/*` on a site's
 * host answers rc-pub's COUNTER JSON and TSV as they are, with their HTTP status (Exceptions included), the platform
 * named after this host's base domain, never cached; paths with `..` never reach rc-pub; the reports count against
 * the export rate limit. Runs the real rc-pub over the seeded database behind the real gateway.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let gateway: GatewayApp;
let limited: GatewayApp;

const HOST = 'plosmed.localhost:3000';
const WORLD = '0000000000000000';
const OLD = { customer_id: WORLD, begin_date: '2020-01', end_date: '2020-02' };

beforeAll(async () => {
  tdb = await createSeededTestDb();
  rcPub = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(url, { SSR: 'on' });
  limited = await testGateway(url, { RATE_LIMIT_EXPORT: '2' });
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await limited?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

describe('/counter/r51 on a site host', () => {
  it('answers the status and a report as COUNTER JSON named after the host’s base domain, not cached', async () => {
    const status = await request(gateway.server).get('/counter/r51/status').set('host', HOST);
    expect(status.status).toBe(200);
    expect(status.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.body[0]).toMatchObject({ Service_Active: true, Description: expect.stringContaining('localhost') });
    const report = await request(gateway.server).get('/counter/r51/reports/tr_j1').query(OLD).set('host', HOST);
    expect(report.status).toBe(200);
    expect(report.body.Report_Header).toMatchObject({
      Report_ID: 'TR_J1',
      Institution_ID: { Proprietary: [`localhost:${WORLD}`] },
      Created_By: 'localhost',
    });
    expect(report.body.Report_Items).toEqual([]);
  });

  it('passes Exceptions on with their status, the TSV with its headers, and rc-pub’s 404', async () => {
    const missing = await request(gateway.server)
      .get('/counter/r51/reports/tr_j1')
      .query({ customer_id: WORLD })
      .set('host', HOST);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Code: 1030, Message: 'Insufficient Information to Process Request' });
    const tsv = await request(gateway.server).get('/counter/r51/reports/pr_p1.tsv').query(OLD).set('host', HOST);
    expect(tsv.status).toBe(200);
    expect(tsv.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(tsv.headers['content-disposition']).toBe('attachment; filename="PR_P1_2020-01_2020-02.tsv"');
    expect(tsv.text).toContain('Report_ID\tPR_P1');
    const unknown = await request(gateway.server).get('/counter/r51/reports/tr_j2').query(OLD).set('host', HOST);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
  });

  it('refuses paths that climb out of /counter/r51', async () => {
    for (const path of ['/counter/r51/reports/%2e%2e/%2e%2e/health', '/counter/r51/%2E%2E%2Fhealth']) {
      const res = await request(gateway.server).get(path).set('host', HOST);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('"ok"');
    }
  });

  it('counts reports against the export budget, refusing with COUNTER Exception 1020 as a SUSHI client reads it', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await request(limited.server).get('/counter/r51/reports/tr_j1').query(OLD).set('host', HOST));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    const refused = answers[2]!;
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ Code: 1020, Message: 'Client has made too many requests' });
  });
});
