/** Gateway infrastructure: configuration validation, the per-site TTL cache, GraphiQL switch, loader batching. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RcPubPaths } from 'rc-pub/contract';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { SiteConfigCache } from '../../server/src/loaders/site-config.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway } from './gateway-app.js';
import { ok } from './samples.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      rcPubOrigin: 'http://127.0.0.1:3001',
      rcPubBasePath: '',
      rcPubTimeoutMs: 600000,
      defaultSld: 'www',
      graphiql: true,
      ssr: true,
    });
    expect(c.webDist).toMatch(/web\/dist$/);
    expect(loadConfig({ NODE_ENV: 'production' }).graphiql).toBe(false);
    expect(loadConfig({ RC_PUB_URL: 'https://pub.example.org/api/' })).toMatchObject({
      rcPubOrigin: 'https://pub.example.org',
      rcPubBasePath: '/api',
    });
  });
  it('fails fast with every problem listed', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', RC_PUB_URL: 'ftp://x', RC_PUB_TIMEOUT_MS: '-1', SSR: 'maybe', NODE_ENV: 'staging' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const v of ['PORT', 'RC_PUB_URL', 'RC_PUB_TIMEOUT_MS', 'SSR', 'NODE_ENV']) expect(msg).toContain(v);
  });
});

describe('SiteConfigCache (per-site configuration)', () => {
  it('shares one in-flight load between concurrent callers', async () => {
    const cache = new SiteConfigCache(1000);
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((r) => {
        release = r;
      });
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    release('v');
    expect(await Promise.all([a, b])).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });
  it('keeps successes until the TTL passes, never failures', async () => {
    let now = 0;
    const cache = new SiteConfigCache(1000, 100, () => now);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    now = 999;
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    now = 1001;
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    await expect(
      cache.get('bad', async () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });
});

describe('GraphiQL and batching', () => {
  let fake: FakeRcPub;
  beforeAll(async () => {
    fake = await startFakeRcPub();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('serves /graphiql in development only', async () => {
    const dev = await testGateway(fake.url, { NODE_ENV: 'development' });
    const prod = await testGateway(fake.url, { NODE_ENV: 'production' });
    try {
      expect((await request(dev.server).get('/graphiql')).status).toBe(200);
      expect((await request(prod.server).get('/graphiql')).status).toBe(404);
    } finally {
      await dev.close();
      await prod.close();
    }
  });

  it('batches journals asked for in one query into one ?ids= call', async () => {
    const pub = (id: number) => ({
      id,
      code: `demo${id}`,
      titleZh: `[演示] 期刊${id}`,
      titleEn: `[Demo] Journal ${id}`,
      abbrev: null,
      issn: null,
      eissn: null,
      cn: null,
      publisherZh: null,
      publisherEn: null,
      sponsorZh: null,
      sponsorEn: null,
      descriptionZh: null,
      descriptionEn: null,
      language: 'en',
      coverUrl: null,
      indexed: 'A; B',
      groupType: 0,
      demo: true,
      siteId: null,
      siteSld: null,
      articleCount: 0,
      issueCount: 0,
    });
    fake.on(RcPubPaths.publications, (req) =>
      ok(
        (req.query.get('ids') ?? '')
          .split(',')
          .map(Number)
          .filter((n) => n !== 3)
          .map(pub),
      ),
    );
    const app = await testGateway(fake.url, { NODE_ENV: 'test' });
    try {
      const res = await request(app.server).post('/graphql').set('x-language', 'en').send({
        query:
          '{ a: publication(id: 1) { title indexed } b: publication(id: 2) { title } c: publication(id: 3) { title } }',
      });
      expect(res.body).toEqual({
        data: { a: { title: '[Demo] Journal 1', indexed: ['A', 'B'] }, b: { title: '[Demo] Journal 2' }, c: null },
      });
      const calls = fake.seen.filter((s) => s.path === RcPubPaths.publications);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.query.get('ids')).toBe('1,2,3');
    } finally {
      await app.close();
    }
  });
});
