/**
 * POST /rc-pub/front/frontMembers/handover (token; docs/product/members.md#token-hand-over): a one-time hand-over code
 * for a link to another of the deployment's sites. The code is 32 random bytes in base64url, handed out once and
 * stored only as its SHA-256, with the member, the issuing session and its expiry.
 */
import { randomBytes } from 'node:crypto';
import { hashToken, requireMember } from '../../accounts/member-auth.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { HandoverCodeWire } from '../../contract/handover.js';
import type { Verb } from '../../lib/context.js';
import { RcPubError } from '../../lib/errors.js';
import {
  countHandoverCodesSince,
  insertHandoverCode,
  purgeExpiredHandoverCodes,
} from '../../repositories/handover-codes.js';

/** A hand-over code is valid this long after it is issued (60 s): long enough for one redirect, short for a leak. */
export const HANDOVER_TTL_MS = 60_000;
/** A session issues at most {@link HANDOVER_MAX_PER_WINDOW} codes in this window (60 s). */
export const HANDOVER_WINDOW_MS = 60_000;
/** Codes one session may issue per {@link HANDOVER_WINDOW_MS} (10). */
export const HANDOVER_MAX_PER_WINDOW = 10;

/**
 * Issues a code for the calling member's session at `now`; expired codes of anyone are purged first.
 * @throws RcPubError 401 when the token names no live session; 429 handoverTooMany past the budget.
 */
export const createHandover: Verb<unknown, HandoverCodeWire> = async ({ ctx }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const issued = await countHandoverCodesSince(ctx.db, me.sessionId, new Date(now.getTime() - HANDOVER_WINDOW_MS));
  if (issued >= HANDOVER_MAX_PER_WINDOW)
    throw new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, 'handoverTooMany', {
      seconds: Math.ceil(HANDOVER_WINDOW_MS / 1000),
    });
  await purgeExpiredHandoverCodes(ctx.db, now);
  const code = randomBytes(32).toString('base64url');
  await insertHandoverCode(ctx.db, {
    codeHash: hashToken(code),
    memberId: me.memberId,
    sessionId: me.sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOVER_TTL_MS),
  });
  return { code, expiresIn: Math.round(HANDOVER_TTL_MS / 1000) };
};
