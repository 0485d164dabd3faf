/**
 * Site visits for the footer counters (docs/product/usage.md#site-visit-counters; the footer's
 * showVisits/sumVisits/todayVisits, shown only when enabled).
 *
 * What the gateway reports: every server-rendered HTML page it answers with status 200 to a GET, from the SSR route
 * (`/*`, the Fastify `onResponse` hook) or from the page cache's edge (`app.front`, page-cache/edge.ts), unless
 * - the user agent is a crawler's or empty (isbot; rc-pub checks again), or
 * - the request is a prefetch or prerender (`Sec-Purpose`/`Purpose: prefetch|prerender`, Firefox's `X-Moz: prefetch`,
 *   Safari's `X-Purpose: preview`): the reader may never see that page.
 * Views go to rc-pub in batches (POST front/site-visits, at most {@link MAX_BATCH} a call) every {@link FLUSH_MS} and
 * on close, never on the request path; rc-pub counts a visitor (a hash of IP and user agent, held in memory only, no
 * cookie) at most once per site per 30 minutes (rc-pub/src/usage/site-visits.ts) and keeps one count per site and
 * Asia/Shanghai day. When rc-pub is down, at most {@link MAX_WAITING} views wait; newer ones are dropped and logged.
 *
 * The client IP: Fastify's `req.ip` (TRUST_PROXY rules) on the SSR route; on the edge, the socket's address, or with
 * TRUST_PROXY on the first `X-Forwarded-For` entry (the edge answers before Fastify's proxy rules run; a visitor who
 * forges it only splits their own visits).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { SITE_VISITS_MAX_BATCH, SiteVisitPaths, type SiteVisitBody } from 'rc-pub/contract';
import { sldFromHost } from '../../domain/request.js';

/** Period of the batches to rc-pub, ms. */
export const FLUSH_MS = 5000;
/** Views per call (rc-pub's limit). */
export const MAX_BATCH = SITE_VISITS_MAX_BATCH;
/** Views kept while rc-pub does not answer; more are dropped. */
export const MAX_WAITING = 20_000;

/** The route of server-rendered pages (plugins/app/ssr.ts). */
const PAGE_ROUTE = '/*';

const PREFETCH = /prefetch|prerender|preview/i;

/** True when `headers` are a browser's navigation to read the page: not a crawler, not a prefetch or prerender. */
export function isReaderView(headers: IncomingHttpHeaders): boolean {
  const ua = headers['user-agent'];
  if (!ua?.trim() || isbot(ua)) return false;
  for (const name of ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'] as const) {
    const v = headers[name];
    if (typeof v === 'string' && PREFETCH.test(v)) return false;
  }
  return true;
}

/** Collects page views and sends them to rc-pub in batches (module docs). One per app. */
export class SiteVisitBeacon {
  private waiting: SiteVisitBody[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private dropped = 0;

  constructor(
    private readonly send: (batch: SiteVisitBody[]) => Promise<void>,
    private readonly defaultSld: string,
    private readonly log?: { warn: (o: object, msg: string) => void },
  ) {}

  /** Starts the flush timer (unref'd). */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Notes one answered page (no I/O); `status` and `headers` are the request's and its answer's. */
  note(input: { host: string | undefined; ip: string; status: number; method: string; headers: IncomingHttpHeaders }) {
    if (input.status !== 200 || input.method !== 'GET' || !isReaderView(input.headers)) return;
    if (this.waiting.length >= MAX_WAITING) {
      this.dropped++;
      return;
    }
    this.waiting.push({
      sld: sldFromHost(input.host, this.defaultSld),
      clientIp: input.ip.slice(0, 64),
      userAgent: (input.headers['user-agent'] ?? '').slice(0, 512),
      at: Date.now(),
    });
  }

  /** Views waiting to be sent. */
  get waitingSize(): number {
    return this.waiting.length;
  }

  /** Sends what waits, {@link MAX_BATCH} a call; a failed call keeps its views for the next flush. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
    this.sending = this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    if (this.dropped) {
      this.log?.warn({ dropped: this.dropped }, 'site visits: rc-pub did not take the views; some were dropped');
      this.dropped = 0;
    }
    while (this.waiting.length) {
      const batch = this.waiting.slice(0, MAX_BATCH);
      try {
        await this.send(batch);
      } catch (err) {
        this.log?.warn({ err, views: this.waiting.length }, 'site visits: rc-pub call failed; views kept');
        return;
      }
      this.waiting = this.waiting.slice(batch.length);
    }
  }

  /** Stops the timer and sends what waits (once). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** The client address of a request answered before Fastify (module docs). */
export function edgeClientIp(req: IncomingMessage, trustsProxy: boolean): string {
  const xff = req.headers['x-forwarded-for'];
  const first = trustsProxy && typeof xff === 'string' ? xff.split(',')[0]?.trim() : undefined;
  return first || req.socket.remoteAddress || '';
}

async function siteVisits(app: FastifyInstance): Promise<void> {
  const { config, http } = app.gateway;
  const beacon = new SiteVisitBeacon(
    async (visits) => {
      await http.postData(
        { lang: 'zh', timeoutMs: config.rcPubTimeoutMs },
        SiteVisitPaths.recordSiteVisits,
        { visits },
        'object',
      );
    },
    config.defaultSld,
    app.log,
  );
  app.addHook('onReady', async () => beacon.start());
  // before the rc-pub pool closes (plugins/app/gateway.ts's onClose)
  app.addHook('preClose', async () => beacon.close());
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url !== PAGE_ROUTE) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    beacon.note({
      host: req.headers.host,
      ip: req.ip,
      status: reply.statusCode,
      method: req.method,
      headers: req.headers,
    });
  });
  const trustsProxy = config.trustProxy !== false;
  app.front.onAnswered((req, res) =>
    beacon.note({
      host: req.headers.host,
      ip: edgeClientIp(req, trustsProxy),
      status: res.statusCode,
      method: req.method ?? '',
      headers: req.headers,
    }),
  );
}

/**
 * Counts page views (module docs): the SSR route's answers through an `onResponse` hook, the page cache edge's
 * through `app.front`.
 */
export const siteVisitsPlugin = fp(siteVisits, { name: 'site-visits', fastify: '5.x', dependencies: ['gateway'] });
