/**
 * SPEC §5 rules the account forms check before sending (rc-pub enforces them again): the password (8-20 characters
 * with digits, upper- and lower-case letters, no spaces, not containing the mobile number, differing from the old
 * one, confirmed) and the mainland mobile number format.
 */

/** Why a new password is refused, or null when it passes. */
export type PasswordProblem = 'rule' | 'user' | 'same' | 'mismatch' | null;

/** Checks a new password against SPEC §5 for the member `mobileNo`. */
export function passwordProblem(password: string, confirm: string, old: string, mobileNo: string): PasswordProblem {
  if (password.length < 8 || password.length > 20 || /\s/.test(password)) return 'rule';
  if (!/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password)) return 'rule';
  if (mobileNo && password.includes(mobileNo)) return 'user';
  if (password === old) return 'same';
  if (password !== confirm) return 'mismatch';
  return null;
}

/** SPEC §5 phone format: a mainland mobile number, 11 digits starting 13-19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** An SMS code: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;
