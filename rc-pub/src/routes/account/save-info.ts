/** POST /rc-pub/front/frontMembers/saveInfo (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberInfoSchema } from '../../contract/wire-schemas/index.js';
import { saveMemberInfo } from '../../services/account/save-member-info.js';
import { saveInfoBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.saveMemberInfo,
  summary: "Saves the member's profile (token; SPEC §5 name and email)",
  tags: ['account'],
  dataSchema: MemberInfoSchema,
  body: saveInfoBody,
  verb: saveMemberInfo,
  successMessage: 'submitSuccess',
});
