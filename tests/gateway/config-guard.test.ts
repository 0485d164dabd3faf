/** Configuration of the gateway's guards (server/src/config.ts table): defaults and fail-fast validation. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';

describe('guard configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      renderTimeoutMs: 5000,
      trustProxy: false,
      redisUrl: undefined,
      rateLimit: { windowMs: 60_000, graphql: 1200, search: 300, prefix: 'rc-portal:rl:' },
      shed: { maxEventLoopDelayMs: 1000, maxHeapBytes: 0, maxRssBytes: 0, retryAfterS: 10 },
    });
  });

  it('lets a development render (WEB_DEV, `pnpm dev`) wait for Vite, unless the variables say otherwise', () => {
    // production: an anonymous page may expect 1 s in line for a render slot, a member's 6 s; an 8 s deadline,
    // shedding past 1 s of event-loop delay
    const prod = loadConfig({});
    expect([
      prod.renderGate.queueWaitMs,
      prod.renderGate.memberWaitMs,
      prod.pageCache.renderDeadlineMs,
      prod.shed.maxEventLoopDelayMs,
    ]).toEqual([1000, 6000, 8000, 1000]);
    // development: Vite's first compile of a page takes seconds; a contributor's first page must not be a 503
    const dev = loadConfig({ WEB_DEV: 'on' });
    expect([
      dev.renderGate.queueWaitMs,
      dev.renderGate.memberWaitMs,
      dev.pageCache.renderDeadlineMs,
      dev.shed.maxEventLoopDelayMs,
    ]).toEqual([120_000, 120_000, 120_000, 0]);
    const set = loadConfig({
      WEB_DEV: 'on',
      RENDER_QUEUE_WAIT_MS: '700',
      RENDER_DEADLINE_MS: '9000',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '2000',
    });
    expect([set.renderGate.queueWaitMs, set.pageCache.renderDeadlineMs, set.shed.maxEventLoopDelayMs]).toEqual([
      700, 9000, 2000,
    ]);
  });

  it('runs one gateway process by default, or GATEWAY_WORKERS, sharing the cores among their renders', () => {
    const cpus = availableParallelism();
    expect(loadConfig({})).toMatchObject({ workers: 1, renderGate: { concurrency: cpus } });
    expect(loadConfig({ GATEWAY_WORKERS: 'auto' }).workers).toBe(cpus);
    const two = loadConfig({ GATEWAY_WORKERS: '2' });
    expect(two.workers).toBe(2);
    expect(two.renderGate.concurrency).toBe(Math.max(1, Math.floor(cpus / 2)));
    expect(loadConfig({ GATEWAY_WORKERS: '2', RENDER_CONCURRENCY: '3' }).renderGate.concurrency).toBe(3);
    // the page cache bound is the host's: two workers keep half each
    expect(loadConfig({}).pageCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(two.pageCache.maxBytes).toBe(32 * 1024 * 1024);
    expect(() => loadConfig({ GATEWAY_WORKERS: '0' })).toThrow(/GATEWAY_WORKERS must be an integer from 1 to 64/);
  });

  it('reads TRUST_PROXY as on/off, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ SHED_MAX_HEAP_MB: '512' }).shed.maxHeapBytes).toBe(512 * 1024 * 1024);
  });

  it('lists every invalid guard variable', () => {
    let err: unknown;
    try {
      loadConfig({
        RENDER_TIMEOUT_MS: '0',
        TRUST_PROXY: 'nginx please',
        REDIS_URL: 'http://127.0.0.1:6379',
        RATE_LIMIT_GRAPHQL: '-1',
        RATE_LIMIT_SEARCH: 'many',
        RATE_LIMIT_WINDOW_MS: '10',
        SHED_MAX_EVENT_LOOP_DELAY_MS: 'x',
        SHED_MAX_HEAP_MB: '-5',
        SHED_MAX_RSS_MB: '1.5',
        SHED_RETRY_AFTER_S: '0',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const v of [
      'RENDER_TIMEOUT_MS',
      'TRUST_PROXY',
      'REDIS_URL',
      'RATE_LIMIT_GRAPHQL',
      'RATE_LIMIT_SEARCH',
      'RATE_LIMIT_WINDOW_MS',
      'SHED_MAX_EVENT_LOOP_DELAY_MS',
      'SHED_MAX_HEAP_MB',
      'SHED_MAX_RSS_MB',
      'SHED_RETRY_AFTER_S',
    ])
      expect(msg).toContain(v);
  });
});
