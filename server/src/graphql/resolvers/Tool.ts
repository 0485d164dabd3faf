/** Tool: floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
import type { ToolResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { asImageUrl } from './util.js';

export const Tool: ToolResolvers = {
  name: (t, _a, ctx) => pickLang(ctx.lang, t.resName, t.enResName) ?? '',
  type: (t) => t.type ?? 'other',
  /**
   * The configured link; an rss tool without one leads to the feed list (/rssList), which gets the
   * request language (docs/product/sites-and-frame.md#routes: lang is last) so the new tab opens in the reader's language.
   */
  href: (t, _a, ctx) => {
    const href = t.url?.trim() || t.linkValue2?.trim() || (t.platformType === 'rss' ? '/rssList' : null);
    return href === '/rssList' ? `${href}/${ctx.lang}` : href;
  },
  /** The pop-up picture for 'pop' tools, else the icon: pictureUrl, cover, coverId. */
  pictureUrl: (t) =>
    (t.type === 'pop' ? asImageUrl(t.bouncePictureUrl) : null) ??
    asImageUrl(t.pictureUrl) ??
    asImageUrl(t.cover) ??
    asImageUrl(t.coverId),
};
