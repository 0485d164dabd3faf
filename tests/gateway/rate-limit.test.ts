/**
 * Per-IP rate limits and load shedding: past the /graphql or search-page budget the gateway
 * answers 429 with Retry-After and code RATE_LIMITED (in memory, or shared through Redis when REDIS_URL is set); under
 * load it answers 503 with Retry-After and code OVERLOADED at once (HTML for pages, GraphQL JSON for /graphql);
 * /healthz answers the load balancer.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const render: SsrRender = async () => ({ status: 200, html: '<p>page</p>' });
const ssr = { ssr: { render, template: '<!--app-html-->' } };
const gql = (app: GatewayApp, ip?: string) => {
  const r = request(app.server).post('/graphql');
  if (ip) r.set('x-forwarded-for', ip);
  return r.send({ query: '{ language }' });
};

let fake: FakeRcPub;
beforeAll(async () => {
  fake = await startFakeRcPub();
});
afterAll(async () => {
  await fake?.close();
});

describe('rate limits (in memory)', () => {
  let app: GatewayApp;
  beforeAll(async () => {
    app = await testGateway(
      fake.url,
      { SSR: 'on', RATE_LIMIT_GRAPHQL: '3', RATE_LIMIT_SEARCH: '2', RATE_LIMIT_EXPORT: '2' },
      ssr,
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers /graphql past the budget with 429, Retry-After and RATE_LIMITED', async () => {
    for (let i = 0; i < 3; i++) expect((await gql(app)).status).toBe(200);
    const res = await gql(app);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
  });

  it('limits search page GETs with an HTML answer, not content pages', async () => {
    for (let i = 0; i < 2; i++) expect((await request(app.server).get(`/article?searchText=x${i}`)).status).toBe(200);
    const res = await request(app.server).get('/mag?searchText=y');
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.text).toContain('RATE_LIMITED');
    expect((await request(app.server).get('/article/id/1/2/en')).status).toBe(200);
  });

  it('limits citation downloads on both paths with one export budget, not file downloads', async () => {
    const path = '/front/front-article/downloadCitation?ids=1&citationType=bibtex';
    for (let i = 0; i < 2; i++) expect((await request(app.server).get(path)).status).not.toBe(429);
    const res = await request(app.server).get(`/rc-pub${path}`);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await request(app.server).get('/rc-pub/front/files/get?id=1')).status).not.toBe(429);
  });
});

describe('rate limits behind a proxy (TRUST_PROXY)', () => {
  it('counts each client address from X-Forwarded-For separately', async () => {
    const app = await testGateway(fake.url, { RATE_LIMIT_GRAPHQL: '1', TRUST_PROXY: '1' });
    try {
      expect((await gql(app, '203.0.113.1')).status).toBe(200);
      expect((await gql(app, '203.0.113.2')).status).toBe(200);
      expect((await gql(app, '203.0.113.1')).status).toBe(429);
      // IPv6: one budget per /64, so rotating addresses within one allocation does not escape the limit
      expect((await gql(app, '2001:db8:1:100::1')).status).toBe(200);
      expect((await gql(app, '2001:db8:1:100:abcd::2')).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits in Redis (127.0.0.1:6379)', () => {
  // A prefix of its own; the counters expire with their window (60 s), so nothing is left behind.
  const prefix = `rc-portal-test:${process.pid}:${Date.now()}:`;
  const env = { RATE_LIMIT_GRAPHQL: '3', REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PREFIX: prefix };

  it('shares one budget between gateway processes', async () => {
    const a = await testGateway(fake.url, env);
    const b = await testGateway(fake.url, env);
    try {
      expect((await gql(a)).status).toBe(200);
      expect((await gql(b)).status).toBe(200);
      expect((await gql(a)).status).toBe(200);
      const res = await gql(b);
      expect(res.status).toBe(429);
      expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('load shedding and /healthz', () => {
  it('answers 200 on /healthz normally', async () => {
    const app = await testGateway(fake.url);
    try {
      const res = await request(app.server).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After and OVERLOADED while over a threshold', async () => {
    const app = await testGateway(
      fake.url,
      { SSR: 'on', SHED_MAX_HEAP_MB: '1', SHED_RETRY_AFTER_S: '7' },
      { ...ssr, loadSampleIntervalMs: 10 },
    );
    try {
      await new Promise((r) => setTimeout(r, 100));
      const api = await gql(app);
      expect(api.status).toBe(503);
      expect(api.headers['retry-after']).toBe('7');
      expect(api.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'OVERLOADED' } }] });
      const page = await request(app.server).get('/');
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('OVERLOADED');
      expect((await request(app.server).get('/healthz')).status).toBe(503);
    } finally {
      await app.close();
    }
  });
});
