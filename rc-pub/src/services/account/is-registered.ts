/** GET /rc-pub/api/isRegistered?mobileNo= (docs/product/calls-and-errors.md#accounts): whether a member has this number. */
import { checkMobile } from '../../accounts/rules.js';
import type { Verb } from '../../lib/context.js';
import { findMemberByMobile } from '../../repositories/members.js';

/**
 * True when a member has `mobileNo`.
 * @throws RcPubError 400 'Phone number format incorrect, please try again.' (docs/product/members.md#mobile-number-rules).
 */
export const isRegistered: Verb<{ mobileNo: string }, boolean> = async ({ ctx, input }) =>
  (await findMemberByMobile(ctx.db, checkMobile(ctx, input.mobileNo))) !== undefined;
