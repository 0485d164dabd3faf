/**
 * Per-client-IP rate limits with @fastify/rate-limit: one budget for /graphql, one for page GETs
 * of the search result routes (docs/product/sites-and-frame.md#search-routes: /article, /mag, /textList, /audioList, /informationList, /othersList,
 * /searchPublication, /seniorSearch), whose rendering runs searches on rc-pub, and one for exports (citation
 * downloads, OAI-PMH and the COUNTER reports, {@link isExportPath}), and one for account actions, counted by their resolvers
 * through `app.countAccountAction`. Counters live in Redis when REDIS_URL
 * is set (shared by every gateway process; when Redis fails the request is let through) and in memory otherwise.
 * Past the budget: 429 with Retry-After and code RATE_LIMITED. The client IP honours TRUST_PROXY (nginx in front);
 * IPv6 clients count per /64 (the plugin's default), so rotating addresses within one allocation does not help.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ErrorCode } from 'rc-pub/contract';
import type { GatewayConfig } from '../../config.js';
import { GatewayError } from '../../domain/errors.js';
import { memoryBudget, redisBudget } from '../../security/account-budget.js';
import { refuse } from '../../security/refusal.js';

/** Pathnames of the search result pages (web/src/routes/search.tsx). */
export const SEARCH_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/article',
  '/searchPublication',
  '/mag',
  '/textList',
  '/audioList',
  '/informationList',
  '/othersList',
  '/seniorSearch',
]);

/**
 * Paths that build a document of up to 500 records per request: the citation download on both its paths
 * (docs/product/citation-and-harvest.md#citation-export) and the OAI-PMH endpoint. Counted against RATE_LIMIT_EXPORT, whatever the method.
 */
export const EXPORT_PATHS: ReadonlySet<string> = new Set([
  '/front/front-article/downloadCitation',
  '/rc-pub/front/front-article/downloadCitation',
  '/oai',
]);

/**
 * Path prefixes counted against RATE_LIMIT_EXPORT like {@link EXPORT_PATHS}: the COUNTER usage reports
 * (`/counter/r51/…`, routes/counter-proxy.ts), each built from a month range of counts.
 */
export const EXPORT_PREFIXES: readonly string[] = ['/counter/'];

/** True when `path` counts against RATE_LIMIT_EXPORT ({@link EXPORT_PATHS}, {@link EXPORT_PREFIXES}). */
export function isExportPath(path: string): boolean {
  return EXPORT_PATHS.has(path) || EXPORT_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * True when GETs of page `path` (no query) count against a per-IP budget under `rl` (a search result page while
 * RATE_LIMIT_SEARCH is above 0). The page cache's edge leaves such requests to the limiter (page-cache/edge.ts).
 */
export function isRateLimitedPage(path: string, rl: GatewayConfig['rateLimit']): boolean {
  return rl.search > 0 && SEARCH_PAGE_PATHS.has(path);
}

/** Thrown by the limiter past the budget; turned into the 429 answer below. */
class RateLimited extends Error {
  constructor(readonly retryAfterS: number) {
    super('rate limited');
  }
}

/** Resolves when `redis` is ready or after `ms` (the gateway starts either way). */
function waitReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

type Limiter = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one account action of `req`'s client against RATE_LIMIT_ACCOUNT (message in `lang`) (login, register, SMS codes,
     * password reset, binding; called by those resolvers, since they share /graphql with everything else).
     * @throws GatewayError RATE_LIMITED (with the seconds to wait in the message) past the budget.
     */
    countAccountAction(req: FastifyRequest, reply: FastifyReply, lang: 'zh' | 'en'): Promise<void>;
  }
}

async function rateLimiting(app: FastifyInstance, opts: { config: GatewayConfig }): Promise<void> {
  const { rateLimit: rl, redisUrl } = opts.config;
  app.decorate('countAccountAction', async () => undefined);
  if (!rl.graphql && !rl.search && !rl.export && !rl.account) return;
  // No offline queue: while Redis is down a request is let through at once instead of waiting for it.
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    let warned = false;
    redis.on('error', (err) => {
      if (!warned) app.log.warn({ err }, 'rate-limit Redis unavailable: requests are not limited until it is back');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
    await waitReady(redis, 2000);
  }
  await app.register(rateLimit, {
    global: false,
    timeWindow: rl.windowMs,
    ...(redis ? { redis, nameSpace: rl.prefix } : {}),
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => new RateLimited(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
  const limiter = (name: string, max: number): Limiter | undefined =>
    max > 0
      ? (app.rateLimit({
          max,
          timeWindow: rl.windowMs,
          keyGenerator: (req) => `${name}:${normalizeIP(req.ip)}`,
        }) as Limiter)
      : undefined;
  const graphql = limiter('graphql', rl.graphql);
  const search = limiter('search', rl.search);
  const exports = limiter('export', rl.export);
  if (rl.account > 0) {
    const budget = redis
      ? redisBudget(redis, `${rl.prefix}account:`, rl.account, rl.windowMs)
      : memoryBudget(rl.account, rl.windowMs);
    app.countAccountAction = async (req, reply, lang) => {
      const answer = await budget.take(normalizeIP(req.ip));
      if (answer.allowed) return;
      reply.header('retry-after', String(answer.retryAfterS));
      throw new GatewayError(
        ErrorCode.RATE_LIMITED,
        lang === 'zh'
          ? `账号操作过于频繁，请 ${answer.retryAfterS} 秒后再试。`
          : `Too many account requests from your address; please try again in ${answer.retryAfterS} s.`,
      );
    };
  }

  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const limit =
      path === '/graphql'
        ? graphql
        : isExportPath(path)
          ? exports
          : req.method === 'GET' && SEARCH_PAGE_PATHS.has(path)
            ? search
            : undefined;
    if (!limit) return;
    try {
      await limit(req, reply);
    } catch (e) {
      if (!(e instanceof RateLimited)) throw e;
      return refuse(req, reply, {
        status: 429,
        code: ErrorCode.RATE_LIMITED,
        message: 'Too many requests from your address; please try again shortly.',
        messageZh: '请求过于频繁，请稍后再试。',
        retryAfterS: e.retryAfterS,
      });
    }
  });
}

/** Registers the rate limits for every route of the app (register before the routes). */
export const rateLimitPlugin = fp(rateLimiting, { name: 'rate-limit', fastify: '5.x' });
