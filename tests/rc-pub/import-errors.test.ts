/**
 * Import error handling ("Import CLI": a malformed or non-JATS file gets a clear error naming the file and
 * the reason and changes nothing; the rest of the batch goes on) and XML safety (no DTD or external entity loaded).
 * Also the synthetic Chinese-original fixture: language detection, online-first issue, sanitized HTML.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import {
  articleResources,
  articles,
  articleTexts,
  files,
  issues,
  publications,
  sitePublications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fx = (p: string): string => path.join(here, '../fixtures/import', p);
const real = (p: string): string => path.join(here, '../../demo-data/jats', p);
const GOOD_A = real('plos-medicine/journal.pmed.1001786.xml');
const GOOD_B = real('elife/elife00005.xml');

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const tables = { publications, issues, articles, articleTexts, articleResources, files, sitePublications };
  for (const [name, table] of Object.entries(tables)) out[name] = await db.$count(table);
  return out;
}

/** Every text column an attacker could have filled, concatenated (to look for leaked file content). */
async function allText(db: Db): Promise<string> {
  const t = await db.select().from(articleTexts);
  const a = await db.select().from(articles);
  const p = await db.select().from(publications);
  return JSON.stringify([t, a, p]);
}

let tdb: TestDb;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values([
    { sld: 'www', type: 'all' },
    { sld: 'single-test', type: 'single' },
  ]);
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('import errors change nothing and the batch goes on', () => {
  it('rejects an unknown --site before reading any file', async () => {
    await expect(importPaths(db, [GOOD_A], { siteSld: 'no-such-site' })).rejects.toThrow(/no-such-site/);
    expect(await db.$count(articles)).toBe(0);
  });

  it('a malformed file in the middle of a batch fails alone, naming the file and the reason', async () => {
    const lines: string[] = [];
    const report = await importPaths(db, [GOOD_A, fx('bad/malformed.xml'), GOOD_B], { log: (l) => lines.push(l) });
    expect(report.imported).toBe(2);
    expect(report.failed).toBe(1);
    const bad = report.files.find((f) => !f.ok)!;
    expect(bad.file).toBe(fx('bad/malformed.xml'));
    expect(bad.error).toContain('malformed.xml');
    expect(bad.error).toMatch(/not well-formed XML: .*mismatch/);
    expect(report.files.filter((f) => f.ok).map((f) => f.doi)).toEqual([
      '10.1371/journal.pmed.1001786',
      '10.7554/eLife.00005',
    ]);
    expect(lines.some((l) => l.startsWith('FAILED') && l.includes('malformed.xml'))).toBe(true);
    expect(await db.$count(articles)).toBe(2);
  });

  it('malformed and non-JATS files leave every table unchanged', async () => {
    const before = await rowCounts(db);
    for (const f of ['bad/malformed.xml', 'bad/not-jats.xml']) {
      const report = await importPaths(db, [fx(f)]);
      expect(report).toMatchObject({ imported: 0, failed: 1 });
      expect(report.files[0]!.error).toContain(path.basename(f));
    }
    const nonJats = await importPaths(db, [fx('bad/not-jats.xml')]);
    expect(nonJats.files[0]!.error).toMatch(/not a JATS article: the root element is <rss>/);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('does not resolve external entities (XXE): the file fails and the secret never reaches the database', async () => {
    const secret = readFileSync(fx('bad/xxe-secret.txt'), 'utf8').trim();
    const before = await rowCounts(db);
    const report = await importPaths(db, [fx('bad/xxe.xml')]);
    expect(report.failed).toBe(1);
    expect(report.files[0]!.error).toMatch(/xxe\.xml: undeclared entity &xxe;/);
    expect(await rowCounts(db)).toEqual(before);
    expect(await allText(db)).not.toContain(secret);
  });

  it('a database failure half-way through a file rolls the whole file back (files, journal, issue, article)', async () => {
    // a test-only trigger makes the article_texts insert fail after files, journal, issue and article were written
    await db.execute(`CREATE OR REPLACE FUNCTION test_fail_texts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title LIKE '%FAIL-ON-INSERT%' THEN RAISE EXCEPTION 'test trigger rejected the article text'; END IF; RETURN NEW; END $$`);
    await db.execute(
      'CREATE TRIGGER test_fail_texts BEFORE INSERT ON article_texts FOR EACH ROW EXECUTE FUNCTION test_fail_texts()',
    );
    try {
      const before = await rowCounts(db);
      const report = await importPaths(db, [fx('rollback')]);
      expect(report.failed).toBe(1);
      expect(report.files[0]!.error).toMatch(/fail-on-insert\.xml: .*test trigger rejected/s);
      expect(await rowCounts(db)).toEqual(before);
      const journal = await db.query.publications.findFirst({
        where: (x, { eq }) => eq(x.code, 'test-rollback-journal'),
      });
      expect(journal).toBeUndefined();
    } finally {
      await db.execute('DROP TRIGGER test_fail_texts ON article_texts');
    }
    // without the trigger the same file imports, with its shipped image stored once
    const ok = await importPaths(db, [fx('rollback')]);
    expect(ok.failed).toBe(0);
    const res = await db.query.articleResources.findMany({
      where: (x, { eq }) => eq(x.articleId, ok.files[0]!.articleId!),
    });
    expect(res).toHaveLength(1);
    expect(res[0]!.fileId).not.toBeNull();
  });

  it('reports a missing path as a failed entry and goes on', async () => {
    const report = await importPaths(db, [fx('does-not-exist.xml'), fx('good/synthetic-zh.xml')]);
    expect(report).toMatchObject({ imported: 1, failed: 1 });
    expect(report.files[0]!.error).toMatch(/does-not-exist\.xml: no such file or folder/);
  });
});

describe('synthetic Chinese-original JATS (CJK detection, online first, sanitizing)', () => {
  it('treats a DOI written in another case as the same article on re-import', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-doi-case-'));
    try {
      const file = path.join(dir, 'upper-doi.xml');
      const xml = readFileSync(fx('good/synthetic-zh.xml'), 'utf8');
      writeFileSync(file, xml.replace('10.5555/test.zh.0001', '10.5555/TEST.ZH.0001'));
      const first = await importPaths(db, [fx('good/synthetic-zh.xml')]);
      const before = await db.$count(articles);
      const again = await importPaths(db, [file]);
      expect(again.failed).toBe(0);
      expect(again.files[0]!.articleId).toBe(first.files[0]!.articleId);
      expect(await db.$count(articles)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decodes a file in the encoding its XML declaration names (ISO-8859-1)', async () => {
    const report = await importPaths(db, [fx('good/latin1.xml')]);
    expect(report.failed).toBe(0);
    const t = await db.query.articleTexts.findFirst({
      where: (x, { eq }) => eq(x.articleId, report.files[0]!.articleId!),
    });
    expect(t).toMatchObject({ lang: 'pt', title: '[Teste] Saúde pública sintética' });
  });

  it('records zh as the original language with an en translation row, and an online-first issue', async () => {
    await importPaths(db, [fx('good/synthetic-zh.xml')], { siteSld: 'single-test' });
    const a = (await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, '10.5555/test.zh.0001') }))!;
    expect(a.originalLanguage).toBe('zh');
    expect(a.columnZh).toBe('测试栏目');
    expect(a.columnEn).toBe('Test Column');
    expect(a.publicationType).toBe(1);
    expect(a.contributors[0]).toMatchObject({
      name: '测试作者',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
      corresponding: true,
      email: 'test.author@example.org',
    });
    expect(a.contributors[1]).toMatchObject({ name: 'Test Consortium', collab: true });
    // name-alternatives: the name in the original language (zh) is kept
    expect(a.contributors[2]).toMatchObject({
      name: '测试二号',
      surname: '测试',
      givenNames: '二号',
      affiliationIds: ['aff1'],
    });
    const iss = (await db.query.issues.findFirst({ where: (x, { eq }) => eq(x.id, a.issueId!) }))!;
    expect(iss).toMatchObject({ onlineFirst: true, year: null, volume: '', number: '' });
    const pub = (await db.query.publications.findFirst({ where: (x, { eq }) => eq(x.id, a.publicationId) }))!;
    expect(pub).toMatchObject({
      code: 'test-synthetic-journal',
      titleZh: '【测试】合成期刊',
      titleEn: '[Test] Synthetic Journal',
      language: 'zh',
    });
    const site = (await db.query.sites.findFirst({ where: (x, { eq }) => eq(x.sld, 'single-test') }))!;
    expect(site.publicationId).toBe(a.publicationId);
    const texts = await db.query.articleTexts.findMany({ where: (x, { eq }) => eq(x.articleId, a.id) });
    const zh = texts.find((t) => t.lang === 'zh')!;
    const en = texts.find((t) => t.lang === 'en')!;
    expect(zh).toMatchObject({ isOriginal: true, title: '【测试】合成文章标题', keywords: ['测试', '合成'] });
    expect(en).toMatchObject({
      isOriginal: false,
      title: '[Test] Synthetic article title',
      keywords: ['test', 'synthetic'],
    });
    expect(en.abstractHtml).toBe('<p>A synthetic abstract for tests.</p>');
    expect(zh.abstractHtml).toContain('<code class="tex">E=mc^2</code>');
    expect(zh.outline).toEqual([
      { id: 's1', title: '引言', level: 1 },
      { id: 's1-1', title: '小节', level: 2 },
    ]);
    const body = zh.bodyHtml!;
    expect(body).not.toContain('javascript:');
    expect(body).toContain('<a href="https://example.org/" target="_blank" rel="noopener">example</a>');
    expect(body).toContain('<a href="#r1" class="xref xref-bibr">[1]</a>');
    expect(body).toContain('<td colspan="2">合并</td>');
    expect(body).toContain('<math display="block"><mi>x</mi><mo>=</mo><mn>1</mn></math>');
    // an absent figure says so in the text's language and links to the article at its DOI, never an empty grey box
    expect(body).toMatch(
      /<p class="figure-unavailable" data-label="图1" data-publisher-url="https:\/\/doi\.org\/10\.5555\/test\.zh\.0001" data-href="missing-figure\.png" data-reason="missing">本站未收录图1的图片。 <a [^>]*href="https:\/\/doi\.org\/10\.5555\/test\.zh\.0001"[^>]*>到出版方网站查看<\/a><\/p>/,
    );
    expect(body).not.toContain('figure-missing');
    expect(body).toMatch(/<figure id="v1" class="media"><div class="media-missing"[^>]*data-href="missing-video.mp4"/);
    const res = await db.query.articleResources.findMany({
      where: (x, { eq }) => eq(x.articleId, a.id),
      orderBy: (x, { asc }) => [asc(x.sort)],
    });
    expect(res.map((r) => [r.kind, r.jatsId, r.label])).toEqual([
      ['figure', 'f1', '图1'],
      ['table', 't1', '表1'],
      ['video', 'v1', '视频1'],
    ]);
    expect(res[1]!.tableHtml).toContain('<th>A</th>');
    expect(a.references[0]).toMatchObject({
      id: 'r1',
      doi: '10.5555/test.ref.0001',
      year: '2020',
      text: 'Author T. A test reference. Test Journal. 2020.',
    });
  });
});
