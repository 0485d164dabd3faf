/**
 * POST /rc-pub/api/loginByThirdLoginUrl and /rc-pub/api/thirdBind (issue 11; SPEC §7, §8 'User not found, please
 * bind first.'). Third-party (OpenID Connect) login is not built yet: both answer envelope status 404
 * 'thirdPartyOff' (see the README).
 */
import type { LoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';

/** @throws RcPubError 404 thirdPartyOff. */
export const thirdPartyLogin: Verb<unknown, LoginResultWire> = async () => {
  throw notFound('thirdPartyOff');
};
