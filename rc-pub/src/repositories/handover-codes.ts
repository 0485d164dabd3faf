/**
 * Hand-over code queries (docs/product/members.md#token-hand-over): `handover_codes` keyed by the SHA-256 of the code
 * handed out. A code is spent by one conditional UPDATE, so of two exchanges at once exactly one gets the member.
 * Codes die with the session that issued them (on delete cascade); expired ones are purged when new ones are issued.
 */
import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { handoverCodes } from '../db/schema/index.js';

/** Records a code (its SHA-256, hex) issued at `createdAt` by session `sessionId` of `memberId`. */
export async function insertHandoverCode(
  db: Db | Tx,
  row: { codeHash: string; memberId: number; sessionId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(handoverCodes).values(row);
}

/** How many codes session `sessionId` issued after `since` (the issuing budget), used or not. */
export async function countHandoverCodesSince(db: Db | Tx, sessionId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(handoverCodes)
    .where(and(eq(handoverCodes.sessionId, sessionId), gt(handoverCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Deletes the codes that expired at or before `before`; how many. */
export async function purgeExpiredHandoverCodes(db: Db | Tx, before: Date): Promise<number> {
  const rows = await db
    .delete(handoverCodes)
    .where(lte(handoverCodes.expiresAt, before))
    .returning({ codeHash: handoverCodes.codeHash });
  return rows.length;
}

/**
 * Spends the code hashing to `codeHash` at `now`, in one statement: `UPDATE … SET used_at = now WHERE code_hash = …
 * AND used_at IS NULL AND expires_at > now RETURNING member_id, session_id`. Undefined when it is unknown, already
 * spent or expired, so a code is spent once however many exchanges race for it.
 */
export async function spendHandoverCode(
  db: Db | Tx,
  codeHash: string,
  now: Date,
): Promise<{ memberId: number; sessionId: number } | undefined> {
  const [row] = await db
    .update(handoverCodes)
    .set({ usedAt: now })
    .where(and(eq(handoverCodes.codeHash, codeHash), isNull(handoverCodes.usedAt), gt(handoverCodes.expiresAt, now)))
    .returning({ memberId: handoverCodes.memberId, sessionId: handoverCodes.sessionId });
  return row;
}
