/** Book: a site's book, blank values as null (ISBN, edition, publisher, catalogue; docs/product/content.md#books). */
import type { BookResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { textParts } from './editorial-text.js';
import { asImageUrl } from './util.js';

export const Book: BookResolvers = {
  title: (b, _a, ctx) => pickLang(ctx.lang, b.titleZh, b.titleEn) ?? '',
  isbn: (b) => b.isbn?.trim() || null,
  edition: (b) => b.edition?.trim() || null,
  publisher: (b) => b.publisher?.trim() || null,
  authors: (b) => b.authors?.trim() || null,
  catalogue: (b) => textParts(b.catalogue, 'line'),
  coverUrl: (b) => asImageUrl(b.coverUrl),
};
