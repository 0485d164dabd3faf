/**
 * Citation export through the gateway (docs/product/citation-and-harvest.md#citation-export: a browser navigation to
 * /front/front-article/downloadCitation): on a site's host the download answers with rc-pub's file as an
 * attachment, the article URLs in it point at that host and site, the language comes from the query (else the
 * gateway's language), and errors are readable text for a browser (the envelope for a script). Runs the real rc-pub
 * over the seeded database behind the real gateway.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { articles } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type GatewayApp, testGateway } from './gateway-app.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let gateway: GatewayApp;
let proxied: GatewayApp;
/** An article of PLOS Medicine (journal 2, site plosmed = 4) and one of another journal. */
let plosmed: number;
let other: number;

const HOST = 'plosmed.localhost:3000';
const PATH = '/front/front-article/downloadCitation';

beforeAll(async () => {
  tdb = await createSeededTestDb();
  rcPub = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(url);
  proxied = await testGateway(url, { TRUST_PROXY: 'on' });
  const all = (await tdb.handle.db.select().from(articles)).sort((a, b) => a.id - b.id);
  plosmed = all.find((a) => a.publicationId === 2)!.id;
  other = all.find((a) => a.publicationId !== 2)!.id;
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await proxied?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

describe('GET /front/front-article/downloadCitation on a site host', () => {
  it("answers rc-pub's file as an attachment, linking the articles to this host's pages", async () => {
    const res = await request(gateway.server)
      .get(`${PATH}?ids=${plosmed},2147483646,${other}&citationType=refman&language=en`)
      .set('host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="citations-\d{8}\.ris"/);
    expect(res.headers['x-skipped-ids']).toBe('2147483646');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = res.text;
    expect(text.match(/^TY {2}- JOUR/gm)).toHaveLength(2);
    // the Host's site (plosmed = site 4), in the requested language
    expect(text).toContain(`UR  - http://${HOST}/article/id/4/${plosmed}/en`);
  });

  it('serves the same download under /rc-pub too', async () => {
    const res = await request(gateway.server)
      .get(`/rc-pub${PATH}?ids=${plosmed}&citationType=bibtex`)
      .set('host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; .*\.bib$/);
    expect(res.text).toMatch(/^@article\{/);
  });

  it("takes the gateway's language (cookie) when the query names none", async () => {
    const res = await request(gateway.server)
      .get(`${PATH}?ids=${plosmed}&citationType=noteexpress`)
      .set('host', HOST)
      .set('cookie', 'language=zh');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E5%BC%95%E6%96%87-\d{8}\.net$/);
    const en = await request(gateway.server)
      .get(`${PATH}?ids=${plosmed}&citationType=noteexpress`)
      .set('host', HOST)
      .set('cookie', 'language=en');
    expect(en.headers['content-disposition']).toMatch(/filename\*=UTF-8''citations-\d{8}\.net$/);
  });

  it('names the https origin a trusted proxy forwarded', async () => {
    const res = await request(proxied.server)
      .get(`${PATH}?ids=${plosmed}&citationType=endnote&language=zh`)
      .set('host', HOST)
      .set('x-forwarded-proto', 'https');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`%U https://${HOST}/article/id/4/${plosmed}/en`);
  });

  it('shows a browser a readable error with the status, and a script the envelope', async () => {
    const page = await request(gateway.server)
      .get(`${PATH}?citationType=bibtex&language=zh`)
      .set('host', HOST)
      .set('accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.text.trim()).toBe('缺少必填参数 ids');
    const none = await request(gateway.server)
      .get(`${PATH}?ids=2147483646&citationType=bibtex&language=en`)
      .set('host', HOST);
    expect(none.status).toBe(404);
    expect(none.text.trim()).toBe('No citation information available');
    const script = await request(gateway.server)
      .get(`${PATH}?ids=2147483646&citationType=bibtex&language=en`)
      .set('host', HOST)
      .set('accept', 'application/json');
    expect(script.status).toBe(404);
    expect(script.body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No citation information available',
      data: null,
    });
  });
});
