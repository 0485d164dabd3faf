/** POST /rc-pub/api/changeMobile (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginMemberSchema } from '../../contract/wire-schemas/index.js';
import { changeMobile } from '../../services/account/change-mobile.js';
import { changeMobileBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.changeMobile,
  summary: 'Moves the member to a new number proved by an SMS code (token)',
  tags: ['account'],
  dataSchema: LoginMemberSchema,
  body: changeMobileBody,
  verb: changeMobile,
  successMessage: 'mobileChanged',
});
