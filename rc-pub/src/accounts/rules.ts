/**
 * Field rules of the account calls (docs/product/members.md, Mobile number rules, Registration and Profile): mobile number format (RC_PUB_MOBILE_PATTERN), email format,
 * required name, the user agreement.
 */
import type { ServiceCtx } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';

/**
 * The trimmed mobile number.
 * @throws RcPubError status 400 'Phone number format incorrect, please try again.' (docs/product/members.md#mobile-number-rules) when it does not match
 *   RC_PUB_MOBILE_PATTERN.
 */
export function checkMobile(ctx: ServiceCtx, mobileNo: string): string {
  const m = mobileNo.trim();
  if (!ctx.accounts.config.mobilePattern.test(m)) throw badRequest('phoneFormat');
  return m;
}

/** An address with one @, a dotted domain and no spaces (the format check of docs/product/members.md#profile; no DNS lookup). */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The trimmed email address.
 * @throws RcPubError status 400 'emailFormat' when empty or malformed (docs/product/members.md#profile: email is required and checked).
 */
export function checkEmail(email: string): string {
  const e = email.trim();
  if (e.length > 254 || !EMAIL.test(e)) throw badRequest('emailFormat');
  return e;
}

/**
 * The trimmed name.
 * @throws RcPubError status 400 'nameRequired' when blank (docs/product/members.md#profile: name is required).
 */
export function checkName(name: string): string {
  const n = name.trim();
  if (!n) throw badRequest('nameRequired');
  return n;
}
