/**
 * GATEWAY_WORKERS (server/src/process/workers.ts) as an operator sees it: the compiled gateway runs that many worker
 * processes on one port, replaces a worker that dies while serving, stops them all on SIGTERM, and a start-up failure
 * (the port is taken) ends in the one sentence and exit 1 instead of respawning for ever.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { get as httpGet } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/net.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The gateway's pids under `pid` (Linux /proc). */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

interface Gateway {
  child: ChildProcess;
  stderr: () => string;
  /** Pids of the workers that logged they listen. */
  listening: () => number[];
  exited: Promise<number | null>;
}

function startGateway(port: number, env: Record<string, string> = {}): Gateway {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      GATEWAY_WORKERS: '2',
      SSR: 'off',
      LOG_LEVEL: 'info',
      RC_PUB_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = () => [...out.matchAll(/gateway worker (\d+) on http/g)].map((m) => Number(m[1]));
  return { child, stderr: () => err, listening, exited };
}

async function until<T>(what: string, f: () => T | Promise<T>, ms = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`);
    return r.status === 200;
  } catch {
    return false;
  }
}

let squatter: Server;
beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-node.mjs')], { cwd: root, stdio: 'pipe' });
  squatter = createServer((_req, res) => res.end('taken'));
  await new Promise<void>((r) => squatter.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => squatter.close(() => r())));

describe('GATEWAY_WORKERS=2', () => {
  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const gw = startGateway(port);
    const pid = gw.child.pid!;
    try {
      await until('the gateway to answer', () => answers(port));
      const first = await until('two workers', () => (children(pid).length === 2 ? children(pid) : undefined));
      // a worker killed before it listens is a start-up failure (the next test): wait for both to serve
      await until('both workers to listen', () => first.every((w) => gw.listening().includes(w)));
      process.kill(first[0]!, 'SIGKILL');
      const next = await until('a replacement worker', () => {
        const now = children(pid);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      });
      expect(next).toContain(first[1]);
      await until('the gateway to answer after the replacement', () => answers(port));
      expect(gw.stderr()).toContain(`gateway worker ${first[0]} exited (SIGKILL); starting another`);

      gw.child.kill('SIGTERM');
      expect(await gw.exited).toBe(0);
      for (const w of next) expect(() => process.kill(w, 0)).toThrow();
      expect(await answers(port)).toBe(false);
    } finally {
      gw.child.kill('SIGKILL');
    }
  }, 60_000);

  it('answers a page stylesheet from either worker, whichever rendered the page', async () => {
    const port = await freePort();
    const gw = startGateway(port, {
      SSR: 'on',
      WEB_DIST: path.join(root, 'tests/fixtures/render-threads'),
      PAGE_CACHE: 'off',
    });
    try {
      await until('the gateway to answer', () => answers(port));
      await until('both workers to listen', () => gw.listening().length === 2);
      // a new connection per request: the two workers share the port's connections between them
      const fresh = (p: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          httpGet({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => {
              body += c.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          }).on('error', reject);
        });
      for (let n = 0; n < 4; n++) {
        const page = await fresh(`/styled?${n}`);
        expect(page.status).toBe(200);
        const href = /href="(\/_page-css\/[\w-]+\.css)"/.exec(page.body)?.[1];
        expect(href, page.body).toBeDefined();
        const statuses = await Promise.all(Array.from({ length: 8 }, () => fresh(href!).then((r) => r.status)));
        expect(statuses).toEqual(Array(8).fill(200));
      }
    } finally {
      gw.child.kill('SIGKILL');
    }
  }, 60_000);

  it('exits 1 with one sentence when the port is taken, without respawning', async () => {
    const port = (squatter.address() as AddressInfo).port;
    const gw = startGateway(port);
    const code = await Promise.race([gw.exited, sleep(20_000).then(() => 'hung' as const)]);
    gw.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(gw.stderr()).toContain(`127.0.0.1:${port}`);
    expect(gw.stderr()).toMatch(/already in use/);
    expect(gw.stderr()).not.toContain('starting another');
    expect(gw.stderr()).not.toMatch(/\n\s+at /); // no stack trace
  }, 30_000);
});
