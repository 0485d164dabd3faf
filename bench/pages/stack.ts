/**
 * The stack the page bench runs on, all on 127.0.0.1: the bench database on PostgreSQL, the compiled rc-pub and
 * gateways (node, NODE_ENV=production), nginx serving saved HTML, and the cleanup of all of them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { withClient } from '../../tests/helpers/db.js';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Makes sure database `db` exists beside `adminUrl`'s; with `fresh` it is dropped first.
 * @returns true when the database was created now (rc-pub then seeds it on its first start).
 */
export async function ensureDatabase(adminUrl: string, db: string, fresh: boolean): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`bench: bad database name '${db}'`);
  return withClient(adminUrl, async (c) => {
    if (fresh) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
    if (rows.length) return false;
    await c.query(`CREATE DATABASE ${db}`);
    return true;
  });
}

/** Drops database `db` (bench cleanup). */
export async function dropDatabase(adminUrl: string, db: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`));
}

/** A free TCP port on the loopback (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const addr = s.address();
  await new Promise<void>((r) => s.close(() => r()));
  if (!addr || typeof addr === 'string') throw new Error('bench: no free port');
  return addr.port;
}

/** A process the bench started; everything started is stopped by {@link stopAll}. */
export interface Started {
  name: string;
  child: ChildProcess;
  log: string;
}

const started: Started[] = [];

/** Starts `node <script>` from the repository root with `env`; output goes to `<logDir>/<name>.log`. */
export function startNode(name: string, script: string, env: Record<string, string>, logDir: string): Started {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const s = { name, child, log };
  started.push(s);
  return s;
}

/** The last lines of a started process's log (for failure messages). */
export function logTail(s: Started, lines = 15): string {
  if (!existsSync(s.log)) return '';
  return readFileSync(s.log, 'utf8').trim().split('\n').slice(-lines).join('\n');
}

/** Waits until `url` answers with a status below 500 while `s` runs; throws with its log otherwise. */
export async function waitHttp(s: Started, url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null || s.child.signalCode !== null)
      throw new Error(`bench: ${s.name} exited before answering on ${url}:\n${logTail(s)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`bench: ${s.name} did not answer on ${url} within ${seconds} s:\n${logTail(s)}`);
}

/** One /proc status figure of a process in MB (`VmRSS`), or from smaps_rollup (`Pss`); NaN when unreadable. */
function procMb(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The children of `pid` (Linux /proc/<pid>/task/<pid>/children), [] when unreadable. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A process and all its descendants. */
function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...childPids(all[i]!));
  return all;
}

/** Memory of a process tree in MB: summed resident sets, and summed proportional sets (shared pages counted once). */
export interface TreeMemory {
  rss: number;
  pss: number;
}

/**
 * Memory of a process and its descendants (a gateway with GATEWAY_WORKERS > 1 is a supervisor and its workers).
 * The RSS sum counts pages the processes share (the node binary, libraries) once per process; the PSS sum counts
 * them once, which is what the host spends. NaN when the process cannot be read.
 */
export function treeMemoryMb(pid: number | undefined): TreeMemory {
  if (pid === undefined) return { rss: Number.NaN, pss: Number.NaN };
  const sum = (f: (p: number) => number) =>
    processTree(pid).reduce((a, p) => {
      const v = f(p);
      return Number.isFinite(v) ? a + v : a;
    }, 0);
  return {
    rss: sum((p) => procMb(p, 'status', 'VmRSS')),
    pss: sum((p) => procMb(p, 'smaps_rollup', 'Pss')),
  };
}

/** The nginx masters the bench runs with their own configurations (stopped by {@link stopAll}). */
const nginxConfs: string[] = [];

/**
 * Runs Debian's nginx on 127.0.0.1:`port`, serving each saved page file at `/p/<name>` with the content type the
 * gateway sent. Access log off, sendfile and keepalive on: nginx as usually deployed.
 */
export async function startNginx(dir: string, port: number, pages: Record<string, string>): Promise<void> {
  const locations = Object.entries(pages)
    .map(
      ([name, file]) =>
        `    location = /p/${name} { default_type "text/html; charset=utf-8"; alias ${path.join(dir, file)}; }`,
    )
    .join('\n');
  // nginx workers run as an unprivileged user when the bench runs as root: they must be able to read the pages
  chmodSync(dir, 0o755);
  const nginxConf = path.join(dir, 'nginx.conf');
  nginxConfs.push(nginxConf);
  writeFileSync(
    nginxConf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon on;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  server {
    listen 127.0.0.1:${port};
${locations}
  }
}
`,
  );
  execFileSync('nginx', ['-c', nginxConf, '-p', dir], { stdio: 'pipe' });
  for (let i = 0; i < 40; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/p/${Object.keys(pages)[0]}`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error(`bench: nginx did not serve on 127.0.0.1:${port} (see ${dir}/nginx-error.log)`);
}

/**
 * Runs the deployment's own nginx (deploy/nginx/nginx.conf: the 3-second micro-cache in front of the gateway
 * replicas, as docker-compose runs it) on 127.0.0.1:`port` in front of the bench's one gateway at `gatewayPort`, with
 * its pid, logs, temporary and cache directories under `dir`. Nothing else of the file is changed.
 */
export async function startDeployNginx(dir: string, port: number, gatewayPort: number): Promise<void> {
  const conf = readFileSync(path.join(ROOT, 'deploy/nginx/nginx.conf'), 'utf8')
    .replace(/^\s*server gateway-2:3000[^\n]*\n/m, '')
    .replace(/server gateway-1:3000/, `server 127.0.0.1:${gatewayPort}`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/^pid [^;]+;/m, `pid ${dir}/deploy-nginx.pid;\ndaemon on;`)
    .replace(/^error_log [^;]+;/m, `error_log ${dir}/deploy-nginx-error.log warn;`)
    .replaceAll('/tmp/nginx-', `${dir}/deploy-nginx-`);
  if (/server gateway-\d:3000/.test(conf) || !conf.includes(`server 127.0.0.1:${gatewayPort}`))
    throw new Error('bench: deploy/nginx/nginx.conf no longer has the upstream lines the bench rewrites');
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'deploy-nginx.conf');
  nginxConfs.push(file);
  writeFileSync(file, conf);
  execFileSync('nginx', ['-c', file, '-p', dir], { stdio: 'pipe' });
  for (let i = 0; i < 40; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/nginx-health`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error(
    `bench: the deployment's nginx did not serve on 127.0.0.1:${port} (see ${dir}/deploy-nginx-error.log)`,
  );
}

/** Stops nginx and every started process (SIGTERM, then SIGKILL after 5 s). Safe to call twice. */
export async function stopAll(): Promise<void> {
  for (const conf of nginxConfs.splice(0)) {
    try {
      execFileSync('nginx', ['-c', conf, '-p', path.dirname(conf), '-s', 'quit'], { stdio: 'pipe' });
    } catch {
      /* not running */
    }
  }
  const running = started.splice(0).filter((s) => s.child.exitCode === null && s.child.signalCode === null);
  await Promise.all(
    running.map(
      (s) =>
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => s.child.kill('SIGKILL'), 5000);
          s.child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          s.child.kill('SIGTERM');
        }),
    ),
  );
}
