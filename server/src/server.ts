/**
 * Starts the gateway: loads the configuration (failing fast with every problem listed) and listens; with
 * GATEWAY_WORKERS above 1 this process supervises that many workers that each listen (workers.ts).
 */
import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, type GatewayConfig, loadConfig } from './config.js';
import { listenErrorMessage } from './listen-error.js';
import { superviseWorkers } from './workers.js';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
if (config.workers > 1 && cluster.isPrimary) {
  superviseWorkers(config.workers, (line) => console.error(line));
} else {
  await serve(config);
}

async function serve(config: GatewayConfig): Promise<void> {
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
