/**
 * deploy/nginx/nginx.conf (the compose deployment's proxy) as readers and members meet it: Debian's nginx runs the
 * very file, with only the upstream addresses, the port and the scratch paths replaced, in front of a fake gateway
 * that counts the requests it gets. Needs `nginx` on PATH (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/net.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the fake gateway saw: one entry per request. */
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let upstream: Server;
let dir: string;
let conf: string;
let base: string;

/** Requests to the fake gateway whose URL is `url`. */
const hits = (url: string) => seen.filter((s) => s.url === url).length;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const body = `<!doctype html><p>${req.url} ${req.headers.cookie ?? ''}</p>`;
    if (req.url?.startsWith('/private')) res.setHeader('cache-control', 'private, no-store');
    else res.setHeader('cache-control', 'public, max-age=600');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-cache', 'MISS');
    if (req.headers['accept-encoding'] === 'gzip') {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else res.end(body);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const up = (upstream.address() as AddressInfo).port;
  const port = await freePort();
  dir = mkdtempSync(path.join(os.tmpdir(), 'ops-nginx-'));
  chmodSync(dir, 0o755); // nginx workers may run as an unprivileged user
  const text = readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8')
    .replace(/gateway-[12]:3000/g, `127.0.0.1:${up}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/nginx', `${dir}/nginx`)
    .replace('error_log stderr warn;', `error_log ${dir}/error.log warn;`);
  conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, text);
  execFileSync('nginx', ['-c', conf, '-p', dir], { stdio: 'pipe' });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  try {
    execFileSync('nginx', ['-c', conf, '-p', dir, '-s', 'quit'], { stdio: 'pipe' });
  } catch {
    /* not running */
  }
  await new Promise<void>((r) => upstream.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

/** GET through nginx with the given headers; the body is read raw (node:http: no decompression). */
function get(p: string, headers: Record<string, string> = {}): Promise<{ res: { headers: Headers }; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(base + p, { headers: { 'accept-encoding': 'identity', ...headers } }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') h.set(k, v);
        resolve({ res: { headers: h }, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

describe('deploy/nginx/nginx.conf', () => {
  it('passes the configuration test', () => {
    expect(() => execFileSync('nginx', ['-t', '-c', conf, '-p', dir], { stdio: 'pipe' })).not.toThrow();
  });

  it('serves a second anonymous request for a page from its micro-cache', async () => {
    const a = await get('/home');
    const b = await get('/home');
    expect(a.res.headers.get('x-micro-cache')).toBe('MISS');
    expect(b.res.headers.get('x-micro-cache')).toBe('HIT');
    expect(b.res.headers.get('x-cache')).toBe('MISS'); // the gateway's own header passes through
    expect(hits('/home')).toBe(1);
  });

  it('never serves a member (commonToken cookie) from the cache, nor stores their page', async () => {
    await get('/member-page');
    const m = await get('/member-page', { cookie: 'commonToken=abc' });
    expect(m.res.headers.get('x-micro-cache')).toBe('BYPASS');
    expect(m.body.toString()).toContain('commonToken=abc');
    const anon = await get('/member-page');
    expect(anon.body.toString()).not.toContain('commonToken');
    expect(hits('/member-page')).toBe(2);
  });

  it('keeps one entry per language cookie', async () => {
    await get('/lang', { cookie: 'language=zh' });
    const en = await get('/lang', { cookie: 'language=en' });
    const zhAgain = await get('/lang', { cookie: 'language=zh' });
    expect(en.res.headers.get('x-micro-cache')).toBe('MISS');
    expect(zhAgain.res.headers.get('x-micro-cache')).toBe('HIT');
    expect(hits('/lang')).toBe(2);
  });

  it('does not store what the gateway marks private or no-store', async () => {
    await get('/private');
    const again = await get('/private');
    expect(again.res.headers.get('x-micro-cache')).not.toBe('HIT');
    expect(hits('/private')).toBe(2);
  });

  it('passes compressed bodies through and keeps one entry per encoding', async () => {
    const gz = await get('/enc', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gz.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const plain = await get('/enc');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toContain('/enc');
    expect(hits('/enc')).toBe(2);
  });

  it('tells the gateway the client address and scheme', async () => {
    await get('/fwd', { 'x-forwarded-for': '203.0.113.7' });
    const h = seen.find((s) => s.url === '/fwd')!.headers;
    expect(h['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(h['x-forwarded-proto']).toBe('http');
    expect(h['x-real-ip']).toBe('127.0.0.1');
  });

  it('never caches GraphQL', async () => {
    await get('/graphql?query=%7B__typename%7D');
    await get('/graphql?query=%7B__typename%7D');
    expect(hits('/graphql?query=%7B__typename%7D')).toBe(2);
  });
});
