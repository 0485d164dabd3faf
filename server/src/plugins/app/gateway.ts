/**
 * The app-wide services every other plugin uses, as `app.gateway`: the configuration, the rc-pub HTTP pool, the
 * per-site configuration cache and the key of password fields. Registered first; closing the app closes the pool
 * (after the other plugins' close hooks, which may still call rc-pub).
 *
 * Also the options buildApp hands every plugin ({@link GatewayPluginOptions}, the same object for each).
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { loadOrCreateAesKey } from 'rc-pub/field-crypto';
import type { Dispatcher } from 'undici';
import type { SsrRender } from 'web/src/ssr-contract.js';
import type { GatewayConfig } from '../../config.js';
import type { GatewayServices } from '../../graphql/context.js';
import { SiteConfigCache } from '../../loaders/site-config.js';
import { RcPubHttp } from '../../rc-pub/client.js';

/** Test and embedding hooks of buildApp. */
export interface BuildOverrides {
  /** undici dispatcher towards rc-pub (e.g. a MockAgent) instead of a Pool. */
  rcPubDispatcher?: Dispatcher;
  /** Fastify logger option (default: pino at LOG_LEVEL, pretty on a TTY; tests pass false or their own stream). */
  logger?: FastifyServerOptions['logger'];
  /** How often load is measured for shedding, in ms (default 1000; tests shorten it). */
  loadSampleIntervalMs?: number;
  /** SSR hooks: a render function instead of importing web/dist, a template instead of web/dist/client/index.html. */
  ssr?: { render?: SsrRender; template?: string };
}

/** What buildApp hands every plugin: the configuration and the overrides it was called with. */
export interface GatewayPluginOptions {
  config: GatewayConfig;
  overrides: BuildOverrides;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** App-wide services (config, rc-pub HTTP pool, site cache, field key). */
    gateway: GatewayServices;
  }
}

async function gateway(app: FastifyInstance, { config, overrides }: GatewayPluginOptions): Promise<void> {
  const http = new RcPubHttp({
    origin: config.rcPubOrigin,
    basePath: config.rcPubBasePath,
    timeoutMs: config.rcPubTimeoutMs,
    ...(overrides.rcPubDispatcher ? { dispatcher: overrides.rcPubDispatcher } : {}),
  });
  // In-flight sharing of per-site configuration ends at the render deadline.
  const siteCache = new SiteConfigCache(
    config.siteConfigTtlMs,
    2000,
    Date.now,
    config.renderTimeoutMs,
    config.siteConfigStaleMs,
  );
  // The key of password fields towards rc-pub: RC_PUB_AES_KEY, else the key file rc-pub shares.
  const fieldKey = loadOrCreateAesKey(config.aesKey.value, config.aesKey.file);
  app.decorate('gateway', { config, http, siteCache, fieldKey });
  app.addHook('onClose', async () => {
    await http.close();
  });
}

/** Decorates `app.gateway` (module docs); every plugin that calls rc-pub depends on it. */
export const gatewayPlugin = fp(gateway, { name: 'gateway', fastify: '5.x' });
