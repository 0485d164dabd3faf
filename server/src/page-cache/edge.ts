/**
 * The page cache's edge ("cached anonymous pages at least 50% of the requests per second of nginx"): the gateway's HTTP
 * server offers every request to {@link PageEdge.answer} before Fastify sees it (app.ts `serverFactory`, through
 * {@link ServerFront}). A GET for an anonymous page that is fresh in this process's memory is answered there, with what
 * the SSR route would send for a HIT: the same stored bytes and cache headers (respond.ts `cachedHeaders`), and the
 * headers the guards set on pages (security headers, page CSP, HSTS over HTTPS), learnt from the first page the route
 * answered for that scheme ({@link PageEdge.learn}). A cached page costs no work, so the edge skips the hooks that
 * exist to bound work: load shedding, the render gate and per-request logging. Everything else goes on to Fastify
 * unchanged: other methods and paths, members, stale or missing pages, pages not yet learnt, requests whose scheme
 * depends on a proxy header (Fastify's trust-proxy rules decide those), and pages with a per-IP budget (the limiter
 * counts them, plugins/external/rate-limit.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { acceptRequestId, REQUEST_ID_HEADER } from '../plugins/app/request-log.js';
import { bodyFor, pickCoding, type Coding } from './body.js';
import type { PageCache } from './cache.js';
import type { CachedPage } from './store.js';
import { isAnonymous, pageLanguage } from './keys.js';
import { ageOf, cachedHeaders, notModified } from './respond.js';

/** Path prefixes the SSR route never renders (their answers are never in the page cache). */
const NOT_PAGES = ['/graphql', '/graphiql', '/rc-pub/', '/assets/', '/_page-css/', '/healthz'];

/** Headers the guards set per request, not per page: never learnt (the edge makes its own request id). */
const PER_REQUEST =
  /^(x-request-id|x-ratelimit-.*|ratelimit.*|retry-after|content-(type|length|encoding)|set-cookie)$/i;

/** Options of {@link PageEdge}. */
export interface PageEdgeOptions {
  /** False when TRUST_PROXY is off: X-Forwarded-Proto is then ignored, as Fastify ignores it. */
  trustsProxy: boolean;
  /**
   * True for page paths (no query) that count against a per-IP budget (plugins/external/rate-limit.ts
   * isRateLimitedPage).
   */
  rateLimited: (path: string) => boolean;
  /** True for requests Fastify must answer even when their page is cached (e.g. the phone redirect). */
  handsOn?: (req: IncomingMessage) => boolean;
}

/**
 * A cached page's response headers as flat `[name, value, …]` lists (the form `writeHead` takes without copying them
 * into an object), made once per entry and scheme: per coding with Content-Encoding and Content-Length, and for a
 * 304. Age and the request id are added per response.
 */
interface Prepared {
  rows: Record<Coding, string[]>;
  notModified: string[];
}

/** Answers fresh anonymous pages before routing (module docs). One per app. */
export class PageEdge {
  /** Per entry, its prepared headers for [http, https]; dropped with the entry. */
  private readonly prepared = new WeakMap<CachedPage, [Prepared | undefined, Prepared | undefined]>();
  /** The guards' page headers, learnt per scheme: [http, https]. */
  private readonly frames: [Record<string, string> | undefined, Record<string, string> | undefined] = [
    undefined,
    undefined,
  ];

  constructor(
    private readonly cache: PageCache,
    private readonly opts: PageEdgeOptions,
  ) {}

  /**
   * Remembers the headers the guards set on a page request of this scheme, the first time one reaches the SSR route
   * (call it before the route sets any header of its own).
   */
  learn(reply: FastifyReply, https: boolean): void {
    const i = https ? 1 : 0;
    if (this.frames[i]) return;
    const frame: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders()))
      if (!PER_REQUEST.test(k) && v !== undefined) frame[k] = Array.isArray(v) ? v.join(', ') : String(v);
    this.frames[i] = frame;
  }

  /**
   * Answers `req` when it is a GET for a fresh anonymous page held in memory.
   * @returns true when answered (the response is ended), false to hand the request to Fastify untouched.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (url.charCodeAt(0) !== 47 /* '/' */) return false;
    for (const p of NOT_PAGES) if (url.startsWith(p)) return false;
    const scheme = this.schemeOf(req);
    if (scheme === undefined) return false;
    const q = url.indexOf('?');
    if (this.opts.rateLimited(q < 0 ? url : url.slice(0, q))) return false;
    if (this.opts.handsOn?.(req)) return false;
    const header = req.headers.cookie;
    const cookies = header ? fastifyCookie.parse(header) : {};
    if (!isAnonymous(cookies)) return false;
    const { lang, fromUrl } = pageLanguage(url, cookies);
    const page = this.cache.peekFresh({ host: req.headers.host ?? '', url, lang, fromUrl });
    if (!page) return false;

    const prepared = this.prepare(page, scheme);
    const age = ageOf(page);
    const id = acceptRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    if (notModified(page, req.headers['if-none-match'])) {
      res.writeHead(304, [...prepared.notModified, 'age', age, REQUEST_ID_HEADER, id]);
      res.end();
      return true;
    }
    const coding = pickCoding(req.headers['accept-encoding']);
    res.writeHead(page.status, [...prepared.rows[coding], 'age', age, REQUEST_ID_HEADER, id]);
    res.end(bodyFor(page.body, coding));
    return true;
  }

  /** The prepared headers of `page` for a scheme (see {@link Prepared}; `i` as in `frames`). */
  private prepare(page: CachedPage, i: 0 | 1): Prepared {
    let both = this.prepared.get(page);
    if (!both) {
      both = [undefined, undefined];
      this.prepared.set(page, both);
    }
    const ready = both[i];
    if (ready) return ready;
    const base: Record<string, string> = { ...this.frames[i], ...cachedHeaders(page, 'HIT') };
    delete base.age;
    const flat = (h: Record<string, string>) => Object.entries(h).flat();
    const row = (coding: Coding) => {
      const h: Record<string, string> = { ...base, 'content-length': String(bodyFor(page.body, coding).length) };
      if (coding !== 'identity') h['content-encoding'] = coding;
      return flat(h);
    };
    const { 'content-type': _type, ...revalidated } = base;
    const made: Prepared = {
      rows: { identity: row('identity'), gzip: row('gzip'), br: row('br') },
      notModified: flat(revalidated),
    };
    both[i] = made;
    return made;
  }

  /**
   * The request's scheme as an index of `frames` (0 http, 1 https) when its headers are learnt; undefined when they
   * are not yet, or the scheme is Fastify's to judge (a proxy header under TRUST_PROXY).
   */
  private schemeOf(req: IncomingMessage): 0 | 1 | undefined {
    const i = (req.socket as TLSSocket).encrypted ? 1 : 0;
    if (i === 0 && this.opts.trustsProxy && req.headers['x-forwarded-proto'] !== undefined) return undefined;
    return this.frames[i] ? i : undefined;
  }
}

/** Told of each request the edge answered (e.g. to count the page view). */
export type EdgeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The front of the gateway's HTTP server (app.ts `serverFactory`): offers each request to the page cache's edge once
 * a plugin installed one (plugins/app/page-cache.ts), tells the listeners of the requests it answered
 * (plugins/app/site-visits.ts), and leaves every other request to Fastify. Decorated as `app.front`.
 */
export class ServerFront {
  private edge: PageEdge | undefined;
  private readonly listeners: EdgeListener[] = [];

  /** Installs the edge; requests are offered to it from now on. */
  use(edge: PageEdge): void {
    this.edge = edge;
  }

  /** Calls `listener` for each request the edge answers. */
  onAnswered(listener: EdgeListener): void {
    this.listeners.push(listener);
  }

  /** Lets the edge learn the guards' page headers from a page request ({@link PageEdge.learn}); no edge, nothing. */
  learn(reply: FastifyReply, https: boolean): void {
    this.edge?.learn(reply, https);
  }

  /** True when the edge answered `req` (the listeners were told); false when Fastify must handle it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.edge?.answer(req, res)) return false;
    for (const listener of this.listeners) listener(req, res);
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP server's front: the page cache's edge and those told of its answers ({@link ServerFront}). */
    front: ServerFront;
  }
}
