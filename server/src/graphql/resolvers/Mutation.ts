/**
 * Mutation root: account actions and what members keep. Passwords are encrypted here, on the server, before
 * they leave for rc-pub (AES-256-GCM, rc-pub/field-crypto); a sign-in sets the session cookies and answers the member,
 * never the token. Account actions count against the client's RATE_LIMIT_ACCOUNT budget first. The email alert
 * mutations are in alert-mutations.ts.
 */
import { encryptField } from 'rc-pub/field-crypto';
import type { LoginResultWire, MemberInfoWire } from 'rc-pub/contract';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { albumSelection } from '../../domain/member.js';
import { alertMutations } from './alert-mutations.js';
import { editorialMutations } from './editorial-mutations.js';
import { memberCall, notSignedIn } from './member-call.js';

/** Counts one account action of a browser's request (SSR and other contexts have none to count). */
async function countAction(ctx: GatewayContext): Promise<void> {
  await ctx.request?.countAccountAction();
}

/**
 * Starts the browser's session for a login result and answers the member's profile (read with the new token). The
 * cookies last as long as the session can (the result's `expiresIn`, docs/product/members.md#sessions).
 */
async function signedIn(ctx: GatewayContext, result: LoginResultWire): Promise<MemberInfoWire> {
  ctx.request?.session.start(result.token, result.member.mobileNo, result.expiresIn);
  return ctx.rcPub.withToken(result.token).member.info();
}

const enc = (ctx: GatewayContext, password: string) => encryptField(ctx.fieldKey, password);
const trimmed = (v: string | null | undefined) => {
  const s = v?.trim();
  return s ? s : null;
};

export const Mutation: MutationResolvers = {
  // Email alerts (alert-mutations.ts)
  ...alertMutations,
  // The book-cloud jump (editorial-mutations.ts)
  ...editorialMutations,
  captchaChallenge: async (_p, _a, ctx) => {
    const c = await ctx.rcPub.member.captcha();
    return { ...c.parameters, signature: c.signature, json: JSON.stringify(c) };
  },
  sendSmsCode: async (_p, { mobileNo, purpose, captcha }, ctx) => {
    await countAction(ctx);
    const sent = await ctx.rcPub.member.sendSmsCode(mobileNo.trim(), purpose, captcha);
    return { resendAfterSeconds: sent.resendAfter, validForSeconds: sent.validFor };
  },
  register: async (_p, { mobileNo, code, password, agree, captcha }, ctx) => {
    await countAction(ctx);
    const body = { mobileNo: mobileNo.trim(), code: code.trim(), password: enc(ctx, password), agree };
    return signedIn(ctx, await ctx.rcPub.member.register(body, captcha));
  },
  login: async (_p, { mobileNo, password, captcha }, ctx) => {
    await countAction(ctx);
    return signedIn(ctx, await ctx.rcPub.member.login(mobileNo.trim(), enc(ctx, password), captcha));
  },
  loginBySms: async (_p, { mobileNo, code, captcha }, ctx) => {
    await countAction(ctx);
    return signedIn(ctx, await ctx.rcPub.member.loginByMessage(mobileNo.trim(), code.trim(), captcha));
  },
  resetPassword: async (_p, { mobileNo, code, password }, ctx) => {
    await countAction(ctx);
    await ctx.rcPub.member.setNewPwd(mobileNo.trim(), code.trim(), enc(ctx, password));
    return true;
  },
  changePassword: async (_p, { oldPassword, password }, ctx) => {
    await countAction(ctx);
    await memberCall(ctx, (api) => api.changePwd(enc(ctx, oldPassword), enc(ctx, password)));
    return true;
  },
  changeMobile: async (_p, { mobileNo, code }, ctx) => {
    await countAction(ctx);
    await memberCall(ctx, (api) => api.changeMobile(mobileNo.trim(), code.trim()));
    const info = await memberCall(ctx, (api) => api.info());
    // the header's masked name follows the new number
    if (ctx.token) ctx.request?.session.start(ctx.token, info.mobileNo);
    return info;
  },
  updateProfile: (_p, { input }, ctx) =>
    memberCall(ctx, (api) =>
      api.saveInfo({
        name: input.name.trim(),
        email: input.email.trim(),
        institution: trimmed(input.institution),
        ...(input.headPictureId != null ? { headPictureId: input.headPictureId } : {}),
      }),
    ),
  logout: async (_p, _a, ctx) => {
    if (ctx.token) await ctx.rcPub.member.logout().catch(() => undefined);
    ctx.request?.session.end();
    return true;
  },
  logoutEverywhere: async (_p, _a, ctx) => {
    const n = await memberCall(ctx, (api) => api.logoutAll());
    ctx.request?.session.end();
    return typeof n === 'number' ? n : 0;
  },
  deleteAccount: async (_p, _a, ctx) => {
    await memberCall(ctx, (api) => api.deleteMember());
    ctx.request?.session.end();
    return true;
  },
  /** thirdBind (docs/product/members.md#account-binding): the identity of the /accountBinding ticket joins a registered account, which signs in. */
  bindThirdParty: async (_p, { ticket, mobileNo, code }, ctx) => {
    await countAction(ctx);
    return signedIn(ctx, await ctx.rcPub.member.thirdBind(ticket.trim(), mobileNo.trim(), code.trim()));
  },
  unbindIdentity: async (_p, { id }, ctx) => {
    await memberCall(ctx, (api) => api.unbindIdentity(id));
    return true;
  },
  collect: async (_p, { resource, siteId }, ctx) => {
    await memberCall(ctx, (api) => api.collect(resource, siteId ?? null));
    return true;
  },
  uncollect: async (_p, { resource }, ctx) => {
    await memberCall(ctx, (api) => api.unCollect(resource));
    return true;
  },
  createAlbum: (_p, { input }, ctx) =>
    memberCall(ctx, (api) =>
      api.saveAlbum({
        name: input.name.trim(),
        enName: trimmed(input.enName),
        description: trimmed(input.description),
        coverId: input.coverId ?? null,
      }),
    ),
  updateAlbum: (_p, { id, input }, ctx) =>
    memberCall(ctx, (api) =>
      api.editAlbum(id, {
        name: input.name.trim(),
        enName: trimmed(input.enName),
        description: trimmed(input.description),
        coverId: input.coverId ?? null,
      }),
    ),
  deleteAlbum: async (_p, { id }, ctx) => {
    await memberCall(ctx, (api) => api.deleteAlbum(id));
    return true;
  },
  addToAlbums: async (_p, { albumIds, resources }, ctx) => {
    const ids = albumSelection(albumIds, ctx.lang);
    if (!ctx.token) throw notSignedIn(ctx);
    await memberCall(ctx, (api) => api.addToAlbums(ids, resources));
    return true;
  },
  removeFromAlbum: async (_p, { albumId, itemIds }, ctx) => {
    await memberCall(ctx, (api) => api.removeAlbumItems(albumId, [...new Set(itemIds)]));
    return true;
  },
  recordArticleView: async (_p, { articleId, siteId }, ctx) => {
    if (!ctx.token) return false;
    await memberCall(ctx, (api) => api.recordHistory(articleId, siteId ?? null));
    return true;
  },
};
