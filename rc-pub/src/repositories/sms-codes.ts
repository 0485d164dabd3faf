/**
 * SMS code queries (sendReceiverMessage, docs/product/members.md#sms-codes): the send limits per number (`sms_codes_mobile_idx`) and
 * per IP (`sms_codes_ip_idx`), the newest code of a number and purpose, wrong tries and single use. Counting a budget
 * and spending it happen in one transaction under {@link withSmsLocks}, so concurrent requests cannot overspend it.
 */
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { smsCodes } from '../db/schema/index.js';
import { type LockKey, withKeyLocks } from './key-locks.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/**
 * Runs `fn` in one transaction holding the locks of number `mobileNo` and, when given, of client `ip`: the sends and
 * tries of one number, and the sends from one IP, run one after the other. `fn` must query through its `tx` only.
 */
export async function withSmsLocks<T>(
  db: Db,
  keys: { mobileNo: string; ip?: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const locks: LockKey[] = [['smsNumber', keys.mobileNo]];
  if (keys.ip !== undefined) locks.push(['smsIp', keys.ip]);
  return withKeyLocks(db, locks, fn);
}

/** Sends to `mobileNo` since `daySince` and the newest one's time; sends from `ip` since `hourSince`. */
export async function sendCounts(
  db: Db | Tx,
  mobileNo: string,
  ip: string,
  daySince: Date,
  hourSince: Date,
): Promise<{ lastAt: Date | null; day: number; ipHour: number }> {
  const [byNumber] = await db
    .select({ day: count(), lastAt: max(smsCodes.createdAt) })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobileNo, mobileNo), gt(smsCodes.createdAt, daySince)));
  const [byIp] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, hourSince)));
  const lastAt = byNumber?.lastAt ?? null;
  return {
    lastAt: lastAt === null ? null : new Date(lastAt),
    day: byNumber?.day ?? 0,
    ipHour: byIp?.n ?? 0,
  };
}

/** Records a sent code (its hash only). */
export async function insertCode(
  db: Db | Tx,
  row: { mobileNo: string; purpose: string; codeHash: string; expiresAt: Date; ip: string; createdAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(row);
}

/**
 * The newest code of `mobileNo` for `purpose`, used or not (older ones are superseded by it: once it is used or burnt,
 * none of them works), or undefined.
 */
export async function newestCode(db: Db | Tx, mobileNo: string, purpose: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobileNo, mobileNo), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts a wrong try of code `id` (one atomic increment); at `maxTries` the code is burnt (consumed at `at`).
 * @returns the tries counted so far.
 */
export async function recordWrongTry(db: Db | Tx, id: number, maxTries: number, at: Date): Promise<number> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ attempts: smsCodes.attempts });
  const attempts = row?.attempts ?? maxTries;
  if (attempts >= maxTries) await db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
  return attempts;
}

/** Uses code `id` once: true for the one caller that consumed it. */
export async function consumeCode(db: Db | Tx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
