/**
 * Brute-force guard of the member's password (docs/product/members.md#password-login): {@link MAX_PASSWORD_FAILURES}
 * wrong passwords within {@link FAILURE_WINDOW_MS} of the first, at login or as the current password of a password
 * change, stop both for that member, whatever the password, and the change of mobile number too, until an SMS login,
 * a password reset or change (which forget the failures) or the window's end. The captcha already makes each login try
 * cost work; this bounds guesses per account, also from a stolen session.
 */
import { EnvelopeStatus } from '../contract/errors.js';
import type { Db } from '../db/client.js';
import { RcPubError } from '../lib/errors.js';
import type { MemberRow } from '../repositories/members.js';
import { recordPasswordFailure } from '../repositories/members.js';

/** Wrong passwords that stop password login. */
export const MAX_PASSWORD_FAILURES = 10;
/** The window they count in, from the first (15 minutes). */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** True while `member`'s window holds {@link MAX_PASSWORD_FAILURES} failures. */
function locked(member: MemberRow, now: Date): boolean {
  const since = member.loginFailuresSince?.getTime();
  return (
    member.loginFailures >= MAX_PASSWORD_FAILURES && since !== undefined && now.getTime() - since < FAILURE_WINDOW_MS
  );
}

/**
 * Refuses password login, a password change and a mobile change while the member is locked out.
 * @throws RcPubError status 429 'tooManyPasswordFailures' (log in with an SMS code instead).
 */
export function assertPasswordLoginAllowed(member: MemberRow, now: Date): void {
  if (locked(member, now)) throw new RcPubError(EnvelopeStatus.TOO_MANY_REQUESTS, 'tooManyPasswordFailures');
}

/** Counts a wrong password of `member` at `now`. */
export async function countPasswordFailure(db: Db, member: MemberRow, now: Date): Promise<void> {
  await recordPasswordFailure(db, member.id, now, FAILURE_WINDOW_MS);
}
