/**
 * Search queries over `search_docs` (/front/search with its sort, ranges and filters; docs/product/search.md). The match
 * predicate comes from repositories/search/compile.ts; this module adds scope, filters, ranking, paging and the display
 * columns. Column usage follows the comment at the top of rc-pub/src/db/schema/search.ts.
 */
import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SearchSort, SearchType } from '../contract/search.js';
import type { Db } from '../db/client.js';
import { publications } from '../db/schema/content.js';
import { fileRenditions, files } from '../db/schema/files.js';
import { searchDocs as d } from '../db/schema/search.js';
import type { ExactRank } from './search/compile.js';

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
  /** Publication type: 0 formal, 1 online first. */
  publicationType?: number | undefined;
  /** Open access: 0 open access, 1 not. */
  openAccess?: number | undefined;
  /** Only items published in the last N years (docs/product/search.md#time-ranges: 5/3/1; by date, else by year); undefined = all. */
  rangeYears?: number | undefined;
}

/**
 * `kind` among `kinds`: a plain comparison with constants, so PostgreSQL prunes search_docs to the kinds' partitions
 * (the table is partitioned by kind, rc-pub/src/db/schema/search.ts) before it touches any index.
 */
export function kindIn(kinds: SearchType[]): SQL {
  return kinds.length === 1 ? eq(d.kind, kinds[0]!) : inArray(d.kind, kinds);
}

/** The WHERE clause of a search: kind, scope, filters, range and the match (the GIN indexes; a single journal's scope can use search_docs_scope_idx). */
export function searchWhereSql(w: SearchWhere): SQL {
  const parts: SQL[] = [kindIn(w.kinds)];
  const scope: SQL[] = [];
  const nonNews = w.kinds.filter((k) => k !== 'news');
  if (nonNews.length) {
    const kindOk = nonNews.length === w.kinds.length ? null : kindIn(nonNews);
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
    const onlyNews = w.kinds.length === 1 ? null : kindIn(['news']);
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
  /** tsquery of the positive terms, ranked on the head `tsv_rank` (title A > keyword B), or null. */
  rank: SQL | null;
  /** Lower-cased DOIs typed in the query: an exact DOI match ranks first. */
  dois: string[];
  /** Every match is a head hit (CompiledQuery.headOnly): the head lookup is skipped. */
  headOnly?: boolean | undefined;
  /** Exact-match ranking (CompiledQuery.exact): whole-keyword and title-word hits rank above other head hits. */
  exact?: ExactRank | null | undefined;
  sort: SearchSort;
  page: number;
  size: number;
}

/** Rank weights {D, C, B, A} of ts_rank_cd (PostgreSQL's order). */
const WEIGHTS = '{0.1,0.2,0.4,1.0}';

/**
 * Matches ranked by score, at most: a larger match set ranks the first RANK_POOL of its matches in the order
 * (DOI match, exact hit, head hit, newest), and the rest follow in that order. Within the pool the order is the
 * exact score (a term that is a whole keyword of the row, then one that is a word of its title: CompiledQuery.exact),
 * then ts_rank_cd. ts_rank_cd reads each ranked row's `tsv_rank`
 * (about 5-15 µs a row at 100k articles on PostgreSQL 15), so ranking every one of 20,000 matches would cost
 * more than the whole latency budget (p95 <= 50 ms); head hits are found by the `tsv_rank` GIN instead.
 */
export const RANK_POOL = 500;

/** Sort column of a non-relevance sort (docs/product/search.md#sorting), newest first on ties. */
const SORT_KEY: Partial<Record<SearchSort, SQL>> = {
  views: sql`${d.views}`,
  downloads: sql`${d.downloads}`,
  citations: sql`${d.citations}`,
};

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

/**
 * One matched row with its score; a figure's stored file also with its MIME type and its JPEG thumbnail
 * (docs/product/content.md#figure-images), both null for other kinds and when absent.
 */
export type SearchHitRow = { [K in keyof typeof hitColumns]: (typeof hitColumns)[K]['_']['data'] | null } & {
  score: number;
  thumbFileId: number | null;
  fileMime: string | null;
};

/**
 * A figure hit's JPEG thumbnail (the narrowest thumb rendition of its file) and the file's MIME type, read for the
 * page's rows only (file_renditions and files primary keys).
 */
const SELECT_FIGURE_FILE = sql`case when ${d.kind} = 'figure' and ${d.fileId} is not null then (
    select ${fileRenditions.renditionFileId} from ${fileRenditions}
    where ${fileRenditions.fileId} = ${d.fileId} and ${fileRenditions.purpose} = 'thumb' and ${fileRenditions.format} = 'jpeg'
    order by ${fileRenditions.width} limit 1) end as "thumbFileId",
  case when ${d.kind} = 'figure' and ${d.fileId} is not null then (
    select ${files.mime} from ${files} where ${files.id} = ${d.fileId}) end as "fileMime"`;

/** `col as "key"` for every display column (dates as ISO text, the same on both drivers). */
const SELECT_HIT = sql.join(
  Object.entries(hitColumns).map(([k, col]) =>
    k === 'publishedDate' ? sql`${col}::text as ${sql.identifier(k)}` : sql`${col} as ${sql.identifier(k)}`,
  ),
  sql`, `,
);

/**
 * The ordered page ids of a search as CTEs `m` (every match: id, date, DOI flag, sort key), `n` (their count) and
 * `top` (the page: id, score, ord). Relevance with a rank query: see {@link RANK_POOL}; other sorts order `m` by
 * the sort column, newest first on ties. Every CTE reads narrow columns; display columns are read for `top` only.
 */
function pageCtes(q: SearchPageQuery): SQL {
  const where = searchWhereSql(q.where);
  const df = q.dois.length ? sql`coalesce(${inArray(d.doi, q.dois)}, false)` : sql`false`;
  const key = SORT_KEY[q.sort] ?? sql`0`;
  const m = sql`m as materialized (
      select ${d.id} as id, ${d.publishedDate} as pd, ${df} as df, ${key} as k from ${d} where ${where})`;
  const n = sql`n as (select count(*)::int as c from m)`;
  const limit = sql`limit ${q.size} offset ${q.page * q.size}`;
  if (q.sort !== 'relevance' || !q.rank) {
    const order =
      q.sort === 'date'
        ? sql`pd desc nulls last, id desc`
        : q.sort === 'relevance'
          ? sql`df desc, pd desc nulls last, id desc`
          : sql`k desc, pd desc nulls last, id desc`;
    return sql`with ${m}, ${n},
      top as (select id, 0::float4 as s, row_number() over (order by ${order}) as ord
        from (select * from m order by ${order} ${limit}) p)`;
  }
  const rank = q.rank;
  const kinds = kindIn(q.where.kinds); // prunes the id lookups to the searched partitions
  // joins between CTEs are avoided (no statistics: the planner picked nested loops, 100+ ms at 1,000 rows); the head
  // flag is a hashed IN, the pool is ranked through the primary key, the rest (read only for
  // pages past the pool) is a hashed NOT IN
  const order = sql`df desc, ranked desc, xs desc, s desc nulls last, head desc, pd desc nulls last, id desc`;
  const h = q.headOnly
    ? sql``
    : sql`h as materialized (select ${d.id} as id from ${d} where ${where} and ${d.tsvRank} @@ (${rank})),`;
  const head = q.headOnly ? sql`true` : sql`(${d.id} in (select id from h))`;
  // exact hits (whole keyword, title word) are found through the tsv_rank GIN too, and enter the pool first
  const e = q.exact
    ? sql`e as materialized (select ${d.id} as id from ${d} where ${where} and ${d.tsvRank} @@ (${q.exact.any})),`
    : sql``;
  const ex = q.exact ? sql`(${d.id} in (select id from e))` : sql`false`;
  const xs = q.exact ? sql`case when pool.ex then ${q.exact.score} else 0 end` : sql`0`;
  // the pool holds the first RANK_POOL rows of the final order (DOI matches and head hits first), so a page inside it
  // never reads the rest
  const rows =
    (q.page + 1) * q.size <= RANK_POOL
      ? sql`(select * from r)`
      : sql`(select * from r union all select id, pd, df, head, false as ranked, 0 as xs, null::float4 as s from m
          where id not in (select id from pool))`;
  return sql`with ${h} ${e}
    m as materialized (select ${d.id} as id, ${d.publishedDate} as pd, ${df} as df, ${head} as head, ${ex} as ex
      from ${d} where ${where}),
    ${n},
    pool as materialized (select id, pd, df, head, ex from m
      order by df desc, ex desc, head desc, pd desc nulls last, id desc limit ${RANK_POOL}),
    r as (select pool.id, pool.pd, pool.df, pool.head, true as ranked, (${xs})::int as xs,
        ts_rank_cd(${WEIGHTS}::float4[], ${d.tsvRank}, (${rank}), 1) as s
      from pool join ${d} on ${d.id} = pool.id and ${kinds}),
    top as (select id, coalesce(s, 0)::float4 as s, row_number() over (order by ${order}) as ord
      from (select * from ${rows} u order by ${order} ${limit}) p)`;
}

/**
 * One page of matches (page from 0) and the number of matches, in one statement (see {@link pageCtes}).
 * Relevance: DOI match first, then the ranked pool by score, then the rest by head hit and date.
 */
export async function searchPage(db: Db, q: SearchPageQuery): Promise<{ total: number; rows: SearchHitRow[] }> {
  const res = await db.execute(sql`${pageCtes(q)}
    select ${SELECT_HIT}, ${SELECT_FIGURE_FILE}, top.s as score, n.c as total
    from n left join top on true
    left join ${d} on ${d.id} = top.id and ${kindIn(q.where.kinds)}
    left join ${publications} on ${publications.id} = ${d.publicationId}
    order by top.ord`);
  const raw = (res as unknown as { rows: (Record<string, unknown> & { total: number; refId: number | null })[] }).rows;
  const total = Number(raw[0]?.total ?? 0);
  const rows = raw
    .filter((r) => r.refId !== null)
    .map(({ total: _t, ...r }) => ({ ...r, score: Number(r.score ?? 0) }) as unknown as SearchHitRow);
  return { total, rows };
}
