/**
 * Member session queries (the login result's token, the token header and 401 expiry: docs/product/members.md#sessions). Tokens are looked up
 * by their SHA-256 (`member_sessions_token_uq`); a member's sessions by `member_sessions_member_idx`.
 */
import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { memberSessions } from '../db/schema/index.js';

export type SessionRow = typeof memberSessions.$inferSelect;

/** The session whose token hashes to `tokenHash`, or undefined (expiry is the caller's rule). */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(memberSessions).where(eq(memberSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Records use of session `id` at `at` (idle expiry counts from here). */
export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(memberSessions).set({ lastSeenAt: at }).where(eq(memberSessions.id, id));
}

/** Starts a session; `tokenHash` is the SHA-256 (hex) of the token handed to the member. */
export async function insertSession(
  db: Db | Tx,
  row: {
    tokenHash: string;
    memberId: number;
    expiresAt: Date;
    method: string;
    userAgent: string | null;
    /** Login time; also the first use (idle expiry counts from it). The database's clock when absent. */
    createdAt?: Date;
    /** A handed-over session: the session that issued the code, and the family's first session. */
    parentSessionId?: number | null;
    familyId?: number | null;
  },
): Promise<SessionRow> {
  const at = row.createdAt ? { createdAt: row.createdAt, lastSeenAt: row.createdAt } : {};
  const [inserted] = await db
    .insert(memberSessions)
    .values({ ...row, ...at })
    .returning();
  if (!inserted) throw new Error('insertSession: no row returned');
  return inserted;
}

/** Ends one session (logout); true when it existed. */
export async function deleteSession(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db.delete(memberSessions).where(eq(memberSessions.id, id)).returning({ id: memberSessions.id });
  return rows.length > 0;
}

/**
 * Ends the session family of `session` (docs/product/members.md#logout): the family's first session (its `familyId`,
 * else itself) and every session handed over within it, whichever of them asks; how many ended.
 */
export async function deleteSessionFamily(
  db: Db | Tx,
  session: Pick<SessionRow, 'id' | 'familyId' | 'memberId'>,
): Promise<number> {
  const root = session.familyId ?? session.id;
  const rows = await db
    .delete(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, session.memberId),
        or(eq(memberSessions.id, root), eq(memberSessions.familyId, root), eq(memberSessions.id, session.id)),
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
}

/** The session with id `id`, or undefined. */
export async function findSessionById(db: Db | Tx, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(memberSessions).where(eq(memberSessions.id, id)).limit(1);
  return row;
}

/** Ends every session of `memberId`, except `keepId` when given (password change keeps the current one). */
export async function deleteMemberSessions(db: Db | Tx, memberId: number, keepId?: number): Promise<number> {
  const where =
    keepId === undefined
      ? eq(memberSessions.memberId, memberId)
      : and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, keepId));
  const rows = await db.delete(memberSessions).where(where).returning({ id: memberSessions.id });
  return rows.length;
}

/** The sessions of `memberId`, most recently used first (account page). */
export async function listMemberSessions(db: Db, memberId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(memberSessions)
    .where(eq(memberSessions.memberId, memberId))
    .orderBy(desc(memberSessions.lastSeenAt));
}
