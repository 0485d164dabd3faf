/** SiteAlbumItem: an item of a site album (SiteAlbumItemWire). */
import type { SiteAlbumItemResolvers } from '../../__generated__/resolvers.js';

export const SiteAlbumItem: SiteAlbumItemResolvers = {
  /** A journal item's journal (batched by the publication loader); null for other items or a journal that is gone. */
  journal: (i, _a, ctx) =>
    i.tab === 'journal' && i.target.exists ? ctx.loaders.publication.load(i.target.resourceId) : null,
};
