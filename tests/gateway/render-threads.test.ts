/**
 * Page renders in worker threads (server/src/ssr/render-threads.ts): the built entry runs in a thread while the
 * gateway keeps answering other requests; the page's GraphQL still runs on the main thread; a thread takes a second
 * page while one waits for its data; a render that throws, or a thread that dies mid-render, is a readable 500 page
 * and the next page renders on a replacement thread;
 * RENDER_THREADS=off renders on the event loop. The entry is a fixture (tests/fixtures/render-threads/) standing in
 * for web/dist.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/render-threads');
const env = { SSR: 'on', WEB_DIST, PAGE_CACHE: 'off', RENDER_CONCURRENCY: '1', RENDER_QUEUE_WAIT_MS: '5000' };

let fake: FakeRcPub;
beforeAll(async () => {
  fake = await startFakeRcPub();
});
afterAll(async () => {
  await fake?.close();
});

describe('RENDER_THREADS=on (the default)', () => {
  let app: GatewayApp;
  beforeAll(async () => {
    app = await testGateway(fake.url, env);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders in a thread, with the page query executed by the gateway', async () => {
    const res = await request(app.server).get('/data').expect(200);
    expect(res.text).toMatch(/\/data rendered in thread \d+/);
    expect(res.text).toContain('{"data":{"language":"EN"}}');
  });

  it('answers other requests while a render keeps its thread busy', async () => {
    const done: string[] = [];
    const busy = request(app.server)
      .get('/busy/1500')
      .then((r) => {
        done.push('page');
        return r;
      });
    await new Promise((r) => setTimeout(r, 150));
    const other = await request(app.server).get('/graphql?query=%7Blanguage%7D').expect(200);
    done.push('graphql');
    expect(other.body).toEqual({ data: { language: 'ZH' } });
    const page = await busy;
    // on the event loop the GraphQL answer would wait for the rest of the render
    expect(done).toEqual(['graphql', 'page']);
    expect(page.status).toBe(200);
    expect(page.text).toContain('/busy/1500 rendered in thread');
  });

  it('renders another page on the same thread while a render waits for its data', async () => {
    const done: string[] = [];
    const waiting = request(app.server)
      .get('/wait/1500')
      .then((r) => {
        done.push('waiting page');
        return r;
      });
    await new Promise((r) => setTimeout(r, 150));
    const other = await request(app.server).get('/data').expect(200);
    done.push('other page');
    const first = await waiting;
    // one thread (RENDER_CONCURRENCY=1): the second page did not wait for the first one's data
    expect(done).toEqual(['other page', 'waiting page']);
    expect(/thread (\d+)/.exec(other.text)?.[1]).toBe(/thread (\d+)/.exec(first.text)?.[1]);
  });

  it('turns a render that throws into the 500 page, and goes on rendering', async () => {
    const res = await request(app.server).get('/throw');
    expect(res.status).toBe(500);
    expect(res.text).toContain('The page could not be rendered');
    await request(app.server).get('/data').expect(200);
  });

  it('replaces a thread that dies mid-render: that page is a 500, the next one renders', async () => {
    const first = await request(app.server).get('/data').expect(200);
    const before = /thread (\d+)/.exec(first.text)?.[1];
    const crash = await request(app.server).get('/crash');
    expect(crash.status).toBe(500);
    const next = await request(app.server).get('/data').expect(200);
    const after = /thread (\d+)/.exec(next.text)?.[1];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});

describe('RENDER_THREADS=off', () => {
  it('renders on the event loop', async () => {
    const app = await testGateway(fake.url, { ...env, RENDER_THREADS: 'off' });
    try {
      const res = await request(app.server).get('/data').expect(200);
      expect(res.text).toContain('/data rendered in main');
    } finally {
      await app.close();
    }
  });
});
