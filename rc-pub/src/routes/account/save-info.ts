/** POST /rc-pub/front/frontMembers/saveInfo (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberInfoSchema } from '../../contract/wire-schemas/index.js';
import { saveMemberInfo } from '../../services/account/save-member-info.js';
import { saveInfoBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.saveMemberInfo,
  summary: "Saves the member's profile (token; name and email, docs/product/members.md#profile)",
  tags: ['account'],
  dataSchema: MemberInfoSchema,
  body: saveInfoBody,
  verb: saveMemberInfo,
  successMessage: 'submitSuccess',
});
