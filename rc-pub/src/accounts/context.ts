/**
 * What the accounts feature adds to every request's context (lib/context.ts): the account kit, the session lifetimes
 * and the request's captcha (the `captcha` header, docs/product/members.md#captcha).
 */
import { CAPTCHA_HEADER } from '../contract/account.js';
import type { CtxContributor } from '../lib/context.js';
import { headerValue } from '../lib/http.js';
import type { AccountKit } from './kit.js';
import type { SessionPolicy } from './member-auth.js';

declare module '../lib/context.js' {
  interface ServiceCtx {
    /** Account settings, derived secrets and the SMS sender (accounts/kit.ts). */
    accounts: AccountKit;
    /** How long member sessions live (config: RC_PUB_SESSION_IDLE_HOURS, RC_PUB_SESSION_MAX_DAYS). */
    sessionPolicy: SessionPolicy;
    /** Value of the `captcha` header (a solved ALTCHA payload, base64), null when absent (docs/product/members.md#captcha). */
    captcha: string | null;
  }
}

/** The accounts fields of each request's context: `kit` and `sessionPolicy` as built once, the captcha header. */
export function accountsContext(
  kit: AccountKit,
  sessionPolicy: SessionPolicy,
): CtxContributor<'accounts' | 'sessionPolicy' | 'captcha'> {
  return (req) => ({ accounts: kit, sessionPolicy, captcha: headerValue(req.headers[CAPTCHA_HEADER]) });
}
