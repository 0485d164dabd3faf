#!/usr/bin/env node
/**
 * `pnpm start` (after `pnpm build`): runs the compiled services with node (no tsx in production).
 *
 *   1. rc-pub (`rc-pub/dist/server.js`; embedded PGlite with the demo data unless DATABASE_URL is set) on
 *      RC_PUB_PORT (3001), unless RC_PUB_URL names another rc-pub deployment;
 *   2. the gateway (`server/dist/server.js`) on PORT (3000), NODE_ENV=production unless set.
 *
 * 'portal ready' is printed only when the gateway answers on its port AND that port is held by the gateway process
 * this script started (checked through /proc on Linux; elsewhere: the port was free before and our child is alive).
 * Every failure ends in one sentence on stderr ('port 3000 is already in use by another process ...', 'cannot reach
 * PostgreSQL at host:port ...', 'gateway exited with code 1 before it was ready ...') and exit code 1; the other
 * child is stopped. GraphiQL and introspection follow the operator's GRAPHIQL and GRAPHQL_INTROSPECTION; this script sets neither.
 * Ctrl-C / SIGTERM stop both services. Variables come from the environment, then from ./.env when it exists
 * (.env.example lists them all).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor, pgAddress, portSentence, reach } from './lib/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// ./.env (see .env.example) fills in what the environment does not set; the environment wins.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const { run: spawnService, fail, waitReady, ensureFree } = createSupervisor({ root, env, tag: '[start]' });

/** Starts one compiled service with node (source maps on), failing with a sentence when it is not built. */
function run(name, script, extraEnv, explain) {
  const file = path.join(root, script);
  if (!existsSync(file)) fail(`${script} is missing: run \`pnpm build\` first (it compiles the services)`);
  return spawnService(name, process.execPath, ['--enable-source-maps', file], extraEnv, explain);
}

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
await ensureFree('the gateway', host, port, 'PORT');

let rcPubUrl = process.env.RC_PUB_URL;
if (!rcPubUrl) {
  const rcPort = process.env.RC_PUB_PORT || '3001';
  const rcHost = process.env.RC_PUB_HOST || '127.0.0.1';
  rcPubUrl = `http://${reach(rcHost)}:${rcPort}`;
  await ensureFree('rc-pub', rcHost, rcPort, 'RC_PUB_PORT');
  const db = process.env.DATABASE_URL;
  console.log(
    `[start] rc-pub on ${rcPubUrl} (${db ? `PostgreSQL at ${pgAddress(db)}` : 'embedded PGlite'}); the first start loads the demo data`,
  );
  const rcPub = run('rc-pub', 'rc-pub/dist/server.js', {}, (tail) => {
    if (db && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|cannot reach PostgreSQL|Connection terminated/i.test(tail))
      return `rc-pub cannot reach PostgreSQL at ${pgAddress(db)}: start it or correct DATABASE_URL`;
    return portSentence(tail, 'rc-pub', rcPort, 'RC_PUB_PORT');
  });
  await waitReady('rc-pub', rcPub, `${rcPubUrl}/rc-pub/health`, rcPort, 'RC_PUB_PORT', 600);
}

const gateway = run('gateway', 'server/dist/server.js', { RC_PUB_URL: rcPubUrl }, (tail) =>
  portSentence(tail, 'the gateway', port, 'PORT'),
);
await waitReady(
  'the gateway',
  gateway,
  `http://${reach(host)}:${port}/graphql?query=%7B__typename%7D`,
  port,
  'PORT',
  120,
);
console.log(`[start] portal ready: http://localhost:${port}/  (try http://plosmed.localhost:${port}/)`);
