/**
 * The captcha of SMS sends and password logins (the `captcha` header, docs/product/members.md#captcha): an ALTCHA v2 proof-of-work
 * challenge (altcha-lib), signed with a secret derived from the field key, valid {@link CAPTCHA_TTL_MS} and once
 * (its signature is recorded in captcha_spent). The header carries base64(JSON `{ challenge, solution }`), what the
 * ALTCHA widget and altcha-lib's `solveChallenge` produce.
 */
import { randomInt } from 'node:crypto';
import { type Challenge, type Solution, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallengeWire } from '../contract/account.js';
import type { ServiceCtx } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import { spendChallenge } from '../repositories/captcha.js';

/** A challenge is valid 2 minutes after it is issued. */
export const CAPTCHA_TTL_MS = 120_000;

/** Key derivation of the proof of work: SHA-256, one iteration per try (the work is the counter). */
const ALGORITHM = 'SHA-256';

/**
 * A new challenge: the solver must find a counter drawn from [max/2, max] (RC_PUB_CAPTCHA_MAX_NUMBER), expiring
 * {@link CAPTCHA_TTL_MS} after `now`.
 */
export async function issueChallenge(ctx: ServiceCtx, now: Date): Promise<CaptchaChallengeWire> {
  const max = ctx.accounts.config.captchaMaxNumber;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.ceil(max / 2), max + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: ctx.accounts.captchaSecret,
  });
  const p = challenge.parameters;
  return {
    parameters: {
      algorithm: p.algorithm,
      nonce: p.nonce,
      salt: p.salt,
      cost: p.cost,
      keyLength: p.keyLength,
      keyPrefix: p.keyPrefix,
      expiresAt: p.expiresAt ?? Math.floor((now.getTime() + CAPTCHA_TTL_MS) / 1000),
    },
    signature: challenge.signature ?? '',
  };
}

/** The `{ challenge, solution }` of a captcha header, or null when it is not base64 JSON of that shape. */
function decodePayload(header: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters !== 'object' || typeof challenge.signature !== 'string') return null;
    if (typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Accepts the request's captcha once: solved, signed by this server, not expired, not used before.
 * @throws RcPubError status 400: captchaRequired (no header), captchaInvalid (malformed, wrong solution or
 *   signature), captchaExpired (older than 2 minutes), captchaUsed (already spent).
 */
export async function spendCaptcha(ctx: ServiceCtx, now: Date): Promise<void> {
  if (!ctx.captcha) throw badRequest('captchaRequired');
  const payload = decodePayload(ctx.captcha);
  if (!payload) throw badRequest('captchaInvalid');
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) throw badRequest('captchaExpired');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: ctx.accounts.captchaSecret,
  });
  if (result.expired) throw badRequest('captchaExpired');
  if (!result.verified) throw badRequest('captchaInvalid');
  const signature = payload.challenge.signature ?? '';
  if (!(await spendChallenge(ctx.db, signature, new Date(expiresAt * 1000), now))) throw badRequest('captchaUsed');
}
