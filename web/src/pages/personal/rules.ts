/**
 * The rules of the change-password form (docs/product/members.md#password-rules; rc-pub enforces them again): the account pages' rules
 * (components/account/rules.ts: 8-128 characters, no control characters, not containing the mobile number; the
 * confirmation matches) plus the one only a change has: the new password differs from the old one. The common
 * password rule needs the dictionaries (checkGuessable in components/account/PasswordStrength.tsx).
 */
import { checkConfirmation, checkNewPassword } from '../../components/account/rules.js';

/** Why a new password is refused, or null when it passes. */
export type PasswordProblem = 'rule' | 'user' | 'same' | 'mismatch' | null;

/** Checks a new password against the password rules, for the member `mobileNo`. */
export function passwordProblem(password: string, confirm: string, old: string, mobileNo: string): PasswordProblem {
  const broken = checkNewPassword(password, mobileNo);
  if (broken === 'passwordContainsMobile') return 'user';
  if (broken) return 'rule';
  if (password === old) return 'same';
  if (checkConfirmation(password, confirm)) return 'mismatch';
  return null;
}
