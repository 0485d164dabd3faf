/** PersonalAlbum: one of the caller's albums (/front/personalAlbum/, docs/product/members.md#personal-albums), its items on demand. */
import type { PersonalAlbumResolvers, ResolversTypes } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { memberPage } from '../../domain/member.js';
import { memberCall } from './member-call.js';

/**
 * One page of an album's items (res/search) with the caller's token; also behind Member.albumItems.
 * @throws GatewayError NOT_FOUND for an album that is not the caller's, UNAUTHENTICATED without a live session.
 */
export async function albumItemPage(
  ctx: GatewayContext,
  albumId: number,
  page: number | null | undefined,
  size: number | null | undefined,
): Promise<ResolversTypes['AlbumItemPage']> {
  const r = await memberCall(ctx, (api) => api.albumItems(albumId, memberPage(page, size)));
  return { items: r.content, total: r.total };
}

export const PersonalAlbum: PersonalAlbumResolvers = {
  items: (album, { page, size }, ctx) => albumItemPage(ctx, album.id, page, size),
};
