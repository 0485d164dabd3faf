/**
 * Page cache timing: after the fresh TTL a stale page is served at once while exactly one background
 * render refreshes it; a render over RENDER_DEADLINE_MS answers a readable 503 page (request language, Retry-After,
 * no-store) that is never cached, and the late render still fills the cache; an rc-pub without the content-versions
 * endpoint leaves caching TTL-only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';
import { cacheGateway, type StubState } from './page-cache-stub.js';
// the gateway's `pageCache` decorator is declared beside its plugin
import type {} from '../../server/src/plugins/app/page-cache.js';

let fake: FakeRcPub;
let app: GatewayApp;
const state: StubState = { renders: [], slowMs: 0, delayMs: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (path: string) => request(app.server).get(path).set('host', 'a.localhost:3000');

beforeAll(async () => {
  // No contentVersions handler: the fake answers 404 NOT_FOUND, i.e. an rc-pub without the endpoint.
  fake = await startFakeRcPub();
  app = await cacheGateway(fake.url, state, {
    PAGE_CACHE_TTL_S: '1',
    PAGE_CACHE_STALE_S: '30',
    RENDER_DEADLINE_MS: '300',
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  state.renders.length = 0;
  state.slowMs = 0;
  state.delayMs = 0;
});

describe('stale-while-revalidate', () => {
  it('serves the stale page at once and refreshes it with one render', async () => {
    const first = await get('/swr/zh').expect(200);
    expect(first.text).toContain('render=1');
    await sleep(1100);
    state.delayMs = 100;
    const stale = await Promise.all([get('/swr/zh'), get('/swr/zh'), get('/swr/zh')]);
    for (const r of stale) {
      expect(r.headers['x-cache']).toBe('STALE');
      expect(r.text).toContain('render=1');
      expect(Number(r.headers.age)).toBeGreaterThanOrEqual(1);
    }
    await sleep(250);
    const fresh = await get('/swr/zh').expect(200);
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.text).toContain('render=2');
    expect(state.renders).toHaveLength(2);
  });

  it('caches by TTL alone when rc-pub has no content-versions endpoint', async () => {
    expect(app.pageCache!.versions.versionFor('a')).toBe('v0');
    await get('/ttl-only/zh');
    expect((await get('/ttl-only/zh')).headers['x-cache']).toBe('HIT');
  });
});

describe('render deadline', () => {
  it('answers a readable 503 in the request language, caches nothing, and the late render fills the cache', async () => {
    state.slowMs = 600;
    const res = await get('/slow/en').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Please try again in a few seconds.');
    const zh = await get('/slow-zh').expect(503);
    expect(zh.text).toContain('请稍候几秒后重试');
    await sleep(700);
    state.slowMs = 0;
    const later = await get('/slow/en').expect(200);
    expect(later.headers['x-cache']).toBe('HIT');
    expect(state.renders.filter((r) => r.includes('/slow/en'))).toHaveLength(1);
  });

  it('gives members the 503 too, without storing their late page', async () => {
    state.slowMs = 600;
    const res = await get('/slow-member/en').set('cookie', 'commonToken=t9').expect(503);
    expect(res.headers['x-cache']).toBe('BYPASS');
    await sleep(700);
    state.slowMs = 0;
    expect((await get('/slow-member/en')).headers['x-cache']).toBe('MISS');
  });
});

describe('PAGE_CACHE=off', () => {
  it('renders every page and lets no shared cache keep it', async () => {
    const off = await cacheGateway(fake.url, state, { PAGE_CACHE: 'off' });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await request(off.server).get('/off/zh').expect(200);
        expect(res.headers['x-cache']).toBe('BYPASS');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      expect(state.renders).toHaveLength(2);
      expect(off.pageCache).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
