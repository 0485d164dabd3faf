/**
 * The two load sides of the cached PDF download bench: Debian's nginx serving one file from a temporary folder (the
 * yardstick: a static file server with sendfile), and a fixed-concurrency GET loop run as its own process
 * (bench/pdf/client.ts, so its work does not share the event loop of the rc-pub under test).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** nginx serving `data` as /article.pdf on 127.0.0.1 with one worker; `stop` ends it. */
export async function serveWithNginx(
  data: Buffer,
  nginx = process.env.BENCH_NGINX ?? '/usr/sbin/nginx',
): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pdf-nginx-'));
  chmodSync(dir, 0o755); // nginx workers may run as an unprivileged user
  writeFileSync(path.join(dir, 'article.pdf'), data);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types { application/pdf pdf; }
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}; etag on; }
}
`,
  );
  execFileSync(nginx, ['-c', conf, '-p', dir], { stdio: 'pipe' });
  return {
    url: `http://127.0.0.1:${port}/article.pdf`,
    stop: () => execFileSync(nginx, ['-c', conf, '-p', dir, '-s', 'quit'], { stdio: 'pipe' }),
  };
}

/** Figures of one load run. Latencies in ms, throughput in MiB/s. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  mibPerSecond: number;
  /** Answers other than 200. */
  non200: number;
  errors: number;
}

/** GETs `url` with `connections` keep-alive connections for `seconds` seconds (bench/pdf/client.ts, its own process). */
export async function load(
  url: string,
  o: { connections: number; seconds: number; userAgent: string },
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('bench: load only 127.0.0.1');
  const { stdout } = await run(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(import.meta.dirname, 'client.ts'), url, String(o.connections), String(o.seconds), o.userAgent],
    { maxBuffer: 16 * 1024 * 1024, timeout: (o.seconds + 60) * 1000 },
  );
  const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    rps: number;
    mibPerSecond: number;
    p50: number;
    p99: number;
    statuses: Record<string, number>;
    errors: number;
  };
  const non200 = Object.entries(r.statuses).reduce((n, [status, count]) => n + (status === '200' ? 0 : count), 0);
  return { rps: r.rps, p50: r.p50, p99: r.p99, mibPerSecond: r.mibPerSecond, non200, errors: r.errors };
}
