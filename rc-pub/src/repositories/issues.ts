/** Issue (wire name "period") queries. */
import { count, desc, eq, inArray, and, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, issues } from '../db/schema/index.js';

export type IssueRow = typeof issues.$inferSelect;

/** Numeric part of a text column ('11', 'Suppl 2' → 2), null when it has no digits. */
const numeric = (col: typeof issues.volume | typeof issues.number) =>
  sql`nullif(regexp_replace(${col}, '[^0-9]', '', 'g'), '')::bigint`;

/**
 * Newest first: year, then volume and number compared as numbers (so 11 sorts after 9), then publication date.
 * Volume/number lead over the date because continuously publishing journals (JOSE) date an issue by its first paper.
 */
const newestFirst = [
  sql`${issues.year} desc nulls last`,
  sql`${numeric(issues.volume)} desc nulls last`,
  sql`${numeric(issues.number)} desc nulls last`,
  sql`${issues.pubDate} desc nulls last`,
  desc(issues.id),
];

/** Issues of the given journals, newest first (issues_key_uq leads with publication_id). Online-first buckets excluded when `regularOnly`. */
export async function listIssuesOfPublications(
  db: Db,
  publicationIds: number[],
  regularOnly = false,
): Promise<IssueRow[]> {
  if (!publicationIds.length) return [];
  const where = regularOnly
    ? and(inArray(issues.publicationId, publicationIds), eq(issues.onlineFirst, false))
    : inArray(issues.publicationId, publicationIds);
  return db
    .select()
    .from(issues)
    .where(where)
    .orderBy(...newestFirst);
}

/** The newest `limit` regular issues of one journal, newest first. */
export async function listNewestIssues(db: Db, publicationId: number, limit: number): Promise<IssueRow[]> {
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.publicationId, publicationId), eq(issues.onlineFirst, false)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Issues by ids (primary key), newest first. */
export async function listIssuesByIds(db: Db, ids: number[]): Promise<IssueRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(issues)
    .where(inArray(issues.id, ids))
    .orderBy(...newestFirst);
}

/** Number of articles per issue id (articles_issue_idx). */
export async function articleCountsOfIssues(db: Db, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: articles.issueId, n: count() })
    .from(articles)
    .where(inArray(articles.issueId, ids))
    .groupBy(articles.issueId);
  for (const r of rows) if (r.id !== null) out.set(r.id, Number(r.n));
  return out;
}
