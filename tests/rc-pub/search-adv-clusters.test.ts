/**
 * Facets of the advanced form (docs/product/search.md#advanced-search; POST /rc-pub/front/advSearch/clusters): a form whose rows
 * add up to more than one keyword's 150 characters still gets facets, counted over exactly the set the advanced
 * search finds (journal buckets add up to its total); a short form gets the same facets as the equivalent keyword on
 * GET /front/search/clusters; faults are envelope errors in the request's language, never a 500.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClustersWire, SearchResultWire } from '../../rc-pub/src/contract/search.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import type { Envelope } from '../../rc-pub/src/contract/wire.js';
import { rowsOf, type SearchApp, startSearchApp } from './search-app.js';

let s: SearchApp;
let zhdemo: number;

beforeAll(async () => {
  s = await startSearchApp();
  zhdemo = Number((await rowsOf<{ id: number }>(s.db, "select id from sites where sld = 'zhdemo'"))[0]!.id);
}, 600_000);
afterAll(async () => {
  await s?.close();
});

/** POSTs `body` to `path`; the HTTP status must be 200 (envelope errors included), the envelope is returned. */
async function post<T>(path: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh'): Promise<Envelope<T>> {
  const res = await s.http.post(path).set('language', lang).send(body);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as Envelope<T>;
}

/** A form of four rows, each a valid keyword, 200+ characters in all (too long as one keyword). */
const LONG_ROWS = [
  {
    field: 'all',
    value: '研究 OR 分析 OR 方法 OR 应用 OR 影响 OR 技术 OR 系统 OR 设计 OR 模型 OR 实验 OR 材料 OR 数据',
  },
  {
    op: 'OR',
    field: 'title',
    value: '基于 OR 制备 OR 性能 OR 结构 OR 机制 OR 评价 OR 优化 OR 控制 OR 发展 OR 问题 OR 特征',
  },
  {
    op: 'AND',
    field: 'all',
    value: '中国 OR 研究 OR 分析 OR 影响 OR 方法 OR 应用 OR 技术 OR 发展 OR 问题 OR 特征 OR 结果',
  },
  {
    op: 'NOT',
    field: 'keyword',
    value: '"石墨烯" OR "肺炎" OR "不存在的关键词甲" OR "不存在的关键词乙"',
    precision: 1,
  },
];

const sum = (c: ClustersWire, field: string) =>
  c.find((x) => x.field === field)!.buckets.reduce((n, b) => n + b.count, 0);

describe('POST /front/advSearch/clusters', () => {
  it('gives facets for a form longer than one keyword, counting what the advanced search finds', async () => {
    expect(LONG_ROWS.reduce((n, r) => n + [...r.value].length, 0)).toBeGreaterThan(150);
    const body = { siteId: zhdemo, rows: LONG_ROWS };
    const [result, clusters] = await Promise.all([
      post<SearchResultWire>(SearchPaths.advSearch, body),
      post<ClustersWire>(SearchPaths.advClusters, body),
    ]);
    expect(result.status).toBe(0);
    expect(clusters.status).toBe(0);
    expect(result.data.total).toBeGreaterThan(20);
    expect(clusters.data.map((c) => c.field)).toEqual(['journal', 'year', 'column', 'author', 'keyword']);
    const journals = clusters.data.find((c) => c.field === 'journal')!.buckets;
    expect(journals.length).toBeGreaterThan(1);
    expect(journals.length).toBeLessThan(20);
    expect(sum(clusters.data, 'journal')).toBe(result.data.total);
    // a journal bucket, used as the form's filter, finds exactly its count
    const top = journals[0]!;
    const filtered = await post<SearchResultWire>(SearchPaths.advSearch, {
      ...body,
      publicationId: [Number(top.value)],
    });
    expect(filtered.data.total).toBe(top.count);
    const narrowed = await post<ClustersWire>(SearchPaths.advClusters, { ...body, publicationId: [Number(top.value)] });
    expect(sum(narrowed.data, 'journal')).toBe(top.count);
  });

  it('counts like the keyword clusters for a form that fits in one keyword; labels in the request language', async () => {
    const rows = [
      { field: 'title', value: '研究' },
      { op: 'NOT', field: 'all', value: '分析' },
    ];
    const adv = await post<ClustersWire>(SearchPaths.advClusters, { siteId: zhdemo, rows });
    const basic = await s.clusters({ q: 'title:(研究) NOT (分析)', siteId: zhdemo });
    expect(adv.status).toBe(0);
    expect(sum(adv.data, 'journal')).toBeGreaterThan(0);
    expect(adv.data).toEqual(basic);
    const en = await post<ClustersWire>(SearchPaths.advClusters, { siteId: zhdemo, rows }, 'en');
    expect(sum(en.data, 'journal')).toBe(sum(adv.data, 'journal'));
    expect(en.data.find((c) => c.field === 'journal')!.buckets.every((b) => b.label.includes('Demo'))).toBe(true);
  });

  it('answers faults with envelope errors in the request language, never a 500', async () => {
    const at = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      post<ClustersWire>(SearchPaths.advClusters, body, lang);
    expect(await at({ siteId: zhdemo, rows: [] })).toMatchObject({ status: 400, data: null });
    expect(await at({ siteId: zhdemo })).toMatchObject({ status: 400, data: null });
    expect(await at({ siteId: zhdemo, rows: [{ field: 'all', value: '  ' }] })).toMatchObject({
      status: 400,
      message: '请输入检索词',
    });
    expect(
      await at({ siteId: zhdemo, rows: [...LONG_ROWS.slice(0, 2), { op: 'AND', field: 'all', value: 'a "b' }] }, 'en'),
    ).toMatchObject({ status: 400, message: 'The quote at character 3 is not closed' });
    expect(await at({ siteId: zhdemo, rows: [{ field: 'all', value: '(石墨烯 OR 肺' }] })).toMatchObject({
      status: 400,
      message: '第 1 个字符处的左括号“(”没有对应的右括号',
    });
    expect(await at({ siteId: zhdemo, rows: [{ field: 'all', value: 'x'.repeat(151) }] }, 'en')).toMatchObject({
      status: 400,
      message: 'The search term must be at most 150 characters',
    });
    expect(await at({ siteId: zhdemo, rows: [{ field: 'caption', value: 'x' }] }, 'en')).toMatchObject({
      status: 400,
      message: 'The field "caption" does not apply to this resource type (article)',
    });
    expect((await at({ siteId: 999999, rows: [{ field: 'all', value: '研究' }] })).status).toBe(404);
    expect((await at({ siteId: zhdemo, year: 'x', rows: [{ field: 'all', value: '研究' }] })).status).toBe(400);
  });

  it('is in the OpenAPI document as a POST', async () => {
    const doc = (await s.http.get('/rc-pub/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths[SearchPaths.advClusters]!)).toEqual(['post']);
    expect(JSON.stringify(doc.paths[SearchPaths.advClusters])).toContain('rows');
  });
});
