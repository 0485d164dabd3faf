/**
 * Email alert queries (subscribe, isSubscribe, subscribeList, unSubscribe; docs/product/calls-and-errors.md#email-alerts): subscriptions by owner
 * (`member_subscriptions_member_idx`, `member_subscriptions_email_idx`), by target (the unique index
 * `member_subscriptions_target_uq`: one row per address and target, so subscribing again updates it), and the checks of
 * the subscription rules (journal, site, a journal's columns). Deleting a subscription removes its pending deliveries
 * by the foreign key's cascade.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { articles, memberSubscriptions, publications, sitePublications, sites } from '../db/schema/index.js';

export type SubscriptionRow = typeof memberSubscriptions.$inferSelect;

/** A subscription with its journal's titles (empty when it spans a site). */
export type SubscriptionWithJournal = SubscriptionRow & { titleZh: string; titleEn: string };

/** What a subscription watches: the columns of the unique index `member_subscriptions_target_uq`. */
export interface SubscriptionTargetKey {
  type: string;
  value: string | null;
  publicationId: number | null;
  siteId: number | null;
}

/** Who may see a subscription: rows of the member's account, and rows of their verified email (lower-cased). */
export interface SubscriptionOwner {
  memberId: number;
  verifiedEmail: string | null;
}

const withJournal = {
  row: memberSubscriptions,
  titleZh: sql<string>`coalesce(${publications.titleZh}, '')`,
  titleEn: sql<string>`coalesce(${publications.titleEn}, '')`,
};

function flatten(r: { row: SubscriptionRow; titleZh: string; titleEn: string }): SubscriptionWithJournal {
  return { ...r.row, titleZh: r.titleZh, titleEn: r.titleEn };
}

function ownedBy(owner: SubscriptionOwner) {
  const byMember = eq(memberSubscriptions.memberId, owner.memberId);
  return owner.verifiedEmail ? or(byMember, eq(memberSubscriptions.email, owner.verifiedEmail)) : byMember;
}

/** The row of `email` and `target` (index member_subscriptions_target_uq), or undefined. */
async function findByTarget(
  db: Db | Tx,
  email: string,
  target: SubscriptionTargetKey,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.email, email),
        eq(memberSubscriptions.type, target.type),
        sql`coalesce(${memberSubscriptions.value}, '') = ${target.value ?? ''}`,
        sql`coalesce(${memberSubscriptions.publicationId}, 0) = ${target.publicationId ?? 0}`,
        sql`coalesce(${memberSubscriptions.siteId}, 0) = ${target.siteId ?? 0}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Makes the subscription of `email` to `target` active with this language and frequency: a new row, or the existing
 * row of that address and target updated in place (its id kept). `memberId` ties it to a member (an existing tie is
 * kept when null). One transaction; a concurrent subscribe to the same target ends in the same single row.
 */
export async function upsertSubscription(
  db: Db,
  row: SubscriptionTargetKey & {
    email: string;
    memberId: number | null;
    language: string;
    frequency: string;
    confirmedAt: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(memberSubscriptions)
      .values({ ...row, status: 'active', createdAt: row.confirmedAt, updatedAt: row.confirmedAt })
      .onConflictDoNothing()
      .returning({ id: memberSubscriptions.id });
    if (inserted) return inserted.id;
    const existing = await findByTarget(tx, row.email, row);
    if (!existing) throw new Error('member_subscriptions: conflict without a row of the same target');
    await tx
      .update(memberSubscriptions)
      .set({
        language: row.language,
        frequency: row.frequency,
        status: 'active',
        confirmedAt: row.confirmedAt,
        updatedAt: row.confirmedAt,
        ...(row.memberId !== null ? { memberId: row.memberId } : {}),
      })
      .where(eq(memberSubscriptions.id, existing.id));
    return existing.id;
  });
}

/** Subscription `id` with its journal's titles, or undefined. */
export async function findSubscription(db: Db, id: number): Promise<SubscriptionWithJournal | undefined> {
  const [r] = await db
    .select(withJournal)
    .from(memberSubscriptions)
    .leftJoin(publications, eq(publications.id, memberSubscriptions.publicationId))
    .where(eq(memberSubscriptions.id, id))
    .limit(1);
  return r ? flatten(r) : undefined;
}

/** Subscription `id` when `owner` may see it (their account's or their verified email's), else undefined. */
export async function findOwnSubscription(
  db: Db,
  id: number,
  owner: SubscriptionOwner,
): Promise<SubscriptionWithJournal | undefined> {
  const [r] = await db
    .select(withJournal)
    .from(memberSubscriptions)
    .leftJoin(publications, eq(publications.id, memberSubscriptions.publicationId))
    .where(and(eq(memberSubscriptions.id, id), ownedBy(owner)))
    .limit(1);
  return r ? flatten(r) : undefined;
}

/** Every subscription `owner` may see, newest first (member_subscriptions_member_idx, _email_idx). */
export async function listOwnSubscriptions(db: Db, owner: SubscriptionOwner): Promise<SubscriptionWithJournal[]> {
  const rows = await db
    .select(withJournal)
    .from(memberSubscriptions)
    .leftJoin(publications, eq(publications.id, memberSubscriptions.publicationId))
    .where(ownedBy(owner))
    .orderBy(desc(memberSubscriptions.createdAt), desc(memberSubscriptions.id));
  return rows.map(flatten);
}

/**
 * The newest of `owner`'s subscriptions to `target` (isSubscribe). A journal's alert is found whatever site it was
 * made on; a site-wide keyword alert only on its own site.
 */
export async function findOwnSubscriptionTo(
  db: Db,
  owner: SubscriptionOwner,
  target: SubscriptionTargetKey,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        ownedBy(owner),
        eq(memberSubscriptions.type, target.type),
        sql`coalesce(${memberSubscriptions.value}, '') = ${target.value ?? ''}`,
        target.publicationId !== null
          ? eq(memberSubscriptions.publicationId, target.publicationId)
          : and(
              isNull(memberSubscriptions.publicationId),
              sql`coalesce(${memberSubscriptions.siteId}, 0) = ${target.siteId ?? 0}`,
            ),
      ),
    )
    .orderBy(desc(memberSubscriptions.createdAt), desc(memberSubscriptions.id))
    .limit(1);
  return row;
}

/** Changes status, frequency or language of subscription `id` at `at`. */
export async function updateSubscriptionSettings(
  db: Db,
  id: number,
  patch: { status?: string; frequency?: string; language?: string },
  at: Date,
): Promise<void> {
  await db
    .update(memberSubscriptions)
    .set({ ...patch, updatedAt: at })
    .where(eq(memberSubscriptions.id, id));
}

/** Deletes subscription `id` (its deliveries go with it, FK cascade); the row deleted, or undefined. */
export async function deleteSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.delete(memberSubscriptions).where(eq(memberSubscriptions.id, id)).returning();
  return row;
}

/** True when journal `id` exists (primary key). */
export async function journalExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: publications.id }).from(publications).where(eq(publications.id, id)).limit(1);
  return rows.length > 0;
}

/** Site `id`'s names, or undefined (primary key). */
export async function siteNames(db: Db, id: number): Promise<{ nameZh: string; nameEn: string } | undefined> {
  const [row] = await db
    .select({ nameZh: sites.nameZh, nameEn: sites.nameEn })
    .from(sites)
    .where(eq(sites.id, id))
    .limit(1);
  return row;
}

/** True when site `siteId` shows journal `publicationId` (site_publications primary key). */
export async function siteHasJournal(db: Db, siteId: number, publicationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sitePublications.publicationId })
    .from(sitePublications)
    .where(and(eq(sitePublications.siteId, siteId), eq(sitePublications.publicationId, publicationId)))
    .limit(1);
  return rows.length > 0;
}

/** True when an article of journal `publicationId` is in column `column`, in either language (articles_pub_idx). */
export async function journalHasColumn(db: Db, publicationId: number, column: string): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.publicationId, publicationId), or(eq(articles.columnZh, column), eq(articles.columnEn, column))),
    )
    .limit(1);
  return rows.length > 0;
}
