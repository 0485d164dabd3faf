/**
 * GET /rc-pub/api/isRegistered?mobileNo= + captcha header (docs/product/calls-and-errors.md#accounts): whether a member
 * has this number. The answer tells who is a member, so each lookup spends a solved captcha (and the gateway counts it
 * against the account budget): docs/product/members.md#who-is-a-member.
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { checkMobile } from '../../accounts/rules.js';
import type { Verb } from '../../lib/context.js';
import { findMemberByMobile } from '../../repositories/members.js';

/**
 * True when a member has `mobileNo`.
 * @throws RcPubError 400 'Phone number format incorrect, please try again.' (docs/product/members.md#mobile-number-rules),
 *   400 captcha errors (captchaRequired, captchaInvalid, captchaExpired, captchaUsed).
 */
export const isRegistered: Verb<{ mobileNo: string }, boolean> = async ({ ctx, input }) => {
  const mobileNo = checkMobile(ctx, input.mobileNo);
  await spendCaptcha(ctx, new Date());
  return (await findMemberByMobile(ctx.db, mobileNo)) !== undefined;
};
