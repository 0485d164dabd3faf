/**
 * The gateway as one Fastify app: cookies, GraphQL (mercurius, schema from schema/*.graphql, resolvers per type,
 * GraphiQL at /graphiql when enabled), the rc-pub file proxy and server-side rendering of the web app.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import mercurius, { type IResolvers } from 'mercurius';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from './config.js';
import { compressOptions } from './compress.js';
import { buildContext, type GatewayServices } from './context.js';
import { makeErrorFormatter } from './errors.js';
import { filesProxy } from './files-proxy.js';
import { TtlCache } from './loaders/ttl-cache.js';
import { RcPubHttp } from './rc-pub/client.js';
import { resolvers } from './resolvers/index.js';
import { loadSchemaSdl } from './schema.js';
import { ssrPlugin, type SsrOptions } from './ssr.js';

/** Test and embedding hooks. */
export interface BuildOverrides {
  /** undici dispatcher towards rc-pub (e.g. a MockAgent) instead of a Pool. */
  rcPubDispatcher?: Dispatcher;
  /** Fastify logger option (default: pino at LOG_LEVEL; tests pass false). */
  logger?: FastifyServerOptions['logger'];
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
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
  });
  const http = new RcPubHttp({
    origin: config.rcPubOrigin,
    basePath: config.rcPubBasePath,
    timeoutMs: config.rcPubTimeoutMs,
    ...(overrides.rcPubDispatcher ? { dispatcher: overrides.rcPubDispatcher } : {}),
  });
  const services: GatewayServices = { config, http, siteCache: new TtlCache(config.siteConfigTtlMs) };
  app.decorate('gateway', services);
  app.addHook('onClose', async () => {
    await http.close();
  });

  await app.register(compress, compressOptions()); // before the routes it compresses (issue 7)
  await app.register(cookie);
  await app.register(mercurius, {
    schema: loadSchemaSdl(),
    resolvers: resolvers as unknown as IResolvers,
    graphiql: config.graphiql,
    path: '/graphql',
    // Deepest legitimate page query is about 6 levels (site → homeModules → publications → latestIssue → …).
    queryDepth: 12,
    errorFormatter: makeErrorFormatter(config.nodeEnv === 'production') as never,
    context: (req) =>
      buildContext(services, {
        host: req.headers.host,
        cookies: (req.cookies ?? {}) as Record<string, string | undefined>,
        languageHeader: req.headers['x-language'] as string | undefined,
      }),
  });
  await filesProxy(app, services);
  await app.register(ssrPlugin, { services, ...(overrides.ssr ?? {}) });
  return app;
}
