/**
 * POST /rc-pub/api/sendEmailCode { email, purpose, siteId? } + captcha header: mails a 6-digit code, the
 * double opt-in of a subscription (purpose subscribe) or a member's proof of their address (verifyEmail, token needed).
 * The captcha is spent as for SMS codes (accounts/captcha.ts); limits in alerts/codes.ts.
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { codeMail } from '../../alerts/code-mail.js';
import { EMAIL_RESEND_MS, issueEmailCode, normalizeEmail } from '../../alerts/codes.js';
import type { EmailCodePurpose, EmailCodeSentWire } from '../../contract/alerts.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { Verb } from '../../lib/context.js';
import { RcPubError } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { siteNames } from '../../repositories/subscriptions.js';

/** Input: the address, what the code is for, and the site the request comes from (the sender's name). */
export interface SendEmailCodeInput {
  email: string;
  purpose: EmailCodePurpose;
  siteId?: number | undefined;
}

/**
 * Checks the address, spends the captcha, checks the limits, records and mails the code.
 * @throws RcPubError 400 (emailFormat, captcha), 401 (verifyEmail without a session), 429 (limits), 503 (the mail
 *   could not be handed to the mail server).
 */
export const sendEmailCode: Verb<SendEmailCodeInput, EmailCodeSentWire> = async ({ ctx, input }) => {
  const now = new Date();
  const email = normalizeEmail(input.email);
  if (input.purpose === 'verifyEmail') await requireMember(ctx, now);
  await spendCaptcha(ctx, now);
  const code = await issueEmailCode(ctx, email, input.purpose, now);
  const site = input.siteId !== undefined ? await siteNames(ctx.db, input.siteId) : undefined;
  const siteName = site ? (ctx.lang === 'en' ? site.nameEn || site.nameZh : site.nameZh || site.nameEn) : null;
  const ttlMs = ctx.mail.config.codeTtlMs;
  try {
    await ctx.mail.mailer.send(
      codeMail({
        to: email,
        code,
        purpose: input.purpose,
        lang: ctx.lang,
        minutes: ttlMs / 60_000,
        siteName,
        fromAddress: ctx.mail.config.fromAddress,
        replyTo: ctx.mail.config.replyTo,
      }),
    );
  } catch (err) {
    ctx.log.error({ err, mailer: ctx.mail.mailer.describe }, 'rc-pub: code mail not sent');
    throw new RcPubError(EnvelopeStatus.UNAVAILABLE, 'emailSendFailed');
  }
  return { resendAfterSeconds: EMAIL_RESEND_MS / 1000, validForSeconds: Math.round(ttlMs / 1000) };
};
