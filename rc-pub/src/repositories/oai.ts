/**
 * Queries of the OAI-PMH provider (GET|POST /rc-pub/oai, docs/product/citation-and-harvest.md; rc-pub/src/oai/): articles
 * in modification order (index articles_updated_idx on (updated_at, id)), their texts, journals and sites for sets,
 * and the stored JATS. Which verb each function serves:
 * - ListIdentifiers, ListRecords (oai/verbs/list.ts): countRecords, listHeaders, loadRecords;
 * - GetRecord (oai/verbs/get-record.ts): loadRecords;
 * - ListSets and set membership (oai/sets.ts): listJournals;
 * - Identify (oai/verbs/identify.ts): earliestArticle;
 * - ListMetadataFormats (oai/verbs/list-metadata-formats.ts): articleExists, hasJats.
 */
import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  type Contributor,
  articleSources,
  articles,
  articleTexts,
  issues,
  publications,
} from '../db/schema/content.js';
import { sites } from '../db/schema/sites.js';
import { holdingSitesOf } from './sites.js';

/** Which records a list verb selects: dates inclusive (UTC), a set, and whether stored JATS is required. */
export interface RecordFilter {
  from: Date | null;
  until: Date | null;
  /** Journal ids of the set; null = every journal. */
  publicationIds: number[] | null;
  needsJats: boolean;
}

/**
 * Position after the last record of a page: (updated_at, id) of that record. `updatedAt` is the exact stored time as
 * text (microseconds, UTC: YYYY-MM-DDThh:mm:ss.ffffffZ), since a JS Date would lose the microseconds.
 */
export interface Cursor {
  updatedAt: string;
  id: number;
}

/** One article's header fields; `cursor` is its position for a resumption token. */
export interface HeaderRow {
  id: number;
  updatedAt: Date;
  publicationId: number;
  cursor: string;
}

/** updated_at as exact UTC text (see {@link Cursor}). */
const cursorText = sql<string>`to_char(${articles.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One article with everything oai_dc needs. */
export interface RecordRow extends Omit<HeaderRow, 'cursor'> {
  doi: string | null;
  originalLanguage: string;
  articleType: string | null;
  contributors: Contributor[];
  publishedDate: string | null;
  licenseUrl: string | null;
  licenseText: string | null;
  journal: {
    titleZh: string;
    titleEn: string;
    publisherZh: string | null;
    publisherEn: string | null;
    issn: string | null;
    eissn: string | null;
  };
  issue: { year: number | null; volume: string; number: string } | null;
  texts: { lang: string; title: string; abstractHtml: string | null; keywords: string[] }[];
  jatsXml: string | null;
}

/** A journal and the sites showing it, preferred first (see {@link listJournals}). */
export interface JournalRow {
  id: number;
  titleZh: string;
  titleEn: string;
  sites: { id: number; sld: string; type: string; nameZh: string; nameEn: string }[];
}

function where(f: RecordFilter, after: Cursor | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.from) parts.push(gte(articles.updatedAt, f.from));
  // until is inclusive to the second: everything before the next second
  if (f.until) parts.push(sql`${articles.updatedAt} < ${new Date(f.until.getTime() + 1000)}`);
  if (f.publicationIds) parts.push(inArray(articles.publicationId, f.publicationIds.length ? f.publicationIds : [-1]));
  if (f.needsJats)
    parts.push(sql`exists (select 1 from ${articleSources} where ${articleSources.articleId} = ${articles.id})`);
  if (after) parts.push(sql`(${articles.updatedAt}, ${articles.id}) > (${after.updatedAt}::timestamptz, ${after.id})`);
  return and(...parts);
}

/** Number of records the filter selects (completeListSize). */
export async function countRecords(db: Db, f: RecordFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(where(f, null));
  return Number(row?.n ?? 0);
}

/** Up to `limit` headers after `after`, in (updated_at, id) order. */
export async function listHeaders(db: Db, f: RecordFilter, after: Cursor | null, limit: number): Promise<HeaderRow[]> {
  return db
    .select({
      id: articles.id,
      updatedAt: articles.updatedAt,
      publicationId: articles.publicationId,
      cursor: cursorText,
    })
    .from(articles)
    .where(where(f, after))
    .orderBy(asc(articles.updatedAt), asc(articles.id))
    .limit(limit);
}

/** Full records for the given ids, in the order of `ids`. */
export async function loadRecords(db: Db, ids: number[]): Promise<RecordRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: articles.id,
      updatedAt: articles.updatedAt,
      publicationId: articles.publicationId,
      doi: articles.doi,
      originalLanguage: articles.originalLanguage,
      articleType: articles.articleType,
      contributors: articles.contributors,
      publishedDate: articles.publishedDate,
      licenseUrl: articles.licenseUrl,
      licenseText: articles.licenseText,
      jTitleZh: publications.titleZh,
      jTitleEn: publications.titleEn,
      publisherZh: publications.publisherZh,
      publisherEn: publications.publisherEn,
      issn: publications.issn,
      eissn: publications.eissn,
      year: issues.year,
      volume: issues.volume,
      number: issues.number,
      jatsXml: articleSources.jatsXml,
    })
    .from(articles)
    .innerJoin(publications, eq(publications.id, articles.publicationId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(articleSources, eq(articleSources.articleId, articles.id))
    .where(inArray(articles.id, ids));
  const texts = await db
    .select({
      articleId: articleTexts.articleId,
      lang: articleTexts.lang,
      isOriginal: articleTexts.isOriginal,
      title: articleTexts.title,
      abstractHtml: articleTexts.abstractHtml,
      keywords: articleTexts.keywords,
    })
    .from(articleTexts)
    .where(inArray(articleTexts.articleId, ids))
    .orderBy(sql`${articleTexts.isOriginal} desc`, asc(articleTexts.lang));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        updatedAt: r.updatedAt,
        publicationId: r.publicationId,
        doi: r.doi,
        originalLanguage: r.originalLanguage,
        articleType: r.articleType,
        contributors: r.contributors,
        publishedDate: r.publishedDate,
        licenseUrl: r.licenseUrl,
        licenseText: r.licenseText,
        journal: {
          titleZh: r.jTitleZh,
          titleEn: r.jTitleEn,
          publisherZh: r.publisherZh,
          publisherEn: r.publisherEn,
          issn: r.issn,
          eissn: r.eissn,
        },
        issue: r.volume === null ? null : { year: r.year, volume: r.volume, number: r.number ?? '' },
        texts: texts.filter((t) => t.articleId === id),
        jatsXml: r.jatsXml,
      },
    ];
  });
}

/**
 * Every journal that has at least one article, with the sites showing it in the order rc-pub prefers them for the
 * journal's pages (repositories/sites.ts holdingSitesOf: single sites, then group sites, then the aggregate site).
 */
export async function listJournals(db: Db): Promise<JournalRow[]> {
  const pubs = await db
    .select({ id: publications.id, titleZh: publications.titleZh, titleEn: publications.titleEn })
    .from(publications)
    .where(sql`exists (select 1 from ${articles} where ${articles.publicationId} = ${publications.id})`)
    .orderBy(asc(publications.id));
  const holders = await holdingSitesOf(
    db,
    pubs.map((p) => p.id),
  );
  const siteIds = [...new Set([...holders.values()].flat())];
  const siteRows = siteIds.length
    ? await db
        .select({ id: sites.id, sld: sites.sld, type: sites.type, nameZh: sites.nameZh, nameEn: sites.nameEn })
        .from(sites)
        .where(inArray(sites.id, siteIds))
    : [];
  const byId = new Map(siteRows.map((s) => [s.id, s]));
  return pubs.map((p) => ({
    ...p,
    sites: (holders.get(p.id) ?? []).flatMap((id) => {
      const s = byId.get(id);
      return s ? [s] : [];
    }),
  }));
}

/** The oldest article by modification time (Identify earliestDatestamp and sampleIdentifier); null when none. */
export async function earliestArticle(db: Db): Promise<{ id: number; updatedAt: Date } | null> {
  const [row] = await db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(asc(articles.updatedAt), asc(articles.id))
    .limit(1);
  return row ?? null;
}

/** Whether the article exists (idDoesNotExist). */
export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return Boolean(row);
}

/** Whether the article has stored JATS. */
export async function hasJats(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articleSources.articleId })
    .from(articleSources)
    .where(eq(articleSources.articleId, id));
  return Boolean(row);
}
