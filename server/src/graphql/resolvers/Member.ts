/**
 * Member: the caller's own account and what it keeps (docs/product/members.md). The parent is rc-pub's personal info
 * (MemberInfoWire); every field reads with the request's token, so there is no way to reach another member.
 */
import type { MemberResolvers } from '../../__generated__/resolvers.js';
import { maskDisplayName } from '../../member/session.js';
import { memberPage } from '../../domain/member.js';
import { memberCall } from './member-call.js';
import { albumItemPage } from './PersonalAlbum.js';
import { siteIdOr, targetValue } from './alert-calls.js';

/** Null for NOT_FOUND (another member's or a deleted album: never told apart), else the call's answer or error. */
async function orNullIfMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if ((e as { code?: string }).code === 'NOT_FOUND') return null;
    throw e;
  }
}

export const Member: MemberResolvers = {
  displayName: (m) => maskDisplayName(m.mobileNo),
  headPictureUrl: (m) => m.headPicture,
  sessions: (_m, _a, ctx) => memberCall(ctx, (api) => api.sessions()),
  identities: (_m, _a, ctx) => memberCall(ctx, (api) => api.identities()),
  favourites: async (_m, { type, page, size }, ctx) => {
    const r = await memberCall(ctx, (api) =>
      api.collects({ ...memberPage(page, size), ...(type != null ? { type } : {}) }),
    );
    return { items: r.content, total: r.total };
  },
  favouriteIds: (_m, { type, ids }, ctx) => {
    const unique = [...new Set(ids)].slice(0, 100);
    return unique.length ? memberCall(ctx, (api) => api.isCollect(type, unique)) : [];
  },
  downloads: async (_m, { page, size }, ctx) => {
    const r = await memberCall(ctx, (api) => api.downloads(memberPage(page, size)));
    return { items: r.content, total: r.total };
  },
  history: async (_m, { page, size }, ctx) => {
    const r = await memberCall(ctx, (api) => api.historys(memberPage(page, size)));
    return { items: r.content, total: r.total };
  },
  albums: async (_m, { keyword, page, size }, ctx) => {
    const kw = keyword?.trim().slice(0, 50);
    const r = await memberCall(ctx, (api) => api.albums({ ...memberPage(page, size), ...(kw ? { keyword: kw } : {}) }));
    return { items: r.content, total: r.total };
  },
  album: (_m, { id }, ctx) => orNullIfMissing(memberCall(ctx, (api) => api.album(id))),
  // Email alerts
  emailVerified: (m) => m.emailVerified === true,
  subscriptions: (_m, _a, ctx) => memberCall(ctx, (api) => api.subscribeList()),
  subscription: async (_m, { type, publicationId, keywords, column, siteId }, ctx) => {
    const value = targetValue(type, keywords, column);
    const found = await memberCall(ctx, async (api) =>
      api.isSubscribe({
        type,
        value,
        publicationId: publicationId ?? undefined,
        siteId: (await siteIdOr(ctx, siteId)) ?? undefined,
      }),
    );
    if (!found.subscribed || found.id === null) return null;
    const id = found.id;
    const list = await memberCall(ctx, (api) => api.subscribeList());
    return list.find((s) => s.id === id) ?? null;
  },
  albumItems: (_m, { albumId, page, size }, ctx) => orNullIfMissing(albumItemPage(ctx, albumId, page, size)),
};
