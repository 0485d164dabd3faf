/**
 * Search over the seeded demo data (measured, not assumed: /front/search, its clusters and the
 * type-fixed searches; scope, sort and page size of docs/product/search.md): CSL-zh keyword recall on the zhdemo group, exact DOI first,
 * scope of a single site (the recall test runs a fixed 500-query sample; `pnpm bench:recall` runs all 5,212), facet counts that add up, figure/table/media endpoints.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  measureRecall,
  RECALL_SAMPLE_SIZE,
  RECALL_THRESHOLD,
  recallLine,
  recallQueries,
  sampleEvenly,
} from '../../bench/search/recall-set.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { searchClusters } from '../../rc-pub/src/repositories/search-clusters.js';
import type { SearchWhere } from '../../rc-pub/src/repositories/search.js';
import { compileBasic } from '../../rc-pub/src/search/query/basic.js';
import { pgliteSetRerun } from '../helpers/db.js';
import { rowsOf, type SearchApp, startSearchApp } from './search-app.js';

let s: SearchApp;
let zhdemo: number;
const siteId = async (sld: string) =>
  Number((await rowsOf<{ id: number }>(s.db, `select id from sites where sld = '${sld}'`))[0]!.id);

beforeAll(async () => {
  s = await startSearchApp();
  zhdemo = await siteId('zhdemo');
}, 600_000);
afterAll(async () => {
  await s?.close();
});

describe('CSL-zh keyword recall on the zhdemo group (≥ 95% in the top 20, also on 1-2 character terms)', () => {
  // A fixed sample of 500 of the 5,212 queries, spread evenly over the file; `pnpm bench:recall` runs all
  // On PostgreSQL only when the PGlite set re-runs beside it (the same queries; tests/helpers/db.ts pgliteSetRerun)
  it.skipIf(pgliteSetRerun)(
    `finds each sampled record by each sampled keyword (${RECALL_SAMPLE_SIZE} of the full set)`,
    async () => {
      const all = recallQueries();
      expect(all.length).toBeGreaterThan(3000);
      const sample = sampleEvenly(all, RECALL_SAMPLE_SIZE);
      expect(sample).toHaveLength(RECALL_SAMPLE_SIZE);
      expect(sampleEvenly(all, RECALL_SAMPLE_SIZE)).toEqual(sample); // deterministic
      const r = await measureRecall(sample, async (q) => {
        const env = await s.get(SearchPaths.search, { q, siteId: zhdemo, type: 'article', size: 20 });
        return env.status === 0
          ? { ok: true, titles: env.data.content.map((h) => h.title), total: env.data.total }
          : { ok: false, titles: [], message: env.message };
      });
      console.log(recallLine(r));
      expect(r.ratio).toBeGreaterThanOrEqual(RECALL_THRESHOLD);
      // the one- and two-character terms Chinese readers type most hold the same bar on their own
      expect(r.byLength.short.asked).toBeGreaterThan(80);
      expect(r.byLength.short.found / r.byLength.short.asked).toBeGreaterThanOrEqual(RECALL_THRESHOLD);
    },
    300_000,
  );
});

/** Up to `n` words of `text` (letters and digits only), as a quoted phrase. */
function phraseOf(text: string, n: number): string {
  return `"${(text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, n).join(' ')}"`;
}
async function www(): Promise<number> {
  return siteId('www');
}

describe('type-fixed searches (/front/picture, /front/table, /front/vod, /front/rc-doc)', () => {
  it('figures link to their article and carry the stored image', async () => {
    const [fig] = await rowsOf<{ ref_id: number; file_id: number; article_title: string; article_id: number }>(
      s.db,
      "select ref_id, file_id, article_title, article_id from search_docs where kind = 'figure' and file_id is not null order by ref_id limit 1",
    );
    // the figure's image in a result list is its JPEG thumbnail, made at import (docs/product/content.md#figure-images)
    const [thumb] = await rowsOf<{ id: number }>(
      s.db,
      `select rendition_file_id as id from file_renditions where file_id = ${Number(fig!.file_id)} and purpose = 'thumb' and format = 'jpeg' order by width limit 1`,
    );
    expect(thumb, 'the thumbnail rendition of the figure').toBeDefined();
    const env = await s.get(SearchPaths.picture, {
      q: phraseOf(fig!.article_title, 6),
      field: 'articleTitle',
      siteId: await www(),
      size: 100,
    });
    expect(env.status).toBe(0);
    expect(env.data.content.every((h) => h.type === 'figure' && h.typeId === 25 && h.articleId !== null)).toBe(true);
    const hit = env.data.content.find((h) => h.id === Number(fig!.ref_id));
    expect(hit).toMatchObject({
      articleId: Number(fig!.article_id),
      articleTitle: fig!.article_title,
      fileUrl: `/rc-pub/front/files/get?id=${thumb!.id}`,
    });
  });
  it('tables, media and other documents come back with their own type only', async () => {
    for (const [path, kind] of [
      [SearchPaths.table, 'table'],
      [SearchPaths.vod, 'video'],
      [SearchPaths.rcDoc, 'other'],
    ] as const) {
      const [doc] = await rowsOf<{ ref_id: number; article_title: string }>(
        s.db,
        `select ref_id, article_title from search_docs where kind = '${kind}' order by ref_id limit 1`,
      );
      const env = await s.get(path, {
        q: phraseOf(doc!.article_title, 6),
        siteId: await www(),
        size: 100,
        // the type is fixed by the path (a type parameter is ignored; /front/vod takes video or audio only)
        ...(path === SearchPaths.vod ? { type: 'video' } : { type: 'article' }),
      });
      expect(env.status, path).toBe(0);
      expect(env.data.content.length, path).toBeGreaterThan(0);
      expect(new Set(env.data.content.map((h) => h.type)), path).toEqual(new Set([kind]));
      expect(
        env.data.content.map((h) => h.id),
        path,
      ).toContain(Number(doc!.ref_id));
    }
    const audio = await s.get(SearchPaths.vod, { q: 'the', siteId: await www(), type: 'audio' });
    expect(audio.data.content.every((h) => h.type === 'audio')).toBe(true);
  });
});

describe('scope and clusters', () => {
  it('a group searches its journals; a single site only its journal', async () => {
    const plos = await siteId('plos');
    const pubs = (
      await rowsOf<{ publication_id: number }>(
        s.db,
        `select publication_id from site_publications where site_id = ${plos}`,
      )
    ).map((r) => Number(r.publication_id));
    const group = await s.search({ q: 'cell', siteId: plos, size: 100 });
    expect(group.total).toBeGreaterThan(0);
    expect(group.content.every((h) => pubs.includes(h.publicationId!))).toBe(true);
    const elife = await siteId('elife');
    const single = await s.search({ q: 'cell', siteId: elife, size: 100 });
    expect(new Set(single.content.map((h) => h.publicationTitle)).size).toBe(1);
    expect(single.content.some((h) => pubs.includes(h.publicationId!))).toBe(false);
  });
  it('facet counts add up to the number of hits', async () => {
    const q = { q: '研究', siteId: zhdemo };
    const [result, clusters] = await Promise.all([s.search(q), s.clusters(q)]);
    expect(clusters.map((c) => c.field)).toEqual(['journal', 'year', 'column', 'author', 'keyword']);
    const journals = clusters.find((c) => c.field === 'journal')!.buckets;
    expect(journals.length).toBeGreaterThan(1);
    expect(journals.reduce((n, b) => n + b.count, 0)).toBe(result.total);
    expect(journals.every((b) => b.label.includes('演示'))).toBe(true);
    const keywords = clusters.find((c) => c.field === 'keyword')!.buckets;
    expect(keywords.length).toBeLessThanOrEqual(20);
    expect(keywords.every((b) => b.count <= result.total)).toBe(true);
    // filtering by a journal bucket gives exactly its count
    const top = journals[0]!;
    const filtered = await s.search({ ...q, publicationId: top.value });
    expect(filtered.total).toBe(top.count);
    const wwwId = await www();
    const en = { q: 'cell', siteId: wwwId, precision: 1 };
    const [r2, c2] = await Promise.all([s.search(en), s.clusters(en)]);
    const years = c2.find((c) => c.field === 'year')!.buckets;
    expect(years.length).toBeGreaterThan(0);
    const dated = await rowsOf<{ n: number }>(
      s.db,
      "select count(*)::int as n from search_docs where kind = 'article' and year is not null and tsv @@ phraseto_tsquery('simple', 'cell')",
    );
    if (years.length < 20) expect(years.reduce((n, b) => n + b.count, 0)).toBe(Number(dated[0]!.n));
    const year = years[0]!;
    expect((await s.search({ ...en, year: year.value })).total).toBe(year.count);
    expect(c2.find((c) => c.field === 'journal')!.buckets.reduce((n, b) => n + b.count, 0)).toBe(r2.total);
  });

  it('a large match set counts authors and keywords on an even sample (flagged); journals and years stay exact', async () => {
    const compiled = compileBasic({ q: 'cell', precision: 1, siteId: 0 }, ['article']);
    const where: SearchWhere = { kinds: ['article'], match: compiled.where, publicationIds: null, newsSiteId: null };
    const exact = await searchClusters(s.db, where);
    const est = await searchClusters(s.db, where, { sample: 10 });
    expect(exact.sampled).toBe(false);
    expect(est.sampled).toBe(true);
    const of = (r: typeof exact, f: string) => r.rows.filter((b) => b.field === f);
    for (const f of ['journal', 'year', 'column']) expect(of(est, f)).toEqual(of(exact, f));
    const total = of(exact, 'journal').reduce((n, b) => n + b.count, 0);
    expect(total).toBeGreaterThan(20);
    const step = Math.floor(total / 10);
    // every estimated count is a sampled count scaled by the sampling step, and never exceeds the matches
    for (const b of [...of(est, 'author'), ...of(est, 'keyword')]) {
      expect(b.count % step).toBe(0);
      expect(b.count).toBeLessThanOrEqual(total + step);
    }
    expect(of(est, 'keyword').length).toBeGreaterThan(0);
  });

  it('pages past the ranking pool (500) continue the order without repeats or gaps', async () => {
    const q = { q: '研究 OR 分析 OR 方法 OR cell', siteId: await www(), size: 100 };
    const pages = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((page) => s.search({ ...q, page })));
    const total = pages[0]!.total;
    expect(total, 'the query must match more than the pool').toBeGreaterThan(600);
    const ids = pages.flatMap((p) => p.content.map((h) => h.id));
    expect(ids).toHaveLength(Math.min(total, 700));
    expect(new Set(ids).size).toBe(ids.length);
    // past the pool every hit is still a match with a lower or equal standing: scores drop to the unranked 0
    expect(pages[6]!.content.every((h) => h.score === 0)).toBe(true);
  });
});

describe('relevance of short Chinese terms, and both scripts as one (docs/product/search.md, Relevance)', () => {
  const titles = (r: { content: { title: string }[] }) => r.content.map((h) => h.title);

  it('the paper whose keyword is the term comes first, before titles that use it as a word', async () => {
    // demo data: 过程 is the keyword of one paper and a word in the titles of 14 others
    const r = await s.search({ q: '过程', siteId: zhdemo, type: 'article', size: 20 });
    expect(r.total).toBeGreaterThan(20);
    expect(titles(r)[0]).toBe('罗非鱼链球菌病的防治');
    // then the titles holding 过程 (exact title words rank above mentions in the abstract or body)
    expect(
      titles(r)
        .slice(1, 6)
        .every((t) => t.includes('过程')),
    ).toBe(true);
  });

  it('a traditional query finds what its simplified form finds, in the same order, highlighted as typed', async () => {
    const simplified = await s.search({ q: '制备', siteId: zhdemo, type: 'article', size: 50 });
    const traditional = await s.search({ q: '製備', siteId: zhdemo, type: 'article', size: 50 });
    expect(simplified.total).toBeGreaterThan(10);
    expect(traditional.total).toBe(simplified.total);
    expect(titles(traditional)).toEqual(titles(simplified));
    const hit = traditional.content.find((h) => h.title.includes('制备'))!;
    expect(hit.highlightTitle ?? '').toContain('<em>制备</em>');
  });
});

describe('a search without a hit offers the nearest searches that find something, with their counts', () => {
  it('the same query over all fields, when it was asked of one field', async () => {
    // 制备 is in abstracts and titles; as an author it is in none
    const r = await s.search({ q: '制备', field: 'author', siteId: zhdemo, type: 'article' });
    expect(r.total).toBe(0);
    const all = await s.search({ q: '制备', siteId: zhdemo, type: 'article' });
    expect(r.alternatives).toContainEqual({
      kind: 'allFields',
      q: '制备',
      field: 'all',
      precision: 0,
      total: all.total,
    });
  });

  it('without its rarest term, and at fuzzy precision when asked precisely', async () => {
    const r = await s.search({ q: '制备 zzqxwv', siteId: zhdemo, type: 'article', precision: 1 });
    expect(r.total).toBe(0);
    const alone = await s.search({ q: '制备', siteId: zhdemo, type: 'article', precision: 1 });
    expect(r.alternatives).toContainEqual({
      kind: 'dropRarest',
      q: '制备',
      field: 'all',
      precision: 1,
      total: alone.total,
    });
    // the fuzzy form of a query with a term found nowhere finds nothing either, so it is not offered
    expect(r.alternatives?.some((a) => a.kind === 'fuzzy')).toBe(false);
  });

  it('nothing to offer when nothing would find anything; pages with hits carry no alternatives', async () => {
    expect((await s.search({ q: 'zzqxwv', siteId: zhdemo, type: 'article' })).alternatives).toEqual([]);
    expect((await s.search({ q: '制备', siteId: zhdemo, type: 'article' })).alternatives).toBeUndefined();
  });
});
