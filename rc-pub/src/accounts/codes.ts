/**
 * SMS verification codes (sendReceiverMessage, docs/product/members.md#sms-codes): 6 digits from a CSPRNG, valid 5 minutes, stored
 * only as HMAC-SHA-256 (key derived from the field key), burnt after 5 wrong tries or one use; a newer code of the
 * same number and purpose supersedes older ones. Limits: 1 send per number per 60 s, 10 per number per day, and
 * RC_PUB_SMS_IP_MAX_PER_HOUR per client IP. Each limit is counted and spent in one transaction that holds the number's
 * (and the IP's) lock (repositories/sms-codes.ts withSmsLocks), so parallel requests cannot overspend it; a code's
 * tries are checked under the number's lock too.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EnvelopeStatus } from '../contract/errors.js';
import type { SmsPurpose } from '../contract/account.js';
import type { ServiceCtx } from '../lib/context.js';
import { RcPubError, badRequest } from '../lib/errors.js';
import {
  consumeCode,
  insertCode,
  newestCode,
  recordWrongTry,
  sendCounts,
  withSmsLocks,
} from '../repositories/sms-codes.js';

/** What the code functions use of the request context: the database, the client's IP and the account kit. */
export type CodeCtx = Pick<ServiceCtx, 'db' | 'clientIp' | 'accounts'>;

/** A code is valid this long (5 minutes). */
export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries that burn a code. */
export const CODE_MAX_TRIES = 5;
/** At most one send per number in this window (60 s). */
export const RESEND_MS = 60_000;
/** At most this many sends per number in 24 hours. */
export const DAILY_MAX = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** HMAC-SHA-256 (hex) of a code, bound to its number and purpose. */
function codeHash(ctx: CodeCtx, mobileNo: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', ctx.accounts.codeSecret).update(`${mobileNo}\n${purpose}\n${code}`).digest('hex');
}

function tooMany(key: 'smsTooSoon' | 'smsDailyLimit' | 'smsIpLimit', params: Record<string, number> = {}) {
  return new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, key, params);
}

/**
 * Checks the send limits, then records a new code for `mobileNo` and `purpose` from ctx.clientIp at `now`; both in
 * one transaction under the locks of the number and the IP, so of parallel requests exactly as many pass as the
 * limits allow.
 * @returns the 6-digit code (the caller sends it, or drops it for a number it must not reveal).
 * @throws RcPubError status 429: smsTooSoon (with the seconds left, at most 60), smsDailyLimit, smsIpLimit.
 */
export async function issueCode(ctx: CodeCtx, mobileNo: string, purpose: SmsPurpose, now: Date): Promise<string> {
  const t = now.getTime();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withSmsLocks(ctx.db, { mobileNo, ip: ctx.clientIp }, async (tx) => {
    const counts = await sendCounts(tx, mobileNo, ctx.clientIp, new Date(t - DAY_MS), new Date(t - HOUR_MS));
    // a parallel request's `now` may be a few ms later than ours: the wait never exceeds RESEND_MS
    const since = counts.lastAt ? Math.max(0, t - counts.lastAt.getTime()) : RESEND_MS;
    if (since < RESEND_MS) throw tooMany('smsTooSoon', { seconds: Math.ceil((RESEND_MS - since) / 1000) });
    if (counts.day >= DAILY_MAX) throw tooMany('smsDailyLimit');
    if (counts.ipHour >= ctx.accounts.config.smsIpMaxPerHour) throw tooMany('smsIpLimit');
    await insertCode(tx, {
      mobileNo,
      purpose,
      codeHash: codeHash(ctx, mobileNo, purpose, code),
      expiresAt: new Date(t + CODE_TTL_MS),
      ip: ctx.clientIp,
      createdAt: now,
    });
  });
  return code;
}

/** How a try ended: used, or the error key (with the tries left for a wrong code). */
type TryOutcome =
  | { ok: true }
  | { ok: false; key: 'smsCodeInvalid' | 'smsCodeExpired' }
  | { ok: false; key: 'smsCodeWrong'; remaining: number };

/**
 * Uses the newest code of `mobileNo` for `purpose` once, when `code` is it. Under the number's lock, so parallel tries
 * of one code are counted one after the other (no more than 5 are ever compared).
 * @throws RcPubError status 400: smsCodeInvalid (none, already used or burnt), smsCodeExpired (past 5 minutes),
 *   smsCodeWrong (with the tries left; the 5th wrong try burns the code).
 */
export async function useCode(
  ctx: CodeCtx,
  mobileNo: string,
  purpose: SmsPurpose,
  code: string,
  now: Date,
): Promise<void> {
  // the outcome is thrown after the transaction: a wrong try must be committed, not rolled back
  const outcome = await withSmsLocks(ctx.db, { mobileNo }, async (tx): Promise<TryOutcome> => {
    const row = await newestCode(tx, mobileNo, purpose);
    if (!row || row.consumedAt !== null) return { ok: false, key: 'smsCodeInvalid' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, key: 'smsCodeExpired' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(codeHash(ctx, mobileNo, purpose, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const tries = await recordWrongTry(tx, row.id, CODE_MAX_TRIES, now);
      if (tries >= CODE_MAX_TRIES) return { ok: false, key: 'smsCodeInvalid' };
      return { ok: false, key: 'smsCodeWrong', remaining: CODE_MAX_TRIES - tries };
    }
    return (await consumeCode(tx, row.id, now)) ? { ok: true } : { ok: false, key: 'smsCodeInvalid' };
  });
  if (outcome.ok) return;
  if (outcome.key === 'smsCodeWrong') throw badRequest('smsCodeWrong', { remaining: outcome.remaining });
  throw badRequest(outcome.key);
}
