/** POST /rc-pub/api/changeMobile (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { NullDataSchema } from './schemas.js';
import { changeMobile } from '../../services/account/change-mobile.js';
import { changeMobileBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.changeMobile,
  summary: 'Moves the member to a new number proved by an SMS code (token)',
  tags: ['account'],
  dataSchema: NullDataSchema,
  body: changeMobileBody,
  verb: changeMobile,
  successMessage: 'mobileChanged',
});
