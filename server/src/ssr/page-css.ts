/**
 * Page stylesheets ("HTML of a long article without inline CSS"). A render hands over the CSS emotion
 * inserted for its page (SsrResponse.pageCss); the gateway stores it content-addressed — `sha256(css)`, base64url,
 * 22 characters — and links it in the page's head at PAGE_CSS_MARKER:
 * `<link rel="stylesheet" href="/_page-css/<hash>.css" data-emotion-ids="...">` (the ids let the browser's emotion
 * skip those rules; web/src/app/emotionCache.ts). Pages made of the same components share one sheet, so there are
 * few distinct sheets.
 *
 * Storage: an in-process LRU bounded by bytes (identity, gzip and brotli forms, compressed once per sheet; page
 * sheets are a few KB, the default bound 32 MB). With REDIS_URL the CSS is also put in Redis for 30 days, so another
 * gateway replica can answer a sheet this one produced. Every render re-puts its sheet (LRU recency; the Redis copy is
 * rewritten when older than 10 minutes), so a sheet outlives the cached pages that link it unless 32 MB of other
 * sheets were produced since it was last rendered or requested.
 *
 * `GET /_page-css/<hash>.css`: 200 `text/css; charset=utf-8`, `public, max-age=31536000, immutable`, a strong ETag
 * (the hash), brotli or gzip when accepted; 304 on If-None-Match; 404 `no-store` for an unknown hash.
 *
 * With GATEWAY_WORKERS > 1 every new sheet is also sent to the sibling workers (process/workers.ts), so whichever
 * worker a browser's sheet request reaches has it.
 *
 * When the sheet cannot be stored (larger than the LRU, a Redis write failing), the page gets its CSS inline for that
 * response only: a `<style>` in the head (the page policy's style-src allows inline styles), and the page is not
 * cached; a warning is logged.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { PAGE_CSS_MARKER, type SsrResponse } from 'web/src/ssr-contract.js';
import { escapeHtml } from '../domain/html.js';
import { bodyBytes, bodyFor, encodeBody, pickCoding, type EncodedBody } from '../page-cache/body.js';
import type { SiblingChannel } from '../process/workers.js';

/** URL prefix of page stylesheets. */
export const PAGE_CSS_PATH = '/_page-css/';
/** In-process bound of stored sheets, in bytes (all forms of each sheet). */
export const PAGE_CSS_MAX_BYTES = 32 * 1024 * 1024;
/** Lifetime of a sheet in Redis, in seconds (30 days; every render of a page using it extends it). */
export const PAGE_CSS_REDIS_TTL_S = 30 * 24 * 3600;
/** A sheet's Redis copy is rewritten by a render when older than this (ms). */
const REDIS_REFRESH_MS = 10 * 60 * 1000;
/** Attribute of the link listing the sheet's emotion ids (web/src/app/emotionCache.ts PAGE_CSS_IDS_ATTRIBUTE). */
const IDS_ATTRIBUTE = 'data-emotion-ids';
const HASH_FILE = /^([A-Za-z0-9_-]{22})\.css$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The name of a sheet: base64url sha256 of its UTF-8 bytes, first 22 characters (132 bits). */
export function pageCssHash(css: string): string {
  return createHash('sha256').update(css, 'utf8').digest('base64url').slice(0, 22);
}

interface Sheet {
  body: EncodedBody;
  /** When the Redis copy was last written (ms since the epoch); 0 = never. */
  redisAt: number;
}

/** Options of {@link PageCssStore}. */
export interface PageCssStoreOptions {
  /** LRU bound in bytes; default {@link PAGE_CSS_MAX_BYTES}. */
  maxBytes?: number;
  /** Redis URL (config.redisUrl) or undefined for in-process only. */
  redisUrl?: string;
  /** Redis key prefix; keys are `<prefix><hash>`. */
  redisPrefix?: string;
  /**
   * The sibling worker processes (process/workers.ts siblingChannel), when GATEWAY_WORKERS > 1: each new sheet is sent
   * to them, and theirs are stored here, so any worker answers a sheet whichever rendered the page.
   */
  siblings?: SiblingChannel<{ css: string }>;
  log: FastifyBaseLogger;
}

/** How long a missing sheet is waited for once when sibling workers may be about to send it, in ms. */
const SIBLING_WAIT_MS = 100;

/** Content-addressed page sheets: in-process LRU, and Redis when configured. Never throws. */
export class PageCssStore {
  private readonly lru: LRUCache<string, Sheet>;
  private readonly redis?: Redis;
  private readonly prefix: string;
  private readonly log: FastifyBaseLogger;
  private readonly encoding = new Map<string, Promise<EncodedBody>>();
  private readonly siblings: SiblingChannel<{ css: string }> | undefined;

  constructor(opts: PageCssStoreOptions) {
    this.lru = new LRUCache<string, Sheet>({
      maxSize: opts.maxBytes ?? PAGE_CSS_MAX_BYTES,
      sizeCalculation: (s) => Math.max(1, bodyBytes(s.body) + 128),
    });
    this.prefix = opts.redisPrefix ?? 'rc-portal:page-css:';
    this.log = opts.log;
    this.siblings = opts.siblings;
    this.siblings?.subscribe(({ css }) => {
      if (typeof css !== 'string') return;
      const hash = pageCssHash(css);
      if (this.lru.has(hash)) return;
      this.encode(hash, css).then(
        (body) => this.lru.set(hash, { body, redisAt: Date.now() }),
        (err: unknown) => this.log.warn({ err, hash }, 'page CSS from a sibling worker could not be stored'),
      );
    });
    if (opts.redisUrl) {
      this.redis = new Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 500,
      });
      this.redis.on('error', () => {}); // each failing command is reported by its caller
    }
  }

  /** Compresses `css` once even when several renders produce it at the same time. */
  private encode(hash: string, css: string): Promise<EncodedBody> {
    let p = this.encoding.get(hash);
    if (!p) {
      p = encodeBody(css).finally(() => this.encoding.delete(hash));
      this.encoding.set(hash, p);
    }
    return p;
  }

  /**
   * Stores `css` (or refreshes it) and answers its hash; undefined when it could not be stored (too large for the
   * LRU, or the Redis write failed), so the caller inlines it.
   */
  async put(css: string): Promise<string | undefined> {
    const hash = pageCssHash(css);
    try {
      let sheet = this.lru.get(hash); // refreshes its recency
      if (!sheet) {
        sheet = { body: await this.encode(hash, css), redisAt: 0 };
        this.lru.set(hash, sheet);
        if (!this.lru.has(hash)) throw new Error(`sheet of ${css.length} bytes exceeds the page CSS store`);
        this.siblings?.publish({ css });
      }
      if (this.redis && Date.now() - sheet.redisAt > REDIS_REFRESH_MS) {
        await this.redis.set(this.prefix + hash, css, 'EX', PAGE_CSS_REDIS_TTL_S);
        sheet.redisAt = Date.now();
      }
      return hash;
    } catch (err) {
      this.log.warn({ err, hash }, 'page CSS could not be stored: inlined in this response');
      return undefined;
    }
  }

  /** The stored sheet `hash` (from Redis when this process has none), or undefined. */
  async get(hash: string): Promise<EncodedBody | undefined> {
    const local = this.lru.get(hash);
    if (local) return local.body;
    if (this.siblings) {
      // the page may come from a sibling whose message is still on its way
      await new Promise((r) => setTimeout(r, SIBLING_WAIT_MS));
      const arrived = this.lru.get(hash) ?? (await this.encoding.get(hash)?.then(() => this.lru.get(hash)));
      if (arrived) return arrived.body;
    }
    if (!this.redis) return undefined;
    try {
      const css = await this.redis.get(this.prefix + hash);
      if (css === null || pageCssHash(css) !== hash) return undefined;
      const body = await this.encode(hash, css);
      this.lru.set(hash, { body, redisAt: Date.now() });
      return body;
    } catch (err) {
      this.log.warn({ err, hash }, 'page CSS: Redis read failed');
      return undefined;
    }
  }

  /** Empties the LRU and closes the Redis connection. */
  async close(): Promise<void> {
    this.lru.clear();
    this.redis?.disconnect();
  }
}

/**
 * Replaces PAGE_CSS_MARKER in `res.html` with the link to its stored sheet (or, when the store failed, with the
 * CSS inline, and `res.cache = 'none'`), and drops `res.pageCss`. A response without
 * pageCss is left as it is.
 */
export async function linkPageCss(res: SsrResponse, store: PageCssStore): Promise<void> {
  const pageCss = res.pageCss;
  if (!pageCss || res.html === undefined) return;
  delete res.pageCss;
  const ids = escapeHtml(pageCss.ids.join(' '));
  const hash = await store.put(pageCss.css);
  let tag: string;
  if (hash) {
    tag = `<link rel="stylesheet" href="${PAGE_CSS_PATH}${hash}.css" ${IDS_ATTRIBUTE}="${ids}">`;
  } else {
    const css = pageCss.css.replace(/<\/style/gi, '<\\/style');
    tag = `<style ${IDS_ATTRIBUTE}="${ids}">${css}</style>`;
    res.cache = 'none';
  }
  const at = res.html.indexOf(PAGE_CSS_MARKER);
  res.html =
    at < 0
      ? res.html.replace('</head>', () => `${tag}</head>`)
      : res.html.slice(0, at) + tag + res.html.slice(at + PAGE_CSS_MARKER.length);
}

/** Registers `GET /_page-css/<hash>.css` over `store` (see module docs). */
export function pageCssRoute(app: FastifyInstance, store: PageCssStore): void {
  app.get<{ Params: { file: string } }>(`${PAGE_CSS_PATH}:file`, async (req, reply) => {
    const hash = HASH_FILE.exec(req.params.file)?.[1];
    const body = hash ? await store.get(hash) : undefined;
    if (!hash || !body) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    const etag = `"${hash}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('vary', 'Accept-Encoding')
      .type('text/css; charset=utf-8');
    const inm = req.headers['if-none-match'];
    if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    const coding = pickCoding(req.headers['accept-encoding']);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.send(bodyFor(body, coding));
  });
}
