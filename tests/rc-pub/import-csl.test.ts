/**
 * Import of CSL records (demo-data/csl-zh/csl-dev.jsonl; docs/product/content.md#jats-import):
 * one visibly-demo journal per category, demo articles without DOI/authors/dates, idempotent re-import, and a
 * malformed line that fails the whole file with its line number.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { importPaths, type ImportReport } from '../../rc-pub/src/import/index.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import {
  articles,
  articleTexts,
  issues,
  publications,
  searchDocs,
  sitePublications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CSL = path.join(here, '../../demo-data/csl-zh/csl-dev.jsonl');
const BAD = path.join(here, '../fixtures/import/bad/csl-bad.jsonl');
const records = readFileSync(CSL, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map(
    (l) =>
      JSON.parse(l) as { title: string; abstract: string; keywords: string[]; discipline: string; category: string },
  );
const categories = [...new Set(records.map((r) => r.category))];
const distinctTitles = new Set(records.map((r) => r.title.trim())).size;

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    publications,
    issues,
    articles,
    articleTexts,
    sitePublications,
    searchDocs,
  }))
    out[name] = await db.$count(table);
  return out;
}

let tdb: TestDb;
let db: Db;
let report: ImportReport;
let groupSiteId: number;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all' });
  [{ id: groupSiteId }] = (await db
    .insert(sites)
    .values({ sld: 'zhdemo', type: 'group' })
    .returning({ id: sites.id })) as [{ id: number }];
  report = await importPaths(db, [path.dirname(CSL)], { siteSld: 'zhdemo' });
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('CSL import (demo journals per category)', () => {
  it('imports the file as one entry and every record as a demo article', async () => {
    expect(report).toMatchObject({ imported: 1, failed: 0 });
    expect(report.files[0]!.file).toBe(CSL);
    expect(await db.$count(articles)).toBe(distinctTitles);
    expect(distinctTitles).toBeGreaterThan(900);
  });

  it('creates one visibly-demo zh journal per category, in the aggregate and the named site', async () => {
    const pubs = await db.select().from(publications);
    expect(pubs.map((p) => p.code).sort()).toEqual(categories.map((c) => `demo-csl-${c}`).sort());
    const eng = pubs.find((p) => p.code === 'demo-csl-工学')!;
    expect(eng).toMatchObject({
      titleZh: '【演示】工学期刊',
      titleEn: '[Demo] Engineering journal',
      demo: true,
      language: 'zh',
      issn: null,
      eissn: null,
    });
    const links = await db.select().from(sitePublications);
    expect(links.filter((l) => l.siteId === groupSiteId)).toHaveLength(categories.length);
    expect(links).toHaveLength(categories.length * 2);
    const iss = await db.query.issues.findMany({ where: (x, { eq }) => eq(x.publicationId, eng.id) });
    expect(iss).toHaveLength(1);
    expect(iss[0]).toMatchObject({
      year: null,
      volume: '',
      number: '',
      titleZh: '演示合集',
      titleEn: 'Demo collection',
      onlineFirst: false,
    });
  });

  it('maps a record to a zh text with title, abstract and keywords, discipline as column, no DOI, authors or dates', async () => {
    const r = records[0]!;
    const text = (await db.query.articleTexts.findFirst({ where: (x, { eq }) => eq(x.title, r.title) }))!;
    expect(text).toMatchObject({ lang: 'zh', isOriginal: true, keywords: r.keywords, bodyHtml: null });
    expect(text.abstractHtml).toBe(
      `<p>${r.abstract.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    );
    const a = (await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.id, text.articleId) }))!;
    expect(a).toMatchObject({
      doi: null,
      demo: true,
      originalLanguage: 'zh',
      columnZh: r.discipline,
      contributors: [],
      receivedDate: null,
      publishedDate: null,
    });
    expect(a.ids.cslKey).toMatch(/^[0-9a-f]{32}$/);
    const all = await db.select().from(articles);
    expect(all.every((x) => x.doi === null && x.contributors.length === 0 && x.demo)).toBe(true);
    expect(await db.$count(articleTexts)).toBe(distinctTitles);
  });

  it('indexes the records for search inside the import (incremental on import), once per article', async () => {
    const articleCount = await db.$count(articles);
    const docs = await db.query.searchDocs.findMany({ where: (x, { eq }) => eq(x.kind, 'article') });
    expect(docs.length).toBe(articleCount);
    expect(new Set(docs.map((d) => d.articleId)).size).toBe(articleCount);
  });

  it('re-import keeps the same articles and counts', async () => {
    const before = await rowCounts(db);
    const ids = (await db.select({ id: articles.id }).from(articles)).map((x) => x.id).sort((a, b) => a - b);
    const again = await importPaths(db, [CSL], { siteSld: 'zhdemo' });
    expect(again.failed).toBe(0);
    expect(await rowCounts(db)).toEqual(before);
    expect((await db.select({ id: articles.id }).from(articles)).map((x) => x.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('a malformed line fails the whole file, naming file and line, and writes nothing', async () => {
    const before = await rowCounts(db);
    const bad = await importPaths(db, [BAD]);
    expect(bad).toMatchObject({ imported: 0, failed: 1 });
    expect(bad.files[0]!.error).toMatch(/csl-bad\.jsonl: line 3: not valid JSON/);
    expect(await rowCounts(db)).toEqual(before);
    const demoCat = await db.query.publications.findFirst({ where: (x, { eq }) => eq(x.code, 'demo-csl-测试类一') });
    expect(demoCat).toBeUndefined();
  });
});
