/**
 * GET /rc-pub/api/getUmtLoginUrl (issue 11; SPEC §7; site flag umtFlag). Third-party (OpenID Connect) login is not
 * built yet: the call answers envelope status 404 'thirdPartyOff' (see the README).
 */
import type { ThirdLoginUrlWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';

/** @throws RcPubError 404 thirdPartyOff. */
export const getThirdLoginUrl: Verb<unknown, ThirdLoginUrlWire> = async () => {
  throw notFound('thirdPartyOff');
};
