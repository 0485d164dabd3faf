/**
 * Usage and citation queries (statistics and /front/rank with its windows, docs/product/usage.md). Tables in db/schema/usage.ts;
 * `article_usage_daily_rank_idx` serves the windowed rankings, its primary key an article's months and the flush.
 * `articles.views` (abstract views), `articles.downloads` and `articles.citations` are the all-time totals the
 * search sorts (docs/product/usage.md#sorting-search-results-by-usage) and the 'all' window read; `search_docs` keeps a copy for the search box's sorts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { METRIC, type MetricCode, type StoredMetricCode } from '../db/schema/usage.js';

/** Counts of one article, metric (reader event 1-3 or session-unique 4-5) and UTC day ('YYYY-MM-DD') to add. */
export interface UsageCount {
  articleId: number;
  day: string;
  metric: StoredMetricCode;
  count: number;
}

/** The reader-event codes the statistics read (1-3; the session-unique codes are COUNTER's alone). */
const EVENT_CODES = sql`(${METRIC.abstract}::smallint, ${METRIC.fulltext}::smallint, ${METRIC.download}::smallint)`;

/** Rows per INSERT statement (4 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 4000;

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/**
 * Adds `counts` in one transaction: upserts the daily rows, raises the articles' totals and their search documents.
 * Counts of articles that no longer exist are dropped (joined against `articles`). Returns the counts written.
 */
export async function addUsage(db: Db, counts: readonly UsageCount[]): Promise<number> {
  if (!counts.length) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < counts.length; i += CHUNK) {
      const part = counts.slice(i, i + CHUNK);
      const values = sql.join(
        part.map((c) => sql`(${c.articleId}::int, ${c.day}::date, ${c.metric}::smallint, ${c.count}::int)`),
        sql`, `,
      );
      const res = await tx.execute(sql`
        INSERT INTO article_usage_daily (article_id, day, metric, count)
        SELECT v.a, v.d, v.m, v.c FROM (VALUES ${values}) AS v(a, d, m, c) JOIN articles ON articles.id = v.a
        ON CONFLICT (article_id, metric, day) DO UPDATE SET count = article_usage_daily.count + excluded.count
        RETURNING article_id`);
      written += rowsOf(res).length;
    }
    const totals = new Map<number, { views: number; downloads: number }>();
    for (const c of counts) {
      const t = totals.get(c.articleId) ?? { views: 0, downloads: 0 };
      if (c.metric === METRIC.abstract) t.views += c.count;
      if (c.metric === METRIC.download) t.downloads += c.count;
      totals.set(c.articleId, t);
    }
    const changed = [...totals].filter(([, t]) => t.views || t.downloads);
    for (let i = 0; i < changed.length; i += CHUNK) {
      const values = sql.join(
        changed.slice(i, i + CHUNK).map(([id, t]) => sql`(${id}::int, ${t.views}::int, ${t.downloads}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE articles SET views = articles.views + v.views, downloads = articles.downloads + v.downloads
        FROM (VALUES ${values}) AS v(id, views, downloads) WHERE articles.id = v.id`);
      await tx.execute(sql`
        UPDATE search_docs SET views = a.views, downloads = a.downloads
        FROM articles a, (VALUES ${values}) AS v(id, views, downloads)
        WHERE a.id = v.id AND search_docs.kind = 'article' AND search_docs.ref_id = a.id`);
    }
  });
  return written;
}

/** All-time totals of an article per reader-event code (1-3), its cited-by count and whether its JATS XML is stored. */
export async function articleTotals(
  db: Db,
  articleId: number,
): Promise<{ byMetric: Map<number, number>; citedBy: number; xml: boolean } | null> {
  const [article] = rowsOf<{ citations: number; xml: boolean }>(
    await db.execute(sql`
      SELECT citations, EXISTS (SELECT 1 FROM article_sources s WHERE s.article_id = a.id) AS xml
      FROM articles a WHERE id = ${articleId}`),
  );
  if (!article) return null;
  const rows = rowsOf<{ metric: number; n: number }>(
    await db.execute(sql`
      SELECT metric::int AS metric, sum(count)::int AS n FROM article_usage_daily
      WHERE article_id = ${articleId} AND metric IN ${EVENT_CODES} GROUP BY metric`),
  );
  return { byMetric: new Map(rows.map((r) => [r.metric, r.n])), citedBy: article.citations, xml: article.xml };
}

/** An article's counts per 'YYYY-MM' month and reader-event code (1-3) from UTC day `fromDay` on. */
export async function articleMonths(
  db: Db,
  articleId: number,
  fromDay: string,
): Promise<{ month: string; metric: number; n: number }[]> {
  return rowsOf(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM') AS month, metric::int AS metric, sum(count)::int AS n
      FROM article_usage_daily WHERE article_id = ${articleId} AND metric IN ${EVENT_CODES} AND day >= ${fromDay}::date
      GROUP BY 1, 2`),
  );
}

/** A ranked article id and its count. */
export interface RankedId {
  id: number;
  n: number;
}

function inJournals(column: SQL, publicationIds: readonly number[]): SQL {
  return sql`${column} IN (${sql.join(
    publicationIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/**
 * The `size` articles of `publicationIds` with the most `metric` events from UTC day `fromDay` on, ties by lower id.
 * Reads `article_usage_daily_rank_idx` (metric, day) index-only, then joins the journal filter.
 */
export async function rankUsage(
  db: Db,
  q: { publicationIds: readonly number[]; metric: MetricCode; fromDay: string; size: number },
): Promise<RankedId[]> {
  if (!q.publicationIds.length) return [];
  return rowsOf(
    await db.execute(sql`
      SELECT u.article_id AS id, u.n FROM (
        SELECT article_id, sum(count)::int AS n FROM article_usage_daily
        WHERE metric = ${q.metric}::smallint AND day >= ${q.fromDay}::date GROUP BY article_id
      ) u JOIN articles a ON a.id = u.article_id
      WHERE ${inJournals(sql`a.publication_id`, q.publicationIds)}
      ORDER BY u.n DESC, u.article_id LIMIT ${q.size}`),
  );
}

/** The `size` articles of `publicationIds` with the highest all-time total `column`, ties by lower id; 0 left out. */
export async function rankTotals(
  db: Db,
  q: { publicationIds: readonly number[]; column: 'views' | 'downloads' | 'citations'; size: number },
): Promise<RankedId[]> {
  if (!q.publicationIds.length) return [];
  const col = sql.raw(`a.${q.column}`);
  return rowsOf(
    await db.execute(sql`
      SELECT a.id, ${col} AS n FROM articles a
      WHERE ${inJournals(sql`a.publication_id`, q.publicationIds)} AND ${col} > 0
      ORDER BY ${col} DESC, a.id LIMIT ${q.size}`),
  );
}

/**
 * The `size` articles of `publicationIds` cited by the most portal articles published from `fromDay` on (citing
 * articles without a publication date are left out of windows), ties by lower id.
 */
export async function rankCitations(
  db: Db,
  q: { publicationIds: readonly number[]; fromDay: string; size: number },
): Promise<RankedId[]> {
  if (!q.publicationIds.length) return [];
  return rowsOf(
    await db.execute(sql`
      SELECT c.cited_id AS id, count(*)::int AS n FROM article_citations c
      JOIN articles citing ON citing.id = c.citing_id
      JOIN articles cited ON cited.id = c.cited_id
      WHERE citing.published_date >= ${q.fromDay}::date AND ${inJournals(sql`cited.publication_id`, q.publicationIds)}
      GROUP BY c.cited_id ORDER BY n DESC, c.cited_id LIMIT ${q.size}`),
  );
}

/**
 * Rebuilds `article_citations` from every article's references (DOIs compared case-insensitively, trimmed; an
 * article citing itself is left out) and sets `articles.citations` (and the search documents' copy) to the count of
 * citing articles. One transaction. Returns the number of citation pairs.
 */
export async function recomputeCitations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM article_citations`);
    const res = await tx.execute(sql`
      INSERT INTO article_citations (cited_id, citing_id)
      SELECT DISTINCT cited.id, citing.id
      FROM articles citing
      CROSS JOIN LATERAL jsonb_array_elements(citing."references") AS r(ref)
      JOIN articles cited ON lower(cited.doi) = lower(trim(r.ref->>'doi'))
      WHERE cited.doi IS NOT NULL AND r.ref ? 'doi' AND cited.id <> citing.id
      RETURNING cited_id`);
    await tx.execute(sql`
      UPDATE articles SET citations = coalesce(c.n, 0)
      FROM articles a LEFT JOIN (SELECT cited_id, count(*)::int AS n FROM article_citations GROUP BY cited_id) c
        ON c.cited_id = a.id
      WHERE articles.id = a.id AND articles.citations IS DISTINCT FROM coalesce(c.n, 0)`);
    await tx.execute(sql`
      UPDATE search_docs SET citations = a.citations FROM articles a
      WHERE search_docs.kind = 'article' AND search_docs.ref_id = a.id AND search_docs.citations <> a.citations`);
    return rowsOf(res).length;
  });
}
