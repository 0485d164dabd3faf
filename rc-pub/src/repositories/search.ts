/**
 * Search queries over `search_docs` (issue 3; SPEC §7 /front/search, §9 sort, ranges and filters). The match
 * predicate comes from rc-pub/src/search/query/compile.ts; this module adds scope, filters, ranking, paging and the
 * display columns. Column usage follows the comment at the top of rc-pub/src/db/schema/search.ts.
 */
import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SearchSort, SearchType } from '../contract/search.js';
import type { Db } from '../db/client.js';
import { publications } from '../db/schema/content.js';
import { searchDocs as d } from '../db/schema/search.js';

/** Where the search looks and what it keeps (scope from the site, filters from the request). */
export interface SearchWhere {
  kinds: SearchType[];
  /** Match predicate (compiled query). */
  match: SQL;
  /** Journals in scope (site scope ∩ journal filter); null = every journal (aggregate site, no filter). */
  publicationIds: number[] | null;
  /** News are scoped by site: the site id, or null for every site (aggregate). */
  newsSiteId: number | null;
  years?: number[] | undefined;
  columns?: string[] | undefined;
  /** SPEC §9: 0 formal, 1 online first. */
  publicationType?: number | undefined;
  /** SPEC §9: 0 open access, 1 not. */
  openAccess?: number | undefined;
  /** Only items published in the last N years (SPEC §9 range 5/3/1; by date, else by year); undefined = all. */
  rangeYears?: number | undefined;
}

/** The WHERE clause of a search: kind, scope, filters, range and the match (search_docs_scope_idx / GIN indexes). */
export function searchWhereSql(w: SearchWhere): SQL {
  const parts: SQL[] = [w.kinds.length === 1 ? eq(d.kind, w.kinds[0]!) : inArray(d.kind, w.kinds)];
  const scope: SQL[] = [];
  const nonNews = w.kinds.filter((k) => k !== 'news');
  if (nonNews.length) {
    const kindOk = nonNews.length === w.kinds.length ? null : inArray(d.kind, nonNews);
    const pub =
      w.publicationIds === null
        ? null
        : w.publicationIds.length
          ? inArray(d.publicationId, w.publicationIds)
          : sql`false`;
    const both = [kindOk, pub].filter((x): x is SQL => x !== null);
    scope.push(both.length ? and(...both)! : sql`true`);
  }
  if (w.kinds.includes('news')) {
    const onlyNews = w.kinds.length === 1 ? null : eq(d.kind, 'news');
    const site = w.newsSiteId === null ? null : eq(d.siteId, w.newsSiteId);
    const both = [onlyNews, site].filter((x): x is SQL => x !== null);
    scope.push(both.length ? and(...both)! : sql`true`);
  }
  if (scope.length === 1) parts.push(scope[0]!);
  else parts.push(or(...scope)!);
  if (w.years?.length) parts.push(inArray(d.year, w.years));
  if (w.columns?.length) parts.push(or(inArray(d.columnZh, w.columns), inArray(d.columnEn, w.columns))!);
  if (w.publicationType !== undefined) parts.push(eq(d.publicationType, w.publicationType));
  if (w.openAccess !== undefined) parts.push(eq(d.openAccess, w.openAccess));
  if (w.rangeYears !== undefined) {
    // by publication date; an item with only a year (e.g. its issue's) counts from that year
    const since = sql`(current_date - ${w.rangeYears}::int * interval '1 year')`;
    parts.push(
      sql`(${d.publishedDate} >= ${since} or (${d.publishedDate} is null and ${d.year} >= extract(year from ${since})))`,
    );
  }
  parts.push(w.match);
  return and(...parts)!;
}

/** A page request: ranking inputs, sort and page (from 0). */
export interface SearchPageQuery {
  where: SearchWhere;
  /** tsquery to rank by on the weighted `tsv_rank` (title A > keyword B > abstract C), or null. */
  rank: SQL | null;
  /** Lower-cased DOIs typed in the query: an exact DOI match ranks first (issue 3). */
  dois: string[];
  sort: SearchSort;
  page: number;
  size: number;
}

/** Rank weights {D, C, B, A} of ts_rank_cd (PostgreSQL's order). */
const WEIGHTS = '{0.1,0.2,0.4,1.0}';

function scoreSql(rank: SQL | null): SQL<number> {
  // on tsv_rank (the weighted lexemes without the body: small, inline; a body-only match ranks 0);
  // normalization 1 divides by 1 + log(document length), so long abstracts do not drown short titles
  return rank ? sql<number>`ts_rank_cd(${WEIGHTS}::float4[], ${d.tsvRank}, ${rank}, 1)` : sql<number>`0::float4`;
}

function orderOf(q: SearchPageQuery, score: SQL): SQL[] {
  const doiFirst = q.dois.length ? [sql`(${d.doi} is not null and ${inArray(d.doi, q.dois)}) desc`] : [];
  const newest = sql`${d.publishedDate} desc nulls last`;
  switch (q.sort) {
    case 'date':
      return [newest, sql`${d.id} desc`];
    case 'views':
      return [sql`${d.views} desc`, newest, sql`${d.id} desc`];
    case 'downloads':
      return [sql`${d.downloads} desc`, newest, sql`${d.id} desc`];
    case 'citations':
      return [sql`${d.citations} desc`, newest, sql`${d.id} desc`];
    default:
      return [...doiFirst, sql`${score} desc`, newest, sql`${d.id} desc`];
  }
}

/** Display columns of a hit (plain text; no tsvectors). */
const hitColumns = {
  kind: d.kind,
  refId: d.refId,
  articleId: d.articleId,
  publicationId: d.publicationId,
  issueId: d.issueId,
  year: d.year,
  publishedDate: d.publishedDate,
  columnZh: d.columnZh,
  columnEn: d.columnEn,
  publicationType: d.publicationType,
  openAccess: d.openAccess,
  views: d.views,
  downloads: d.downloads,
  citations: d.citations,
  doi: d.doi,
  lang: d.lang,
  titleZh: d.titleZh,
  titleEn: d.titleEn,
  titleOrig: d.titleOrig,
  authors: d.authors,
  keywords: d.keywords,
  label: d.label,
  fileId: d.fileId,
  mime: d.mime,
  articleTitle: d.articleTitle,
  snippetZh: d.snippetZh,
  snippetEn: d.snippetEn,
  publicationTitleZh: publications.titleZh,
  publicationTitleEn: publications.titleEn,
};

/** One matched row with its score. */
export type SearchHitRow = { [K in keyof typeof hitColumns]: (typeof hitColumns)[K]['_']['data'] | null } & {
  score: number;
};

/** One page of matches, best first, and the number of matches. */
export async function searchPage(db: Db, q: SearchPageQuery): Promise<{ total: number; rows: SearchHitRow[] }> {
  const where = searchWhereSql(q.where);
  const score = scoreSql(q.rank);
  const rows = await db
    .select({
      ...hitColumns,
      score: sql<number>`${score}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(d)
    .leftJoin(publications, eq(publications.id, d.publicationId))
    .where(where)
    .orderBy(...orderOf(q, score))
    .limit(q.size)
    .offset(q.page * q.size);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(d)
      .where(where);
    total = c?.n ?? 0;
  }
  return { total, rows: rows.map(({ total: _t, ...r }) => r as SearchHitRow) };
}
