/** GET /rc-pub/api/thirdLoginInfo (docs/product/members.md#third-party-login; site flag umtFlag): the provider of the login button. */
import type { ThirdLoginInfoWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';

/** `{ name }` of the configured OpenID Connect provider (OIDC_NAME), or null when third-party login is off. */
export const thirdLoginInfo: Verb<unknown, ThirdLoginInfoWire | null> = async ({ ctx }) =>
  ctx.accounts.oidc ? { name: ctx.accounts.oidc.name } : null;
