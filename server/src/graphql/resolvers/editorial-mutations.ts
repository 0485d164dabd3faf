/**
 * The book-cloud jump (the book jump "p (encrypted) → jumpUrl", docs/product/content.md#books; member jumpBookCloud; spread into
 * Mutation by Mutation.ts). The gateway builds the ticket and encrypts it with the field key (AES-256-GCM,
 * rc-pub/field-crypto), so neither the key nor a clear ticket is ever in the browser; rc-pub checks it and answers the
 * book cloud URL. rc-pub's refusals keep their message for the page's error toast (docs/product/calls-and-errors.md#editorial-board-and-books).
 */
import { type BookJumpTicket, ErrorCode } from 'rc-pub/contract';
import { encryptField } from 'rc-pub/field-crypto';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { isGatewayError } from '../../domain/errors.js';
import { memberCall } from './member-call.js';

/** The signed-in member's mobile number (their login at the book cloud), null for a visitor or an ended session. */
async function memberLogin(ctx: GatewayContext): Promise<string | null> {
  if (!ctx.token) return null;
  try {
    return (await memberCall(ctx, (api) => api.info())).mobileNo;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.UNAUTHENTICATED)) return null;
    throw e;
  }
}

/** The encrypted ticket `p` of a jump to book `bookId` of site `siteId`, built now. */
export async function bookJumpTicket(ctx: GatewayContext, siteId: number, bookId: number): Promise<string> {
  const ticket: BookJumpTicket = { siteId, bookId, issuedAt: Date.now(), member: await memberLogin(ctx) };
  return encryptField(ctx.fieldKey, JSON.stringify(ticket));
}

export const editorialMutations: Pick<MutationResolvers, 'bookCloudJump'> = {
  bookCloudJump: async (_p, { siteId, bookId }, ctx) => {
    const p = await bookJumpTicket(ctx, siteId, bookId);
    return (await ctx.rcPub.editorial.bookJump(p)).jumpUrl;
  },
};
