/** POST /rc-pub/front/frontMembers/verifyEmail (token): saves the member's email as verified. */
import { RcPubPaths } from '../../contract/paths.js';
import { MemberInfoSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { verifyEmail } from '../../services/alerts/verify-email.js';
import { verifyEmailBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.verifyEmail,
  summary: "Saves the member's email as verified, after the code mailed to it (purpose verifyEmail)",
  tags: ['alerts'],
  dataSchema: MemberInfoSchema,
  body: verifyEmailBody,
  verb: verifyEmail,
  successMessage: 'emailVerified',
});
