/** POST /rc-pub/api/sendReceiverMessage (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { SmsSentSchema } from '../../contract/wire-schemas/index.js';
import { sendSmsCode } from '../../services/account/send-sms-code.js';
import { sendSmsBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.sendReceiverMessage,
  summary: 'Sends a 6-digit SMS code (captcha header; 1 per number per 60 s, 10 per day, per-IP limit)',
  tags: ['account'],
  dataSchema: SmsSentSchema,
  body: sendSmsBody,
  verb: sendSmsCode,
  successMessage: 'smsSent',
});
