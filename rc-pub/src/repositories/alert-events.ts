/**
 * The import's outbox and the matcher's writes (tables in db/schema/alerts.ts): outbox rows
 * written in an import's transaction, events claimed by one matcher with row locks, deliveries written once per
 * (subscription, article).
 */
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { alertDeliveries, alertEvents } from '../db/schema/alerts.js';
import { issues } from '../db/schema/content.js';

/** `kind` of an outbox row: an article published in a regular issue, or in an online-first collection. */
export type AlertEventKind = 'issue' | 'onlineFirst';

/** One outbox row to write. */
export interface AlertEventDraft {
  articleId: number;
  publicationId: number;
  issueId: number;
  kind: AlertEventKind;
}

/** An outbox row claimed by the matcher. */
export type AlertEventRow = Pick<
  typeof alertEvents.$inferSelect,
  'id' | 'articleId' | 'publicationId' | 'issueId' | 'kind'
>;

/** One delivery to write (status pending). */
export interface DeliveryDraft {
  subscriptionId: number;
  articleId: number;
  eventId: number;
  dueAt: Date;
}

/** Rows per INSERT statement (5 parameters a row stays far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/** Online-first flag of each given issue (primary key of issues); unknown ids are absent. */
export async function onlineFirstOfIssues(db: Db, issueIds: number[]): Promise<Map<number, boolean>> {
  const out = new Map<number, boolean>();
  if (!issueIds.length) return out;
  const rows = await db
    .select({ id: issues.id, onlineFirst: issues.onlineFirst })
    .from(issues)
    .where(inArray(issues.id, [...new Set(issueIds)]));
  for (const r of rows) out.set(r.id, r.onlineFirst);
  return out;
}

/** Appends outbox rows (unmatched); returns how many were written. */
export async function insertAlertEvents(db: Db, rows: AlertEventDraft[]): Promise<number> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(alertEvents).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return rows.length;
}

/**
 * Locks up to `limit` unmatched events, oldest first (index alert_events_unmatched_idx), skipping rows another
 * transaction holds: two matchers never claim the same event. Call inside the transaction that marks them matched.
 */
export async function claimUnmatchedEvents(db: Db, limit: number): Promise<AlertEventRow[]> {
  return db
    .select({
      id: alertEvents.id,
      articleId: alertEvents.articleId,
      publicationId: alertEvents.publicationId,
      issueId: alertEvents.issueId,
      kind: alertEvents.kind,
    })
    .from(alertEvents)
    .where(isNull(alertEvents.matchedAt))
    .orderBy(asc(alertEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks claimed events as matched at `now`. */
export async function markEventsMatched(db: Db, ids: number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(alertEvents).set({ matchedAt: now }).where(inArray(alertEvents.id, ids));
}

/**
 * Writes pending deliveries; a (subscription, article) pair that already has one is left as it is (unique index
 * alert_deliveries_subscription_article_uq, the idempotency key). Returns how many rows were new.
 */
export async function insertDeliveries(db: Db, rows: DeliveryDraft[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const res = await db
      .insert(alertDeliveries)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: [alertDeliveries.subscriptionId, alertDeliveries.articleId] })
      .returning({ id: alertDeliveries.id });
    written += res.length;
  }
  return written;
}

/** Unmatched events (the outbox backlog; the matcher's tests and bench read it). */
export async function countUnmatchedEvents(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertEvents)
    .where(isNull(alertEvents.matchedAt));
  return Number(row?.n ?? 0);
}
