#!/usr/bin/env node
/**
 * `pnpm start` (after `pnpm build`): starts the bundled rc-pub (embedded PGlite with the demo data unless
 * DATABASE_URL is set) on RC_PUB_PORT (3001), waits until it answers, then the gateway on PORT (3000).
 * With RC_PUB_URL set, only the gateway starts and talks to that rc-pub deployment.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const env = { NODE_ENV: 'production', GRAPHIQL: 'on', ...process.env };
const children = [];

function run(name, script, extraEnv = {}) {
  const child = spawn(tsx, [script], { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.error(`[start] ${name} exited (${signal ?? code})`);
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });

let rcPubUrl = process.env.RC_PUB_URL;
if (!rcPubUrl) {
  const port = process.env.RC_PUB_PORT ?? '3001';
  rcPubUrl = `http://127.0.0.1:${port}`;
  console.log(
    `[start] rc-pub on ${rcPubUrl} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}); the first start loads the demo data`,
  );
  run('rc-pub', 'rc-pub/src/server.ts');
  await waitFor(`${rcPubUrl}/rc-pub/health`, 300);
}
run('gateway', 'server/src/server.ts', { RC_PUB_URL: rcPubUrl });
await waitFor(`http://127.0.0.1:${process.env.PORT ?? '3000'}/graphql?query=%7B__typename%7D`, 60).catch((e) =>
  console.error(`[start] ${e.message}`),
);
console.log(
  `[start] portal ready: http://localhost:${process.env.PORT ?? '3000'}/  (try http://plosmed.localhost:${process.env.PORT ?? '3000'}/)`,
);
