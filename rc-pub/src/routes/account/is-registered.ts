/** GET /rc-pub/api/isRegistered (docs/product/calls-and-errors.md#accounts). */
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { IsRegisteredSchema } from './schemas.js';
import { isRegistered } from '../../services/account/is-registered.js';
import { isRegisteredQuery } from './params.js';

export default defineRoute({
  url: RcPubPaths.isRegistered,
  summary: 'Whether a member has this mobile number (captcha header)',
  tags: ['account'],
  dataSchema: IsRegisteredSchema,
  query: isRegisteredQuery,
  verb: isRegistered,
});
