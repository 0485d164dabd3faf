/**
 * The search index over the seeded demo data: one document per article, journal, figure/table/media
 * resource and news item; resources link to their article; CSL-zh keywords find their record; re-import keeps one
 * doc per item; `reindex` rebuilds the same counts. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { ProgressEvent } from '../../rc-pub/src/lib/progress.js';
import { reindexAll } from '../../rc-pub/src/search/indexer/index.js';
import { segmentQuery } from '../../rc-pub/src/search/segment.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ELIFE = path.join(here, '../../demo-data/jats/elife');

let t: TestDb;
let db: Db;

async function rows<T>(query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function num(query: string): Promise<number> {
  const [r] = await rows<{ n: number | string }>(query);
  return Number(r?.n ?? 0);
}
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Docs per kind, and the number of (kind, ref_id) duplicates (must be 0). */
async function census(): Promise<Record<string, number>> {
  const r = await rows<{ kind: string; n: string | number }>(
    'select kind, count(*) as n from search_docs group by kind order by kind',
  );
  return Object.fromEntries(r.map((x) => [x.kind, Number(x.n)]));
}

beforeAll(async () => {
  t = await createSeededTestDb();
  db = t.handle.db;
}, 600_000);
afterAll(async () => {
  await t?.cleanup();
});

describe('documents built from the seed', () => {
  it('one doc per article, journal, resource and news item', async () => {
    const c = await census();
    expect(c.article).toBe(await num('select count(*) as n from articles'));
    expect(c.publication).toBe(await num('select count(*) as n from publications'));
    expect(c.news).toBe(await num('select count(*) as n from news'));
    expect(c.news).toBeGreaterThan(0);
    for (const kind of ['figure', 'table', 'video']) {
      expect(c[kind], kind).toBe(await num(`select count(*) as n from article_resources where kind = '${kind}'`));
      expect(c[kind], kind).toBeGreaterThan(0);
    }
  });

  it('a figure links to its article, with the article title, label and the stored image', async () => {
    const [f] = await rows<{ article_id: number; article_title: string; label: string; file_id: number | null }>(
      `select d.article_id, d.article_title, d.label, d.file_id from search_docs d
       where d.kind = 'figure' and d.label is not null order by d.ref_id limit 1`,
    );
    expect(f).toBeDefined();
    const [a] = await rows<{ title: string }>(
      `select title from article_texts where article_id = ${Number(f!.article_id)} and is_original`,
    );
    expect(f!.article_title).toBe(a!.title);
    expect(f!.label).toMatch(/\S/);
    // the shipped images are kept as thumbnails
    expect(await num(`select count(*) as n from search_docs where kind = 'figure' and file_id is not null`)).toBe(
      await num(`select count(*) as n from article_resources where kind = 'figure' and file_id is not null`),
    );
  });

  it('JATS articles carry lower-case DOI, authors and year; their body is searchable through tsv only', async () => {
    const [d] = await rows<{ doi: string; authors: string[]; year: number; ref_id: number }>(
      `select doi, authors, year, ref_id from search_docs where kind = 'article' and doi is not null
       order by ref_id limit 1`,
    );
    expect(d!.doi).toBe(d!.doi.toLowerCase());
    expect(d!.authors.length).toBeGreaterThan(0);
    expect(d!.year).toBeGreaterThan(1990);
  });

  it('each CSL-zh record is found by its first keyword in the keyword field (at least 95% in the top 20)', async () => {
    const recs = await rows<{ id: number; kw: string }>(
      `select a.id, t.keywords[1] as kw from articles a join article_texts t on t.article_id = a.id
       where a.demo and cardinality(t.keywords) > 0 order by a.id limit 200`,
    );
    expect(recs.length).toBeGreaterThan(100);
    let found = 0;
    for (const r of recs) {
      const q = segmentQuery(r.kw)
        .map((u) => `phraseto_tsquery('simple', ${lit(u)})`)
        .join(' && ');
      if (!q) continue;
      const top = await rows<{ ref_id: number }>(
        `select ref_id from search_docs where kind = 'article' and tsv_keyword @@ (${q})
         order by ts_rank(tsv, ${q}) desc limit 20`,
      );
      if (top.some((x) => Number(x.ref_id) === Number(r.id))) found++;
    }
    expect(found / recs.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('incremental and rebuilt', () => {
  it('re-importing a JATS folder keeps one doc per item (no duplicates, same counts)', async () => {
    const before = await census();
    const report = await importPaths(db, [ELIFE]);
    expect(report.failed).toBe(0);
    expect(await census()).toEqual(before);
    expect(
      await num('select count(*) as n from (select kind, ref_id from search_docs group by 1, 2 having count(*) > 1) x'),
    ).toBe(0);
  });

  it('a re-imported article whose resources are gone loses their docs', async () => {
    const [a] = await rows<{ article_id: number }>(
      `select article_id from search_docs where kind = 'figure' order by article_id limit 1`,
    );
    const id = Number(a!.article_id);
    await db.execute(`delete from article_resources where article_id = ${id}`);
    const { indexArticles } = await import('../../rc-pub/src/search/indexer/index.js');
    await indexArticles(db, [id]);
    expect(await num(`select count(*) as n from search_docs where article_id = ${id} and kind <> 'article'`)).toBe(0);
    expect(await num(`select count(*) as n from search_docs where article_id = ${id} and kind = 'article'`)).toBe(1);
  });

  it('reindexAll rebuilds the same counts', async () => {
    const before = await census();
    const events: ProgressEvent[] = [];
    const r = await reindexAll(db, { onProgress: (e) => events.push(e) });
    expect(r.counts).toEqual(before);
    expect(await census()).toEqual(before);
    // Progress per step, counted in source rows known before the first batch
    const [journals, articleRows, newsRows] = await Promise.all(
      ['publications', 'articles', 'news'].map((table) => num(`select count(*) as n from ${table}`)),
    );
    const total = journals! + articleRows! + newsRows!;
    expect(events.every((e) => e.total === total && e.outcome === 'indexed')).toBe(true);
    expect(events.map((e) => e.current)).toEqual([
      'journals',
      ...Array.from({ length: Math.ceil(articleRows! / 200) }, (_, i) =>
        expect.stringMatching(new RegExp(`^articles ${i * 200 + 1}-\\d+ of ${articleRows}$`)),
      ),
      'news',
    ]);
    expect(events.map((e) => e.done)).toEqual([...events.map((e) => e.done)].sort((a, b) => a - b));
    expect(events.at(-1)!.done).toBe(total);
  }, 300_000);
});
