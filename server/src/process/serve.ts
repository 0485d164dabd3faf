/**
 * One gateway process: builds the app (app.ts), listens on PORT/HOST and closes gracefully on SIGINT/SIGTERM. A
 * failure to listen ends in one sentence (listen-error.ts) and exit 1. Loaded by server.ts only in the processes that
 * serve, so a GATEWAY_WORKERS supervisor never loads Fastify, GraphQL or the web app.
 */
import cluster from 'node:cluster';
import { buildApp } from '../app.js';
import type { GatewayConfig } from '../config.js';
import { listenErrorMessage } from './listen-error.js';

/** Builds the gateway and listens (see module docs); resolves once listening. */
export async function serve(config: GatewayConfig): Promise<void> {
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `gateway${cluster.isWorker ? ` worker ${process.pid}` : ''} on http://${config.host}:${config.port} → rc-pub ${config.rcPubOrigin}${config.rcPubBasePath}; SSR ${config.ssr ? 'on' : 'off'}; GraphiQL ${config.graphiql ? 'on' : 'off'}`,
    );
  } catch (e) {
    console.error(listenErrorMessage(e, config.host, config.port));
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
