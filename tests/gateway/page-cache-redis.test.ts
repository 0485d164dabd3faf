/**
 * The shared page store: with REDIS_URL the page cache lives in Redis (127.0.0.1:6379 on every machine of
 * this project, STACK-NOTES), so a page rendered by one replica is a HIT on another, in every coding. Each run uses
 * its own key prefix and deletes its keys.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from 'rc-pub/contract';
import { RedisPageStore } from '../../server/src/page-cache/store.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';
import { cacheGateway, type StubState } from './page-cache-stub.js';
import { ok } from './samples.js';
// the gateway's `pageCache` decorator is declared beside its plugin
import type {} from '../../server/src/plugins/app/page-cache.js';

let fake: FakeRcPub;
let replica1: GatewayApp;
let replica2: GatewayApp;
const state: StubState = { renders: [], slowMs: 0, delayMs: 0 };
const prefix = `rc-portal-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const versions = { global: 1, sites: { a: 1 } as Record<string, number> };

const env = { REDIS_URL: 'redis://127.0.0.1:6379', PAGE_CACHE_REDIS_PREFIX: prefix };
const page = (app: GatewayApp, url: string, acceptEncoding = 'gzip') =>
  app.inject({ url, headers: { host: 'a.localhost:3000', 'accept-encoding': acceptEncoding } });

function redisOf(app: GatewayApp) {
  const store = app.pageCache!.store;
  expect(store).toBeInstanceOf(RedisPageStore);
  return (store as RedisPageStore).redis;
}

beforeAll(async () => {
  fake = await startFakeRcPub();
  fake.on(RcPubPaths.contentVersions, () => ok(versions));
  replica1 = await cacheGateway(fake.url, state, env);
  replica2 = await cacheGateway(fake.url, state, env);
  await replica1.pageCache!.versions.refresh();
  await replica2.pageCache!.versions.refresh();
});
afterAll(async () => {
  if (replica1) {
    const redis = redisOf(replica1);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await replica1?.close();
  await replica2?.close();
  await fake?.close();
});

describe('Redis page store', () => {
  it('shares a rendered page between replicas: one render, HIT elsewhere, same page in every coding', async () => {
    const first = await page(replica1, '/shared/zh');
    expect(first.headers['x-cache']).toBe('MISS');
    const html = zlib.gunzipSync(first.rawPayload).toString('utf8');
    const hit = await page(replica2, '/shared/zh');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(zlib.gunzipSync(hit.rawPayload).toString('utf8')).toBe(html);
    const identity = await page(replica2, '/shared/zh', 'identity');
    expect(identity.body).toBe(html);
    expect(state.renders).toEqual(['a.localhost:3000 /shared/zh lang=zh token=']);
    const keys = await redisOf(replica1).keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}a:s1:`));
    const ttlMs = await redisOf(replica1).pttl(keys[0]!);
    expect(ttlMs).toBeGreaterThan(600_000);
    expect(ttlMs).toBeLessThanOrEqual(660_000);
  });

  it('stores a brotli body too', async () => {
    await page(replica1, '/plain', 'br');
    const res = await page(replica2, '/plain', 'br');
    expect(res.headers['x-cache']).toBe('HIT');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('/plain');
  });
});

describe('stale pages with replicas', () => {
  it('one replica refreshes a stale page; both serve it stale meanwhile', async () => {
    const shortEnv = { ...env, PAGE_CACHE_TTL_S: '1', PAGE_CACHE_STALE_S: '60' };
    const r1 = await cacheGateway(fake.url, state, shortEnv);
    const r2 = await cacheGateway(fake.url, state, shortEnv);
    try {
      state.renders.length = 0;
      await page(r1, '/stale-shared/zh');
      await new Promise((r) => setTimeout(r, 1100));
      const [a, b] = await Promise.all([page(r1, '/stale-shared/zh'), page(r2, '/stale-shared/zh')]);
      expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['STALE', 'STALE']);
      await new Promise((r) => setTimeout(r, 300));
      expect(state.renders).toHaveLength(2);
      expect((await page(r2, '/stale-shared/zh')).headers['x-cache']).toBe('HIT');
    } finally {
      await r1.close();
      await r2.close();
    }
  });
});
