/**
 * Pending third-party login steps (getUmtLoginUrl, loginByThirdLoginUrl, thirdBind; docs/product/members.md#third-party-login): `oidc_pending`
 * keyed by the SHA-256 of the handle handed out; `oidc_pending_expires_idx` serves the purge of expired rows.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { oidcPending } from '../db/schema/index.js';

/** What a pending row is: an authorisation request's state, or an identity waiting to be bound. */
export type PendingKind = 'state' | 'ticket';

/** Records a pending step; expired rows of any kind are purged first. */
export async function insertPending(
  db: Db,
  row: { handleHash: string; kind: PendingKind; payload: unknown; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(oidcPending).where(lt(oidcPending.expiresAt, now));
  await db.insert(oidcPending).values(row);
}

/** The payload of a live (unexpired) row of `kind`, without using it; null when none. */
export async function peekPending(db: Db, handleHash: string, kind: PendingKind, now: Date): Promise<unknown> {
  const rows = await db
    .select({ payload: oidcPending.payload })
    .from(oidcPending)
    .where(and(eq(oidcPending.handleHash, handleHash), eq(oidcPending.kind, kind), gt(oidcPending.expiresAt, now)));
  return rows[0]?.payload ?? null;
}

/**
 * Uses a row once: deletes it and answers its payload when it was live and of `kind`; null when it is unknown,
 * already used or expired (an expired row is deleted too).
 */
export async function takePending(db: Db | Tx, handleHash: string, kind: PendingKind, now: Date): Promise<unknown> {
  const rows = await db
    .delete(oidcPending)
    .where(and(eq(oidcPending.handleHash, handleHash), eq(oidcPending.kind, kind)))
    .returning({ payload: oidcPending.payload, expiresAt: oidcPending.expiresAt });
  const row = rows[0];
  return row && row.expiresAt.getTime() > now.getTime() ? row.payload : null;
}
