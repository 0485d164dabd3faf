/**
 * `pnpm dev` (scripts/dev.mjs) as a contributor meets it: it says when the portal is ready, pages are
 * server-rendered from web/src through Vite (with Vite's client for hot module replacement on the same port), GraphQL
 * errors carry their full message (development), and Ctrl-C stops every process it started. rc-pub is the recorded
 * fake (RC_PUB_URL), so only codegen's watch (scripts/codegen-watch.mjs) and the gateway under `tsx watch` run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRcPub, loadFixtures, startFakeRcPub } from '../gateway/fake-rc-pub.js';
import { freePort } from '../helpers/net.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The descendants of `pid` (Linux /proc children lists). */
function descendants(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++)
    for (const task of readdirSync(`/proc/${all[i]}/task`)) {
      const kids = readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').trim();
      if (kids) all.push(...kids.split(/\s+/).map(Number));
    }
  return all.slice(1);
}

/** Whether process `pid` still runs (a zombie awaiting its parent counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('pnpm dev', () => {
  let fake: FakeRcPub;
  let dev: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    fake = await startFakeRcPub({ fixtures: loadFixtures() });
    port = await freePort();
    dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
      cwd: root,
      // no load guard set: development's own defaults must let Vite's slow first compile through (server/src/config.ts)
      env: { PATH: process.env.PATH ?? '', PORT: String(port), RC_PUB_URL: fake.url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => dev.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const onData = (c: Buffer) => {
        output += c.toString();
        if (output.includes('[dev] portal ready')) resolve();
      };
      dev.stdout?.on('data', onData);
      dev.stderr?.on('data', onData);
      dev.once('exit', (code) => reject(new Error(`pnpm dev exited with ${code}:\n${output}`)));
    });
  }, 240_000);

  afterAll(async () => {
    if (dev.exitCode === null) dev.kill('SIGKILL');
    await fake?.close();
  });

  it('server-renders a page from web/src with Vite’s HMR client, and serves the modules it loads', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `www.localhost:${port}` } });
    const html = await res.text();
    expect(res.status, html.slice(0, 2000)).toBe(200);
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('/src/entry-client.tsx');
    // the page itself, rendered on the server (not an empty SPA shell)
    expect(html).toMatch(/<div id="root">\s*\S/);
    expect(html).not.toContain('<!--app-html-->');
    // the development page policy lets the React Refresh preamble and the HMR websocket through
    expect(res.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'unsafe-inline'.*connect-src 'self' ws:/,
    );
    const entry = await fetch(`http://127.0.0.1:${port}/src/entry-client.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers GraphQL errors with their full message (NODE_ENV=development: suggestions are kept)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publication(id: 2) { titl } }' }),
    });
    const body = (await res.json()) as { errors: { message: string }[] };
    // production masks the suggestion (server/src/graphql/errors.ts)
    expect(body.errors[0]?.message).toContain('Did you mean "title"?');
  });

  it('runs codegen again when a document of the web app changes, watching only what codegen reads', async () => {
    const runs = () => output.split('✔ Generate outputs').length - 1;
    // the first run (at start) has ended and the watches stand: from here a new run can only come from the watch
    await expect.poll(runs, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    expect(output).toMatch(/\[codegen\] codegen: watching schema\/, web\/src\//);
    const before = runs();
    const now = new Date();
    utimesSync(path.join(root, 'web/src/entry-client.tsx'), now, now);
    await expect.poll(runs, { timeout: 60_000, interval: 250 }).toBe(before + 1);
  }, 90_000);

  it('stops every process it started on Ctrl-C', async () => {
    const started = descendants(dev.pid!);
    // codegen, the gateway's tsx watch and the gateway itself at least
    expect(started.length).toBeGreaterThanOrEqual(3);
    dev.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 500));
    expect(started.filter(alive)).toEqual([]);
  }, 30_000);
});
