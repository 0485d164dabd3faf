/**
 * Queries of the Crossref deposit export (docs/product/citation-and-harvest.md#crossref-deposits): the journal named
 * on the command line, the articles of a deposit with their texts and stored JATS, and the DOI prefixes a journal's
 * articles use. Sites, issues and single articles come from the existing repositories (sites.ts, issues.ts,
 * articles.ts).
 */
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articleSources, articles, publications } from '../db/schema/index.js';
import type { Affiliation, Contributor, Reference } from '../db/schema/content.js';
import { findCitationTexts } from './citations.js';
import type { PublicationRow } from './publications.js';

/** One language version of an article's descriptive texts, as a deposit uses them. */
export interface DepositTextRow {
  lang: string;
  isOriginal: boolean;
  title: string;
  subtitle: string | null;
  /** Sanitized HTML of the language's main abstract (used when no JATS is stored). */
  abstractHtml: string | null;
}

/** An article with everything a deposit reads. */
export interface DepositArticleRow {
  id: number;
  publicationId: number;
  issueId: number | null;
  doi: string | null;
  originalLanguage: string;
  contributors: Contributor[];
  affiliations: Affiliation[];
  references: Reference[];
  publishedDate: string | null;
  fpage: string | null;
  lpage: string | null;
  elocationId: string | null;
  licenseUrl: string | null;
  /** Texts, original language first, then by language code. */
  texts: DepositTextRow[];
  /** The JATS XML as imported, or null (articles from CSL records). */
  jatsXml: string | null;
}

/**
 * Journals whose code (import key: eISSN, else ISSN, else journal-id), ISSN or eISSN equals `key`, compared
 * case-insensitively (an ISSN's check digit may be written `x`); in id order. publications_code_uq serves the code;
 * ISSN columns are read by a scan (a few hundred journals at most).
 */
export async function findJournalsByKey(db: Db, key: string): Promise<PublicationRow[]> {
  const k = key.trim().toLowerCase();
  if (!k) return [];
  return db
    .select()
    .from(publications)
    .where(
      or(
        eq(publications.code, key.trim()),
        sql`lower(${publications.code}) = ${k}`,
        sql`lower(${publications.issn}) = ${k}`,
        sql`lower(${publications.eissn}) = ${k}`,
      ),
    )
    .orderBy(asc(publications.id));
}

/** Which articles a deposit holds: a journal's, optionally narrowed to one issue or to one article. */
export interface DepositScope {
  publicationId: number;
  issueId?: number | undefined;
  articleId?: number | undefined;
}

/** Table-of-contents order inside an issue: first page (or elocation) as a number, then elocation, then id. */
const firstPageNumber = sql`nullif(regexp_replace(coalesce(${articles.fpage}, ${articles.elocationId}, ''), '[^0-9]', '', 'g'), '')::bigint`;

/**
 * The articles of `scope` (articles_pub_idx, articles_issue_idx or the primary key) with their texts and stored
 * JATS, in table-of-contents order; the caller groups them by issue.
 */
export async function listDepositArticles(db: Db, scope: DepositScope): Promise<DepositArticleRow[]> {
  const conds: SQL[] = [eq(articles.publicationId, scope.publicationId)];
  if (scope.issueId !== undefined) conds.push(eq(articles.issueId, scope.issueId));
  if (scope.articleId !== undefined) conds.push(eq(articles.id, scope.articleId));
  const rows = await db
    .select({
      id: articles.id,
      publicationId: articles.publicationId,
      issueId: articles.issueId,
      doi: articles.doi,
      originalLanguage: articles.originalLanguage,
      contributors: articles.contributors,
      affiliations: articles.affiliations,
      references: articles.references,
      publishedDate: articles.publishedDate,
      fpage: articles.fpage,
      lpage: articles.lpage,
      elocationId: articles.elocationId,
      licenseUrl: articles.licenseUrl,
      jatsXml: articleSources.jatsXml,
    })
    .from(articles)
    .leftJoin(articleSources, eq(articleSources.articleId, articles.id))
    .where(and(...conds))
    .orderBy(sql`${firstPageNumber} asc nulls last`, asc(articles.elocationId), asc(articles.id));
  if (!rows.length) return [];
  const texts = await findCitationTexts(
    db,
    rows.map((r) => r.id),
  );
  const byArticle = new Map<number, DepositTextRow[]>();
  for (const { articleId, lang, isOriginal, title, subtitle, abstractHtml } of texts)
    byArticle.set(articleId, [
      ...(byArticle.get(articleId) ?? []),
      { lang, isOriginal, title, subtitle, abstractHtml },
    ]);
  return rows.map((r) => ({ ...r, texts: byArticle.get(r.id) ?? [] }));
}

/**
 * The DOI prefixes (the part before the first `/`) of a journal's articles with how many DOIs use each, most used
 * first, then in text order (articles_pub_idx).
 */
export async function doiPrefixesOfJournal(db: Db, publicationId: number): Promise<{ prefix: string; n: number }[]> {
  const prefix = sql<string>`lower(split_part(${articles.doi}, '/', 1))`;
  const rows = await db
    .select({ prefix, n: count() })
    .from(articles)
    .where(and(eq(articles.publicationId, publicationId), isNotNull(articles.doi), sql`${articles.doi} like '%/%'`))
    .groupBy(prefix)
    .orderBy(desc(count()), asc(prefix));
  return rows.map((r) => ({ prefix: r.prefix, n: Number(r.n) }));
}
