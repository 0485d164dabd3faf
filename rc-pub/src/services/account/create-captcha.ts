/** POST /rc-pub/api/captcha (docs/product/members.md#captcha): a new ALTCHA challenge, valid 2 minutes and once. */
import { issueChallenge } from '../../accounts/captcha.js';
import type { CaptchaChallengeWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';

/** A new challenge; nothing is stored until it is spent. */
export const createCaptcha: Verb<unknown, CaptchaChallengeWire> = async ({ ctx }) => issueChallenge(ctx, new Date());
