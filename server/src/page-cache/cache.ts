/**
 * The page cache for anonymous readers: lookup, stale-while-revalidate, single-flight renders and the
 * whole-render deadline. For one request:
 * - fresh entry → HIT; stale entry (past the TTL, within the stale window) → STALE at once, and one background
 *   render refreshes it;
 * - no usable entry → MISS: one render per key (concurrent misses wait for it), stored when policy.ts allows;
 * - a render over RENDER_DEADLINE_MS → a 503 page (no-store, Retry-After); the render keeps running only to fill
 *   the cache.
 * Single flight is per process for misses (replicas sharing Redis may each render a missing key once); a stale
 * page's refresh is also claimed in the store, so one replica refreshes it.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from 'rc-pub/contract';
import type { SsrResponse } from 'web/src/ssr-contract.js';
import type { PageCacheConfig } from '../config.js';
import { sldFromHost } from '../domain/request.js';
import { encodeBody } from './body.js';
import { DEADLINE_RETRY_AFTER_S, deadlinePage, etagOf, PRIVATE_NO_STORE, timingHeaders } from './headers.js';
import { memoized, pageKey } from './keys.js';
import { lifetimeOf, storableHeaders } from './policy.js';
import { sendCached, sendUncached } from './respond.js';
import type { CachedPage, PageStore } from './store.js';
import type { ContentVersions } from './versions.js';

/**
 * One finished render: the page, whether an execution failed upstream (policy.ts), its duration in ms, and the time
 * from its first GraphQL execution's start to its last one's end in ms (undefined when it executed none).
 */
export interface Rendered {
  res: SsrResponse;
  tainted: boolean;
  ms: number;
  dataMs?: number;
}

/** What a cacheable request is keyed on (keys.ts). */
export interface PageRequest {
  host: string;
  url: string;
  lang: Lang;
  /** The language came from the URL (no `Vary: Cookie`). */
  fromUrl: boolean;
}

/** A render shared by every request for one key: the result and the stored entry (undefined: not cacheable). */
interface Flight {
  rendered: Rendered;
  page: CachedPage | undefined;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Waits for `p` at most `ms` milliseconds.
 * @returns the value, or TIMED_OUT (the promise keeps running; its rejection must be handled by the caller).
 */
export async function withDeadline<T>(p: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([p, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** True for the deadline marker of {@link withDeadline}. */
export function timedOut(v: unknown): v is typeof TIMED_OUT {
  return v === TIMED_OUT;
}

/** Sends the render-deadline 503 page in `lang` (never cached). */
export function sendDeadline(reply: FastifyReply, lang: Lang, outcome: 'MISS' | 'BYPASS', waitedMs: number) {
  timingHeaders(reply, outcome, waitedMs);
  return reply
    .code(503)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('retry-after', String(DEADLINE_RETRY_AFTER_S))
    .type('text/html; charset=utf-8')
    .send(deadlinePage(lang));
}

/** The cache itself; one per app (plugins/app/page-cache.ts). */
export class PageCache {
  private readonly flights = new Map<string, Promise<Flight>>();

  constructor(
    private readonly cfg: PageCacheConfig,
    readonly store: PageStore,
    readonly versions: ContentVersions,
    private readonly defaultSld: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly sldOf = memoized((host: string) => sldFromHost(host, this.defaultSld), 1000);

  /** The store key of a request (its site's current content version included). */
  keyOf(r: PageRequest): string {
    const sld = this.sldOf(r.host);
    return pageKey(sld, { host: r.host, url: r.url, lang: r.lang, version: this.versions.versionFor(sld) });
  }

  /** The entry for `r` when this process holds it in memory and it is fresh (a HIT), else undefined (edge.ts). */
  peekFresh(r: PageRequest): CachedPage | undefined {
    const entry = this.store.peek(this.keyOf(r));
    return entry && Date.now() - entry.createdAt < entry.freshMs ? entry : undefined;
  }

  /**
   * Answers an anonymous GET/HEAD page request from the cache or with `render` (module docs).
   * @throws what `render` throws (the caller answers its error page).
   */
  async serve(
    req: FastifyRequest,
    reply: FastifyReply,
    r: PageRequest,
    render: () => Promise<Rendered>,
  ): Promise<FastifyReply> {
    const key = this.keyOf(r);
    const entry = await this.store.get(key);
    if (entry) {
      const age = Date.now() - entry.createdAt;
      if (age < entry.freshMs) return sendCached(req, reply, entry, 'HIT');
      if (age < entry.freshMs + entry.staleMs) {
        if (!this.flights.has(key)) void this.refresh(key, r, render);
        return sendCached(req, reply, entry, 'STALE');
      }
    }
    const started = performance.now();
    const result = await withDeadline(this.flight(key, r, render), this.cfg.renderDeadlineMs);
    const waited = performance.now() - started;
    if (timedOut(result)) {
      req.log.warn({ url: r.url, deadlineMs: this.cfg.renderDeadlineMs }, 'page render passed its deadline');
      return sendDeadline(reply, r.lang, 'MISS', waited);
    }
    const dataMs = result.rendered.dataMs;
    if (result.page) return sendCached(req, reply, result.page, 'MISS', waited, dataMs);
    return sendUncached(reply, result.rendered.res, 'MISS', waited, dataMs);
  }

  /** Re-renders a stale page in the background unless another replica claimed it (for one render deadline). */
  private async refresh(key: string, r: PageRequest, render: () => Promise<Rendered>): Promise<void> {
    if (this.flights.has(key)) return;
    const mine = await this.store.claimRefresh(key, this.cfg.renderDeadlineMs);
    if (mine) this.flight(key, r, render).catch(() => {});
  }

  /** The render in flight for `key`, or a new one that stores its page when cacheable. */
  private flight(key: string, r: PageRequest, render: () => Promise<Rendered>): Promise<Flight> {
    const running = this.flights.get(key);
    if (running) return running;
    const p = (async (): Promise<Flight> => {
      const rendered = await render();
      const page = await this.toEntry(rendered, r);
      if (page) await this.store.set(key, page);
      return { rendered, page };
    })();
    this.flights.set(key, p);
    p.then(
      () => this.flights.delete(key),
      (err: unknown) => {
        this.flights.delete(key);
        this.log.debug({ err, url: r.url }, 'page render failed');
      },
    );
    return p;
  }

  private async toEntry(rendered: Rendered, r: PageRequest): Promise<CachedPage | undefined> {
    const life = lifetimeOf(rendered.res, rendered.tainted, this.cfg);
    if (!life) return undefined;
    const html = rendered.res.html ?? '';
    return {
      status: rendered.res.status,
      headers: storableHeaders(rendered.res.headers),
      body: await encodeBody(html),
      etag: etagOf(html),
      createdAt: Date.now(),
      freshMs: life.freshMs,
      staleMs: life.staleMs,
      varyCookie: !r.fromUrl,
    };
  }

  /** Stops polling and closes the store. */
  async close(): Promise<void> {
    this.versions.stop();
    await this.store.close();
  }
}
