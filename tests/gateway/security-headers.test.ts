/**
 * Security headers on pages (through the SSR test hook), /graphql and files; HSTS only over HTTPS;
 * GraphiQL served from this server with its own policy.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from 'rc-pub/contract';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const render: SsrRender = async () => ({ status: 200, html: '<p>page</p>', cache: 'page' });
const ssr = { ssr: { render, template: '<!--app-html-->' } };

/** The CSP header as directive → sources. */
function csp(header: string | undefined): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const d of (header ?? '').split(';')) {
    const [name, ...values] = d.trim().split(/\s+/);
    if (name) m.set(name, values);
  }
  return m;
}

let fake: FakeRcPub;
let app: GatewayApp;
beforeAll(async () => {
  fake = await startFakeRcPub();
  fake.on(RcPubPaths.file, () => ({ raw: 'png', contentType: 'image/png' }));
  app = await testGateway(fake.url, { SSR: 'on' }, ssr);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('page headers', () => {
  it('a page allows scripts from its own origin only (no inline script) and has the protective headers', async () => {
    const res = await request(app.server).get('/homeNav/demo/en');
    expect(res.status).toBe(200);
    const p = csp(res.headers['content-security-policy']);
    expect(p.get('default-src')).toEqual(["'self'"]);
    // no 'unsafe-inline', no nonce: the page's only inline script is a JSON data block, which CSP does not govern
    expect(p.get('script-src')).toEqual(["'self'"]);
    expect(p.get('script-src-attr')).toEqual(["'none'"]);
    expect(p.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page served from the page cache carries the same protective headers as its first render', async () => {
    // one Host for both (supertest would listen on a new port, i.e. another Host, per request)
    const get = () => app.inject({ url: '/homeNav/demo/zh', headers: { host: 'demo.localhost:3000' } });
    const first = await get();
    const hit = await get();
    expect(first.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const h of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-request-id',
    ]) {
      expect(hit.headers[h], h).toBeDefined();
      if (h !== 'x-request-id') expect(hit.headers[h], h).toBe(first.headers[h]);
    }
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const untrusted = await request(app.server).get('/').set('x-forwarded-proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await testGateway(fake.url, { SSR: 'on', TRUST_PROXY: 'on' }, ssr);
    try {
      const res = await request(proxied.server).get('/').set('x-forwarded-proto', 'https');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await proxied.close();
    }
  });
});

describe('API and file headers', () => {
  it('/graphql answers JSON with a no-content policy and nosniff', async () => {
    const res = await request(app.server).post('/graphql').send({ query: '{ language }' });
    expect(res.status).toBe(200);
    expect(csp(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('files are nosniff and may be embedded by other origins', async () => {
    const res = await request(app.server).get('/rc-pub/front/files/get?id=1');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(csp(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });
});

describe('GraphiQL', () => {
  it('is served from this server with its own policy (no CDN, no inline script)', async () => {
    const dev = await testGateway(fake.url, { NODE_ENV: 'development', GRAPHIQL: 'on' });
    try {
      const page = await request(dev.server).get('/graphiql');
      expect(page.status).toBe(200);
      expect(page.text).not.toMatch(/https?:\/\//);
      expect(page.text).not.toMatch(/<script>/);
      const p = csp(page.headers['content-security-policy']);
      expect(p.get('script-src')).toEqual(["'self'"]);
      expect(p.get('connect-src')).toEqual(["'self'"]);
      for (const src of page.text.match(/\/graphiql\/assets\/[\w.-]+/g) ?? []) {
        const asset = await request(dev.server).get(src);
        expect(asset.status, src).toBe(200);
      }
      expect((await request(dev.server).get('/graphiql/assets/start.js')).text).toContain('url: "/graphql"');
      expect((await request(dev.server).get('/graphiql/assets/__proto__')).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
