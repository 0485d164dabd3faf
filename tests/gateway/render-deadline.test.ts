/**
 * One hung rc-pub answer must not freeze a site: rc-pub calls made for server rendering use the
 * render deadline (RENDER_TIMEOUT_MS; the 600000 ms of docs/product/calls-and-errors.md#request-conventions is the browser client's timeout), in-flight sharing in the
 * per-site cache ends at that bound, and nothing failed, timed out or malformed (status 0 without `data`) is shared
 * afterwards or cached as configuration.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RcPubPaths } from 'rc-pub/contract';
import { SiteConfigCache } from '../../server/src/loaders/site-config.js';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { demoSite, ok } from './samples.js';

describe('SiteConfigCache in-flight bound', () => {
  it('a caller arriving after the bound starts its own call instead of waiting for a hung one', async () => {
    const cache = new SiteConfigCache(60_000, 100, Date.now, 50);
    const hung = cache.get('k', () => new Promise<string>(() => undefined));
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    void hung;
  });

  it('a caller that joined a hung call gives up at the bound and loads itself', async () => {
    const cache = new SiteConfigCache(60_000, 100, Date.now, 50);
    void cache.get('k', () => new Promise<string>(() => undefined));
    const t0 = Date.now();
    expect(await cache.get('k', async () => 'own')).toBe('own');
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('never caches a failure or an empty value, and never shares a failure afterwards', async () => {
    const cache = new SiteConfigCache(60_000);
    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('f', async () => 'up')).toBe('up');
    expect(await cache.get('n', async () => null)).toBeNull();
    expect(await cache.get('n', async () => 'value')).toBe('value');
  });
});

describe('render deadline through the gateway', () => {
  let fake: FakeRcPub;
  let app: GatewayApp;
  const render: SsrRender = async (req) => {
    const r = await req.execute('{ site { name } }', undefined, undefined, { lang: 'zh' });
    const code = r.errors?.[0]?.extensions?.code;
    return { status: r.data?.site ? 200 : 503, html: r.data?.site ? 'ok' : `error ${String(code)}` };
  };
  beforeAll(async () => {
    fake = await startFakeRcPub();
    app = await testGateway(
      fake.url,
      { SSR: 'on', RENDER_TIMEOUT_MS: '300', SITE_CONFIG_TTL_MS: '60000' },
      { ssr: { render, template: '<!--app-html-->' } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('a hung site lookup ends the page at the deadline, and a later page is not held by it', async () => {
    let calls = 0;
    fake.on(RcPubPaths.findBySld, () => (++calls === 1 ? { ...ok(demoSite), delayMs: 4000 } : ok(demoSite)));
    const t0 = Date.now();
    const first = await request(app.server).get('/').set('host', 'one.localhost');
    expect(first.status).toBe(503);
    expect(first.text).toBe('error UPSTREAM_UNAVAILABLE');
    expect(Date.now() - t0).toBeLessThan(5000);
    const second = await request(app.server).get('/').set('host', 'one.localhost');
    expect(second.status).toBe(200);
    expect(calls).toBe(2);
  });

  it('a page arriving while a GraphQL client call hangs starts its own call after the bound', async () => {
    let calls = 0;
    fake.on(RcPubPaths.findBySld, () => (++calls === 1 ? { ...ok(demoSite), delayMs: 4000 } : ok(demoSite)));
    const hung = request(app.server)
      .post('/graphql')
      .set('host', 'two.localhost')
      .send({ query: '{ site { name } }' })
      .then(
        (r) => r,
        () => undefined,
      );
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    const page = await request(app.server).get('/').set('host', 'two.localhost');
    expect(page.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(calls).toBe(2);
    void hung;
  });

  it('status 0 without data is UPSTREAM and is not cached as the site', async () => {
    let calls = 0;
    fake.on(RcPubPaths.findBySld, () => (++calls === 1 ? { body: { status: 0, message: 'ok' } } : ok(demoSite)));
    const gql = () =>
      request(app.server).post('/graphql').set('host', 'three.localhost').send({ query: '{ site { name } }' });
    const first = await gql();
    expect(first.body.errors[0].extensions.code).toBe('UPSTREAM');
    const second = await gql();
    expect(second.body.data.site.name).toBe(demoSite.name);
    expect(calls).toBe(2);
  });
});
