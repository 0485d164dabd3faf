/**
 * Publication dates from every JATS date form (docs/product/content.md#publication-dates) and the citation record
 * that follows them (docs/product/citation-and-harvest.md#citation-records).
 *
 * demo-data/jats holds no `<season>` and no reduced-precision `@iso-8601-date` on a publication date, so the real
 * Revista de Saúde Pública article 48(2) 225-231 (its `<pub-date pub-type="epub-ppub"><month>04</month><year>2014`)
 * is imported as it is and in three copies whose publication date is written in the other forms JATS allows: a
 * season, `iso-8601-date="2014-04"` and a year alone (each copy with its own DOI and volume, so each is an article
 * and an issue of its own).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCitationRecords } from '../../rc-pub/src/citation/record.js';
import { citeRecords } from '../../rc-pub/src/citation/render.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { monthOf } from '../../rc-pub/src/import/jats-dates.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RSP = path.join(repo, 'demo-data/jats/rev-saude-publica/0034-8910-rsp-48-2-0225.xml');
const DOI = '10.1590/S0034-8910.2014048004798';
const PUB_DATE = /<pub-date pub-type="epub-ppub">\s*<month>04<\/month>\s*<year>2014<\/year>\s*<\/pub-date>/;

/** The RSP article with its publication date written as `pubDate`, its DOI suffixed and in volume `volume`. */
function variant(dir: string, name: string, pubDate: string, volume: string): string {
  const xml = readFileSync(RSP, 'utf8');
  expect(xml).toMatch(PUB_DATE);
  const out = xml
    .replace(PUB_DATE, pubDate)
    .replace(`>${DOI}<`, `>${DOI}.${name}<`)
    .replace('<volume>48</volume>', `<volume>${volume}</volume>`);
  const file = path.join(dir, `rsp-${name}.xml`);
  writeFileSync(file, out);
  return file;
}

let tdb: TestDb;
let db: Db;
let dir: string;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' });
  dir = mkdtempSync(path.join(tmpdir(), 'rsp-dates-'));
  const files = [
    RSP,
    variant(
      dir,
      'season',
      '<pub-date pub-type="epub-ppub"><season>Mar-Apr</season><year>2014</year></pub-date>',
      '901',
    ),
    variant(dir, 'iso', '<pub-date pub-type="epub-ppub" iso-8601-date="2014-04"><year>2014</year></pub-date>', '902'),
    variant(dir, 'year', '<pub-date pub-type="epub-ppub"><year>2014</year></pub-date>', '903'),
  ];
  const report = await importPaths(db, files);
  expect(report.failed).toBe(0);
}, 120_000);
afterAll(async () => {
  await tdb?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function imported(doi: string) {
  const a = await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) });
  if (!a) throw new Error(`no article ${doi}`);
  const issue = await db.query.issues.findFirst({ where: (x, { eq }) => eq(x.id, a.issueId!) });
  const [record] = await loadCitationRecords(db, [a.id]);
  const [vancouver] = await citeRecords([record!], 'vancouver');
  return { a, issue: issue!, record: record!, vancouver: vancouver!.quote };
}

describe('publication dates (docs/product/content.md#publication-dates)', () => {
  it('month and year: the first of the month, as before', async () => {
    const { a, record } = await imported(DOI);
    expect(a.publishedDate).toBe('2014-04-01');
    expect(record.item.issued).toEqual({ 'date-parts': [[2014, 4, 1]] });
  });

  it('a season (<season>Mar-Apr</season>): its first month, in the article, its issue and its citation', async () => {
    const { a, issue, record, vancouver } = await imported(`${DOI}.season`);
    expect(a.publishedDate).toBe('2014-03-01');
    expect(issue).toMatchObject({ year: 2014, pubDate: '2014-03-01' });
    expect(record.publishedDate).toBe('2014-03-01');
    expect(record.item.issued).toEqual({ 'date-parts': [[2014, 3, 1]] });
    expect(vancouver).toContain('2014 Mar 1;901(2):225–31');
  });

  it('iso-8601-date of month precision ("2014-04"): the first of that month', async () => {
    const { a, record } = await imported(`${DOI}.iso`);
    expect(a.publishedDate).toBe('2014-04-01');
    expect(record.item.issued).toEqual({ 'date-parts': [[2014, 4, 1]] });
  });

  it('a year alone: no date stored, but the issue keeps the year and the citation carries it', async () => {
    const { a, issue, record, vancouver } = await imported(`${DOI}.year`);
    expect(a.publishedDate).toBeNull();
    expect(issue).toMatchObject({ year: 2014, pubDate: null });
    expect(record.publishedDate).toBeNull();
    expect(record.year).toBe(2014);
    expect(record.item.issued).toEqual({ 'date-parts': [[2014]] });
    expect(vancouver).toContain('2014;903(2):225–31');
  });

  it('reads month and season names, ranges, seasons in English and Chinese, and quarters', () => {
    const cases: [string, number | null][] = [
      ['May-Aug', 5],
      ['Jan–Feb', 1],
      ['Nov/Dec', 11],
      ['Sept.', 9],
      ['04', 4],
      ['Spring', 3],
      ['Summer', 6],
      ['Autumn', 9],
      ['Fall', 9],
      ['Winter', 12],
      ['春', 3],
      ['秋季', 9],
      ['Q2', 4],
      ['13', null],
      ['Midyear', null],
    ];
    for (const [value, month] of cases) expect(monthOf(value), value).toBe(month);
  });
});
