/**
 * Field rules the account forms check before they send (docs/product/members.md, Mobile number rules, Password rules and Profile), the same rules rc-pub enforces
 * (rc-pub/src/accounts/passwords.ts checkPasswordRules, rules.ts checkMobile), and where to go after signing in.
 * The server stays the authority: its answer is shown when it refuses what passed here.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** Which rule of docs/product/members.md a value breaks (a key of `fieldMessages` in messages.ts), or null when it passes. */
export type RuleBroken =
  | 'mobileRequired'
  | 'phoneFormat'
  | 'codeRequired'
  | 'codeFormat'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordControl'
  | 'passwordContainsMobile'
  | 'passwordCommon'
  | 'passwordMismatch'
  | 'agreementRequired';

/**
 * Mainland mobile numbers (rc-pub's default RC_PUB_MOBILE_PATTERN `^1[3-9]\d{9}$`), or an E.164 number for
 * deployments that widen the server's pattern (README "Other countries' numbers"); the server has the last word.
 */
const MOBILE = /^(?:1[3-9]\d{9}|\+[1-9]\d{6,14})$/;

/** The mobile number rule (docs/product/members.md#mobile-number-rules): null when `mobileNo` (trimmed) is a mobile number. */
export function checkMobile(mobileNo: string): RuleBroken | null {
  const m = mobileNo.trim();
  if (!m) return 'mobileRequired';
  return MOBILE.test(m) ? null : 'phoneFormat';
}

/** An SMS code: 6 digits (rc-pub sends 6-digit codes). */
export function checkCode(code: string): RuleBroken | null {
  const c = code.trim();
  if (!c) return 'codeRequired';
  return /^\d{6}$/.test(c) ? null : 'codeFormat';
}

/** Shortest and longest password in characters (code points), as rc-pub's rule. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The password rules a form checks at once for a new password (docs/product/members.md#password-rules): 8-128
 * characters of any kind but control characters, not containing the mobile number (the user name); the first rule
 * broken, in rc-pub's order. The last rule, not a common or easily guessed password ('passwordCommon'), needs the
 * dictionaries: `checkGuessable` in PasswordStrength.tsx.
 */
export function checkNewPassword(password: string, mobileNo: string): RuleBroken | null {
  if (!password) return 'passwordRequired';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f]/u.test(password)) return 'passwordControl';
  const m = mobileNo.trim();
  if (m && password.includes(m)) return 'passwordContainsMobile';
  return null;
}

/** The confirmation must match ('Passwords do not match, please try again'). */
export function checkConfirmation(password: string, confirmation: string): RuleBroken | null {
  return password === confirmation ? null : 'passwordMismatch';
}

/** True when `value` is a path on this site: starts with one `/` (not `//` or `/\\`) and has no control characters. */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return !/[\u0000-\u001f\u007f]/.test(value);
}

/**
 * Where a member goes after signing in: the `redirect` query parameter when it is a same-site path (so a
 * link cannot send a member who signs in to another site), else the personal centre in the page language.
 */
export function afterLoginHref(redirect: string | null | undefined, lang: string): string {
  return isSameSitePath(redirect) ? redirect : `/personal?lang=${lang}`;
}

/**
 * The message of a failed mutation to show the reader: the server's GraphQL error message, else null (a network
 * failure). The gateway answers refusals such as BAD_REQUEST with HTTP 400 and a GraphQL body, which Apollo reports
 * as a ServerError holding that body, so its `errors[0].message` is read from there.
 */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[] };
      const message = body.errors?.[0]?.message;
      return typeof message === 'string' && message ? message : null;
    } catch {
      return null; // not a GraphQL body (a proxy's error page)
    }
  }
  return null;
}
