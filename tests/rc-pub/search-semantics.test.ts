/**
 * Search semantics on a small known set (docs/product/search.md: the query language's uppercase AND/OR/NOT,
 * implied AND, quotes, field prefixes; precision, sort, scope): boolean and phrase behaviour, 1- and 2-character Chinese and mixed
 * zh/en queries, exact DOI first, highlights that are safe HTML, titles in the request's language, advanced rows,
 * envelope errors in zh and en, SQL metacharacters and a 10,000-character input. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeWire, SearchResultWire } from '../../rc-pub/src/contract/search.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { rowsOf, type SearchApp, startSearchApp } from './search-app.js';
import { insertKnownSet, type KnownIds } from './search-known-set.js';

let s: SearchApp;
let k: KnownIds;

beforeAll(async () => {
  s = await startSearchApp();
  k = await insertKnownSet(s.db);
}, 600_000);
afterAll(async () => {
  await s?.close();
});

/** Keys of the known articles a query finds on site A (sorted), with optional extra parameters. */
async function keys(q: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const r = await s.search({ q, siteId: k.siteA, ...extra });
  const byId = Object.fromEntries(Object.entries(k.article).map(([key, id]) => [id, key]));
  return r.content.map((h) => byId[h.id] ?? `?${h.id}`).sort();
}

describe('boolean operators (docs/product/search.md#query-language: uppercase only, AND implied)', () => {
  it('implied AND between adjacent terms', async () => {
    expect(await keys('cats learning')).toEqual(['cats']);
    expect(await keys('machine learning')).toEqual(['cats', 'dogs']);
  });
  it('AND, OR, NOT', async () => {
    expect(await keys('machine AND cats')).toEqual(['cats']);
    expect(await keys('cats OR dogs')).toEqual(['cats', 'dogs']);
    expect(await keys('machine NOT dogs')).toEqual(['cats']);
    expect(await keys('rock AND roll')).toEqual(['rockAndRoll', 'rockRoll']);
  });
  it('lowercase and/or/not are ordinary words', async () => {
    expect(await keys('rock and roll', { precision: 1 })).toEqual(['rockAndRoll']);
    expect(await keys('cats or dogs')).toEqual([]);
  });
  it('parentheses group, NOT > AND > OR', async () => {
    expect(await keys('(cats OR dogs) AND design')).toEqual(['dogs']);
    expect(await keys('cats OR dogs AND design')).toEqual(['cats', 'dogs']);
    expect(await keys('stones OR music NOT rock')).toEqual(['rockRoll']);
    expect(await keys('(stones OR music) NOT physics')).toEqual(['rockAndRoll']);
  });
  it('quoted phrases need adjacency', async () => {
    expect(await keys('"machine learning"')).toEqual(['cats']);
    expect(await keys('"learning machine"')).toEqual(['dogs']);
    expect(await keys('“rock and roll”')).toEqual(['rockAndRoll']);
  });
  it('field prefixes search one field', async () => {
    expect(await keys('author:张三')).toEqual(['graphene']);
    expect(await keys('title:张三')).toEqual([]);
    expect(await keys('keyword:石墨烯')).toEqual(['graphene']);
    expect(await keys('abstract:music')).toEqual(['rockAndRoll']);
    expect(await keys('title:(rock NOT physics)')).toEqual(['rockAndRoll']);
    expect(await keys('作者：张三')).toEqual(['graphene']);
  });
  it('the field dropdown applies to terms without a prefix', async () => {
    expect(await keys('music', { field: 'title' })).toEqual([]);
    expect(await keys('music', { field: 'abstract' })).toEqual(['rockAndRoll']);
  });
});

describe('Chinese and mixed queries', () => {
  it('1-character and 2-character Chinese terms match', async () => {
    expect(await keys('肺')).toEqual(['pneumonia']);
    expect(await keys('肺炎')).toEqual(['pneumonia']);
    expect(await keys('制备')).toEqual(['graphene']);
    expect(await keys('诊断')).toEqual(['pneumonia']);
  });
  it('mixed zh/en queries match', async () => {
    expect(await keys('Graphene 传感器')).toEqual(['sensor']);
    expect(await keys('基于Graphene')).toEqual(['sensor']);
    expect(await keys('石墨烯 preparation')).toEqual(['graphene']);
  });
  it('precise is an exact substring; fuzzy also takes prefixes and separated words', async () => {
    expect(await keys('learn', { precision: 1 })).toEqual([]);
    expect(await keys('learn', { precision: 0 })).toEqual(['cats', 'dogs']);
    expect(await keys('石墨烯研究', { precision: 1 })).toEqual([]);
    expect(await keys('石墨烯研究', { precision: 0 })).toEqual(['graphene']);
    // a typo in a Latin word still finds the titles with the word when fuzzy (trigram-similar vocabulary words),
    // also inside a Chinese title (基于Graphene的传感器), never when precise
    expect(await keys('grapheen', { precision: 0 })).toEqual(['graphene', 'sensor']);
    expect(await keys('grapheen', { precision: 1 })).toEqual([]);
  });
});

describe('ranking, sort, scope and display', () => {
  it('an exact DOI match ranks first', async () => {
    for (const q of ['10.5555/demo-search-001', '10.5555/DEMO-SEARCH-001']) {
      const r = await s.search({ q, siteId: k.siteA });
      expect(r.content[0]!.id).toBe(k.article.graphene);
      expect(r.content.map((h) => h.id)).toContain(k.article.citing);
    }
    const byField = await s.search({ q: '10.5555/demo-search-001', field: 'doi', siteId: k.siteA });
    expect(byField.content.map((h) => h.id)).toEqual([k.article.graphene]);
  });
  it('a term that is a word of a title outranks the same characters straddling two words (newer or not)', async () => {
    const r = await s.search({ q: '过程', siteId: k.siteA });
    expect(r.content.map((h) => h.id)).toEqual([k.article.process, k.article.straddle]);
    // sorted by date, the newer straddling title comes first: the order above is relevance
    const byDate = await s.search({ q: '过程', siteId: k.siteA, sort: 'date' });
    expect(byDate.content.map((h) => h.id)).toEqual([k.article.straddle, k.article.process]);
  });
  it('sorts by date and by views (docs/product/search.md#sorting)', async () => {
    const byDate = await s.search({ q: 'machine OR rock', siteId: k.siteA, sort: 'date' });
    const dates = byDate.content.map((h) => h.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const byViews = await s.search({ q: '石墨烯 OR cats', siteId: k.siteA, sort: 'views' });
    expect(byViews.content[0]!.id).toBe(k.article.cats);
  });
  it('keeps the last N years with a time range (docs/product/search.md#time-ranges)', async () => {
    const q = { q: 'machine OR rock OR 石墨烯 OR 肺炎', siteId: k.siteA };
    const all = await s.search({ ...q, range: 'all' });
    expect(all.total).toBe(6);
    for (const range of ['5', '3', '1'] as const) {
      const since = new Date();
      since.setFullYear(since.getFullYear() - Number(range));
      const r = await s.search({ ...q, range });
      expect(r.total).toBeLessThan(all.total);
      expect(r.content.every((h) => h.publishedDate! >= since.toISOString().slice(0, 10))).toBe(true);
    }
  });
  it('a single site searches only its journal', async () => {
    const a = await s.search({ q: '石墨烯', siteId: k.siteA });
    expect(a.content.every((h) => h.publicationId === k.journalA)).toBe(true);
    expect(a.content.map((h) => h.id)).toEqual([k.article.graphene]);
    const b = await s.search({ q: '石墨烯', siteId: k.siteB });
    expect(b.content.map((h) => h.id)).toEqual([k.article.otherJournal]);
    const www = Number((await rowsOf<{ id: number }>(s.db, "select id from sites where sld = 'www'"))[0]!.id);
    const all = await s.search({ q: '石墨烯', siteId: www, size: 100 });
    expect(all.content.map((h) => h.id)).toEqual(expect.arrayContaining([k.article.graphene, k.article.otherJournal]));
  });
  it('pages from 0 with a default size of 20', async () => {
    const r = await s.search({ q: 'machine OR rock OR 石墨烯', siteId: k.siteA, size: 2, page: 1 });
    expect(r).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(r.content).toHaveLength(2);
    expect((await s.search({ q: 'rock', siteId: k.siteA })).size).toBe(20);
  });
  it('titles follow the request language, else the original', async () => {
    const zh = await s.search({ q: '石墨烯', siteId: k.siteA }, 'zh');
    const en = await s.search({ q: '石墨烯', siteId: k.siteA }, 'en');
    expect(zh.content[0]).toMatchObject({ title: '石墨烯制备方法研究', titleEn: 'Graphene preparation methods' });
    expect(en.content[0]!.title).toBe('Graphene preparation methods');
    const pneumonia = await s.search({ q: '肺炎', siteId: k.siteA }, 'en');
    expect(pneumonia.content[0]!.title).toBe('肺炎的临床诊断');
    expect(zh.content[0]!.publicationTitle).toBe('【演示】检索测试刊甲');
    expect(zh.content[0]).toMatchObject({
      authors: ['张三'],
      keywords: ['石墨烯', '制备'],
      type: 'article',
      typeId: 428,
    });
  });
  it('highlights matches in <em> and escapes everything else', async () => {
    const r = await s.search({ q: 'escaping brackets', siteId: k.siteA }, 'en');
    const hit = r.content[0]!;
    expect(hit.highlightTitle).toBe('Tags &lt;b&gt;bold&lt;/b&gt; &amp; <em>escaping</em>');
    expect(hit.snippet).toContain('<em>brackets</em>');
    expect(hit.snippet).not.toMatch(/<(?!\/?em>)/);
    const zh = await s.search({ q: '石墨烯', siteId: k.siteA });
    expect(zh.content[0]!.highlightTitle).toBe('<em>石墨烯</em>制备方法研究');
    expect(zh.terms).toContain('石墨烯');
  });
});

describe('advanced search (docs/product/search.md#advanced-search; POST /front/advSearch)', () => {
  const adv = async (body: Record<string, unknown>, lang = 'zh') =>
    (await s.http.post(SearchPaths.advSearch).set('language', lang).send(body)).body;
  it('combines rows with their operators, fields and precision; the first operator is ignored', async () => {
    const byId = Object.fromEntries(Object.entries(k.article).map(([key, id]) => [id, key]));
    const run = async (rows: unknown[]) =>
      ((await adv({ siteId: k.siteA, rows })).data as SearchResultWire).content.map((h) => byId[h.id]).sort();
    expect(
      await run([
        { op: 'NOT', field: 'title', value: 'rock' },
        { op: 'NOT', field: 'all', value: 'music' },
      ]),
    ).toEqual(['rockRoll']);
    expect(
      await run([
        { op: 'AND', field: 'all', value: 'cats' },
        { op: 'OR', field: 'title', value: 'rock' },
      ]),
    ).toEqual(['cats', 'rockAndRoll', 'rockRoll']);
    expect(
      await run([
        { field: 'author', value: '张三' },
        { op: 'AND', field: 'keyword', value: '制备' },
      ]),
    ).toEqual(['graphene']);
    expect(await run([{ field: 'all', value: 'learn', precision: 1 }])).toEqual([]);
    expect(
      await run([
        { field: 'all', value: 'learn', precision: 0 },
        { op: 'AND', field: 'all', value: '' },
      ]),
    ).toEqual(['cats', 'dogs']);
  });
  it('rejects a form without a keyword or with bad syntax, in the request language', async () => {
    expect(await adv({ siteId: k.siteA, rows: [{ field: 'all', value: '  ' }] })).toMatchObject({
      status: 400,
      message: '请输入检索词',
    });
    expect(await adv({ siteId: k.siteA, rows: [{ field: 'all', value: 'a "b' }] }, 'en')).toMatchObject({
      status: 400,
      message: 'The quote at character 3 is not closed',
    });
  });
});

describe('analyze (/front/search/analyze, docs/product/search.md#search-flow)', () => {
  it('returns the parsed query and the terms', async () => {
    const env = await s.get<AnalyzeWire>(SearchPaths.analyze, { q: '石墨烯 AND (title:"rock and roll" OR NOT 肺)' });
    expect(env.status).toBe(0);
    expect(env.data.query).toEqual({
      kind: 'and',
      children: [
        { kind: 'term', text: '石墨烯', field: null, phrase: false },
        {
          kind: 'or',
          children: [
            { kind: 'term', text: 'rock and roll', field: 'title', phrase: true },
            { kind: 'not', child: { kind: 'term', text: '肺', field: null, phrase: false } },
          ],
        },
      ],
    });
    expect(env.data.terms).toEqual(expect.arrayContaining(['石墨烯', 'rock and roll']));
    expect(env.data.terms).not.toContain('肺');
    expect(env.data.type).toBe('article');
  });
  it('requires a keyword of at most 150 characters, and reports syntax errors (zh and en)', async () => {
    expect(await s.get(SearchPaths.analyze, {}, 'zh')).toMatchObject({
      status: 400,
      message: '请输入检索词',
      data: null,
    });
    expect(await s.get(SearchPaths.analyze, { q: ' ' }, 'en')).toMatchObject({
      status: 400,
      message: 'A search term is required',
    });
    expect(await s.get(SearchPaths.analyze, { q: 'x'.repeat(151) }, 'en')).toMatchObject({
      status: 400,
      message: 'The search term must be at most 150 characters',
    });
    expect((await s.get(SearchPaths.analyze, { q: '字'.repeat(150) })).status).toBe(0);
    expect(await s.get(SearchPaths.analyze, { q: '(石墨烯 OR 肺' }, 'zh')).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: '第 1 个字符处的左括号“(”没有对应的右括号',
    });
    expect(await s.get(SearchPaths.analyze, { q: 'cats AND' }, 'en')).toMatchObject({
      status: 400,
      message: 'The operator AND at character 6 needs a search term after it',
    });
  });
});

describe('hostile input does no harm', () => {
  it('SQL and tsquery metacharacters get a normal answer', async () => {
    for (const q of ["'; DROP TABLE articles; --", 'a & b | !c', '\\', '%_', "o'reilly:* <-> (x)", 'cats:*']) {
      const env = await s.get(SearchPaths.search, { q, siteId: k.siteA });
      expect(env.status, q).toBe(0);
      expect(env.data.total, q).toBeGreaterThanOrEqual(0);
    }
    expect(await keys('%')).toEqual([]);
    expect(await keys('cats:*')).toEqual(['cats']);
    const doiLike = await s.get(SearchPaths.search, { q: "doi:10.5555/%'", siteId: k.siteA });
    expect(doiLike.data.total).toBe(0);
  });
  it('a 10,000-character keyword is a 400, and the tables are still there', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const env = await s.get(
        SearchPaths.search,
        { q: `a${"'; DROP TABLE articles; -- ".repeat(400)}`.slice(0, 10_000), siteId: k.siteA },
        lang,
      );
      expect(env.status).toBe(400);
      expect(env.message).toBe(
        lang === 'zh' ? '检索词不能超过 150 个字符' : 'The search term must be at most 150 characters',
      );
    }
    const adv = await s.http
      .post(SearchPaths.advSearch)
      .send({ siteId: k.siteA, rows: [{ field: 'all', value: '石'.repeat(10_000) }] });
    expect(adv.body.status).toBe(400);
    const [row] = await rowsOf<{ n: number }>(s.db, 'select count(*)::int as n from articles');
    expect(Number(row!.n)).toBeGreaterThan(1000);
    expect(await keys('cats')).toEqual(['cats']);
  });
  it('bad parameters are envelope errors, never a 500', async () => {
    expect((await s.get(SearchPaths.search, { q: 'cats', siteId: 999999 })).status).toBe(404);
    expect((await s.get(SearchPaths.search, { q: 'cats', siteId: k.siteA, year: 'x' })).status).toBe(400);
    expect((await s.get(SearchPaths.search, { q: 'cats', siteId: k.siteA, type: 'nope' })).status).toBe(400);
    expect((await s.get(SearchPaths.search, { q: 'caption:x', siteId: k.siteA }, 'en')).message).toBe(
      'The field "caption" does not apply to this resource type (article)',
    );
  });
});

describe('OpenAPI (route schemas)', () => {
  it('lists every search path', async () => {
    const doc = (await s.http.get('/rc-pub/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    for (const path of Object.values(SearchPaths)) expect(Object.keys(doc.paths), path).toContain(path);
    expect(Object.keys(doc.paths[SearchPaths.advSearch]!)).toEqual(['post']);
    expect(JSON.stringify(doc.paths[SearchPaths.search])).toContain('precision');
  });
});
