/**
 * The gateway's file proxy (/front/files/get?id=) keeps stored files harmless on the portal's
 * origin: rc-pub's sandboxing Content-Security-Policy and nosniff reach the browser, caching headers and
 * conditional requests work (304), and a file rc-pub serves without a policy gets the sandbox and `attachment` from
 * the gateway when its type can run script (the gateway may point at any rc-pub); a stored script never goes out with
 * a script MIME type.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testGateway, type GatewayApp } from './gateway-app.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
const RCPUB_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A stand-in rc-pub file route: answers as `answer` says and records the request headers. */
let answer: { type: string; headers: Record<string, string>; body: string } = { type: '', headers: {}, body: '' };
const seen: http.IncomingHttpHeaders[] = [];
let server: http.Server;
let app: GatewayApp;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const etag = answer.headers.etag;
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, ...answer.headers });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': answer.type, ...answer.headers });
    res.end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  app = await testGateway(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
});

describe('file proxy', () => {
  it("passes rc-pub's sandbox policy, nosniff and caching headers on an SVG", async () => {
    answer = {
      type: 'image/svg+xml',
      body: SVG,
      headers: {
        'content-security-policy': RCPUB_CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"abc"',
        'last-modified': 'Mon, 23 Nov 2026 10:00:00 GMT',
        'content-disposition': 'inline; filename="f1.svg"',
      },
    };
    const res = await request(app.server).get('/rc-pub/front/files/get?id=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(RCPUB_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe('"abc"');
    expect(res.headers['last-modified']).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(res.headers['content-disposition']).toBe('inline; filename="f1.svg"');
  });

  it('answers 304 to If-None-Match by passing it to rc-pub', async () => {
    answer = { type: 'image/png', body: 'png', headers: { etag: '"png1"', 'cache-control': 'public, max-age=60' } };
    const res = await request(app.server).get('/rc-pub/front/files/get?id=2').set('if-none-match', '"png1"');
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"png1"');
    expect(seen.at(-1)?.['if-none-match']).toBe('"png1"');
    const since = await request(app.server)
      .get('/rc-pub/front/files/get?id=2')
      .set('if-modified-since', 'Mon, 23 Nov 2026 10:00:00 GMT');
    expect(since.status).toBe(200);
    expect(seen.at(-1)?.['if-modified-since']).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
  });

  it('sandboxes an active file that rc-pub sends without a policy, and serves it as an attachment', async () => {
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', 'application/xml', 'text/javascript']) {
      answer = { type, body: SVG, headers: {} };
      const res = await request(app.server).get('/rc-pub/front/files/get?id=3');
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy'], type).toBe(RCPUB_CSP);
      expect(res.headers['content-disposition'], type).toBe('attachment');
      expect(res.headers['x-content-type-options'], type).toBe('nosniff');
    }
  });

  it('never serves a stored script with a script MIME type (pages allow script-src self)', async () => {
    for (const type of ['text/javascript', 'application/javascript; charset=utf-8', 'application/x-ecmascript']) {
      answer = {
        type,
        body: 'alert(document.domain)',
        headers: { 'content-security-policy': RCPUB_CSP, 'x-content-type-options': 'nosniff' },
      };
      const res = await request(app.server).get('/rc-pub/front/files/get?id=5');
      expect(res.status).toBe(200);
      // with nosniff, a browser refuses to run a text/plain response as script
      expect(res.headers['content-type'], type).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-content-type-options'], type).toBe('nosniff');
      expect(res.text).toBe('alert(document.domain)');
    }
  });

  it('leaves an image without a policy displayable inline', async () => {
    answer = { type: 'image/jpeg', body: 'jpg', headers: {} };
    const res = await request(app.server).get('/rc-pub/front/files/get?id=4');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
