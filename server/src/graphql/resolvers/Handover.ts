/**
 * Handover: a link that signs the member in on another of the deployment's sites (schema/handover.graphql,
 * docs/product/members.md#token-hand-over), made by the createHandover mutation (spread into the Mutation root by
 * resolvers/index.ts). The target must be a page of one of this deployment's sites (domain/own-site-url.ts, and rc-pub
 * must know its site), so a member's code never goes to another host. The answer is never cached.
 */
import { ErrorCode } from 'rc-pub/contract';
import type { FastifyReply } from 'fastify';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { GatewayError } from '../../domain/errors.js';
import { ownSiteUrl } from '../../domain/own-site-url.js';
import { HANDOVER_PARAM } from '../../plugins/app/token-on-url.js';
import type { GatewayContext } from '../context.js';
import { memberCall, notSignedIn } from './member-call.js';

/** Marks the HTTP answer uncacheable (mercurius puts the reply on the context of a /graphql request). */
function noStore(ctx: GatewayContext): void {
  (ctx as GatewayContext & { reply?: FastifyReply }).reply?.header('cache-control', 'no-store');
}

/** BAD_REQUEST for a target that is not a page of one of this deployment's sites, in the request's language. */
function foreignTarget(ctx: GatewayContext): GatewayError {
  return new GatewayError(
    ErrorCode.BAD_REQUEST,
    ctx.lang === 'zh'
      ? 'target 必须是本平台某个站点页面的完整 http(s) 地址'
      : "target must be an absolute http(s) URL of a page of one of this deployment's sites",
  );
}

/**
 * `target` when it is a page of one of this deployment's sites whose site rc-pub holds and shows.
 * @throws GatewayError BAD_REQUEST otherwise.
 */
async function checkedTarget(ctx: GatewayContext, target: string): Promise<URL> {
  const base = { origin: ctx.rcPub.caller.portalOrigin, template: ctx.config.publicSiteOrigin };
  const own = ownSiteUrl(target, base, ctx.config.defaultSld);
  if (!own) throw foreignTarget(ctx);
  try {
    await ctx.loaders.site.siteBySld(own.sld);
  } catch {
    throw foreignTarget(ctx);
  }
  return own.url;
}

type HandoverMutations = Pick<MutationResolvers, 'createHandover'>;

/** The createHandover mutation: `{ url, expiresAt }` with a fresh one-time code as the URL's `token` parameter. */
export const handoverMutations: HandoverMutations = {
  createHandover: async (_p, { target }, ctx) => {
    noStore(ctx);
    if (!ctx.token) throw notSignedIn(ctx);
    const url = await checkedTarget(ctx, target);
    const issued = await memberCall(ctx, (api) => api.createHandover());
    url.searchParams.set(HANDOVER_PARAM, issued.code);
    return { url: url.toString(), expiresAt: new Date(Date.now() + issued.expiresIn * 1000).toISOString() };
  },
};
