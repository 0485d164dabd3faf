/**
 * The sender's queries on alert_deliveries (docs/product/alerts.md#delivery-and-retries): claim due rows with row locks (FOR UPDATE SKIP
 * LOCKED, so two rc-pub instances on one PostgreSQL never claim the same row; PGlite has one connection and the same
 * SQL works), record a send, a failed try (exponential backoff, then failed for good), cancel the rows of paused
 * subscriptions, and read what a mail needs (subscriptions, articles with journal and issue).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  alertDeliveries,
  articles,
  issues,
  memberSubscriptions,
  publications,
  type Contributor,
} from '../db/schema/index.js';

/** A delivery a sender holds until `lockedUntil`. */
export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  articleId: number;
  /** Tries made before this one. */
  attempts: number;
}

/** A subscription as the sender reads it. */
export type MailSubscriptionRow = typeof memberSubscriptions.$inferSelect;

/**
 * Claims up to `limit` due deliveries of active subscriptions and returns them, oldest subscription and delivery
 * first: status pending (or sending whose lease `locked_until` has passed: its sender died), `due_at` ≤ now, and
 * `next_attempt_at` null or ≤ now. One statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE OF d SKIP LOCKED)), so the
 * claim is its own short transaction; claimed rows become `sending` until now + `leaseMs`. Index
 * alert_deliveries_due_idx.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .innerJoin(memberSubscriptions, eq(memberSubscriptions.id, alertDeliveries.subscriptionId))
    .where(
      and(
        or(
          eq(alertDeliveries.status, 'pending'),
          and(eq(alertDeliveries.status, 'sending'), lte(alertDeliveries.lockedUntil, now)),
        ),
        lte(alertDeliveries.dueAt, now),
        or(isNull(alertDeliveries.nextAttemptAt), lte(alertDeliveries.nextAttemptAt, now)),
        eq(memberSubscriptions.status, 'active'),
      ),
    )
    .orderBy(asc(alertDeliveries.subscriptionId), asc(alertDeliveries.id))
    .limit(limit)
    .for('update', { of: alertDeliveries, skipLocked: true });
  const rows = await db
    .update(alertDeliveries)
    .set({ status: 'sending', lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(alertDeliveries.id, due))
    .returning({
      id: alertDeliveries.id,
      subscriptionId: alertDeliveries.subscriptionId,
      articleId: alertDeliveries.articleId,
      attempts: alertDeliveries.attempts,
    });
  return rows.sort((a, b) => a.subscriptionId - b.subscriptionId || a.id - b.id);
}

/**
 * Cancels the unsent deliveries of paused subscriptions (contract: matches made while paused are never mailed
 * later): pending rows, and sending rows whose lease has lapsed. Returns how many were cancelled.
 */
export async function cancelPausedDeliveries(db: Db, now: Date): Promise<number> {
  const paused = db
    .select({ id: memberSubscriptions.id })
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.status, 'paused'));
  const rows = await db
    .update(alertDeliveries)
    .set({ status: 'cancelled', lockedUntil: null })
    .where(
      and(
        inArray(alertDeliveries.subscriptionId, paused),
        or(
          eq(alertDeliveries.status, 'pending'),
          and(eq(alertDeliveries.status, 'sending'), lte(alertDeliveries.lockedUntil, now)),
        ),
      ),
    )
    .returning({ id: alertDeliveries.id });
  return rows.length;
}

/**
 * Records that the mail `messageId` carried deliveries `ids`. Only rows still `sending` change, so a sender whose
 * lease lapsed cannot overwrite a row another sender has settled.
 */
export async function markDeliveriesSent(db: Db, ids: number[], messageId: string, now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(alertDeliveries)
    .set({ status: 'sent', sentAt: now, messageId, lockedUntil: null, lastError: null, nextAttemptAt: null })
    .where(and(inArray(alertDeliveries.id, ids), eq(alertDeliveries.status, 'sending')));
}

/**
 * Records a failed try of deliveries `ids`: attempts + 1 and `lastError`; back to pending with
 * next_attempt_at = now + retryBaseMs × 2^(attempts − 1) (attempts counted after this try), or `failed` (never
 * retried) once attempts reaches `maxTries` or when `permanent` (the server refused the mail for good, 5xx).
 */
export async function markDeliveriesFailedTry(
  db: Db,
  ids: number[],
  opts: { error: string; now: Date; retryBaseMs: number; maxTries: number; permanent: boolean },
): Promise<void> {
  if (!ids.length) return;
  const giveUp = opts.permanent ? sql`true` : sql`${alertDeliveries.attempts} + 1 >= ${opts.maxTries}`;
  // attempts in SET expressions is the value before this try: the delay doubles from retryBaseMs
  const delay = sql`(${opts.retryBaseMs}::float8 * power(2, ${alertDeliveries.attempts})) * interval '1 millisecond'`;
  await db
    .update(alertDeliveries)
    .set({
      attempts: sql`${alertDeliveries.attempts} + 1`,
      status: sql`case when ${giveUp} then 'failed' else 'pending' end`,
      nextAttemptAt: sql`case when ${giveUp} then null else ${opts.now.toISOString()}::timestamptz + ${delay} end`,
      lockedUntil: null,
      lastError: opts.error.slice(0, 1000),
    })
    .where(and(inArray(alertDeliveries.id, ids), eq(alertDeliveries.status, 'sending')));
}

/** Gives claimed deliveries back untouched (pending, unlocked), e.g. when their mail could not be built. */
export async function releaseDeliveries(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(alertDeliveries)
    .set({ status: 'pending', lockedUntil: null })
    .where(and(inArray(alertDeliveries.id, ids), eq(alertDeliveries.status, 'sending')));
}

/** The subscriptions with these ids (primary key). */
export async function listSubscriptionsByIds(db: Db, ids: number[]): Promise<MailSubscriptionRow[]> {
  if (!ids.length) return [];
  return db.select().from(memberSubscriptions).where(inArray(memberSubscriptions.id, ids));
}

/** What a mail says about one article besides its titles (article_texts, read with listTexts). */
export interface MailArticleRow {
  id: number;
  doi: string | null;
  contributors: Contributor[];
  publicationType: number;
  publicationId: number;
  journalZh: string;
  journalEn: string;
  columnZh: string | null;
  columnEn: string | null;
  issueYear: number | null;
  issueVolume: string | null;
  issueNumber: string | null;
  /** True when the article sits in its journal's online-first bucket (or in no issue). */
  onlineFirst: boolean;
  publishedDate: string | null;
}

/** Articles with their journal and issue (primary keys), in the order of `ids`. */
export async function listMailArticles(db: Db, ids: number[]): Promise<MailArticleRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: articles.id,
      doi: articles.doi,
      contributors: articles.contributors,
      publicationType: articles.publicationType,
      publicationId: articles.publicationId,
      journalZh: publications.titleZh,
      journalEn: publications.titleEn,
      columnZh: articles.columnZh,
      columnEn: articles.columnEn,
      issueYear: issues.year,
      issueVolume: issues.volume,
      issueNumber: issues.number,
      issueOnlineFirst: issues.onlineFirst,
      publishedDate: articles.publishedDate,
    })
    .from(articles)
    .innerJoin(publications, eq(publications.id, articles.publicationId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(inArray(articles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { issueOnlineFirst, ...rest } = r;
    return [{ ...rest, onlineFirst: issueOnlineFirst === null || issueOnlineFirst || r.publicationType === 1 }];
  });
}

/** Counts of deliveries by status (the CLI's and the bench's report). */
export async function countDeliveriesByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: alertDeliveries.status, n: sql<number>`count(*)::int` })
    .from(alertDeliveries)
    .groupBy(alertDeliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
