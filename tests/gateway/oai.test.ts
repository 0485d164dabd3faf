/**
 * OAI-PMH through the gateway: `/oai` on a site's host answers rc-pub's XML with this host's base URL, as
 * `text/xml; charset=utf-8`, for GET and form POST, never cached; identifiers are the deployment's (the sites' base
 * domain, the same on every host) and article pages are on the journal's own site
 * (docs/product/citation-and-harvest.md#oai-pmh). Runs the real rc-pub over the seeded database behind the real gateway.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type GatewayApp, testGateway } from './gateway-app.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let gateway: GatewayApp;
let proxied: GatewayApp;

const HOST = 'plosmed.localhost:3000';
/** The repository identifier of a portal on `*.localhost`: the sites' base domain. */
const REPO = 'localhost';

beforeAll(async () => {
  tdb = await createSeededTestDb();
  rcPub = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(url);
  proxied = await testGateway(url, { TRUST_PROXY: 'on' });
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await proxied?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

describe('/oai on a site host', () => {
  it('Identify names this host’s /oai as the base URL, in text/xml', async () => {
    const res = await request(gateway.server).get('/oai?verb=Identify').set('host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(`<baseURL>http://${HOST}/oai</baseURL>`);
  });

  it('records carry the deployment’s identifiers and article pages on their journal’s site', async () => {
    const res = await request(gateway.server).get('/oai?verb=ListRecords&metadataPrefix=oai_dc').set('host', HOST);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<identifier>oai:localhost:article\/\d+<\/identifier>/);
    expect(res.text).not.toContain('<identifier>oai:plosmed.localhost:');
    expect(res.text).toMatch(/<dc:identifier>http:\/\/[a-z0-9-]+\.localhost:3000\/article\/id\/\d+\/\d+\/(en|zh)</);
    expect(res.text).toMatch(/<resumptionToken completeListSize="\d+" cursor="0">[A-Za-z0-9_-]+</);
  });

  it('www and a journal’s host list the same identifiers, and GetRecord answers them on both', async () => {
    const list = async (host: string) => {
      const res = await request(gateway.server)
        .get('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc')
        .set('host', host);
      return [...res.text.matchAll(/<identifier>([^<]+)</g)].map((m) => m[1]!);
    };
    const www = await list('www.localhost:3000');
    expect(www.length).toBeGreaterThan(0);
    expect(await list(HOST)).toEqual(www);
    for (const host of ['www.localhost:3000', HOST, 'plos.localhost:3000']) {
      const res = await request(gateway.server)
        .get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${www[0]}`)
        .set('host', host);
      expect(res.text).toContain(`<identifier>${www[0]}</identifier>`);
      expect(res.text).not.toContain('<error');
    }
  });

  it('a form POST answers like GET; protocol errors stay XML with HTTP 200', async () => {
    const post = await request(gateway.server)
      .post('/oai')
      .set('host', HOST)
      .type('form')
      .send(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:article/999999999`);
    expect(post.status).toBe(200);
    expect(post.text).toContain('<error code="idDoesNotExist">');
    const bad = await request(gateway.server).get('/oai?verb=Nope').set('host', HOST);
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('<error code="badVerb">');
  });

  it('behind a trusted proxy the base URL follows X-Forwarded-Proto/-Host', async () => {
    const res = await request(proxied.server)
      .get('/oai?verb=Identify')
      .set('host', 'internal:3000')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'plosmed.example.org');
    expect(res.text).toContain('<baseURL>https://plosmed.example.org/oai</baseURL>');
  });
});
