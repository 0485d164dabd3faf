/**
 * Spent captcha challenges (docs/product/members.md#captcha): a solved ALTCHA challenge is recorded by its signature
 * until it expires, so it is accepted once (`captcha_spent` primary key; `captcha_spent_expires_idx` for the purge).
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { captchaSpent } from '../db/schema/index.js';

/** Records challenge `signature` as used; false when it already was. Expired records are purged first. */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const rows = await db
    .insert(captchaSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  return rows.length > 0;
}
