/**
 * The per-address budget of account actions (sign-in, registration, SMS codes, password reset, binding;
 * RATE_LIMIT_ACCOUNT per RATE_LIMIT_WINDOW_MS). These actions share /graphql with everything else, so they are counted
 * by their resolvers, after @fastify/rate-limit has already counted the request once for /graphql (that plugin counts
 * each request once, whatever limiter runs later). Fixed windows: in memory, or in Redis (`INCR` with the window as
 * expiry, atomically) when REDIS_URL is set, so every gateway process shares the count; while Redis fails, actions are
 * let through, as the other limits do.
 */
import type { Redis } from 'ioredis';

/** What taking one action from a budget gave: allowed, or the seconds until the window ends. */
export interface BudgetAnswer {
  allowed: boolean;
  retryAfterS: number;
}

/** A fixed-window budget of `max` actions per key. */
export interface AccountBudget {
  /** Counts one action of `key` (a client address). */
  take(key: string): Promise<BudgetAnswer>;
}

/**
 * A budget kept in this process; windows start at a key's first action.
 * @param now clock in ms (tests).
 */
export function memoryBudget(max: number, windowMs: number, now: () => number = Date.now): AccountBudget {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async take(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.endsAt <= t) windows.delete(k);
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= max, retryAfterS: Math.max(1, Math.ceil((w.endsAt - t) / 1000)) };
    },
  };
}

const TAKE = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** A budget shared through Redis under `prefix` (RATE_LIMIT_PREFIX + 'account:'). */
export function redisBudget(redis: Redis, prefix: string, max: number, windowMs: number): AccountBudget {
  return {
    async take(key) {
      try {
        const [count, ttl] = (await redis.eval(TAKE, 1, `${prefix}${key}`, String(windowMs))) as [number, number];
        return { allowed: count <= max, retryAfterS: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)) };
      } catch {
        return { allowed: true, retryAfterS: 0 };
      }
    },
  };
}
