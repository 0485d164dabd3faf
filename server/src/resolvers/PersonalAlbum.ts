/** PersonalAlbum: one of the caller's albums (issue 11; SPEC §7 /front/personalAlbum/), its items on demand. */
import type { PersonalAlbumResolvers } from '../__generated__/resolvers.js';
import { memberPage } from '../domain/member.js';
import { memberCall } from './member-call.js';

export const PersonalAlbum: PersonalAlbumResolvers = {
  items: async (album, { page, size }, ctx) => {
    const r = await memberCall(ctx, (api) => api.albumItems(album.id, memberPage(page, size)));
    return { items: r.content, total: r.total };
  },
};
