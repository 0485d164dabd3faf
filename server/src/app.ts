/**
 * The gateway as one Fastify app: request ids and logging, security headers, load shedding and /healthz, rate limits,
 * cookies, GraphQL (mercurius, schema from schema/*.graphql made executable in schema.ts, resolvers per type, complexity limits, GraphiQL at
 * /graphiql when enabled), the rc-pub file proxy, the citation download and server-side rendering of the web app. The guards are registered
 * first: their hooks cover every route registered after them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import mercurius from 'mercurius';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from './config.js';
import { compressOptions } from './plugins/external/compress.js';
import { buildContext, type GatewayServices } from './graphql/context.js';
import { requestOrigin } from './domain/citation.js';
import { makeErrorFormatter } from './graphql/errors.js';
import { citationDownload } from './routes/citation-download.js';
import { sitemaps } from './routes/sitemaps.js';
import { feeds } from './routes/feeds/index.js';
import { oaiProxy } from './routes/oai-proxy.js';
import { mailUnsubscribe } from './routes/mail-unsubscribe.js';
import { filesProxy } from './routes/files-proxy.js';
import { usageBeacon } from './routes/usage-beacon.js';
import { siteVisits } from './plugins/app/site-visits.js';
import { TtlCache } from './loaders/ttl-cache.js';
import { graphiqlPlugin } from './plugins/app/graphiql.js';
import { loggingOptions, requestLogPlugin } from './plugins/app/request-log.js';
import { RcPubHttp } from './rc-pub/client.js';
import { resolvers } from './graphql/resolvers/index.js';
import { buildExecutableSchema } from './graphql/schema.js';
import { graphqlBodyPlugin } from './plugins/app/graphql-body.js';
import { GRAPHQL_LIMITS, graphqlLimitRules } from './graphql/limits.js';
import { securityHeadersPlugin } from './plugins/external/helmet.js';
import { loadSheddingPlugin } from './plugins/external/under-pressure.js';
import { isRateLimitedPage, rateLimitPlugin } from './plugins/external/rate-limit.js';
import { createPageCache, PageEdge } from './page-cache/index.js';
import { loadOrCreateAesKey } from 'rc-pub/field-crypto';
import { csrfPlugin } from './plugins/app/csrf.js';
import { sessionControl } from './member/session.js';
import { resolveLanguage } from './domain/request.js';
import { tokenOnUrlPlugin } from './plugins/app/token-on-url.js';
import { uploadProxy } from './routes/upload-proxy.js';
import { oidcRoutes } from './routes/oidc.js';
import { ssrPlugin, type SsrOptions } from './plugins/app/ssr.js';
import { favicon } from './routes/favicon.js';
import { mobileRedirectPlugin, wouldRedirect } from './plugins/app/mobile-redirect.js';

/** Test and embedding hooks. */
export interface BuildOverrides {
  /** undici dispatcher towards rc-pub (e.g. a MockAgent) instead of a Pool. */
  rcPubDispatcher?: Dispatcher;
  /** Fastify logger option (default: pino at LOG_LEVEL, pretty on a TTY; tests pass false or their own stream). */
  logger?: FastifyServerOptions['logger'];
  /** How often load is measured for shedding, in ms (default 1000; tests shorten it). */
  loadSampleIntervalMs?: number;
  /** SSR hooks (e.g. a render function instead of importing web/dist). */
  ssr?: SsrOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** App-wide services (config, rc-pub HTTP pool, site cache). */
    gateway: GatewayServices;
  }
}

/**
 * Builds the gateway (not listening). Closing the app closes the rc-pub pool.
 * @param config from loadConfig().
 */
export async function buildApp(config: GatewayConfig, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  // Fresh anonymous pages are answered by the page cache's edge before Fastify (page-cache/edge.ts); set below.
  let edge: PageEdge | undefined;
  // Pages the edge answered count as site visits too (site-visits.ts); set below.
  let edgeVisit: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const app = Fastify({
    ...loggingOptions(config.logLevel, config.logPretty, overrides.logger),
    // Vite's first start in development (WEB_DEV) pre-bundles the web app's dependencies: longer than Fastify's 10 s.
    ...(config.webDev ? { pluginTimeout: 180_000 } : {}),
    // Fastify's own HTTP/1 server, with the edge in front (the timeouts are the ones Fastify sets on its server).
    serverFactory: (handler, opts) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (!edge?.answer(req, res)) handler(req, res);
        else edgeVisit?.(req, res);
      });
      const ms = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
      server.keepAliveTimeout = ms(opts.keepAliveTimeout, 72_000);
      server.requestTimeout = ms(opts.requestTimeout, 0);
      server.setTimeout(ms(opts.connectionTimeout, 0));
      return server;
    },
    // A hop count trusts that many proxies nearest to us (Fastify's types lack the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
  });
  const http = new RcPubHttp({
    origin: config.rcPubOrigin,
    basePath: config.rcPubBasePath,
    timeoutMs: config.rcPubTimeoutMs,
    ...(overrides.rcPubDispatcher ? { dispatcher: overrides.rcPubDispatcher } : {}),
  });
  // In-flight sharing of per-site configuration ends at the render deadline (defect 2).
  const siteCache = new TtlCache(
    config.siteConfigTtlMs,
    2000,
    Date.now,
    config.renderTimeoutMs,
    config.siteConfigStaleMs,
  );
  // The key of password fields towards rc-pub: RC_PUB_AES_KEY, else the key file rc-pub shares.
  const fieldKey = loadOrCreateAesKey(config.aesKey.value, config.aesKey.file);
  const services: GatewayServices = { config, http, siteCache, fieldKey };
  app.decorate('gateway', services);
  app.addHook('onClose', async () => {
    await http.close();
  });

  await app.register(requestLogPlugin);
  await app.register(securityHeadersPlugin, { viteDev: config.ssr && config.webDev });
  await app.register(loadSheddingPlugin, {
    config,
    ...(overrides.loadSampleIntervalMs ? { sampleIntervalMs: overrides.loadSampleIntervalMs } : {}),
  });
  await app.register(rateLimitPlugin, { config });
  const pageCache = config.ssr && config.pageCache.enabled ? createPageCache(services, app.log) : undefined;
  if (pageCache)
    edge = new PageEdge(pageCache, {
      trustsProxy: config.trustProxy !== false,
      rateLimited: (path) => isRateLimitedPage(path, config.rateLimit),
      // a phone asking for a home page is redirected (docs/product/README.md), never answered from the cache
      handsOn: (req) => wouldRedirect(config, req),
    });
  await app.register(csrfPlugin);
  await app.register(graphqlBodyPlugin);
  await app.register(compress, compressOptions()); // before the routes it compresses
  await app.register(mobileRedirectPlugin, { config }); // docs/product/README.md phones to the mobile home, before any page route
  await app.register(cookie);
  await app.register(tokenOnUrlPlugin, { services });
  await app.register(mercurius, {
    // An executable schema (graphql-tools): mercurius's own enum support cannot give enums internal values.
    schema: buildExecutableSchema(resolvers),
    // GraphiQL is served locally by graphiqlPlugin (mercurius's page loads it from a CDN).
    graphiql: false,
    path: '/graphql',
    // Depth, aliases and cost: graphql-armor rules (security/graphql-limits.ts). They exempt introspection, which
    // mercurius's own `queryDepth` did not (GraphiQL's introspection query is 15 deep and was refused).
    validationRules: graphqlLimitRules(),
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    errorFormatter: makeErrorFormatter(config.nodeEnv === 'production') as never,
    context: (req, reply) =>
      buildContext(services, {
        host: req.headers.host,
        cookies: (req.cookies ?? {}) as Record<string, string | undefined>,
        languageHeader: req.headers['x-language'] as string | undefined,
        requestId: req.id,
        origin: requestOrigin(req.protocol, req.host),
        clientIp: req.ip,
        userAgent: req.headers['user-agent'],
        request: {
          session: sessionControl(reply, req.protocol === 'https'),
          countAccountAction: () =>
            app.countAccountAction(
              req,
              reply,
              resolveLanguage(req.headers['x-language'] as string | undefined, req.cookies?.language),
            ),
        },
      }),
  });
  if (config.graphiql) await app.register(graphiqlPlugin, { endpoint: '/graphql' });
  await uploadProxy(app, services);
  await oidcRoutes(app, services);
  await filesProxy(app, services);
  await citationDownload(app, services);
  await sitemaps(app, services);
  await feeds(app, services);
  await oaiProxy(app, services);
  await mailUnsubscribe(app, services);
  await usageBeacon(app, services);
  edgeVisit = siteVisits(app, services); // Footer visit counters
  await favicon(app, services);
  await app.register(ssrPlugin, {
    services,
    ...(pageCache ? { pageCache } : {}),
    ...(edge ? { edge } : {}),
    ...(overrides.ssr ?? {}),
  });
  return app;
}
