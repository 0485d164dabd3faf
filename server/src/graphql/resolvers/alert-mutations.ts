/**
 * The email alert mutations (schema/alerts.graphql), spread into the Mutation root (Mutation.ts): mailed
 * codes, subscribe, update, unsubscribe, email verification. A code mail, a subscribe and a verification count against
 * the client's RATE_LIMIT_ACCOUNT budget like the SMS calls (the per-address and per-IP code limits are rc-pub's,
 * which sees the client's address as `x-client-ip`). The member's own alerts go through memberCall (UNAUTHENTICATED
 * without a session); a visitor subscribes with the mailed code, and ends an alert with a mail link's token.
 */
import { ErrorCode } from 'rc-pub/contract';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../../domain/errors.js';
import { siteIdOr, targetValue } from './alert-calls.js';
import { memberCall } from './member-call.js';

/** Counts one account action of a browser's request (SSR and other contexts have none to count). */
async function countAction(ctx: GatewayContext): Promise<void> {
  await ctx.request?.countAccountAction();
}

type AlertMutations = Pick<
  MutationResolvers,
  'sendEmailCode' | 'subscribe' | 'updateSubscription' | 'unsubscribe' | 'verifyEmail'
>;

export const alertMutations: AlertMutations = {
  sendEmailCode: async (_p, { email, purpose, captcha }, ctx) => {
    await countAction(ctx);
    return ctx.rcPub.member.sendEmailCode(email.trim(), purpose, captcha, await siteIdOr(ctx, null));
  },
  subscribe: async (_p, { input }, ctx) => {
    await countAction(ctx);
    const value = targetValue(input.type, input.keywords, input.column);
    const code = input.code?.trim();
    return ctx.rcPub.member.subscribe({
      email: input.email.trim(),
      ...(code ? { code } : {}),
      type: input.type,
      ...(value !== undefined ? { value } : {}),
      ...(input.publicationId != null ? { publicationId: input.publicationId } : {}),
      siteId: await siteIdOr(ctx, input.siteId),
      language: input.language,
      frequency: input.frequency,
    });
  },
  updateSubscription: (_p, { id, update }, ctx) =>
    memberCall(ctx, (api) =>
      api.updateSubscribe({
        id,
        ...(update.status != null ? { status: update.status } : {}),
        ...(update.frequency != null ? { frequency: update.frequency } : {}),
        ...(update.language != null ? { language: update.language } : {}),
      }),
    ),
  unsubscribe: async (_p, { id, token }, ctx) => {
    const t = token?.trim();
    if (t) await ctx.rcPub.member.unSubscribe({ token: t });
    else if (id != null) await memberCall(ctx, (api) => api.unSubscribe({ id }));
    else
      throw new GatewayError(
        ErrorCode.BAD_REQUEST,
        ctx.lang === 'zh' ? '请提供订阅 id 或退订链接的 token' : "Give the alert's id or the unsubscribe link's token",
      );
    return true;
  },
  verifyEmail: async (_p, { email, code }, ctx) => {
    await countAction(ctx);
    return memberCall(ctx, (api) => api.verifyEmail(email.trim(), code.trim()));
  },
};
