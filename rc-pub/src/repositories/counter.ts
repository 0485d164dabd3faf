/**
 * COUNTER report queries (docs/product/usage.md#counter-reports-sushi): the stored daily counts per article-month
 * with the attributes reports need (Access_Type from the licence, YOP, full text), journals and articles as report
 * items describe them, the months with usage, and the COUNTER customers of the site file.
 *
 * `counter_customers` is created by {@link replaceCounterCustomers} when a site file first configures customers
 * (CREATE TABLE IF NOT EXISTS, inside the apply transaction) and read only when it exists: it still needs its
 * migration in rc-pub/drizzle (see docs/product/usage.md#keys-and-customers).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { METRIC } from '../db/schema/usage.js';
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

/** The configured customers in file order; none while the table does not exist. */
export async function listCounterCustomers(db: Db | Tx): Promise<CounterCustomer[]> {
  const [probe] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`SELECT to_regclass('counter_customers') IS NOT NULL AS "exists"`),
  );
  if (!probe?.exists) return [];
  return rowsOf<CounterCustomer>(
    await db.execute(sql`
      SELECT customer_id AS "customerId", name, api_key_sha256 AS "apiKeySha256", sites
      FROM counter_customers ORDER BY sort, customer_id`),
  );
}

/** Replaces every configured customer with `customers` (in this order), creating the table on first use. */
export async function replaceCounterCustomers(tx: Tx, customers: readonly CounterCustomer[]): Promise<void> {
  await tx.execute(sql`
    CREATE TABLE IF NOT EXISTS counter_customers (
      customer_id text PRIMARY KEY,
      name text NOT NULL,
      api_key_sha256 text NOT NULL,
      sites jsonb NOT NULL DEFAULT '[]'::jsonb,
      sort integer NOT NULL DEFAULT 0
    )`);
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
 * Page views and downloads per article and month from UTC day `fromDay` to `toDay` (both included) of the journals
 * in scope, with each article's Access_Type (open licence by URL or text: counter/access.ts), YOP (online first
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
          coalesce(sum(count) FILTER (WHERE metric = ${METRIC.download}::smallint), 0)::int AS downloads
        FROM article_usage_daily
        WHERE metric IN (${METRIC.abstract}::smallint, ${METRIC.download}::smallint)
          AND day >= ${q.fromDay}::date AND day <= ${q.toDay}::date
        GROUP BY 1, 2
      )
      SELECT u.article_id AS "articleId", a.publication_id AS "publicationId", u.month, u.views, u.downloads,
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
