/**
 * Facets of the advanced form through the gateway (/seniorSearch, docs/product/search.md#advanced-search): Site.advancedSearch
 * { clusters } asks rc-pub's POST /front/advSearch/clusters with the form's own body, so a form whose rows add up to
 * more than one keyword's 150 characters gets facets counting exactly its results. First against a seeded rc-pub
 * (tests/helpers/seeded-db.ts), then against the fake (tests/gateway/fake-rc-pub.ts) for the calls and faults.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPaths } from 'rc-pub/contract';
import { buildApp as buildRcPub } from '../../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../../rc-pub/src/config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import type { TestDb } from '../helpers/db.js';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { fail, ok } from './samples.js';

const ADVANCED = /* GraphQL */ `
query A($sld: String, $input: AdvancedSearchInput!) {
  site(sld: $sld) {
    id
    advancedSearch(input: $input) { total hits { id } clusters { field buckets { value label count } } }
  }
}`;

/** Four rows of valid keywords, 200+ characters in all: too long to be sent as one keyword. */
const LONG_ROWS = [
  {
    field: 'ALL',
    value: '研究 OR 分析 OR 方法 OR 应用 OR 影响 OR 技术 OR 系统 OR 设计 OR 模型 OR 实验 OR 材料 OR 数据',
  },
  {
    op: 'OR',
    field: 'TITLE',
    value: '基于 OR 制备 OR 性能 OR 结构 OR 机制 OR 评价 OR 优化 OR 控制 OR 发展 OR 问题 OR 特征',
  },
  {
    op: 'AND',
    field: 'ALL',
    value: '中国 OR 研究 OR 分析 OR 影响 OR 方法 OR 应用 OR 技术 OR 发展 OR 问题 OR 特征 OR 结果',
  },
  {
    op: 'NOT',
    field: 'KEYWORD',
    value: '"石墨烯" OR "肺炎" OR "不存在的关键词甲" OR "不存在的关键词乙"',
    precision: 1,
  },
];

type Clusters = { field: string; buckets: { value: string; label: string; count: number }[] }[];
const sum = (c: Clusters, field: string) => c.find((x) => x.field === field)!.buckets.reduce((n, b) => n + b.count, 0);

describe('advancedSearch { clusters } against a seeded rc-pub', () => {
  let db: TestDb;
  let rcPub: Awaited<ReturnType<typeof buildRcPub>>;
  let app: GatewayApp;
  beforeAll(async () => {
    db = await createSeededTestDb();
    const config = loadRcPubConfig({ ...process.env, LOG_LEVEL: 'silent', RC_PUB_SEED: 'off' });
    rcPub = await buildRcPub({ config: { ...config, logLevel: 'silent' }, db: db.handle });
    app = await testGateway(await rcPub.listen({ host: '127.0.0.1', port: 0 }));
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await rcPub?.close();
    await db?.cleanup();
  });

  it('a form longer than 150 characters gets facets that add up to its total', async () => {
    expect(LONG_ROWS.reduce((n, r) => n + [...r.value].length, 0)).toBeGreaterThan(150);
    const res = await request(app.server)
      .post('/graphql')
      .set('x-language', 'zh')
      .send({ query: ADVANCED, variables: { sld: 'zhdemo', input: { rows: LONG_ROWS } } });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const adv = res.body.data.site.advancedSearch as { total: number; hits: unknown[]; clusters: Clusters };
    expect(adv.total).toBeGreaterThan(20);
    expect(adv.hits).toHaveLength(20);
    expect(adv.clusters.map((c) => c.field)).toEqual(['journal', 'year', 'column', 'author', 'keyword']);
    const journals = adv.clusters.find((c) => c.field === 'journal')!.buckets;
    expect(journals.length).toBeGreaterThan(1);
    expect(journals.length).toBeLessThan(20);
    expect(sum(adv.clusters, 'journal')).toBe(adv.total);
    expect(journals.every((b) => b.label.includes('演示'))).toBe(true);
  });
});

describe('advancedSearch { clusters }: the rc-pub calls and their faults', () => {
  let fake: FakeRcPub;
  let app: GatewayApp;
  /** POST bodies the gateway sent, by path (the fake parses each request's JSON body). */
  const posted = () => fake.seen.filter((s) => s.method === 'POST').map((s) => ({ path: s.path, body: s.body }));
  beforeAll(async () => {
    fake = await startFakeRcPub({ fixtures: loadFixtures() });
    app = await testGateway(fake.url);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  const gql = (input: Record<string, unknown>, lang = 'zh') =>
    request(app.server)
      .post('/graphql')
      .set('x-language', lang)
      .send({ query: ADVANCED, variables: { sld: 'www', input } });

  it('POSTs the same body to advSearch and advSearch/clusters once each, and no keyword facet call', async () => {
    fake.reset();
    const page = { total: 3, page: 0, size: 20, terms: [], content: [] };
    const buckets = [{ field: 'journal', buckets: [{ value: '7', label: '[Demo] J', count: 3 }] }];
    fake.on(SearchPaths.advSearch, () => ok(page));
    fake.on(SearchPaths.advClusters, () => ok(buckets));
    const res = await gql({ rows: LONG_ROWS, years: [2024] });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.site.advancedSearch).toMatchObject({ total: 3, clusters: buckets });
    expect(
      posted()
        .map((p) => p.path)
        .sort(),
    ).toEqual([SearchPaths.advClusters, SearchPaths.advSearch].sort());
    const [first, second] = posted();
    expect(first!.body).toEqual(second!.body);
    expect(first!.body).toMatchObject({ siteId: res.body.data.site.id, year: [2024] });
    expect((first!.body as { rows: unknown[] }).rows).toHaveLength(4);
    expect(fake.seen.filter((s) => s.path === SearchPaths.clusters)).toEqual([]);
  });

  it('does not ask for facets unless selected; an rc-pub 400 on the facets is BAD_REQUEST on clusters only', async () => {
    fake.reset();
    fake.on(SearchPaths.advSearch, () => ok({ total: 0, page: 0, size: 20, terms: [], content: [] }));
    const noFacets = await request(app.server)
      .post('/graphql')
      .send({
        query: 'query A($input: AdvancedSearchInput!) { site(sld: "www") { advancedSearch(input: $input) { total } } }',
        variables: { input: { rows: LONG_ROWS } },
      });
    expect(noFacets.body.errors).toBeUndefined();
    expect(posted().map((p) => p.path)).toEqual([SearchPaths.advSearch]);
    fake.on(SearchPaths.advClusters, () => fail(400, 'The quote at character 3 is not closed'));
    const res = await gql({ rows: [{ value: 'a "b' }] }, 'en');
    expect(res.body.data.site.advancedSearch.total).toBe(0);
    expect(res.body.data.site.advancedSearch.clusters).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: 'The quote at character 3 is not closed',
      path: ['site', 'advancedSearch', 'clusters'],
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
