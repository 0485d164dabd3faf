/**
 * The gateway's rc-pub client against a fake rc-pub: envelope mapping to GraphQL error codes (401 →
 * UNAUTHENTICATED, 10001 → FORBIDDEN_SITE, other non-zero → UPSTREAM with the server message, timeouts of a GraphQL
 * request → UPSTREAM_TIMEOUT, connection failures → UPSTREAM_UNAVAILABLE) and the request conventions of docs/product/calls-and-errors.md (timestamps, language, token).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RcPubPaths } from 'rc-pub/contract';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { demoSite, fail, ok } from './samples.js';

const SITE_QUERY = '{ site { id sld name } }';

let fake: FakeRcPub;
let app: GatewayApp;

async function gql(query: string, headers: Record<string, string> = {}, target: GatewayApp = app) {
  const res = await request(target.server).post('/graphql').set(headers).send({ query });
  return res;
}

beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('envelope mapping', () => {
  it('status 0 → data', async () => {
    fake.on(RcPubPaths.findBySld, () => ok(demoSite));
    const res = await gql(SITE_QUERY);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { site: { id: 901, sld: 'demo', name: '[演示] 测试站点' } } });
  });

  it('401 → UNAUTHENTICATED with the server message', async () => {
    fake.on(RcPubPaths.findBySld, () => fail(401, '登录已过期'));
    const res = await gql(SITE_QUERY);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: '登录已过期',
      path: ['site'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('10001 → FORBIDDEN_SITE, 10002 → SITE_EXPIRED, 10003 → SITE_MAINTENANCE, 10004 → BIND_REQUIRED, 10005 → NOT_CONFIGURED, 404 → NOT_FOUND', async () => {
    const cases: Array<[number, string]> = [
      [10001, 'FORBIDDEN_SITE'],
      [10002, 'SITE_EXPIRED'],
      [10003, 'SITE_MAINTENANCE'],
      [10004, 'BIND_REQUIRED'],
      [10005, 'NOT_CONFIGURED'],
      [404, 'NOT_FOUND'],
      [400, 'BAD_REQUEST'],
    ];
    for (const [status, code] of cases) {
      fake.on(RcPubPaths.findBySld, () => fail(status, `message ${status}`));
      const res = await gql(SITE_QUERY);
      expect(res.body.errors[0].extensions.code, String(status)).toBe(code);
      expect(res.body.errors[0].message).toBe(`message ${status}`);
    }
  });

  it('any other non-zero status → UPSTREAM with the server message', async () => {
    fake.on(RcPubPaths.findBySld, () => ({
      httpStatus: 500,
      body: { status: 500, message: 'database is down for repair', data: null },
    }));
    let res = await gql(SITE_QUERY);
    expect(res.body.errors[0]).toMatchObject({
      message: 'database is down for repair',
      extensions: { code: 'UPSTREAM' },
    });
    fake.on(RcPubPaths.findBySld, () => fail(7777, 'odd status'));
    res = await gql(SITE_QUERY);
    expect(res.body.errors[0]).toMatchObject({ message: 'odd status', extensions: { code: 'UPSTREAM' } });
  });

  it('a body that is not an envelope → UPSTREAM', async () => {
    fake.on(RcPubPaths.findBySld, () => ({
      httpStatus: 502,
      raw: '<html>bad gateway</html>',
      contentType: 'text/html',
    }));
    const res = await gql(SITE_QUERY);
    expect(res.body.errors[0].extensions.code).toBe('UPSTREAM');
    expect(res.body.errors[0].message).toMatch(/without an envelope/);
  });

  it('NOT_FOUND of a record queried by id → null, not an error', async () => {
    fake.on(`${RcPubPaths.article}/424242`, () => fail(404, 'Article id is not exist.'));
    const res = await gql('{ article(id: 424242) { id } }');
    expect(res.body).toEqual({ data: { article: null } });
  });

  it('a site name that is no subdomain → BAD_REQUEST without asking rc-pub', async () => {
    const res = await gql('{ site(sld: "../../etc") { id } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(fake.seen).toHaveLength(0);
  });

  it('an overly deep query → BAD_REQUEST', async () => {
    const deep =
      '{ article(id: 1) { issue { articles { issue { articles { issue { articles { issue { articles { issue { articles { issue { articles { id } } } } } } } } } } } } }';
    const res = await gql(deep);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(fake.seen).toHaveLength(0);
  });

  it('a bad document → BAD_REQUEST', async () => {
    const res = await gql('{ site { noSuchField } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('unavailable rc-pub', () => {
  it('a timeout (RC_PUB_TIMEOUT_MS, which also caps GRAPHQL_UPSTREAM_TIMEOUT_MS) → UPSTREAM_TIMEOUT', async () => {
    const quick = await testGateway(fake.url, { RC_PUB_TIMEOUT_MS: '150' });
    try {
      fake.on(RcPubPaths.findBySld, () => ({ ...ok(demoSite), delayMs: 3000 }));
      const res = await gql(SITE_QUERY, {}, quick);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
      expect(res.body.errors[0].message).toMatch(/did not answer within 150 ms/);
    } finally {
      await quick.close();
    }
  });

  it('connection refused → UPSTREAM_UNAVAILABLE', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const dead = await testGateway(`http://127.0.0.1:${port}`);
    try {
      const res = await gql(SITE_QUERY, {}, dead);
      expect(res.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(res.body.errors[0].message).toMatch(/unreachable/);
    } finally {
      await dead.close();
    }
  });
});

describe('request conventions (docs/product/calls-and-errors.md#request-conventions)', () => {
  beforeEach(() => fake.on(RcPubPaths.findBySld, () => ok(demoSite)));

  it('adds timestamps to GETs and names the Host subdomain', async () => {
    await gql(SITE_QUERY, { host: 'plosmed.localhost:3000' });
    const r = fake.seen.find((s) => s.path === RcPubPaths.findBySld)!;
    expect(r.query.get('sld')).toBe('plosmed');
    expect(Number(r.query.get('timestamps'))).toBeGreaterThan(1_600_000_000_000);
  });

  it('bare localhost → the default site www', async () => {
    await gql(SITE_QUERY, { host: 'localhost:3000' });
    expect(fake.seen.at(-1)!.query.get('sld')).toBe('www');
  });

  it('forwards the commonToken cookie as the token header, and none without it', async () => {
    await gql(SITE_QUERY, { cookie: 'commonToken=tok-123; userName=x' });
    expect(fake.seen.at(-1)!.headers.token).toBe('tok-123');
    await gql(SITE_QUERY);
    expect(fake.seen.at(-1)!.headers.token).toBeUndefined();
  });

  it('language header: x-language, else the language cookie, else zh — and texts follow it', async () => {
    let res = await gql(SITE_QUERY);
    expect(fake.seen.at(-1)!.headers.language).toBe('zh');
    expect(res.body.data.site.name).toBe('[演示] 测试站点');
    res = await gql(SITE_QUERY, { cookie: 'language=en' });
    expect(fake.seen.at(-1)!.headers.language).toBe('en');
    expect(res.body.data.site.name).toBe('[Demo] Test site');
    res = await gql(SITE_QUERY, { cookie: 'language=en', 'x-language': 'zh' });
    expect(fake.seen.at(-1)!.headers.language).toBe('zh');
    expect(res.body.data.site.name).toBe('[演示] 测试站点');
  });
});

describe('file proxy', () => {
  it('streams /rc-pub/front/files/* with rc-pub status and content type', async () => {
    fake.on(RcPubPaths.file, (req) => ({ raw: `PNGDATA-${req.query.get('id')}`, contentType: 'image/png' }));
    const res = await request(app.server).get('/rc-pub/front/files/get?id=17');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.from(res.body as Buffer).toString()).toBe('PNGDATA-17');
  });
  it('other /rc-pub paths are not proxied', async () => {
    const res = await request(app.server).get('/rc-pub/front/site/findBySld?sld=www');
    expect(res.status).toBe(404);
  });
});
