/** POST /rc-pub/api/sendEmailCode: mails a 6-digit code (captcha header). */
import { RcPubPaths } from '../../contract/paths.js';
import { EmailCodeSentSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { sendEmailCode } from '../../services/alerts/send-email-code.js';
import { sendEmailCodeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.sendEmailCode,
  summary: 'Mails a 6-digit code (captcha header; 1 per address per 60 s, 10 per day, per-IP limit)',
  tags: ['alerts'],
  dataSchema: EmailCodeSentSchema,
  body: sendEmailCodeBody,
  verb: sendEmailCode,
  successMessage: 'emailCodeSent',
});
