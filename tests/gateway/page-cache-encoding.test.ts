/**
 * Compression: cached pages are stored compressed once (brotli and gzip) and replayed byte for byte; every
 * coding decodes to the same HTML as the identity body; /graphql JSON is compressed above 1 KiB; the build's static
 * files are served from their .br/.gz siblings and never compressed on the fly (identity when there is none).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';
import { cacheGateway, type StubState } from './page-cache-stub.js';

let fake: FakeRcPub;
let app: GatewayApp;
let dist: string;
const state: StubState = { renders: [], slowMs: 0, delayMs: 0 };
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`;

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

const page = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { host: 'a.localhost:3000', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-web-dist-'));
  fs.mkdirSync(path.join(dist, 'client/assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client/index.html'), '<html><body><!--app-html--></body></html>');
  fs.writeFileSync(path.join(dist, 'client/assets/app.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'client/assets/app.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'client/favicon.svg'), FAVICON);
  fs.writeFileSync(path.join(dist, 'client/favicon.svg.gz'), zlib.gzipSync(FAVICON));
  fake = await startFakeRcPub();
  app = await cacheGateway(fake.url, state, { WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('cached pages', () => {
  it('decode to the same HTML in gzip, brotli and identity', async () => {
    const plain = await page('/enc/zh');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body;
    expect(html).toContain('/enc/zh');
    for (const ae of ['gzip', 'br', 'gzip, deflate, br', 'br;q=1, gzip;q=0', 'br;q=0, gzip', 'identity']) {
      const res = await page('/enc/zh', ae);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('HIT');
      const text = decode(res.rawPayload, res.headers['content-encoding'] as string | undefined);
      expect(text, ae).toBe(html);
    }
    expect((await page('/enc/zh', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await page('/enc/zh', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await page('/enc/zh', 'identity')).headers['content-encoding']).toBeUndefined();
    expect(state.renders.filter((r) => r.includes('/enc/zh'))).toHaveLength(1);
  });

  it('replays the stored bytes: two hits send the identical compressed body', async () => {
    await page('/plain', 'gzip, br');
    const first = await page('/plain', 'gzip, br');
    const second = await page('/plain', 'gzip, br');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(decode(second.rawPayload, 'br')).toContain('/plain');
  });

  it('compresses member pages per response too', async () => {
    const res = await app.inject({
      url: '/member/zh',
      headers: { host: 'a.localhost:3000', cookie: 'commonToken=t', 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res.rawPayload, 'br')).toContain('/member/zh');
  });
});

describe('JSON and static files', () => {
  it('compresses large /graphql answers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(res.rawPayload, 'br')).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('serves /assets/* from the .br sibling, else identity (never compressed per request)', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(decode(br.rawPayload, 'br')).toBe(APP_JS);
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toBe(APP_JS);
  });

  it('serves top-level build files from their siblings too', async () => {
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(decode(res.rawPayload, 'gzip')).toBe(FAVICON);
    const none = await app.inject({ url: '/favicon.svg' });
    expect(none.body).toBe(FAVICON);
    // index.html is never served raw: it is the SSR template.
    expect((await app.inject({ url: '/index.html', headers: { host: 'a.localhost' } })).body).toContain('render=');
  });
});
