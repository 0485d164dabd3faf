/**
 * How the gateway turns GraphQL search input into rc-pub calls (docs/product/search.md: analyse first, keyword rules,
 * the advanced form, types, fields, precision, sort, time ranges, filters, page size), and how faults come back:
 * checked input never reaches rc-pub; rc-pub's 400 becomes BAD_REQUEST with its message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { SearchPaths } from 'rc-pub/contract';
import { loadFixtures, startFakeRcPub, type FakeRcPub, type SeenRequest } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { fail, ok } from './samples.js';

const SEARCH = /* GraphQL */ `
query S($input: SearchInput!) { site(sld: "www") { id search(input: $input) { total page size hits { id } } } }`;
const ADVANCED = /* GraphQL */ `
query A($input: AdvancedSearchInput!) {
  site(sld: "www") { id advancedSearch(input: $input) { total clusters { field } } }
}`;
const ANALYZE = /* GraphQL */ `
query Z($q: String!, $type: SearchType) { analyzeSearch(q: $q, type: $type) { q terms } }`;

const EMPTY_PAGE = { total: 0, page: 0, size: 20, terms: [], content: [] };

let fake: FakeRcPub;
let app: GatewayApp;
let tap: http.Server;
/** Bodies of the POSTs the gateway sent (the fake records headers and query only). */
const posted: { path: string; body: unknown }[] = [];

async function gql(query: string, variables: Record<string, unknown>, lang = 'zh') {
  return request(app.server).post('/graphql').set('x-language', lang).send({ query, variables });
}
const seenOn = (p: string): SeenRequest[] => fake.seen.filter((s) => s.path === p);
/** The query of the first call to `p`, without the `timestamps` every GET carries. */
function paramsOf(p: string): Record<string, string> {
  const s = seenOn(p)[0];
  if (!s) throw new Error(`no call to ${p}`);
  return Object.fromEntries([...s.query.entries()].filter(([k]) => k !== 'timestamps'));
}

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  // A tap in front of the fake that keeps POST bodies, then forwards the request unchanged.
  tap = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST') posted.push({ path: req.url ?? '', body: JSON.parse(body.toString('utf8')) });
      const up = http.request(
        { host: '127.0.0.1', port: fake.port, path: req.url, method: req.method, headers: req.headers },
        (upRes) => {
          res.writeHead(upRes.statusCode ?? 200, upRes.headers);
          upRes.pipe(res);
        },
      );
      up.end(body);
    });
  });
  await new Promise<void>((r) => tap.listen(0, '127.0.0.1', r));
  app = await testGateway(`http://127.0.0.1:${(tap.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((r) => (tap ? tap.close(() => r()) : r()));
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  posted.length = 0;
  fake.on(SearchPaths.search, () => ok(EMPTY_PAGE));
  fake.on(SearchPaths.clusters, () => ok([{ field: 'year', buckets: [] }]));
  fake.on(SearchPaths.advSearch, () => ok(EMPTY_PAGE));
  fake.on(SearchPaths.advClusters, () => ok([{ field: 'year', buckets: [] }]));
});

describe('basic search parameters (docs/product/search.md#result-page-url)', () => {
  it('maps type, field, precision, sort (GraphQL names to rc-pub wire names), range, filters and page; trims the keyword; caps the size at 100', async () => {
    const res = await gql(SEARCH, {
      input: {
        q: '  石墨烯 制备 ',
        type: 'FIGURE',
        field: 'CAPTION',
        precision: 1,
        sort: 'CITATIONS',
        range: 3,
        publicationIds: [2, 6, 2],
        years: [2024, 2025],
        columns: ['Research Article', '综述'],
        publicationType: 1,
        openAccess: 0,
        page: 2,
        size: 500,
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(paramsOf(SearchPaths.search)).toEqual({
      q: '石墨烯 制备',
      type: 'figure',
      siteId: String(res.body.data.site.id),
      field: 'caption',
      precision: '1',
      sort: 'citations',
      range: '3',
      publicationId: '2,6',
      year: '2024,2025',
      column: 'Research Article,综述',
      publicationType: '1',
      openAccess: '0',
      page: '2',
      size: '100',
    });
  });

  it('time range 0 is all; 5, 3 and 1 are years back; anything else is refused', async () => {
    for (const [range, wire] of [
      [0, 'all'],
      [5, '5'],
      [3, '3'],
      [1, '1'],
    ] as const) {
      fake.reset();
      fake.on(SearchPaths.search, () => ok(EMPTY_PAGE));
      await gql(SEARCH, { input: { q: 'x', range } });
      expect(paramsOf(SearchPaths.search).range, String(range)).toBe(wire);
    }
    fake.reset();
    const res = await gql(SEARCH, { input: { q: 'x', range: 2 } }, 'en');
    expect(res.body.errors[0]).toMatchObject({ path: ['site', 'search'], extensions: { code: 'BAD_REQUEST' } });
    expect(res.body.errors[0].message).toContain('range');
    expect(seenOn(SearchPaths.search)).toEqual([]);
  });

  it('refuses out-of-range precision, publication type, open access, page and size before calling rc-pub', async () => {
    for (const bad of [{ precision: 2 }, { publicationType: 3 }, { openAccess: -1 }, { page: -1 }, { size: 0 }]) {
      const res = await gql(SEARCH, { input: { q: 'x', ...bad } }, 'en');
      const name = Object.keys(bad)[0] ?? '';
      expect(res.body.errors?.[0]?.extensions?.code, name).toBe('BAD_REQUEST');
      expect(res.body.errors[0].message, name).toContain(name);
      expect(res.body.data.site.search, name).toBeNull();
    }
    expect(seenOn(SearchPaths.search)).toEqual([]);
  });
});

describe('keyword rules (docs/product/search.md#keyword-rules: required, at most 150 characters)', () => {
  it('an empty keyword is BAD_REQUEST in the request language, without a call', async () => {
    const zh = await gql(SEARCH, { input: { q: '   ' } }, 'zh');
    expect(zh.body.errors[0]).toMatchObject({ message: '请输入检索词', extensions: { code: 'BAD_REQUEST' } });
    const en = await gql(ANALYZE, { q: '' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.errors[0]).toMatchObject({
      message: 'A search term is required',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(seenOn(SearchPaths.search)).toEqual([]);
    expect(seenOn(SearchPaths.analyze)).toEqual([]);
  });

  it('150 Chinese characters pass, 151 characters do not', async () => {
    const ok150 = await gql(SEARCH, { input: { q: '肺'.repeat(150) } });
    expect(ok150.body.errors).toBeUndefined();
    expect(paramsOf(SearchPaths.search).q).toHaveLength(150);
    fake.reset();
    const long = await gql(SEARCH, { input: { q: 'a'.repeat(151) } }, 'zh');
    expect(long.body.errors[0]).toMatchObject({
      message: '检索词不能超过 150 个字符',
      extensions: { code: 'BAD_REQUEST' },
    });
    const huge = await gql(ANALYZE, { q: `'; DROP TABLE articles; --${'x'.repeat(10_000)}` }, 'en');
    expect(huge.body.errors[0].message).toBe('The search term must be at most 150 characters');
    expect(fake.seen.map((r) => r.path)).toEqual(['/rc-pub/front/site/findBySld']); // the site only
  });
});

describe('analyzeSearch (docs/product/search.md#search-flow: analyse first)', () => {
  it('returns the analysed keyword and the terms to highlight', async () => {
    const res = await gql(ANALYZE, { q: '石墨烯 制备' });
    expect(res.body).toEqual({ data: { analyzeSearch: { q: '石墨烯 制备', terms: ['石墨烯', '制备'] } } });
    expect(paramsOf(SearchPaths.analyze)).toEqual({ q: '石墨烯 制备', type: 'article' });
  });

  it('asks rc-pub with type publication for journals and article for every other type (docs/product/search.md#search-flow)', async () => {
    fake.on(SearchPaths.analyze, (req) =>
      ok({ q: req.query.get('q'), type: req.query.get('type'), query: null, terms: [] }),
    );
    await gql(ANALYZE, { q: 'x', type: 'PUBLICATION' });
    await gql(ANALYZE, { q: 'x', type: 'FIGURE' });
    expect(seenOn(SearchPaths.analyze).map((s) => s.query.get('type'))).toEqual(['publication', 'article']);
  });

  it('a malformed query is BAD_REQUEST with rc-pub’s readable message', async () => {
    const res = await gql(ANALYZE, { q: 'abc "def' }, 'en');
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: 'The quote at character 5 is not closed',
      path: ['analyzeSearch'],
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('an rc-pub failure other than 400 stays an upstream error', async () => {
    fake.on(SearchPaths.analyze, () => fail(500, 'search index unavailable'));
    const res = await gql(ANALYZE, { q: 'x' });
    expect(res.body.errors[0]).toMatchObject({ message: 'search index unavailable', extensions: { code: 'UPSTREAM' } });
  });
});

describe('advanced search (docs/product/search.md#advanced-search)', () => {
  it('POSTs the used rows with the filters, and the same body for the facets', async () => {
    const res = await gql(ADVANCED, {
      input: {
        type: 'ARTICLE',
        rows: [
          { op: 'NOT', field: 'TITLE', value: ' 石墨烯 ' }, // the first operator is ignored (as rc-pub does)
          { op: 'OR', field: 'KEYWORD', value: 'graphene', precision: 1 },
          { op: 'AND', value: '   ' },
          { op: 'NOT', field: 'AUTHOR', value: '"Li Wei"' },
        ],
        sort: 'DATE',
        range: 5,
        years: [2025],
        size: 10,
      },
    });
    expect(res.body.errors).toBeUndefined();
    const siteId = res.body.data.site.id;
    expect(posted).toHaveLength(2);
    const adv = posted.find((p) => p.path.split('?')[0] === SearchPaths.advSearch);
    expect(adv?.body).toEqual({
      type: 'article',
      siteId,
      sort: 'date',
      range: '5',
      year: [2025],
      page: 0,
      size: 10,
      rows: [
        { op: 'NOT', field: 'title', value: '石墨烯', precision: 0 },
        { op: 'OR', field: 'keyword', value: 'graphene', precision: 1 },
        { op: 'NOT', field: 'author', value: '"Li Wei"', precision: 0 },
      ],
    });
    // facets: POST /front/advSearch/clusters with the very same body (no keyword-joined GET /front/search/clusters)
    expect(posted.find((p) => p.path.split('?')[0] === SearchPaths.advClusters)?.body).toEqual(adv?.body);
    expect(seenOn(SearchPaths.clusters)).toEqual([]);
  });

  it('a form without any keyword is BAD_REQUEST; rc-pub’s 400 comes back with its message', async () => {
    const empty = await gql(ADVANCED, { input: { rows: [{ value: ' ' }] } }, 'en');
    expect(empty.body.errors[0]).toMatchObject({
      message: 'A search term is required',
      path: ['site', 'advancedSearch'],
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(posted).toEqual([]);
    fake.on(SearchPaths.advSearch, () => fail(400, '字段“sponsor”不适用于此资源类型（article）'));
    const res = await gql(ADVANCED, { input: { rows: [{ field: 'SPONSOR', value: 'x' }] } });
    expect(res.body.data.site.advancedSearch).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: '字段“sponsor”不适用于此资源类型（article）',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
