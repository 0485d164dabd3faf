/**
 * Citation records ("one citation record, many outputs"): built from what the import stored, in the order
 * asked, never inventing a field. On the seeded database (real PLOS/eLife JATS and the CSL demo journals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCitationRecords } from '../../rc-pub/src/citation/record.js';
import { articles, articleTexts, publications, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

let t: TestDb;
type ArticleRow = typeof articles.$inferSelect;
type TextRow = typeof articleTexts.$inferSelect;
let all: ArticleRow[];
let texts: TextRow[];
beforeAll(async () => {
  t = await createSeededTestDb();
  all = (await t.handle.db.select().from(articles)).sort((a, b) => a.id - b.id);
  texts = await t.handle.db.select().from(articleTexts);
});
afterAll(async () => t?.cleanup());

describe('loadCitationRecords', () => {
  it('answers in the order asked, skips unknown ids and repeats', async () => {
    const [a, b, c] = all.slice(0, 3).map((r) => r.id) as [number, number, number];
    const recs = await loadCitationRecords(t.handle.db, [c, 999_999, a, b, a]);
    expect(recs.map((r) => r.id)).toEqual([c, a, b]);
  });

  it('fills a JATS article from the database: title, authors, journal, volume, issue, pages, year, DOI, ISSN', async () => {
    const row = all.find((a) => a.doi && a.issueId && a.originalLanguage === 'en' && a.publicationType === 0);
    const [rec] = await loadCitationRecords(t.handle.db, [row!.id]);
    const text = texts.find((x) => x.articleId === row!.id && x.isOriginal);
    const journal = (await t.handle.db.select().from(publications)).find((p) => p.id === row!.publicationId);
    expect(rec!.item.title.startsWith(text!.title.trim())).toBe(true);
    expect(rec!.item.DOI).toBe(row!.doi);
    expect(rec!.item.ISSN).toBe(journal!.issn ?? journal!.eissn);
    expect(rec!.journal).toMatchObject({ issn: journal!.issn, eissn: journal!.eissn });
    expect(rec!.item['container-title']).toBe(journal!.titleEn || journal!.titleZh);
    expect(rec!.item.language).toBe('en-US');
    expect(rec!.item.issued?.['date-parts'][0][0]).toBe(Number(row!.publishedDate!.slice(0, 4)));
    const authors = row!.contributors.filter((c) => c.role === 'author');
    expect(rec!.item.author).toHaveLength(authors.length);
    if (authors[0]?.surname) expect(rec!.item.author[0]!.family).toBe(authors[0].surname);
    expect(rec!.item.page ?? null).toBe(
      row!.fpage
        ? row!.lpage && row!.lpage !== row!.fpage
          ? `${row!.fpage}-${row!.lpage}`
          : row!.fpage
        : row!.elocationId,
    );
    expect(rec!.translated).toBeNull();
  });

  it("carries the article's one address: its journal's own site on that site's origin, whichever host asked", async () => {
    const db = t.handle.db;
    const site = (await db.select().from(sites)).find((s) => s.sld === 'plosmed')!;
    const holds = await db.select().from(sitePublications);
    const journalId = holds.find((h) => h.siteId === site.id)!.publicationId;
    // the journal is also held by the plos group and the www aggregate: the single site wins
    expect(holds.filter((h) => h.publicationId === journalId).length).toBeGreaterThan(1);
    const row = all.find((a) => a.publicationId === journalId)!;
    for (const origin of ['http://www.localhost:3000', 'http://plos.localhost:3000', 'http://plosmed.localhost:3000']) {
      const [rec] = await loadCitationRecords(db, [row.id], { portalOrigin: origin });
      expect(rec!.item.URL, origin).toBe(`http://plosmed.localhost:3000/article/id/${site.id}/${row.id}/en`);
      expect(rec!.urls.zh).toBe(`http://plosmed.localhost:3000/article/id/${site.id}/${row.id}/zh`);
    }
    // a bare host: the site's subdomain is put in front (contract/site-origin.ts)
    const [bare] = await loadCitationRecords(db, [row.id], { portalOrigin: 'https://example.org' });
    expect(bare!.item.URL).toBe(`https://plosmed.example.org/article/id/${site.id}/${row.id}/en`);
  });

  it('a journal held only by a group and the aggregate site: the group site', async () => {
    const db = t.handle.db;
    const siteRows = await db.select().from(sites);
    const holds = await db.select().from(sitePublications);
    const typeOf = new Map(siteRows.map((s) => [s.id, s]));
    const byJournal = new Map<number, number[]>();
    for (const h of holds) byJournal.set(h.publicationId, [...(byJournal.get(h.publicationId) ?? []), h.siteId]);
    const hit = [...byJournal].find(
      ([, ids]) =>
        !ids.some((id) => typeOf.get(id)!.type === 'single') && ids.some((id) => typeOf.get(id)!.type === 'group'),
    );
    if (!hit)
      return expect.fail('the seed holds no journal shown only by a group site (zhdemo holds the CSL demo journals)');
    const group = hit[1].map((id) => typeOf.get(id)!).find((s) => s.type === 'group')!;
    const row = all.find((a) => a.publicationId === hit[0])!;
    const [rec] = await loadCitationRecords(db, [row.id], { portalOrigin: 'http://www.localhost:3000' });
    expect(rec!.item.URL).toBe(
      `http://${group.sld}.localhost:3000/article/id/${group.id}/${row.id}/${rec!.item.language === 'zh-CN' ? 'zh' : 'en'}`,
    );
  });

  it('a Chinese demo article is cited in Chinese, with its Chinese journal name, and no URL without the portal address', async () => {
    const row = all.find((a) => a.originalLanguage === 'zh');
    const [rec] = await loadCitationRecords(t.handle.db, [row!.id]);
    expect(rec!.item.language).toBe('zh-CN');
    expect(rec!.item['container-title']).toMatch(/[\u4e00-\u9fff]/);
    expect(rec!.item.URL).toBeUndefined();
    expect(rec!.urls).toEqual({});
    // CSL demo records have no authors or DOI: none is invented
    expect(rec!.item.author).toEqual([]);
    expect(rec!.item.DOI).toBeUndefined();
  });

  it('an article with a second language has an English item built from the translated fields', async () => {
    const id = all.find(
      (a) => a.originalLanguage !== 'en' && texts.some((x) => x.articleId === a.id && x.lang === 'en'),
    )?.id;
    if (id === undefined) return expect.fail('the seed holds no bilingual article (rev-saude-publica is pt + en)');
    const [rec] = await loadCitationRecords(t.handle.db, [id]);
    const en = texts.find((x) => x.articleId === id && x.lang === 'en');
    expect(rec!.translated?.language).toBe('en-US');
    expect(rec!.translated?.title.startsWith(en!.title.trim())).toBe(true);
    expect(rec!.texts[0]!.lang).toBe(rec!.originalLanguage);
  });
});
