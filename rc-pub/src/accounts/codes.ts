/**
 * SMS verification codes (sendReceiverMessage, docs/product/members.md#sms-codes): 6 digits from a CSPRNG, valid 5 minutes, stored
 * only as HMAC-SHA-256 (key derived from the field key), burnt after 5 wrong tries or one use; a newer code of the
 * same number and purpose supersedes older ones. Limits: 1 send per number per 60 s, 10 per number per day, and
 * RC_PUB_SMS_IP_MAX_PER_HOUR per client IP.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EnvelopeStatus } from '../contract/errors.js';
import type { SmsPurpose } from '../contract/account.js';
import type { ServiceCtx } from '../lib/context.js';
import { RcPubError, badRequest } from '../lib/errors.js';
import { consumeCode, insertCode, newestLiveCode, recordWrongTry, sendCounts } from '../repositories/sms-codes.js';

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
function codeHash(ctx: ServiceCtx, mobileNo: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', ctx.accounts.codeSecret).update(`${mobileNo}\n${purpose}\n${code}`).digest('hex');
}

function tooMany(key: 'smsTooSoon' | 'smsDailyLimit' | 'smsIpLimit', params: Record<string, number> = {}) {
  return new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, key, params);
}

/**
 * Checks the send limits, then records a new code for `mobileNo` and `purpose` from ctx.clientIp at `now`.
 * @returns the 6-digit code (the caller sends it, or drops it for a number it must not reveal).
 * @throws RcPubError status 429: smsTooSoon (with the seconds left), smsDailyLimit, smsIpLimit.
 */
export async function issueCode(ctx: ServiceCtx, mobileNo: string, purpose: SmsPurpose, now: Date): Promise<string> {
  const t = now.getTime();
  const counts = await sendCounts(ctx.db, mobileNo, ctx.clientIp, new Date(t - DAY_MS), new Date(t - HOUR_MS));
  if (counts.lastAt && t - counts.lastAt.getTime() < RESEND_MS)
    throw tooMany('smsTooSoon', { seconds: Math.ceil((RESEND_MS - (t - counts.lastAt.getTime())) / 1000) });
  if (counts.day >= DAILY_MAX) throw tooMany('smsDailyLimit');
  if (counts.ipHour >= ctx.accounts.config.smsIpMaxPerHour) throw tooMany('smsIpLimit');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(ctx.db, {
    mobileNo,
    purpose,
    codeHash: codeHash(ctx, mobileNo, purpose, code),
    expiresAt: new Date(t + CODE_TTL_MS),
    ip: ctx.clientIp,
    createdAt: now,
  });
  return code;
}

/**
 * Uses the newest code of `mobileNo` for `purpose` once, when `code` is it.
 * @throws RcPubError status 400: smsCodeInvalid (none, already used or burnt), smsCodeExpired (past 5 minutes),
 *   smsCodeWrong (with the tries left; the 5th wrong try burns the code).
 */
export async function useCode(
  ctx: ServiceCtx,
  mobileNo: string,
  purpose: SmsPurpose,
  code: string,
  now: Date,
): Promise<void> {
  const row = await newestLiveCode(ctx.db, mobileNo, purpose);
  if (!row) throw badRequest('smsCodeInvalid');
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('smsCodeExpired');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(ctx, mobileNo, purpose, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const tries = await recordWrongTry(ctx.db, row.id, CODE_MAX_TRIES, now);
    if (tries >= CODE_MAX_TRIES) throw badRequest('smsCodeInvalid');
    throw badRequest('smsCodeWrong', { remaining: CODE_MAX_TRIES - tries });
  }
  if (!(await consumeCode(ctx.db, row.id, now))) throw badRequest('smsCodeInvalid');
}
