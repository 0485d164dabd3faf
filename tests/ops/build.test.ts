/**
 * The compiled services (scripts/build-node.mjs, `pnpm build:node`): production runs these bundles with node, so every
 * file the code finds next to its sources (migrations, the jieba dictionary, the GraphQL schema, web/dist) must still
 * be found from them. Built into server/dist/ops-test and rc-pub/dist/ops-test (removed after) so that other suites
 * using dist/ are not disturbed; rc-pub runs on an in-memory PGlite database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/net.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = 'dist/ops-test';
const bundles = ['server/server.js', 'rc-pub/server.js', 'rc-pub/cli.js'].map((b) => {
  const [pkg, file] = b.split('/') as [string, string];
  return path.join(root, pkg, DIST, file);
});
const children: ChildProcess[] = [];

/** Starts a bundle with node and waits until `url` answers; rejects with its output if it exits first. */
async function startBundle(file: string, env: Record<string, string>, url: string): Promise<void> {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${file} exited (${child.exitCode}):\n${out}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${file} did not answer on ${url}:\n${out}`);
}

let rcPub: string;
let gateway: string;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-node.mjs'), `--dist=${DIST}`], { stdio: 'pipe' });
  const rcPort = await freePort();
  rcPub = `http://127.0.0.1:${rcPort}`;
  await startBundle(
    bundles[1]!,
    { PGLITE_DIR: 'memory://', RC_PUB_SEED: 'off', RC_PUB_PORT: String(rcPort) },
    `${rcPub}/rc-pub/health`,
  );
  const port = await freePort();
  gateway = `http://127.0.0.1:${port}`;
  await startBundle(
    bundles[0]!,
    { PORT: String(port), RC_PUB_URL: rcPub },
    `${gateway}/graphql?query=%7B__typename%7D`,
  );
});

afterAll(async () => {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  }
  for (const pkg of ['server', 'rc-pub']) rmSync(path.join(root, pkg, DIST), { recursive: true, force: true });
});

/** Static and dynamic import specifiers of a bundle file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]!);
  const dynamics = [...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  return [...statics, ...dynamics];
}

/** An entry bundle and the chunk files it imports (`./chunk.js` beside it, e.g. the gateway's serve chunk). */
function bundleFiles(entry: string): string[] {
  const files = [entry];
  for (let i = 0; i < files.length; i++)
    for (const s of importsOf(files[i]!))
      if (/^\.\/[\w.-]+\.js$/.test(s)) {
        const chunk = path.resolve(path.dirname(files[i]!), s);
        if (!files.includes(chunk)) files.push(chunk);
      }
  return files;
}

describe('compiled services (pnpm build:node)', () => {
  it('bundles our TypeScript and leaves only npm packages, node built-ins and its own chunks as imports', () => {
    for (const entry of bundles) {
      const files = bundleFiles(entry);
      const specifiers = files.flatMap(importsOf);
      expect(specifiers.length).toBeGreaterThan(0);
      for (const f of files) expect(existsSync(f), f).toBe(true);
      for (const s of specifiers) {
        if (/^\.\/[\w.-]+\.js$/.test(s)) continue; // a chunk of the same build (checked to exist above)
        expect(s, `${path.relative(root, entry)} imports ${s}`).not.toMatch(/\.tsx?$|^\.|^(rc-pub|web|server)(\/|$)/);
      }
    }
  });

  it('points every source-relative path at a source file that exists', () => {
    for (const entry of bundles) {
      const refs = bundleFiles(entry).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => [f, m[1]!]),
      );
      expect(refs.length).toBeGreaterThan(0);
      for (const [file, rel] of refs) expect(existsSync(path.resolve(path.dirname(file!), rel!)), rel).toBe(true);
    }
  });

  it('rc-pub migrates its database from the compiled build and answers', async () => {
    const res = await fetch(`${rcPub}/rc-pub/health`);
    expect(res.status).toBe(200);
  });

  it('rc-pub segments with the academic dictionary (氧化石墨烯 is one word only with it)', async () => {
    const res = await fetch(`${rcPub}/rc-pub/front/search/analyze?q=${encodeURIComponent('氧化石墨烯的制备')}`);
    const body = (await res.json()) as { data: { terms: string[] } };
    expect(body.data.terms).toContain('氧化石墨烯');
  });

  it('the gateway loads its GraphQL schema from the compiled build', async () => {
    const res = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the gateway renders pages with the built web app (web/dist), not the "run pnpm build" page', async () => {
    expect(existsSync(path.join(root, 'web/dist/server')), 'web/dist is missing: run pnpm --filter web build').toBe(
      true,
    );
    const res = await fetch(`${gateway}/no-such-page/en`);
    const html = await res.text();
    expect(html).not.toContain('found no built web app');
    expect(html).toMatch(/<div id="root"|<html/);
  });
});
