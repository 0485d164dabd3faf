/**
 * Mailed verification codes (sendEmailCode; docs/product/alerts.md#email-codes), modelled on the SMS codes (accounts/codes.ts): 6 digits from a CSPRNG, valid
 * RC_PUB_EMAIL_CODE_MINUTES (ctx.mail.config.codeTtlMs), stored only as HMAC-SHA-256 with ctx.mail.codeSecret bound to
 * the lower-cased address, the purpose and the code; burnt after 5 wrong tries or one use; a newer code of the same
 * address and purpose supersedes older ones. Limits: 1 send per address per 60 s, 10 per address per day,
 * RC_PUB_EMAIL_IP_MAX_PER_HOUR per client IP. Each limit is counted and spent in one transaction that holds the
 * address's (and the IP's) lock (repositories/email-codes.ts withEmailLocks), so parallel requests cannot overspend it;
 * a code's tries are checked under the address's lock too.
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
  newestEmailCode,
  recordWrongEmailTry,
  withEmailLocks,
} from '../repositories/email-codes.js';

/** What the code functions use of the request context: the database, the client's IP and the mail kit. */
export type EmailCodeCtx = Pick<ServiceCtx, 'db' | 'clientIp' | 'mail'>;

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
function codeHash(ctx: EmailCodeCtx, email: string, purpose: EmailCodePurpose, code: string): string {
  return createHmac('sha256', ctx.mail.codeSecret).update(`${email}\n${purpose}\n${code}`).digest('hex');
}

function tooMany(key: 'emailTooSoon' | 'emailDailyLimit' | 'emailIpLimit', params: Record<string, number> = {}) {
  return new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, key, params);
}

/**
 * Checks the send limits, then records a new code for `email` (normalized) and `purpose` from ctx.clientIp at `now`;
 * both in one transaction under the locks of the address and the IP, so of parallel requests exactly as many pass as
 * the limits allow.
 * @returns the 6-digit code (the caller mails it).
 * @throws RcPubError status 429: emailTooSoon (with the seconds left, at most 60), emailDailyLimit, emailIpLimit.
 */
export async function issueEmailCode(
  ctx: EmailCodeCtx,
  email: string,
  purpose: EmailCodePurpose,
  now: Date,
): Promise<string> {
  const t = now.getTime();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withEmailLocks(ctx.db, { email, ip: ctx.clientIp }, async (tx) => {
    const counts = await emailSendCounts(tx, email, ctx.clientIp, new Date(t - DAY_MS), new Date(t - HOUR_MS));
    // a parallel request's `now` may be a few ms later than ours: the wait never exceeds EMAIL_RESEND_MS
    const since = counts.lastAt ? Math.max(0, t - counts.lastAt.getTime()) : EMAIL_RESEND_MS;
    if (since < EMAIL_RESEND_MS)
      throw tooMany('emailTooSoon', { seconds: Math.ceil((EMAIL_RESEND_MS - since) / 1000) });
    if (counts.day >= EMAIL_DAILY_MAX) throw tooMany('emailDailyLimit');
    if (counts.ipHour >= ctx.mail.config.codeIpMaxPerHour) throw tooMany('emailIpLimit');
    await insertEmailCode(tx, {
      email,
      purpose,
      codeHash: codeHash(ctx, email, purpose, code),
      expiresAt: new Date(t + ctx.mail.config.codeTtlMs),
      ip: ctx.clientIp,
      createdAt: now,
    });
  });
  return code;
}

/** How a try ended: used, or the error key (with the tries left for a wrong code). */
type TryOutcome =
  | { ok: true }
  | { ok: false; key: 'emailCodeInvalid' | 'emailCodeExpired' }
  | { ok: false; key: 'emailCodeWrong'; remaining: number };

/**
 * Uses the newest code of `email` (normalized) for `purpose` once, when `code` is it. Under the address's lock, so
 * parallel tries of one code are counted one after the other (no more than 5 are ever compared).
 * @throws RcPubError status 400: emailCodeInvalid (none, already used or burnt), emailCodeExpired (past its validity),
 *   emailCodeWrong (with the tries left; the 5th wrong try burns the code).
 */
export async function useEmailCode(
  ctx: EmailCodeCtx,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  now: Date,
): Promise<void> {
  // the outcome is thrown after the transaction: a wrong try must be committed, not rolled back
  const outcome = await withEmailLocks(ctx.db, { email }, async (tx): Promise<TryOutcome> => {
    const row = await newestEmailCode(tx, email, purpose);
    if (!row || row.consumedAt !== null) return { ok: false, key: 'emailCodeInvalid' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, key: 'emailCodeExpired' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(codeHash(ctx, email, purpose, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const tries = await recordWrongEmailTry(tx, row.id, EMAIL_CODE_MAX_TRIES, now);
      if (tries >= EMAIL_CODE_MAX_TRIES) return { ok: false, key: 'emailCodeInvalid' };
      return { ok: false, key: 'emailCodeWrong', remaining: EMAIL_CODE_MAX_TRIES - tries };
    }
    return (await consumeEmailCode(tx, row.id, now)) ? { ok: true } : { ok: false, key: 'emailCodeInvalid' };
  });
  if (outcome.ok) return;
  if (outcome.key === 'emailCodeWrong') throw badRequest('emailCodeWrong', { remaining: outcome.remaining });
  throw badRequest(outcome.key);
}
