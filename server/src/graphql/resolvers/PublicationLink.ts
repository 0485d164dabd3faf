/** Group-entrance link (docs/product/sites-and-frame.md#group-entrance). */
import type { PublicationLinkResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { asImageUrl } from './util.js';

export const PublicationLink: PublicationLinkResolvers = {
  publicationId: (l) => l.id,
  name: (l, _a, ctx) => pickLang(ctx.lang, l.publicationName, l.enPublicationName) ?? '',
  logoUrl: (l) => asImageUrl(l.logo),
};
