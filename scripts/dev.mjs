#!/usr/bin/env node
/**
 * `pnpm dev`: the portal from its sources, reloading what changes. Same ports and data as `pnpm start`
 * (the gateway on PORT 3000, rc-pub on RC_PUB_PORT 3001 with DATABASE_URL or the embedded PGlite in ./data/pglite),
 * with NODE_ENV=development: full GraphQL error messages, GraphiQL at /graphiql, pretty logs.
 *
 *   [codegen]  scripts/codegen-watch.mjs: `pnpm codegen` at start and again when schema/*.graphql, the web app's
 *              documents or codegen's config change → web/src/gql and server/src/__generated__;
 *   [rc-pub]   tsx watch rc-pub/src/server.ts: restarts when a file it imports changes (skipped when RC_PUB_URL
 *              names another rc-pub deployment);
 *   [gateway]  tsx watch server/src/server.ts, also restarted by schema/*.graphql; WEB_DEV=on: the web app is served
 *              by Vite's dev server inside the gateway (server/src/ssr/web-dev.ts), server-rendered as in production, and
 *              a changed React component reaches the open page by hot module replacement, without a reload.
 *
 * What does not reload by itself: web/vite.config.ts and web/build/* (Vite restarts its dev server on a config change;
 * a build plugin change needs a gateway restart: touch server/src/server.ts), .env (restart `pnpm dev`), and the
 * seed/demo data (run `pnpm rc-pub seed --reset`, then rc-pub restarts on its next change or with Ctrl-C and `pnpm dev`).
 * Every failure to start ends in one sentence, as with `pnpm start` (scripts/lib/services.mjs). Ctrl-C stops all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor, pgAddress, portSentence, reach } from './lib/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = {
  ...process.env,
  // Development whatever .env says: WEB_DEV is refused in production (server/src/config.ts).
  NODE_ENV: 'development',
  WEB_DEV: 'on',
  LOG_PRETTY: process.env.LOG_PRETTY || 'on',
  RC_PUB_LOG_PRETTY: process.env.RC_PUB_LOG_PRETTY || 'on',
  // The services write to pipes: colours on when this terminal shows them, none in a log file or CI.
  ...(process.stdout.isTTY ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : { NO_COLOR: '1' }),
};
const { run, fail, waitReady, ensureFree } = createSupervisor({ root, env, tag: '[dev]', prefixOutput: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
for (const tool of ['tsx', 'graphql-codegen'])
  if (!existsSync(bin(tool))) fail(`node_modules/.bin/${tool} is missing: run \`pnpm install\` first`);

const port = env.PORT || '3000';
const host = env.HOST || '127.0.0.1';
await ensureFree('the gateway', host, port, 'PORT');

run(
  'codegen',
  process.execPath,
  [path.join(root, 'scripts/codegen-watch.mjs')],
  {},
  (tail) => tail.match(/codegen: cannot watch[^\n]*/)?.[0],
);

let rcPubUrl = env.RC_PUB_URL;
if (!rcPubUrl) {
  const rcPort = env.RC_PUB_PORT || '3001';
  const rcHost = env.RC_PUB_HOST || '127.0.0.1';
  rcPubUrl = `http://${reach(rcHost)}:${rcPort}`;
  await ensureFree('rc-pub', rcHost, rcPort, 'RC_PUB_PORT');
  const db = env.DATABASE_URL;
  console.log(
    `[dev] rc-pub on ${rcPubUrl} (${db ? `PostgreSQL at ${pgAddress(db)}` : 'embedded PGlite'}); the first start loads the demo data`,
  );
  const rcPub = run('rc-pub', bin('tsx'), ['watch', '--clear-screen=false', 'rc-pub/src/server.ts'], {}, (tail) =>
    portSentence(tail, 'rc-pub', rcPort, 'RC_PUB_PORT'),
  );
  await waitReady('rc-pub', rcPub, `${rcPubUrl}/rc-pub/health`, rcPort, 'RC_PUB_PORT', 600);
}

const gateway = run(
  'gateway',
  bin('tsx'),
  ['watch', '--clear-screen=false', '--include', 'schema/*.graphql', 'server/src/server.ts'],
  { RC_PUB_URL: rcPubUrl },
  (tail) => portSentence(tail, 'the gateway', port, 'PORT'),
);
// Vite's first start pre-bundles the web app's dependencies (about 20 s here); later starts reuse them.
await waitReady('the gateway', gateway, `http://${reach(host)}:${port}/healthz`, port, 'PORT', 300);
console.log(
  `[dev] portal ready: http://localhost:${port}/  (GraphiQL: /graphiql). web/src hot-reloads; server/src, ` +
    'rc-pub/src and schema/ restart their service; codegen follows schema/ and the documents.',
);
