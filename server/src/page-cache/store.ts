/**
 * Where cached pages live: an in-process LRU bounded by bytes (default), or Redis when REDIS_URL is set (shared by
 * replicas). An entry holds the status, the headers to replay, the body in its stored forms (body.ts), its ETag,
 * when it was rendered and how long it is fresh and then stale. Store failures never fail a request: a Redis error
 * is a miss (logged once per outage).
 */
import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { bodyBytes, type EncodedBody } from './body.js';

/** One cached page. Times in ms since the epoch, durations in ms. */
export interface CachedPage {
  status: number;
  /** Headers of the SsrResponse to replay (never set-cookie or length/encoding). */
  headers: Record<string, string>;
  body: EncodedBody;
  /** Weak ETag of the page (a hash of its HTML, see headers.ts). */
  etag: string;
  createdAt: number;
  freshMs: number;
  staleMs: number;
  /** True when the page's language came from the cookie (`Vary: Cookie`). */
  varyCookie: boolean;
}

/** A page store. `set` keeps an entry for `freshMs + staleMs`. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  /**
   * The entry of `key` if this process holds it in memory, without waiting (the edge, edge.ts, answers from it); it
   * may be older than the shared store's, so callers use it only while it is fresh.
   */
  peek(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): Promise<void>;
  /**
   * Claims the background refresh of `key` for `ms` milliseconds across every process sharing the store.
   * @returns false when another process holds it (the in-process single flight is separate, see cache.ts).
   */
  claimRefresh(key: string, ms: number): Promise<boolean>;
  /** Resolves once usable (Redis connected) or after `timeoutMs`; never throws. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** In-process LRU bounded by `maxBytes` of stored bodies (plus 512 bytes per entry for its metadata). */
export class LruPageStore implements PageStore {
  private readonly lru: LRUCache<string, CachedPage>;
  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (p) => Math.max(1, bodyBytes(p.body) + 512),
      ttlAutopurge: false,
    });
  }
  async get(key: string): Promise<CachedPage | undefined> {
    return this.lru.get(key);
  }
  peek(key: string): CachedPage | undefined {
    return this.lru.get(key);
  }
  async set(key: string, page: CachedPage): Promise<void> {
    this.lru.set(key, page, { ttl: page.freshMs + page.staleMs });
  }
  async claimRefresh(): Promise<boolean> {
    return true;
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {
    this.lru.clear();
  }
}

/** Metadata field of a Redis entry (the bodies are binary fields beside it). */
type RedisMeta = Omit<CachedPage, 'body'>;

/**
 * Redis hash per page: `meta` (JSON), `id`, `gz` and `br` (the bodies, body.ts); expiry
 * `freshMs + staleMs`. A stale page's refresh is claimed with `SET <prefix>refresh:<key> NX PX`, so one replica
 * re-renders it. Commands fail fast while disconnected (no offline queue, 500 ms command timeout).
 *
 * Every entry this process reads or writes is also kept in a near LRU of `nearBytes` (default 32 MiB), which only
 * {@link RedisPageStore.peek} reads: an entry never changes under its key (a content bump changes the key, a refresh
 * writes a newer entry), so a fresh near entry is the page Redis holds, and the edge answers it without a round trip.
 */
export class RedisPageStore implements PageStore {
  readonly redis: Redis;
  private failing = false;
  private readonly near: LruPageStore;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    nearBytes = 32 * 1024 * 1024,
  ) {
    this.near = new LruPageStore(nearBytes);
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      lazyConnect: false,
    });
    this.redis.on('error', (err: Error) => this.failed(err));
  }

  private failed(err: unknown): void {
    if (!this.failing) this.log.warn({ err }, 'page cache: Redis unavailable, rendering without the shared cache');
    this.failing = true;
  }

  async get(key: string): Promise<CachedPage | undefined> {
    try {
      const h = await this.redis.hgetallBuffer(this.prefix + key);
      const metaRaw = h.meta;
      if (!metaRaw) return undefined;
      const meta = JSON.parse(metaRaw.toString('utf8')) as RedisMeta;
      if (!h.id || !h.gz || !h.br) return undefined; // an entry of another layout (older gateway): a miss
      const body: EncodedBody = { identity: h.id, gzip: h.gz, br: h.br };
      this.failing = false;
      const page = { ...meta, body };
      await this.near.set(key, page);
      return page;
    } catch (err) {
      this.failed(err);
      return undefined;
    }
  }

  peek(key: string): CachedPage | undefined {
    return this.near.peek(key);
  }

  async set(key: string, page: CachedPage): Promise<void> {
    await this.near.set(key, page);
    const { body, ...rest } = page;
    const meta: RedisMeta = rest;
    const fields: Record<string, Buffer | string> = {
      meta: JSON.stringify(meta),
      id: body.identity,
      gz: body.gzip,
      br: body.br,
    };
    const k = this.prefix + key;
    try {
      await this.redis
        .multi()
        .del(k)
        .hset(k, fields)
        .pexpire(k, Math.max(1, page.freshMs + page.staleMs))
        .exec();
    } catch (err) {
      this.failed(err);
    }
  }

  async claimRefresh(key: string, ms: number): Promise<boolean> {
    try {
      return (await this.redis.set(`${this.prefix}refresh:${key}`, '1', 'PX', Math.max(1, ms), 'NX')) === 'OK';
    } catch (err) {
      this.failed(err);
      return true;
    }
  }

  async ready(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(done, timeoutMs);
      t.unref();
      this.redis.once('ready', done);
      function done() {
        clearTimeout(t);
        resolve();
      }
    });
  }

  async close(): Promise<void> {
    await this.near.close();
    this.redis.disconnect();
  }
}
