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
 * child is stopped. GraphiQL and introspection follow the operator's GRAPHIQL; this script sets neither.
 * Ctrl-C / SIGTERM stop both services. Variables come from the environment, then from ./.env when it exists
 * (.env.example lists them all).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// ./.env (see .env.example) fills in what the environment does not set; the environment wins.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

/** Prints the one failure sentence, stops every child and exits 1. */
function fail(sentence) {
  console.error(`[start] ${sentence}`);
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
}

/** Host and port of a postgres:// URL, for the 'cannot reach PostgreSQL at host:port' sentence. */
function pgAddress(url) {
  try {
    const u = new URL(url);
    return `${u.hostname || '127.0.0.1'}:${u.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL address';
  }
}

/** True when something accepts TCP connections on host:port (i.e. the port is taken). */
function portAnswers(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * Whether the process `pid` holds a listening TCP socket on `port` (Linux /proc); undefined where /proc cannot tell.
 * Reads the listening sockets' inodes from /proc/net/tcp{,6} and the process's open sockets from /proc/pid/fd.
 */
function ownsPort(pid, port) {
  try {
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!existsSync(table)) continue;
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        // f[1] local address "HEX_IP:HEX_PORT", f[3] state (0A = LISTEN), f[9] inode
        if (f.length > 9 && f[3] === '0A' && Number.parseInt(f[1].split(':')[1], 16) === Number(port)) inodes.add(f[9]);
      }
    }
    if (!inodes.size) return false;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m && inodes.has(m[1])) return true;
    }
    return false;
  } catch {
    return undefined;
  }
}

/**
 * Starts one compiled service with node. Its output is passed through and the last 64 KB kept, so that a failure can
 * be named in one sentence (port in use, PostgreSQL unreachable) instead of leaving the reader in a stack trace.
 */
function run(name, script, extraEnv, explain) {
  const file = path.join(root, script);
  if (!existsSync(file)) fail(`${script} is missing: run \`pnpm build\` first (it compiles the services)`);
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-65536);
  };
  child.stdout.on('data', (c) => {
    process.stdout.write(c);
    keep(c);
  });
  child.stderr.on('data', (c) => {
    process.stderr.write(c);
    keep(c);
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(({ code, signal }) => {
    children.delete(child);
    if (stopping) return;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    fail(explain(tail) ?? `${name} ${how}; its log is above`);
  });
  children.add(child);
  return child;
}

/** The sentence for a service that could not listen on its port. */
function portSentence(tail, name, port, variable) {
  if (/EADDRINUSE|address already in use|already in use/i.test(tail))
    return `${name} cannot listen: port ${port} is already in use by another process (stop it, or set ${variable})`;
  if (/EACCES/.test(tail))
    return `${name} cannot listen on port ${port}: permission denied (choose another ${variable})`;
  return undefined;
}

/**
 * Waits until `url` answers (any HTTP status) while `child` runs, then checks that the port belongs to `child`.
 * @returns nothing; calls {@link fail} on timeout or when another process answers.
 */
async function waitReady(name, child, url, port, variable, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return new Promise(() => {}); // exit handler reports
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      // settle: a child that lost the port race exits within moments
      await sleep(200);
      if (child.exitCode !== null || child.signalCode !== null) return new Promise(() => {});
      const owner = ownsPort(child.pid, port);
      if (owner === false)
        fail(
          `port ${port} answers, but not from the ${name} started here: another process holds it (stop it, or set ${variable})`,
        );
      return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  fail(`${name} did not answer on ${url} within ${seconds} s; its log is above`);
}

/** The address to reach a service bound to `host` from this machine (a wildcard bind answers on the loopback). */
function reach(host) {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Fails with the port sentence when something already listens on host:port, before starting anything there. */
async function ensureFree(name, host, port, variable) {
  if (await portAnswers(reach(host).replace(/^\[|\]$/g, ''), Number(port)))
    fail(`${name} cannot listen: port ${port} is already in use by another process (stop it, or set ${variable})`);
}

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopping = true;
    const exits = [...children].map((c) => c.exited);
    for (const c of children) c.kill(sig);
    Promise.all(exits).then(() => process.exit(0));
  });

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
