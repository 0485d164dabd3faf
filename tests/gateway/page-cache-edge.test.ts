/**
 * The page cache's edge (server/src/page-cache/edge.ts): over a real socket, a fresh anonymous page is
 * answered before Fastify (no request line is logged, no guard hook runs) with exactly the headers the route's answer
 * had, and everything the edge must not answer still reaches the route: members, HEAD, pages with a per-IP budget
 * (the limiter counts cached search pages too), and requests whose scheme a trusted proxy names (HSTS stays right).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayApp } from './gateway-app.js';
import { cacheGateway, useCacheGateway, type StubState } from './page-cache-stub.js';
import { startFakeRcPub } from './fake-rc-pub.js';

const HOST = 'a.localhost:3000';
const state: StubState = { renders: [], slowMs: 0, delayMs: 0 };
beforeEach(() => {
  state.renders.length = 0;
});

/** Headers that differ between two answers of one cached page by design. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'x-cache', 'server-timing', 'age', 'connection', 'keep-alive']);

function stableHeaders(h: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(h).filter(([k]) => !PER_RESPONSE.has(k)));
}

describe('fresh anonymous pages', () => {
  const lines: { msg?: string; url?: string; req?: { url?: string } }[] = [];
  let app: GatewayApp;
  let fake: Awaited<ReturnType<typeof startFakeRcPub>>;
  beforeAll(async () => {
    fake = await startFakeRcPub();
    app = await cacheGateway(
      fake.url,
      state,
      {},
      {
        overrides: {
          logger: { level: 'debug', stream: { write: (s: string) => void lines.push(JSON.parse(s)) } },
        },
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  const get = (path: string) => request(app.server).get(path).set('host', HOST);
  const incoming = (path: string) => lines.filter((l) => l.msg === 'incoming request' && l.req?.url === path).length;

  it('answers a HIT before routing, with the headers of the routed answer and a request id of its own', async () => {
    const first = await get('/edge/one').set('accept-encoding', 'gzip').expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(incoming('/edge/one')).toBe(1);

    const hit = await get('/edge/one').set('accept-encoding', 'gzip').expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toBe(first.text);
    expect(state.renders).toHaveLength(1);
    // not routed: Fastify logged no request line for it
    expect(incoming('/edge/one')).toBe(1);
    // every protective and cache header of the routed answer, the same values (security/headers.ts, headers.ts)
    expect(stableHeaders(hit.headers)).toEqual(stableHeaders(first.headers));
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const traced = await get('/edge/one').set('x-request-id', 'trace-42').expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-42');
    const hostile = await get('/edge/one').set('x-request-id', 'a b;c').expect(200);
    expect(hostile.headers['x-request-id']).not.toContain(' ');
  });

  it('answers 304 to a matching If-None-Match, and the coding the client takes', async () => {
    const first = await get('/edge/two').expect(200);
    const etag = first.headers.etag as string;
    const revalidated = await get('/edge/two').set('if-none-match', etag).expect(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
    const br = await get('/edge/two').set('accept-encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.text).toBe(first.text);
    const plain = await get('/edge/two').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  });

  it('leaves members, HEAD and other methods to the route', async () => {
    await get('/edge/three').expect(200);
    const before = incoming('/edge/three');
    const member = await get('/edge/three').set('cookie', 'commonToken=t1').expect(200);
    expect(member.headers['x-cache']).toBe('BYPASS');
    const head = await request(app.server).head('/edge/three').set('host', HOST).expect(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(incoming('/edge/three')).toBe(before + 2);
  });
});

describe('pages with a per-IP budget', () => {
  const gateway = useCacheGateway(state, { RATE_LIMIT_SEARCH: '2' });
  it('are counted by the limiter even when cached (the third answer is 429)', async () => {
    const get = () => request(gateway().server).get('/article?searchText=x').set('host', HOST);
    expect((await get()).headers['x-cache']).toBe('MISS');
    expect((await get()).headers['x-cache']).toBe('HIT');
    const third = await get();
    expect(third.status).toBe(429);
    expect(state.renders).toHaveLength(1);
  });
});

describe('behind a trusted proxy', () => {
  const gateway = useCacheGateway(state, { TRUST_PROXY: 'on' });
  it('a cached page requested over HTTPS still carries HSTS and the HTTPS policy', async () => {
    const get = () => request(gateway().server).get('/edge/tls').set('host', HOST).set('x-forwarded-proto', 'https');
    await get().expect(200);
    const hit = await get().expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(hit.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    // the same page over plain HTTP: no HSTS
    const plain = await request(gateway().server).get('/edge/tls').set('host', HOST).expect(200);
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
