/**
 * Starts the gateway: loads the configuration (failing fast with every problem listed), then either serves in this
 * process (process/serve.ts) or, with GATEWAY_WORKERS above 1, supervises that many worker processes that each serve
 * (process/workers.ts). serve.ts is imported only where it runs: the supervisor stays a small process (the node build
 * splits it into its own chunk).
 */
import cluster from 'node:cluster';
import { ConfigError, type GatewayConfig, loadConfig } from './config.js';
import { superviseWorkers } from './process/workers.js';

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
  const { serve } = await import('./process/serve.js');
  await serve(config);
}
