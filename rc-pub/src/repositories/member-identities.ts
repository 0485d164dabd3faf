/**
 * Third-party identities of members (thirdBind, docs/product/members.md#account-binding): `member_identities_uq` finds the member of an
 * issuer's subject, `member_identities_member_idx` lists a member's identities.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { memberIdentities } from '../db/schema/index.js';

export type IdentityRow = typeof memberIdentities.$inferSelect;

/** The identities bound to `memberId`, oldest first. */
export async function listIdentities(db: Db, memberId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(asc(memberIdentities.createdAt), asc(memberIdentities.id));
}

/** The identity of `subject` at `issuer`, or null when nobody bound it. */
export async function findIdentity(db: Db, issuer: string, subject: string): Promise<IdentityRow | null> {
  const rows = await db
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.issuer, issuer), eq(memberIdentities.subject, subject)));
  return rows[0] ?? null;
}

/**
 * Binds `subject` at `issuer` to `memberId`. When it is already bound (to anyone) nothing changes.
 * @returns the member the identity belongs to afterwards.
 */
export async function bindIdentity(
  db: Db | Tx,
  row: { memberId: number; issuer: string; subject: string; displayName: string | null; createdAt: Date },
): Promise<number> {
  await db.insert(memberIdentities).values(row).onConflictDoNothing();
  const rows = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.issuer, row.issuer), eq(memberIdentities.subject, row.subject)));
  return rows[0]?.memberId ?? row.memberId;
}

/** Removes identity `id` of `memberId`; false when the member has no such identity. */
export async function unbindIdentity(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.id, id), eq(memberIdentities.memberId, memberId)))
    .returning({ id: memberIdentities.id });
  return rows.length > 0;
}
