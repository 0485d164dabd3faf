/**
 * COUNTER report queries (docs/product/usage.md#counter-reports-sushi): the stored daily counts per article-month
 * with the attributes reports need (Access_Type from the licence, YOP, full text), journals and articles as report
 * items describe them, the months with usage, the platform searches (written here by usage/searches.ts), and the
 * COUNTER customers of the site file. Tables: db/schema/usage.ts, db/schema/counter.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { METRIC, UNIQUE_METRIC } from '../db/schema/usage.js';
import { OPEN_LICENCE_TEXT, OPEN_LICENCE_URL } from '../counter/access.js';
import type { ArticleInfo, JournalInfo, UsageRow } from '../counter/build.js';
import type { CounterCustomer } from '../counter/customers.js';

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

function idList(column: SQL, ids: readonly number[]): SQL {
  return sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** The configured customers in file order. */
export async function listCounterCustomers(db: Db | Tx): Promise<CounterCustomer[]> {
  return rowsOf<CounterCustomer>(
    await db.execute(sql`
      SELECT customer_id AS "customerId", name, api_key_sha256 AS "apiKeySha256", sites
      FROM counter_customers ORDER BY sort, customer_id`),
  );
}

/** Replaces every configured customer with `customers` (in this order). */
export async function replaceCounterCustomers(tx: Tx, customers: readonly CounterCustomer[]): Promise<void> {
  await tx.execute(sql`DELETE FROM counter_customers`);
  for (const [i, c] of customers.entries())
    await tx.execute(sql`
      INSERT INTO counter_customers (customer_id, name, api_key_sha256, sites, sort)
      VALUES (${c.customerId}, ${c.name}, ${c.apiKeySha256.toLowerCase()}, ${JSON.stringify(c.sites)}::jsonb, ${i})`);
}

/** The journals the sites with subdomains `slds` show (their own journal and their listed journals). */
export async function publicationIdsOfSites(db: Db, slds: readonly string[]): Promise<number[]> {
  if (!slds.length) return [];
  const list = sql.join(
    slds.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT sp.publication_id AS id FROM site_publications sp JOIN sites s ON s.id = sp.site_id WHERE s.sld IN (${list})
      UNION SELECT s.publication_id FROM sites s WHERE s.sld IN (${list}) AND s.publication_id IS NOT NULL`),
  ).map((r) => r.id);
}

/** The ids of the sites with subdomains `slds`. */
export async function siteIdsOfSlds(db: Db, slds: readonly string[]): Promise<number[]> {
  if (!slds.length) return [];
  const list = sql.join(
    slds.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM sites WHERE sld IN (${list})`)).map((r) => r.id);
}

/** Searches of one site on one UTC day ('YYYY-MM-DD') to add. */
export interface SearchCount {
  siteId: number;
  day: string;
  count: number;
}

/** Rows per INSERT statement (3 parameters each). */
const CHUNK = 5000;

/** Adds `counts` to `platform_searches_daily` in one transaction (upsert on day and site). Returns the rows written. */
export async function addPlatformSearches(db: Db, counts: readonly SearchCount[]): Promise<number> {
  if (!counts.length) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < counts.length; i += CHUNK) {
      const values = sql.join(
        counts.slice(i, i + CHUNK).map((c) => sql`(${c.day}::date, ${c.siteId}::int, ${c.count}::int)`),
        sql`, `,
      );
      const res = await tx.execute(sql`
        INSERT INTO platform_searches_daily (day, site_id, count) SELECT v.d, v.s, v.c FROM (VALUES ${values}) AS v(d, s, c)
        ON CONFLICT (day, site_id) DO UPDATE SET count = platform_searches_daily.count + excluded.count
        RETURNING site_id`);
      written += rowsOf(res).length;
    }
  });
  return written;
}

/**
 * Searches per 'YYYY-MM' month from UTC day `fromDay` to `toDay` (both included) on the sites `siteIds` (null:
 * every site, removed ones included); months without searches are left out.
 */
export async function searchesByMonth(
  db: Db,
  q: { fromDay: string; toDay: string; siteIds: readonly number[] | null },
): Promise<Map<string, number>> {
  if (q.siteIds && !q.siteIds.length) return new Map();
  const rows = rowsOf<{ month: string; n: number }>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM') AS month, sum(count)::int AS n FROM platform_searches_daily
      WHERE day >= ${q.fromDay}::date AND day <= ${q.toDay}::date
        AND ${q.siteIds ? idList(sql`site_id`, q.siteIds) : sql`TRUE`}
      GROUP BY 1 HAVING sum(count) > 0`),
  );
  return new Map(rows.map((r) => [r.month, r.n]));
}

/** Where a query is restricted to some journals (null: every journal). */
function journalScope(publicationIds: readonly number[] | null): SQL {
  if (publicationIds === null) return sql`TRUE`;
  if (!publicationIds.length) return sql`FALSE`;
  return idList(sql`a.publication_id`, publicationIds);
}

/** The first and last 'YYYY-MM' with page views or downloads of the journals in scope, or null when none. */
export async function usageMonthRange(
  db: Db,
  publicationIds: readonly number[] | null,
): Promise<{ first: string; last: string } | null> {
  const [row] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`
      SELECT to_char(min(u.day), 'YYYY-MM') AS first, to_char(max(u.day), 'YYYY-MM') AS last
      FROM article_usage_daily u JOIN articles a ON a.id = u.article_id
      WHERE u.metric IN (${METRIC.abstract}::smallint, ${METRIC.download}::smallint) AND ${journalScope(publicationIds)}`),
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/**
 * Page views, downloads and their session-unique counts (codes 4, 5) per article and month from UTC day `fromDay` to
 * `toDay` (both included) of the journals in scope, with each article's Access_Type (open licence by URL or text: counter/access.ts), YOP (online first
 * '9999'; else the issue's year, else the publication date's; else '0001') and whether it has a full text.
 */
export async function usageRows(
  db: Db,
  q: { fromDay: string; toDay: string; publicationIds: readonly number[] | null },
): Promise<UsageRow[]> {
  return rowsOf<UsageRow>(
    await db.execute(sql`
      WITH u AS (
        SELECT article_id, to_char(day, 'YYYY-MM') AS month,
          coalesce(sum(count) FILTER (WHERE metric = ${METRIC.abstract}::smallint), 0)::int AS views,
          coalesce(sum(count) FILTER (WHERE metric = ${METRIC.download}::smallint), 0)::int AS downloads,
          coalesce(sum(count) FILTER (WHERE metric = ${UNIQUE_METRIC.investigation}::smallint), 0)::int
            AS "uniqueInvestigations",
          coalesce(sum(count) FILTER (WHERE metric = ${UNIQUE_METRIC.download}::smallint), 0)::int AS "uniqueDownloads"
        FROM article_usage_daily
        WHERE metric IN (${METRIC.abstract}::smallint, ${METRIC.download}::smallint,
            ${UNIQUE_METRIC.investigation}::smallint, ${UNIQUE_METRIC.download}::smallint)
          AND day >= ${q.fromDay}::date AND day <= ${q.toDay}::date
        GROUP BY 1, 2
      )
      SELECT u.article_id AS "articleId", a.publication_id AS "publicationId", u.month, u.views, u.downloads,
        u."uniqueInvestigations", u."uniqueDownloads",
        EXISTS (SELECT 1 FROM article_texts t WHERE t.article_id = a.id AND coalesce(t.body_html, '') <> '')
          AS "fullText",
        CASE WHEN coalesce(a.license_url, '') ~* ${OPEN_LICENCE_URL} OR coalesce(a.license_text, '') ~* ${OPEN_LICENCE_TEXT}
          THEN 'Open' ELSE 'Controlled' END AS access,
        CASE WHEN a.publication_type = 1 OR coalesce(i.online_first, false) THEN '9999'
          ELSE lpad(coalesce(i.year, extract(year FROM a.published_date)::int, 1)::text, 4, '0') END AS yop
      FROM u JOIN articles a ON a.id = u.article_id LEFT JOIN issues i ON i.id = a.issue_id
      WHERE ${journalScope(q.publicationIds)}
      ORDER BY u.article_id, u.month`),
  );
}

/**
 * When session-unique counting began: the first UTC day with a code 4 or 5 count ('YYYY-MM-DD', null before any),
 * and whether the journals in scope have page views or downloads from `fromDay` to `toDay` before that day (usage
 * recorded before rc-pub counted sessions and searches, which has Total_* metrics only).
 */
export async function uniqueCoverage(
  db: Db,
  q: { fromDay: string; toDay: string; publicationIds: readonly number[] | null },
): Promise<{ since: string | null; earlier: boolean }> {
  const [row] = rowsOf<{ since: string | null; earlier: boolean }>(
    await db.execute(sql`
      WITH s AS (
        SELECT min(day) AS since FROM article_usage_daily
        WHERE metric IN (${UNIQUE_METRIC.investigation}::smallint, ${UNIQUE_METRIC.download}::smallint)
      )
      SELECT to_char(s.since, 'YYYY-MM-DD') AS since, EXISTS (
        SELECT 1 FROM article_usage_daily u JOIN articles a ON a.id = u.article_id
        WHERE u.metric IN (${METRIC.abstract}::smallint, ${METRIC.download}::smallint)
          AND u.day >= ${q.fromDay}::date AND u.day <= ${q.toDay}::date AND (s.since IS NULL OR u.day < s.since)
          AND ${journalScope(q.publicationIds)}
      ) AS earlier FROM s`),
  );
  return { since: row?.since ?? null, earlier: row?.earlier ?? false };
}

/** Journals by id as report items describe them (English title and publisher, else Chinese). */
export async function journalInfos(db: Db, ids: readonly number[]): Promise<Map<number, JournalInfo>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<JournalInfo>(
    await db.execute(sql`
      SELECT p.id, coalesce(nullif(p.title_en, ''), p.title_zh) AS title,
        coalesce(nullif(p.publisher_en, ''), nullif(p.publisher_zh, ''), '') AS publisher,
        nullif(trim(p.issn), '') AS issn, nullif(trim(p.eissn), '') AS eissn, p.code
      FROM publications p WHERE ${idList(sql`p.id`, ids)}`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Articles by id as IR_A1 describes them: English title (else the original's), DOI, date, version, authors. */
export async function articleInfos(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Omit<ArticleInfo, 'version' | 'authors'> & { versionLabel: number; contributors: unknown }>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<Omit<ArticleInfo, 'version' | 'authors'> & { versionLabel: number; contributors: unknown }>(
    await db.execute(sql`
      SELECT a.id, a.publication_id AS "publicationId", a.doi, to_char(a.published_date, 'YYYY-MM-DD') AS "publishedDate",
        a.version_label AS "versionLabel", a.contributors,
        coalesce((SELECT t.title FROM article_texts t WHERE t.article_id = a.id
          ORDER BY (t.lang = 'en') DESC, t.is_original DESC LIMIT 1), '') AS title
      FROM articles a WHERE ${idList(sql`a.id`, ids)}`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}
