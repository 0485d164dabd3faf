/**
 * POST /rc-pub/api/sendReceiverMessage { mobileNo, type } + captcha header (docs/product/members.md#sms-codes): sends a
 * 6-digit code. The answer and the sending are the same for every number, registered or not, whatever the purpose:
 * whether a number has an account is told only to whoever uses its code (docs/product/members.md#who-is-a-member).
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { CODE_TTL_MS, RESEND_MS, issueCode } from '../../accounts/codes.js';
import { checkMobile } from '../../accounts/rules.js';
import { smsText } from '../../accounts/sms/provider.js';
import type { SmsPurpose, SmsSentWire } from '../../contract/account.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { Verb } from '../../lib/context.js';
import { RcPubError } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';

/** Input: the number and what the code is for. */
export interface SendSmsCodeInput {
  mobileNo: string;
  type: SmsPurpose;
}

/**
 * Spends the captcha, checks the limits, records and sends the code.
 * @throws RcPubError 400 (phone format, captcha), 401 (changeMobile without a session), 429 (limits), 503 (the SMS
 *   provider failed).
 */
export const sendSmsCode: Verb<SendSmsCodeInput, SmsSentWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  if (input.type === 'changeMobile') await requireMember(ctx, now);
  await spendCaptcha(ctx, now);
  const code = await issueCode(ctx, mobileNo, input.type, now);
  try {
    await ctx.accounts.sms.send({
      mobileNo,
      type: input.type,
      code,
      text: smsText(ctx.lang, code, CODE_TTL_MS / 60_000),
      lang: ctx.lang,
    });
  } catch (err) {
    ctx.log.error({ err, provider: ctx.accounts.sms.name }, 'rc-pub: SMS not sent');
    throw new RcPubError(EnvelopeStatus.UNAVAILABLE, 'smsSendFailed');
  }
  return { resendAfter: RESEND_MS / 1000, validFor: CODE_TTL_MS / 1000 };
};
