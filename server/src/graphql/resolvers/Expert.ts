/** Expert: an editorial board member in the request's language (docs/product/content.md#editorial-board). */
import type { ExpertResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { textParts } from './editorial-text.js';
import { asImageUrl } from './util.js';

export const Expert: ExpertResolvers = {
  name: (e, _a, ctx) => pickLang(ctx.lang, e.nameZh, e.nameEn) ?? '',
  title: (e, _a, ctx) => pickLang(ctx.lang, e.titleZh, e.titleEn),
  affiliation: (e, _a, ctx) => pickLang(ctx.lang, e.affiliationZh, e.affiliationEn),
  bio: (e, _a, ctx) => textParts(pickLang(ctx.lang, e.bioZh, e.bioEn), 'paragraph'),
  photoUrl: (e) => asImageUrl(e.photoUrl),
};
