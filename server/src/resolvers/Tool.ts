/** Tool: floating toolbar item (SPEC §3 tool item). */
import type { ToolResolvers } from '../__generated__/resolvers.js';
import { pickLang } from '../domain/request.js';
import { asImageUrl } from './util.js';

export const Tool: ToolResolvers = {
  name: (t, _a, ctx) => pickLang(ctx.lang, t.resName, t.enResName) ?? '',
  type: (t) => t.type ?? 'other',
  href: (t) => t.url?.trim() || t.linkValue2?.trim() || null,
  /** The pop-up picture for 'pop' tools, else the icon: pictureUrl, cover, coverId. */
  pictureUrl: (t) =>
    (t.type === 'pop' ? asImageUrl(t.bouncePictureUrl) : null) ??
    asImageUrl(t.pictureUrl) ??
    asImageUrl(t.cover) ??
    asImageUrl(t.coverId),
};
