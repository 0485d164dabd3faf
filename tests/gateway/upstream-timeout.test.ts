/**
 * A hung rc-pub bounds GraphQL answers and the file proxy like pages (docs/product/calls-and-errors.md#statuses-and-error-codes):
 * past GRAPHQL_UPSTREAM_TIMEOUT_MS a GraphQL request answers `extensions.code` UPSTREAM_TIMEOUT and a file answers 504
 * with Retry-After and a readable envelope, while a large file whose bytes keep coming still streams to its end
 * (the bound is on the headers, not the body). An article PDF, which rc-pub holds while it renders it, has its own
 * longer bound (PDF_UPSTREAM_TIMEOUT_MS). The double is a plain HTTP server that never answers, answers a file slowly,
 * or answers a PDF after 900 ms; the gateway runs with a 300 ms bound and a 5 s PDF bound.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

/** Chunks of the slow file and the pause between them: the whole body takes longer than the 300 ms bound. */
const CHUNKS = 8;
const CHUNK_PAUSE_MS = 80;
const CHUNK = 'x'.repeat(64 * 1024);
/** How long the double holds an article PDF request before answering 202 (beyond the 300 ms bound). */
const PDF_HOLD_MS = 900;

let server: http.Server;
const sockets = new Set<Socket>();
let app: GatewayApp;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.includes('id=slow')) {
      // headers at once, then the body bit by bit
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(CHUNKS * CHUNK.length) });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(CHUNK);
        if (++sent === CHUNKS) {
          clearInterval(timer);
          res.end();
        }
      }, CHUNK_PAUSE_MS);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (req.url?.startsWith('/rc-pub/front/files/pdf')) {
      // a PDF being rendered: "being prepared" after a wait longer than the GraphQL bound
      const timer = setTimeout(() => {
        res.writeHead(202, { 'retry-after': '5', 'content-type': 'text/html; charset=utf-8' });
        res.end('<p>being prepared</p>');
      }, PDF_HOLD_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    // anything else: read the request and never answer
    req.resume();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  app = await testGateway(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    GRAPHQL_UPSTREAM_TIMEOUT_MS: '300',
    PDF_UPSTREAM_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await app?.close();
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('a hung rc-pub', () => {
  it('ends a GraphQL query with UPSTREAM_TIMEOUT', async () => {
    const res = await request(app.server).post('/graphql').send({ query: '{ site { id name } }' });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(res.body.errors[0].message).toMatch(/did not answer within 300 ms/);
  });

  it('ends a GraphQL mutation with UPSTREAM_TIMEOUT, not cached', async () => {
    const res = await request(app.server)
      .post('/graphql')
      .send({ query: 'mutation { captchaChallenge { __typename } }' })
      .set('cookie', 'commonToken=t1');
    expect(res.body.errors[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('answers a file with 504, Retry-After and a readable envelope', async () => {
    const res = await request(app.server).get('/rc-pub/front/files/get?id=1');
    expect(res.status).toBe(504);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ status: 504, code: 'UPSTREAM_TIMEOUT', data: null });
    expect(res.body.message).toMatch(/did not answer in time/);
  });

  it('waits for an article PDF that rc-pub holds while rendering it, past the GraphQL bound', async () => {
    const res = await request(app.server).get('/rc-pub/front/files/pdf?articleId=7');
    expect(res.status).toBe(202);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('still streams a large file whose bytes keep coming after the bound', async () => {
    const res = await request(app.server)
      .get('/rc-pub/front/files/get?id=slow')
      .buffer(true)
      .parse((r, done) => {
        let n = 0;
        r.on('data', (c: Buffer) => {
          n += c.length;
        });
        r.on('end', () => done(null, n));
      });
    expect(res.status).toBe(200);
    expect(res.body).toBe(CHUNKS * CHUNK.length);
  });
});

describe('GRAPHQL_UPSTREAM_TIMEOUT_MS', () => {
  it('defaults to 5000 ms and never exceeds RC_PUB_TIMEOUT_MS', () => {
    expect(loadConfig({}).graphqlUpstreamTimeoutMs).toBe(5000);
    expect(loadConfig({ GRAPHQL_UPSTREAM_TIMEOUT_MS: '800' }).graphqlUpstreamTimeoutMs).toBe(800);
    expect(loadConfig({ RC_PUB_TIMEOUT_MS: '200' }).graphqlUpstreamTimeoutMs).toBe(200);
    expect(() => loadConfig({ GRAPHQL_UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/GRAPHQL_UPSTREAM_TIMEOUT_MS/);
    expect(loadConfig({}).pdfUpstreamTimeoutMs).toBe(30_000);
    expect(loadConfig({ PDF_UPSTREAM_TIMEOUT_MS: '45000', RC_PUB_TIMEOUT_MS: '40000' }).pdfUpstreamTimeoutMs).toBe(
      40_000,
    );
  });
});
