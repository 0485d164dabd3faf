/**
 * rc-pub envelope behaviour (docs/product/calls-and-errors.md#envelope): `{ status, message, data, code? }` on every JSON answer, business errors as
 * HTTP 200, messages in the `language` header's language, `timestamps` accepted on GETs, validation errors as status
 * 400 (never HTTP 500), unknown routes as HTTP 404, real faults as HTTP 500 + status 500, OpenAPI catalogue, files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { files, sites } from '../../rc-pub/src/db/schema/index.js';
import supertest from 'supertest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { DbHandle } from '../../rc-pub/src/db/client.js';
import { startApp, type TestApp } from './app-helper.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

let t: TestApp;
let siteId: number;
let fileId: number;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await startApp({ seeded: false });
  const [s] = await t.db.handle.db
    .insert(sites)
    .values({ sld: 'solo', type: 'single', nameZh: '测试', nameEn: 'Test' })
    .returning();
  siteId = s!.id;
  const [f] = await t.db.handle.db
    .insert(files)
    .values({ name: 'dot.png', mime: 'image/png', size: png.length, sha256: 'abc123', data: png })
    .returning();
  fileId = f!.id;
});
afterAll(async () => {
  await t.close();
});

describe('envelope', () => {
  it('wraps success data with status 0 and a message in the request language', async () => {
    const zh = await t.http.get(RcPubPaths.findBySld).query({ sld: 'solo' });
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ status: 0, message: '成功', data: { id: siteId, sld: 'solo', type: 'single' } });
    const en = await t.http.get(RcPubPaths.findBySld).query({ sld: 'solo' }).set('language', 'en');
    expect(en.body.message).toBe('Success');
  });

  it('accepts timestamps and ignores unknown query parameters on every GET', async () => {
    const r = await t.http.get(RcPubPaths.findBySiteId).query({ siteId, timestamps: Date.now(), utm_source: 'x' });
    expect(r.body.status).toBe(0);
    expect(r.body.data.id).toBe(siteId);
    const h = await t.http.get(`${RcPubPaths.health}?timestamps=1700000000000`);
    expect(h.body).toEqual({ status: 0, message: '成功', data: { ok: true } });
  });

  it('answers an unknown site with HTTP 200, status 404 and code NOT_FOUND, translated by the language header', async () => {
    const zh = await t.http.get(RcPubPaths.findBySld).query({ sld: 'nosuch' });
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ status: 404, message: '站点不存在：nosuch', data: null, code: 'NOT_FOUND' });
    const en = await t.http.get(RcPubPaths.findBySld).query({ sld: 'nosuch' }).set('language', 'en');
    expect(en.body.message).toBe('Site not found: nosuch');
  });

  it('turns schema validation errors into status 400 with a readable message, never HTTP 500', async () => {
    const bad = await t.http.get(RcPubPaths.findBySiteId).query({ siteId: 'abc' }).set('language', 'en');
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    expect(bad.body.message).toBe('Invalid parameter siteId: must be of type integer');
    const missing = await t.http.get(RcPubPaths.channels);
    expect(missing.body).toMatchObject({ status: 400, message: '缺少必填参数 siteId' });
    const badIds = await t.http.get(RcPubPaths.publications).query({ ids: '1,x' }).set('language', 'en');
    expect(badIds.body).toMatchObject({
      status: 400,
      message: "Parameter ids must be comma-separated positive integers, got '1,x'",
    });
    const noScope = await t.http.get(RcPubPaths.articleList).set('language', 'en');
    expect(noScope.body.status).toBe(400);
    expect(noScope.body.message).toContain('issueId, publicationId, siteId, ids');
  });

  it('treats an empty id list as no ids (status 0, empty data)', async () => {
    const r = await t.http.get(RcPubPaths.publications).query({ ids: '' });
    expect(r.body).toMatchObject({ status: 0, data: [] });
    const a = await t.http.get(RcPubPaths.articleList).query({ ids: '', sort: 'page' });
    expect(a.body.data).toEqual({ total: 0, page: 0, size: 20, content: [] });
  });

  it('answers an unknown route with HTTP 404 and the envelope', async () => {
    const r = await t.http.get('/rc-pub/front/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 404, code: 'NOT_FOUND', data: null });
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document listing the whole catalogue with the timestamps parameter', async () => {
    const r = await t.http.get(RcPubPaths.openapi);
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    const documented = Object.keys(r.body.paths).map((p) => p.replace(/\/\{id\}$/, ''));
    for (const [name, path] of Object.entries(RcPubPaths)) {
      if (name === 'openapi') continue;
      expect(documented, `${name} ${path}`).toContain(path);
    }
    const params = r.body.paths[RcPubPaths.findBySld].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['sld', 'timestamps']));
  });
});

describe('files', () => {
  it('streams stored bytes with their content type and caching headers, 304 on a matching ETag', async () => {
    const r = await t.http
      .get(RcPubPaths.file)
      .query({ id: fileId })
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toContain('max-age');
    expect(Buffer.compare(r.body as Buffer, png)).toBe(0);
    const again = await t.http.get(RcPubPaths.file).query({ id: fileId }).set('if-none-match', r.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('answers an unknown file id with HTTP 404 and the envelope', async () => {
    const r = await t.http.get(RcPubPaths.file).query({ id: 999999 }).set('language', 'en');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ status: 404, message: 'File not found: 999999', data: null, code: 'NOT_FOUND' });
  });
});

describe('server faults', () => {
  it('answers a real fault (database gone) with HTTP 500 and envelope status 500 without internals', async () => {
    const gone = new Proxy(
      {},
      {
        get() {
          throw new Error('connection terminated');
        },
      },
    ) as DbHandle['db'];
    const app = await buildApp({
      config: testRcPubConfig(),
      db: { db: gone, engine: 'postgres', close: async () => {} },
    });
    await app.ready();
    const r = await supertest(app.server).get(RcPubPaths.findBySld).query({ sld: 'www' }).set('language', 'en');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      status: 500,
      message: 'Internal server error, please try again later',
      data: null,
      code: 'INTERNAL',
    });
    await app.close();
  });
});
