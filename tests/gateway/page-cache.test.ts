/**
 * Page cache for anonymous readers (server/src/page-cache/): one render serves many readers; the key is the
 * Host, path, query and language (docs/product/sites-and-frame.md#languages: route lang, else the language cookie, else zh) and nothing else; members
 * (the commonToken cookie, docs/product/members.md#sessions) are never cached; stale pages are served while one render refreshes them; concurrent misses
 * share one render; a content-version bump purges one site; shared-cache headers, ETag/304, and one policy for all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RcPubPaths } from 'rc-pub/contract';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';
import { cacheGateway, type StubState } from './page-cache-stub.js';
import { fail, ok } from './samples.js';
// the gateway's `pageCache` decorator is declared beside its plugin
import type {} from '../../server/src/plugins/app/page-cache.js';

let fake: FakeRcPub;
let app: GatewayApp;
const state: StubState = { renders: [], slowMs: 0, delayMs: 0 };
const versions = { global: 1, sites: { a: 1, b: 1 } as Record<string, number> };

const get = (path: string, host = 'a.localhost:3000') => request(app.server).get(path).set('host', host);

beforeAll(async () => {
  fake = await startFakeRcPub();
  fake.on(RcPubPaths.contentVersions, () => ok(versions));
  app = await cacheGateway(fake.url, state);
  await app.pageCache?.versions.refresh();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  state.renders.length = 0;
  state.delayMs = 0;
});

describe('anonymous pages', () => {
  it('renders once: MISS then HIT with the same page, shared-cache headers and Server-Timing', async () => {
    const first = await get('/home/one').expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['server-timing']).toMatch(/cache;desc=MISS, render;dur=\d+(\.\d+)?/);
    const second = await get('/home/one').expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['server-timing']).toBe('cache;desc=HIT');
    expect(state.renders).toHaveLength(1);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(second.headers['x-stub']).toBe('yes');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('times the data phase of a render apart (Server-Timing data;dur, within render;dur)', async () => {
    const res = await get('/upstream-timing');
    const m = /render;dur=([\d.]+), data;dur=([\d.]+)/.exec(res.headers['server-timing'] ?? '');
    expect(m, res.headers['server-timing']).not.toBeNull();
    expect(Number(m![2])).toBeLessThanOrEqual(Number(m![1]));
    // a render that ran no GraphQL has no data phase
    expect((await get('/no-data/zh')).headers['server-timing']).not.toContain('data;');
  });

  it('does not share pages between hosts, languages or queries', async () => {
    const urls: Array<[string, string?]> = [
      ['/p/zh'],
      ['/p/en'],
      ['/p/zh?page=2'],
      ['/p/zh', 'b.localhost:3000'],
      ['/en/article/1/2'],
      ['/login?lang=en'],
    ];
    for (const [u, h] of urls) expect((await get(u, h)).headers['x-cache']).toBe('MISS');
    for (const [u, h] of urls) expect((await get(u, h)).headers['x-cache']).toBe('HIT');
    expect(state.renders).toHaveLength(urls.length);
    expect((await get('/p/en')).text).toContain('lang=en');
    expect((await get('/p/zh', 'b.localhost:3000')).text).toContain('b.localhost:3000 /p/zh');
  });

  it('keys a page without a lang segment on the language cookie only (docs/product/sites-and-frame.md#languages), with Vary: Cookie', async () => {
    const zh = await get('/cookie-page').expect(200);
    expect(zh.text).toContain('lang=zh');
    expect(zh.headers.vary).toBe('Accept-Encoding, Cookie');
    const en = await get('/cookie-page').set('cookie', 'language=en').expect(200);
    expect(en.headers['x-cache']).toBe('MISS');
    expect(en.text).toContain('lang=en');
    // Unrelated cookies neither split the cache nor reach the render.
    const again = await get('/cookie-page').set('cookie', 'language=en; _ga=GA1.2.3; theme=dark').expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    // An unknown language value falls back to zh like the web app does.
    expect((await get('/cookie-page').set('cookie', 'language=fr')).headers['x-cache']).toBe('HIT');
    expect(state.renders).toEqual([
      'a.localhost:3000 /cookie-page lang=zh token=',
      'a.localhost:3000 /cookie-page lang=en token=',
    ]);
    // A URL that names its language does not depend on cookies.
    expect((await get('/p/en')).headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 to If-None-Match', async () => {
    const first = await get('/etag-page').expect(200);
    const res = await get('/etag-page').set('if-none-match', first.headers.etag!);
    expect(res.status).toBe(304);
    expect(res.text ?? '').toBe('');
    expect(res.headers.etag).toBe(first.headers.etag);
    expect((await get('/etag-page').set('if-none-match', 'W/"other"')).status).toBe(200);
  });

  it('sends the page policy (script-src self, no nonce) on every response of a cached page', async () => {
    const policies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get('/policy-page').expect(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).not.toContain('nonce-');
      policies.add(res.headers['content-security-policy']!);
    }
    expect(policies.size).toBe(1);
    expect(state.renders).toHaveLength(1);
  });

  it('caches search pages with the search TTL, 404s briefly, and never class none', async () => {
    expect((await get('/search/article?searchText=x')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=600',
    );
    const missing = await get('/missing').expect(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect((await get('/missing').expect(404)).headers['x-cache']).toBe('HIT');
    const none = await get('/none').expect(200);
    expect(none.headers['cache-control']).toBe('private, no-store');
    await get('/none').expect(200);
    // A page without a class is treated as 'page' (policy.ts): the render saw only the key's inputs.
    await get('/unclassed');
    expect((await get('/unclassed')).headers['x-cache']).toBe('HIT');
    expect(state.renders.filter((r) => r.includes('/none'))).toHaveLength(2);
  });

  it('does not cache a page rendered while rc-pub failed', async () => {
    fake.on(RcPubPaths.findBySld, () => fail(500, 'database down'));
    const first = await get('/upstream').expect(200);
    expect(first.text).toContain('data failed');
    expect(first.headers['cache-control']).toBe('private, no-store');
    await get('/upstream').expect(200);
    expect(state.renders).toHaveLength(2);
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/head-page/zh');
    const head = await request(app.server).head('/head-page/zh').set('host', 'a.localhost:3000').expect(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.text ?? '').toBe('');
  });

  it('never caches a render that threw: 500 page, private, no-store', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/throw').expect(500);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.text).toContain('The page could not be rendered');
    }
    expect(state.renders).toHaveLength(2);
  });

  it('renders once for concurrent misses of one page', async () => {
    state.delayMs = 150;
    const all = await Promise.all(Array.from({ length: 8 }, () => get('/busy-page')));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(all.every((r) => r.headers['x-cache'] === 'MISS')).toBe(true);
    expect(state.renders).toHaveLength(1);
  });
});

describe('members', () => {
  it('bypasses the cache with a commonToken or userName cookie: no-store, rendered each time, nothing stored', async () => {
    const member = await get('/member-page').set('cookie', 'commonToken=t1; language=en').expect(200);
    expect(member.headers['x-cache']).toBe('BYPASS');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['server-timing']).toMatch(/cache;desc=BYPASS, render;dur=/);
    await get('/member-page').set('cookie', 'userName=138****5678').expect(200);
    expect(state.renders).toEqual([
      'a.localhost:3000 /member-page lang=en token=t1',
      'a.localhost:3000 /member-page lang= token=',
    ]);
    expect((await get('/member-page')).headers['x-cache']).toBe('MISS');
    // Logged-out placeholders of userName count as anonymous (web/src/app/session.ts).
    expect((await get('/member-page').set('cookie', 'userName=undefined')).headers['x-cache']).toBe('HIT');
  });
});

describe('content versions (per-site purge)', () => {
  it('a version bump for site a re-renders a pages and keeps b cached', async () => {
    await get('/v-page/zh', 'a.localhost:3000');
    await get('/v-page/zh', 'b.localhost:3000');
    versions.sites.a = 2;
    versions.global = 2;
    await app.pageCache!.versions.refresh();
    expect((await get('/v-page/zh', 'a.localhost:3000')).headers['x-cache']).toBe('MISS');
    expect((await get('/v-page/zh', 'b.localhost:3000')).headers['x-cache']).toBe('HIT');
    expect(state.renders).toHaveLength(3);
  });

  it('the aggregate site and unknown sites follow the global counter', async () => {
    await get('/g-page/zh', 'localhost:3000');
    await get('/g-page/zh', 'unknown.localhost:3000');
    versions.global = 3;
    await app.pageCache!.versions.refresh();
    expect((await get('/g-page/zh', 'localhost:3000')).headers['x-cache']).toBe('MISS');
    expect((await get('/g-page/zh', 'unknown.localhost:3000')).headers['x-cache']).toBe('MISS');
  });
});
