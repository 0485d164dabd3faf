/** POST /rc-pub/api/captcha (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { CaptchaChallengeSchema } from '../../contract/wire-schemas/index.js';
import { createCaptcha } from '../../services/account/create-captcha.js';

export default definePostRoute({
  url: RcPubPaths.captcha,
  summary: 'A new ALTCHA challenge (proof of work, valid 2 minutes, once) for the captcha header',
  tags: ['account'],
  dataSchema: CaptchaChallengeSchema,
  verb: createCaptcha,
});
