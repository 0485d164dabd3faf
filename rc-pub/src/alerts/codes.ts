/**
 * Mailed verification codes (sendEmailCode; docs/product/alerts.md#email-codes), modelled on the SMS codes (accounts/codes.ts): 6 digits from a CSPRNG, valid
 * RC_PUB_EMAIL_CODE_MINUTES (ctx.mail.config.codeTtlMs), stored only as HMAC-SHA-256 with ctx.mail.codeSecret bound to
 * the lower-cased address, the purpose and the code; burnt after 5 wrong tries or one use; a newer code of the same
 * address and purpose supersedes older ones. Limits: 1 send per address per 60 s, 10 per address per day,
 * RC_PUB_EMAIL_IP_MAX_PER_HOUR per client IP.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { checkEmail } from '../accounts/rules.js';
import type { EmailCodePurpose } from '../contract/alerts.js';
import { EnvelopeStatus } from '../contract/errors.js';
import type { ServiceCtx } from '../lib/context.js';
import { RcPubError, badRequest } from '../lib/errors.js';
import {
  consumeEmailCode,
  emailSendCounts,
  insertEmailCode,
  newestLiveEmailCode,
  recordWrongEmailTry,
} from '../repositories/email-codes.js';

/** Wrong tries that burn a code. */
export const EMAIL_CODE_MAX_TRIES = 5;
/** At most one send per address in this window (60 s). */
export const EMAIL_RESEND_MS = 60_000;
/** At most this many sends per address in 24 hours. */
export const EMAIL_DAILY_MAX = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The address as stored and compared: trimmed and lower-cased.
 * @throws RcPubError 400 emailFormat (docs/product/alerts.md#subscription-rules) when longer than 254 characters, without exactly one @, or without a
 *   dot in the domain.
 */
export function normalizeEmail(email: string): string {
  return checkEmail(email).toLowerCase();
}

/** HMAC-SHA-256 (hex) of a code, bound to its (lower-cased) address and purpose. */
function codeHash(ctx: ServiceCtx, email: string, purpose: EmailCodePurpose, code: string): string {
  return createHmac('sha256', ctx.mail.codeSecret).update(`${email}\n${purpose}\n${code}`).digest('hex');
}

function tooMany(key: 'emailTooSoon' | 'emailDailyLimit' | 'emailIpLimit', params: Record<string, number> = {}) {
  return new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, key, params);
}

/**
 * Checks the send limits, then records a new code for `email` (normalized) and `purpose` from ctx.clientIp at `now`.
 * @returns the 6-digit code (the caller mails it).
 * @throws RcPubError status 429: emailTooSoon (with the seconds left), emailDailyLimit, emailIpLimit.
 */
export async function issueEmailCode(
  ctx: ServiceCtx,
  email: string,
  purpose: EmailCodePurpose,
  now: Date,
): Promise<string> {
  const t = now.getTime();
  const counts = await emailSendCounts(ctx.db, email, ctx.clientIp, new Date(t - DAY_MS), new Date(t - HOUR_MS));
  if (counts.lastAt && t - counts.lastAt.getTime() < EMAIL_RESEND_MS)
    throw tooMany('emailTooSoon', {
      seconds: Math.ceil((EMAIL_RESEND_MS - (t - counts.lastAt.getTime())) / 1000),
    });
  if (counts.day >= EMAIL_DAILY_MAX) throw tooMany('emailDailyLimit');
  if (counts.ipHour >= ctx.mail.config.codeIpMaxPerHour) throw tooMany('emailIpLimit');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertEmailCode(ctx.db, {
    email,
    purpose,
    codeHash: codeHash(ctx, email, purpose, code),
    expiresAt: new Date(t + ctx.mail.config.codeTtlMs),
    ip: ctx.clientIp,
    createdAt: now,
  });
  return code;
}

/**
 * Uses the newest code of `email` (normalized) for `purpose` once, when `code` is it.
 * @throws RcPubError status 400: emailCodeInvalid (none, already used or burnt), emailCodeExpired (past its validity),
 *   emailCodeWrong (with the tries left; the 5th wrong try burns the code).
 */
export async function useEmailCode(
  ctx: ServiceCtx,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  now: Date,
): Promise<void> {
  const row = await newestLiveEmailCode(ctx.db, email, purpose);
  if (!row) throw badRequest('emailCodeInvalid');
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('emailCodeExpired');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(ctx, email, purpose, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const tries = await recordWrongEmailTry(ctx.db, row.id, EMAIL_CODE_MAX_TRIES, now);
    if (tries >= EMAIL_CODE_MAX_TRIES) throw badRequest('emailCodeInvalid');
    throw badRequest('emailCodeWrong', { remaining: EMAIL_CODE_MAX_TRIES - tries });
  }
  if (!(await consumeEmailCode(ctx.db, row.id, now))) throw badRequest('emailCodeInvalid');
}
