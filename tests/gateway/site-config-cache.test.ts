/**
 * Per-site configuration served stale while one call refreshes it (SiteConfigCache, server/src/loaders/site-config.ts):
 * a site's pages stop waiting for its configuration every SITE_CONFIG_TTL_MS, which put the home page back to four
 * sequential waves of rc-pub calls each time the TTL ran out.
 */
import { describe, expect, it } from 'vitest';
import { SiteConfigCache } from '../../server/src/loaders/site-config.js';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A load whose calls are counted and settled by the test. */
function loads() {
  const pending: Array<{ resolve: (v: string | null) => void; reject: (e: Error) => void }> = [];
  const load = () =>
    new Promise<string | null>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

const flush = () => new Promise((r) => setImmediate(r));

/**
 * A cache (TTL 1 s, stale window `staleMs`) on a test clock whose `key` already holds 'v1' from its first load.
 * @returns the clock, the cache and the load (its first call settled).
 */
async function primed(key: string, staleMs: number) {
  const c = clock();
  const cache = new SiteConfigCache(1000, 100, c.now, 5000, staleMs);
  const l = loads();
  const first = cache.get(key, l.load);
  l.pending[0]!.resolve('v1');
  expect(await first).toBe('v1');
  return { c, cache, l };
}

describe('SiteConfigCache stale-while-revalidate', () => {
  it('answers the stale value at once after the TTL and refreshes it with one call', async () => {
    const { c, cache, l } = await primed('header|1', 10_000);

    c.advance(1500); // expired, inside the stale window
    expect(await cache.get('header|1', l.load)).toBe('v1');
    expect(await cache.get('header|1', l.load)).toBe('v1');
    expect(l.pending).toHaveLength(2); // one refresh for both callers

    l.pending[1]!.resolve('v2');
    await flush();
    expect(await cache.get('header|1', l.load)).toBe('v2');
    expect(l.pending).toHaveLength(2);
  });

  it('keeps the stale value when the refresh fails or answers nothing, and retries on the next call', async () => {
    const { c, cache, l } = await primed('k', 10_000);
    c.advance(2000);
    expect(await cache.get('k', l.load)).toBe('v1');
    l.pending[1]!.reject(new Error('rc-pub down'));
    await flush();
    expect(await cache.get('k', l.load)).toBe('v1');
    expect(l.pending).toHaveLength(3); // the failed refresh is tried again
    l.pending[2]!.resolve(null);
    await flush();
    expect(await cache.get('k', l.load)).toBe('v1');
  });

  it('waits for a fresh value once the stale window is over, and never serves stale with staleMs 0', async () => {
    const { c, cache, l } = await primed('k', 10_000);
    c.advance(11_001 + 1000);
    const late = cache.get('k', l.load);
    l.pending[1]!.resolve('v3');
    expect(await late).toBe('v3');

    const strict = await primed('k', 0);
    strict.c.advance(1001);
    const b = strict.cache.get('k', strict.l.load);
    strict.l.pending[1]!.resolve('new');
    expect(await b).toBe('new');
  });
});
