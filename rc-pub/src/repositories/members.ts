/**
 * Member queries (the login result and account calls of docs/product/members.md): by mobile number (`members_mobile_uq`) or id,
 * registration, password and number changes, profile, deletion (every member-owned row cascades).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { memberFiles, members, smsCodes } from '../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

/** PostgreSQL's unique_violation (a concurrent registration or number change took the number first). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** The member with this mobile number, or undefined. */
export async function findMemberByMobile(db: Db | Tx, mobileNo: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.mobileNo, mobileNo)).limit(1);
  return row;
}

/** The member with this id, or undefined. */
export async function findMemberById(db: Db | Tx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** Registers a member; undefined when the number is already taken (also by a concurrent registration). */
export async function insertMember(
  db: Db | Tx,
  row: { mobileNo: string; passwordHash: string; passwordChangedAt: Date; createdAt: Date },
): Promise<MemberRow | undefined> {
  try {
    const [inserted] = await db.insert(members).values(row).onConflictDoNothing().returning();
    return inserted;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Sets the password hash (a PHC string) of member `id`, changed at `at`. */
export async function updatePasswordHash(db: Db | Tx, id: number, passwordHash: string, at: Date): Promise<void> {
  await db.update(members).set({ passwordHash, passwordChangedAt: at }).where(eq(members.id, id));
}

/** Replaces a legacy hash by its argon2id rehash, leaving the change date alone (the password did not change). */
export async function rehashPassword(db: Db | Tx, id: number, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, id));
}

/** Moves member `id` to `mobileNo`; false when another member has it (also a concurrent change). */
export async function updateMobile(db: Db | Tx, id: number, mobileNo: string): Promise<boolean> {
  try {
    await db.update(members).set({ mobileNo }).where(eq(members.id, id));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Saves the profile fields of member `id`; `headPictureFileId` only when given. */
export async function updateProfile(
  db: Db | Tx,
  id: number,
  profile: { name: string; email: string; institution: string | null; headPictureFileId?: number },
): Promise<void> {
  await db
    .update(members)
    .set({
      ...profile,
      // A changed address is no longer the one a code proved
      emailVerifiedAt: sql`case when lower(coalesce(${members.email}, '')) = lower(${profile.email}) then ${members.emailVerifiedAt} else null end`,
    })
    .where(eq(members.id, id));
}

/** Saves `email` as member `id`'s address, proved by a mailed code at `at` (verifyEmail). */
export async function setVerifiedEmail(db: Db | Tx, id: number, email: string, at: Date): Promise<void> {
  await db.update(members).set({ email, emailVerifiedAt: at }).where(eq(members.id, id));
}

/** True when member_files row `fileId` belongs to `memberId` with this `purpose` (e.g. avatar). */
export async function memberOwnsFile(db: Db | Tx, memberId: number, fileId: number, purpose: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberFiles.id })
    .from(memberFiles)
    .where(and(eq(memberFiles.id, fileId), eq(memberFiles.memberId, memberId), eq(memberFiles.purpose, purpose)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes member `id` and, by cascade, every row they own (sessions, identities, favourites, downloads, history,
 * albums and their items, files, subscriptions), plus the SMS codes sent to their number; in one transaction.
 * @returns false when there was no such member.
 */
export async function deleteMemberCascade(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(members).where(eq(members.id, id)).returning({ mobileNo: members.mobileNo });
    if (!gone) return false;
    await tx.delete(smsCodes).where(eq(smsCodes.mobileNo, gone.mobileNo));
    return true;
  });
}

/**
 * Counts a wrong password of member `id` at `now`: the count restarts at 1 when the window that began at the first
 * failure (`windowMs` long) has passed. One statement, so concurrent failures all count.
 * @returns the failures in the current window.
 */
export async function recordPasswordFailure(db: Db | Tx, id: number, now: Date, windowMs: number): Promise<number> {
  const restart = sql`(${members.loginFailuresSince} IS NULL OR ${members.loginFailuresSince} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz)`;
  const [row] = await db
    .update(members)
    .set({
      loginFailures: sql`CASE WHEN ${restart} THEN 1 ELSE ${members.loginFailures} + 1 END`,
      loginFailuresSince: sql`CASE WHEN ${restart} THEN ${now.toISOString()}::timestamptz ELSE ${members.loginFailuresSince} END`,
    })
    .where(eq(members.id, id))
    .returning({ failures: members.loginFailures });
  return row?.failures ?? 0;
}

/** Forgets member `id`'s wrong passwords (after a password, SMS login or a password reset). */
export async function clearPasswordFailures(db: Db | Tx, id: number): Promise<void> {
  await db.update(members).set({ loginFailures: 0, loginFailuresSince: null }).where(eq(members.id, id));
}
