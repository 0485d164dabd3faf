/**
 * Per-site content versions for the page cache: polls rc-pub's GET /rc-pub/front/site/contentVersions
 * (ContentVersionsWire) every CONTENT_VERSION_POLL_MS, one poll at a time. A page's key carries its site's version,
 * so a bump makes that site's old entries unreachable (they age out of the store). The aggregate site (DEFAULT_SLD)
 * and slds rc-pub does not list use the global counter, which rises with every bump. An rc-pub without the endpoint
 * (HTTP 404 / NOT_FOUND) leaves caching TTL-only: logged once, then re-checked every minute.
 */
import { ErrorCode, RcPubPaths, type ContentVersionsWire } from 'rc-pub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RcPubHttp } from '../rc-pub/client.js';

/** How often an rc-pub without the endpoint is asked again, in ms. */
const MISSING_RECHECK_MS = 60_000;

/** Options of {@link ContentVersions}. */
export interface ContentVersionsOptions {
  http: Pick<RcPubHttp, 'getData'>;
  /** Poll interval in ms; 0 = never poll (every key gets version `v0`). */
  pollMs: number;
  /** The aggregate site's sld (it shows every site's content: global counter). */
  aggregateSld: string;
  log: FastifyBaseLogger;
  /**
   * Called after a poll found other versions than the last one (not after the first poll): what else the gateway
   * keeps per site is dropped with the pages (the site-configuration cache, loaders/site-config.ts).
   */
  onChange?: () => void;
}

/** The latest content versions known to this process, refreshed in the background. */
export class ContentVersions {
  private latest: ContentVersionsWire | undefined;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private missingLogged = false;
  private failingLogged = false;
  private nextAllowed = 0;

  constructor(private readonly opts: ContentVersionsOptions) {}

  /**
   * The version string of a site for page keys: `s<n>` from `sites[sld]`, `g<n>` from `global` for the aggregate
   * site and unknown slds, `v0` before the first successful poll (or without the endpoint).
   */
  versionFor(sld: string): string {
    const v = this.latest;
    if (!v) return 'v0';
    const own = sld === this.opts.aggregateSld ? undefined : v.sites[sld];
    return typeof own === 'number' ? `s${own}` : `g${v.global}`;
  }

  /** Polls once now (shares a poll already in flight). Never throws. */
  refresh(): Promise<void> {
    this.inFlight ??= this.poll().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** First poll, then one every `pollMs` (nothing when 0). */
  async start(): Promise<void> {
    if (this.opts.pollMs <= 0) return;
    await this.refresh();
    this.timer = setInterval(() => {
      if (Date.now() >= this.nextAllowed) void this.refresh();
    }, this.opts.pollMs);
    this.timer.unref();
  }

  /** Stops polling. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async poll(): Promise<void> {
    try {
      // A hung poll must not hold the single flight for RC_PUB_TIMEOUT_MS: give up after a few intervals.
      let timer: NodeJS.Timeout | undefined;
      const limitMs = Math.max(5_000, this.opts.pollMs * 3);
      const v = await Promise.race([
        this.opts.http.getData<ContentVersionsWire>({ lang: 'zh' }, RcPubPaths.contentVersions),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!v || typeof v.global !== 'number' || typeof v.sites !== 'object' || v.sites === null)
        throw new Error('contentVersions answered no { global, sites } object');
      const before = this.latest;
      this.latest = v;
      this.failingLogged = false;
      if (before && before.global !== v.global) this.opts.onChange?.();
    } catch (e) {
      const err = e as { code?: string; message?: string };
      if (err.code === ErrorCode.NOT_FOUND || /HTTP 404/.test(err.message ?? '')) {
        this.nextAllowed = Date.now() + MISSING_RECHECK_MS;
        if (!this.missingLogged)
          this.opts.log.warn(
            'rc-pub has no %s: cached pages are purged by TTL only (PAGE_CACHE_TTL_S)',
            RcPubPaths.contentVersions,
          );
        this.missingLogged = true;
      } else if (!this.failingLogged) {
        // Keep the last known versions: pages stay cached by TTL until rc-pub answers again.
        this.opts.log.warn({ err: e }, 'content versions poll failed; keeping the last known versions');
        this.failingLogged = true;
      }
    }
  }
}
