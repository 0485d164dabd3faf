/**
 * The gateway as one Fastify app: the HTTP server (with the page cache's edge in front of Fastify, page-cache/edge.ts)
 * and the plugins of {@link PLUGINS}, registered in that order with the same options. Order is what the plugins'
 * hooks cover: a hook covers the routes registered after it, so the guards come first (request ids, security headers,
 * load shedding and /healthz, rate limits, CSRF and GraphQL body checks, compression, the phone redirect, cookies, the
 * token on a URL), then GraphQL (mercurius at /graphql, GraphiQL), the HTTP routes, and last server-side rendering of
 * the web app, whose route takes every GET the others leave.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from './config.js';
import { ServerFront } from './page-cache/index.js';
import { csrfPlugin } from './plugins/app/csrf.js';
import { type BuildOverrides, type GatewayPluginOptions, gatewayPlugin } from './plugins/app/gateway.js';
import { graphiqlPlugin } from './plugins/app/graphiql.js';
import { graphqlPlugin } from './plugins/app/graphql.js';
import { graphqlBodyPlugin } from './plugins/app/graphql-body.js';
import { mobileRedirectPlugin } from './plugins/app/mobile-redirect.js';
import { pageCachePlugin } from './plugins/app/page-cache.js';
import { loggingOptions, requestLogPlugin } from './plugins/app/request-log.js';
import { siteVisitsPlugin } from './plugins/app/site-visits.js';
import { ssrPlugin } from './plugins/app/ssr.js';
import { tokenOnUrlPlugin } from './plugins/app/token-on-url.js';
import { compressPlugin } from './plugins/external/compress.js';
import { cookiePlugin } from './plugins/external/cookie.js';
import { securityHeadersPlugin } from './plugins/external/helmet.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { loadSheddingPlugin } from './plugins/external/under-pressure.js';
import { citationDownloadRoutes } from './routes/citation-download.js';
import { faviconRoutes } from './routes/favicon.js';
import { feedRoutes } from './routes/feeds/index.js';
import { filesProxyRoutes } from './routes/files-proxy.js';
import { handoverRoutes } from './routes/handover.js';
import { mailUnsubscribeRoutes } from './routes/mail-unsubscribe.js';
import { oaiProxyRoutes } from './routes/oai-proxy.js';
import { counterProxyRoutes } from './routes/counter-proxy.js';
import { oidcRoutes } from './routes/oidc.js';
import { sitemapRoutes } from './routes/sitemaps.js';
import { uploadProxyRoutes } from './routes/upload-proxy.js';
import { usageBeaconRoutes } from './routes/usage-beacon.js';

export type { BuildOverrides } from './plugins/app/gateway.js';

/** The gateway's plugins in registration order (module docs); each is a fastify-plugin with a name. */
const PLUGINS: readonly FastifyPluginAsync<GatewayPluginOptions>[] = [
  // app-wide services, then the guards: their hooks cover every route registered after them
  gatewayPlugin,
  requestLogPlugin,
  securityHeadersPlugin,
  loadSheddingPlugin,
  rateLimitPlugin,
  csrfPlugin,
  graphqlBodyPlugin,
  compressPlugin,
  mobileRedirectPlugin, // phones to the mobile home (docs/product/sites-and-frame.md#mobile-home), before any page route
  cookiePlugin,
  tokenOnUrlPlugin,
  // GraphQL
  graphqlPlugin,
  graphiqlPlugin,
  // HTTP routes
  uploadProxyRoutes,
  oidcRoutes,
  handoverRoutes, // links to another site of the deployment carry the sign-in (docs/product/members.md#one-sign-in-across-the-portal)
  filesProxyRoutes,
  citationDownloadRoutes,
  sitemapRoutes,
  feedRoutes,
  oaiProxyRoutes,
  counterProxyRoutes, // COUNTER R5.1 usage reports (docs/product/usage.md#counter-reports-sushi)
  mailUnsubscribeRoutes,
  usageBeaconRoutes,
  siteVisitsPlugin, // footer visit counters: rendered pages and the edge's answers
  faviconRoutes,
  // server-side rendering: every other GET
  pageCachePlugin,
  ssrPlugin,
];

/**
 * Builds the gateway (not listening). Closing the app closes the rc-pub pool.
 * @param config from loadConfig().
 */
export async function buildApp(config: GatewayConfig, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  // Fresh anonymous pages are answered before Fastify, once the page-cache plugin installs its edge here.
  const front = new ServerFront();
  const app = Fastify({
    ...loggingOptions(config.logLevel, config.logPretty, overrides.logger),
    // Vite's first start in development (WEB_DEV) pre-bundles the web app's dependencies: longer than Fastify's 10 s.
    ...(config.webDev ? { pluginTimeout: 180_000 } : {}),
    // Fastify's own HTTP/1 server, with the edge in front (the timeouts are the ones Fastify sets on its server).
    serverFactory: (handler, opts) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (!front.answer(req, res)) handler(req, res);
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
  app.decorate('front', front);
  const options: GatewayPluginOptions = { config, overrides };
  for (const plugin of PLUGINS) await app.register(plugin, options);
  return app;
}
