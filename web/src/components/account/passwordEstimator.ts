/**
 * The password estimator of the strength meter and of the forms' common-password check
 * (docs/product/members.md#password-rules), loaded only when a new-password field is used (PasswordStrength.tsx imports
 * it lazily, so no page's initial JS carries the dictionaries): zxcvbn-ts with the threshold and settings rc-pub's
 * rule uses (rc-pub/src/accounts/password-strength.ts) and its common dictionaries (the breached-password list,
 * keyboard layouts). rc-pub also reads the English word lists, four times the bytes (about 600 KB more gzipped for a
 * reader who only types a password), so it may still refuse a password of common English words the meter rates fair;
 * its answer is then shown.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** Lowest score (0-4) rc-pub accepts. */
const MIN_SCORE = 2;

const zxcvbn = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 0,
});

/** What the meter shows: weak (refused by the server), fair (accepted, score 2) or strong (score 3-4). */
export type Strength = 'weak' | 'fair' | 'strong';

/** The strength of `password` for the member `mobileNo` (the number counts as a word an attacker knows). */
export function estimateStrength(password: string, mobileNo: string): Strength {
  const m = mobileNo.trim();
  const result = zxcvbn.check(password, m ? [m] : []);
  const only = result.sequence.length === 1 ? result.sequence[0] : undefined;
  if (result.score < MIN_SCORE || only?.pattern === 'dictionary') return 'weak';
  return result.score === MIN_SCORE ? 'fair' : 'strong';
}
