/**
 * Mailed code queries (sendEmailCode): the send limits per address (`email_codes_email_idx`) and per IP
 * (`email_codes_ip_idx`), the newest code of an address and purpose (`email_codes_email_idx`), wrong tries and
 * single use. Addresses are stored lower-cased by the caller (alerts/codes.ts). Counting a budget and spending it
 * happen in one transaction under {@link withEmailLocks}, so concurrent requests cannot overspend it.
 */
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { emailCodes } from '../db/schema/index.js';
import { type LockKey, withKeyLocks } from './key-locks.js';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Runs `fn` in one transaction holding the locks of address `email` (lower-cased) and, when given, of client `ip`:
 * the sends and tries of one address, and the sends from one IP, run one after the other. `fn` must query through its
 * `tx` only.
 */
export async function withEmailLocks<T>(
  db: Db,
  keys: { email: string; ip?: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const locks: LockKey[] = [['emailAddress', keys.email]];
  if (keys.ip !== undefined) locks.push(['emailIp', keys.ip]);
  return withKeyLocks(db, locks, fn);
}

/** Codes sent to `email` since `daySince` and the newest one's time; codes sent from `ip` since `hourSince`. */
export async function emailSendCounts(
  db: Db | Tx,
  email: string,
  ip: string,
  daySince: Date,
  hourSince: Date,
): Promise<{ lastAt: Date | null; day: number; ipHour: number }> {
  const [byAddress] = await db
    .select({ day: count(), lastAt: max(emailCodes.createdAt) })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, daySince)));
  const [byIp] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.ip, ip), gt(emailCodes.createdAt, hourSince)));
  const lastAt = byAddress?.lastAt ?? null;
  return {
    lastAt: lastAt === null ? null : new Date(lastAt),
    day: byAddress?.day ?? 0,
    ipHour: byIp?.n ?? 0,
  };
}

/** Records a sent code (its hash only). */
export async function insertEmailCode(
  db: Db | Tx,
  row: { email: string; purpose: string; codeHash: string; expiresAt: Date; ip: string; createdAt: Date },
): Promise<void> {
  await db.insert(emailCodes).values(row);
}

/**
 * The newest code of `email` for `purpose`, used or not (older ones are superseded by it: once it is used or burnt,
 * none of them works), or undefined.
 */
export async function newestEmailCode(db: Db | Tx, email: string, purpose: string): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts a wrong try of code `id` (one atomic increment); at `maxTries` the code is burnt (consumed at `at`).
 * @returns the tries counted so far.
 */
export async function recordWrongEmailTry(db: Db | Tx, id: number, maxTries: number, at: Date): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id))
    .returning({ attempts: emailCodes.attempts });
  const attempts = row?.attempts ?? maxTries;
  if (attempts >= maxTries) await db.update(emailCodes).set({ consumedAt: at }).where(eq(emailCodes.id, id));
  return attempts;
}

/** Uses code `id` once: true for the one caller that consumed it. */
export async function consumeEmailCode(db: Db | Tx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}
