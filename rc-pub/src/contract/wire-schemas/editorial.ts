/**
 * TypeBox schemas of the editorial wire shapes (rc-pub/src/contract/editorial.ts; experts and books, the
 * expert list, book config and book jump of docs/product/content.md). The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { NullableInteger, NullableString, StringEnum, pageProperties } from './common.js';

/** ExpertWire: an editorial board member of a site. */
export const ExpertSchema = Type.Object(
  {
    id: Type.Integer({ description: 'expert id' }),
    siteId: Type.Integer({ description: 'site the expert belongs to' }),
    topicId: NullableInteger('board (topic) id; null when none'),
    nameZh: Type.String({ description: "name in Chinese ('' when none)" }),
    nameEn: Type.String({ description: "name in English ('' when none)" }),
    titleZh: NullableString('title or role in Chinese; null when none'),
    titleEn: NullableString('title or role in English; null when none'),
    affiliationZh: NullableString('affiliation in Chinese; null when none'),
    affiliationEn: NullableString('affiliation in English; null when none'),
    bioZh: NullableString('biography in Chinese, plain text; null when none'),
    bioEn: NullableString('biography in English, plain text; null when none'),
    photoUrl: NullableString('photo URL (/rc-pub/front/files/get?id=…); null when no photo is stored'),
    sort: Type.Integer({ description: 'position on the board, ascending' }),
  },
  { title: 'ExpertWire', description: 'Expert, editorial board member (docs/product/content.md#editorial-board)' },
);

/** An expert (editorial board member) of a site (docs/product/content.md#editorial-board). Texts in zh and en; null when none. */
export type ExpertWire = Static<typeof ExpertSchema>;

/** ExpertGroupWire: a page of one board's experts (the board's first expert is data[0].content[0].id). */
export const ExpertGroupSchema = Type.Object(
  { ...pageProperties(ExpertSchema), topicId: NullableInteger('topic asked for; null = every expert of the site') },
  { title: 'ExpertGroupWire' },
);

/** One board of the expert list: a page of its experts (the board's first is `data[0].content[0].id`). */
export type ExpertGroupWire = Static<typeof ExpertGroupSchema>;

/** BookWire: a book of a site (docs/product/content.md#books). */
export const BookSchema = Type.Object(
  {
    id: Type.Integer({ description: 'book id' }),
    siteId: Type.Integer({ description: 'site the book belongs to' }),
    isbn: NullableString("ISBN as stored (demo books: 'DEMO-…'); null when none"),
    titleZh: Type.String({ description: "title in Chinese ('' when none)" }),
    titleEn: Type.String({ description: "title in English ('' when none)" }),
    authors: NullableString('authors as printed; null when none'),
    edition: NullableString("edition as stored (e.g. '2'); null when none"),
    publisher: NullableString('publisher; null when none'),
    year: NullableInteger('year of publication; null when none'),
    catalogue: NullableString('table of contents, plain text, one entry per line; null when none'),
    coverUrl: NullableString('cover URL (/rc-pub/front/files/get?id=…); null when no cover is stored'),
  },
  { title: 'BookWire', description: 'Book (docs/product/content.md#books): ISBN, edition, publisher, catalogue' },
);

/** A book (ISBN, edition, publisher, catalogue; docs/product/content.md#books). */
export type BookWire = Static<typeof BookSchema>;

/** Page<BookWire>: a page of a site's books. */
export const BookPageSchema = Type.Object(pageProperties(BookSchema), { title: 'Page<BookWire>' });

/** BookConfigWire: the book config (docs/product/content.md#books). */
export const BookConfigSchema = Type.Object(
  {
    configName: Type.String({ description: 'the name asked for (BOOK_CLOUD_CHECK)' }),
    configValue: StringEnum(['true', 'false'] as const, "'true' when the book-cloud jump is offered"),
  },
  { title: 'BookConfigWire' },
);

/** The book config answer: configValue 'true' when the book-cloud jump is offered. */
export type BookConfigWire = Static<typeof BookConfigSchema>;

/** BookJumpWire: the book jump (docs/product/content.md#books). */
export const BookJumpSchema = Type.Object(
  { jumpUrl: Type.String({ description: 'the book cloud URL carrying the encrypted p, opened in a new tab' }) },
  { title: 'BookJumpWire' },
);

/** The book jump answer: the book cloud's URL, opened in a new tab. */
export type BookJumpWire = Static<typeof BookJumpSchema>;
