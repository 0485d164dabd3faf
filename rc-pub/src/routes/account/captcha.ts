/** POST /rc-pub/api/captcha (issue 11; SPEC §7 login and account). */
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
