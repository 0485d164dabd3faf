/**
 * scripts/start.mjs (`pnpm start`) as an operator sees it: it must never claim 'portal ready' for a server that is not
 * the one it started, and a failure ends in one sentence and a non-zero exit, not in a stack trace.
 * Runs the real script against the compiled services (scripts/build-node.mjs, about a second) with short timeouts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/net.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Output and exit of one start.mjs run. */
interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const keyFile = path.join(tmpdir(), `rc-pub-start-test-${process.pid}.key`);

/** Runs start.mjs with `env` until it exits (killed after `ms`). */
function runStart(env: Record<string, string>, ms = 30_000): Promise<Run> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      // A generated field key goes to a temporary file, not the repository's data/
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', RC_PUB_AES_KEY_FILE: keyFile, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A foreign HTTP server that answers 200 to everything (what start.mjs used to mistake for the portal). */
let squatter: Server;
let takenPort: number;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-node.mjs')], { cwd: root, stdio: 'pipe' });
  squatter = createServer((_req, res) => res.end('{"data":{"__typename":"Query"}}'));
  await new Promise<void>((r) => squatter.listen(0, '127.0.0.1', r));
  takenPort = (squatter.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => squatter.close(() => r())));

describe('pnpm start (scripts/start.mjs)', () => {
  it('exits non-zero with one sentence, and never says ready, when another server holds the gateway port', async () => {
    const r = await runStart({ PORT: String(takenPort), RC_PUB_URL: 'http://127.0.0.1:9' });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/portal ready/);
    expect(r.stderr).toContain(`port ${takenPort} is already in use by another process`);
  });

  it('exits non-zero with one sentence, and never says ready, when another server holds the rc-pub port', async () => {
    const r = await runStart({ PORT: '0', RC_PUB_PORT: String(takenPort), PGLITE_DIR: 'memory://' });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/portal ready/);
    expect(r.stderr).toContain(`rc-pub cannot listen: port ${takenPort} is already in use by another process`);
  });

  it('starts the compiled gateway, says ready once it answers, and serves no GraphiQL unless GRAPHIQL=on', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PORT: String(port), RC_PUB_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('portal ready')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`start.mjs exited (${code}) before ready`)));
      });
      // NODE_ENV=production by default and GRAPHIQL left to the operator (it used to be forced on)
      expect((await fetch(`http://127.0.0.1:${port}/graphiql`)).status).toBe(404);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('names the PostgreSQL address it cannot reach and exits non-zero', async () => {
    // nothing listens on port 9 (discard) of the loopback: the compiled rc-pub fails to connect and exits
    const r = await runStart({ PORT: '0', RC_PUB_PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/portal ready/);
    expect(r.stderr.trim().split('\n').at(-1)).toBe(
      '[start] rc-pub cannot reach PostgreSQL at 127.0.0.1:9: start it or correct DATABASE_URL',
    );
  });
});
