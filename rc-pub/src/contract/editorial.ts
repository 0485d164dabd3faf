/**
 * Editorial boards, experts and books (ISBN, edition, publisher, catalogue; docs/product/content.md, Editorial board and
 * Books; the expert list, book jump and book config at /front/expert and /front/rc-book). Paths are under /rc-pub; every GET also
 * accepts `timestamps` and reads the `language` header for its messages.
 */
import type { Page } from './wire.js';

/** rc-pub paths of this area, each with its query parameters and `data` type. */
export const EditorialPaths = {
  /**
   * ?siteId=&topicId=&page=0&size=10&sort=sort|name → ExpertGroupWire[] (the expert list: the client reads
   * `data[0].content[0].id` as the board's first expert). One group: the topic's experts, or all of the site's when
   * topicId is absent. sort=sort (default) is the board order, sort=name orders by name in the request's language.
   */
  expertList: '/rc-pub/front/expert/list',
  /** /{id}?siteId= → ExpertWire; 404 when the expert does not exist or belongs to another site. */
  expert: '/rc-pub/front/expert',
  /** ?siteId=&page=0&size=10 → Page<BookWire>, newest year first, then title. */
  bookList: '/rc-pub/front/rc-book/list',
  /** /{id}?siteId= → BookWire; 404 when the book does not exist or belongs to another site. */
  book: '/rc-pub/front/rc-book',
  /** ?configName=BOOK_CLOUD_CHECK → BookConfigWire (the book config; RC_PUB_BOOK_CLOUD_CHECK and _URL). */
  bookConfig: '/rc-pub/front/rc-book/config',
  /**
   * ?p= → BookJumpWire (the book jump, docs/product/content.md#books). `p` is a {@link BookJumpTicket} as JSON, AES-256-GCM encrypted by the
   * gateway with the field key (rc-pub/src/lib/field-crypto.ts); status 400 when it does not decrypt or is older
   * than {@link BOOK_JUMP_TICKET_TTL_MS}, 404 for an unknown book, 10005 (NOT_CONFIGURED) when the book cloud is off.
   */
  bookJump: '/rc-pub/front/rc-book/jump',
} as const;

/** The book config: the one config name rc-pub answers. */
export const BOOK_CLOUD_CHECK = 'BOOK_CLOUD_CHECK';

/** Expert and editorial list page size (docs/product/content.md#editorial-board). */
export const EXPERT_PAGE_SIZE = 10;

/** How long a book-jump ticket stays valid after the gateway built it (ms). */
export const BOOK_JUMP_TICKET_TTL_MS = 5 * 60_000;

/** Orders of the expert list: the board's own order (`sort` column, then id) or by name. */
export const EXPERT_SORTS = ['sort', 'name'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];

/** An expert (editorial board member) of a site (docs/product/content.md#editorial-board). Texts in zh and en; null when none. */
export interface ExpertWire {
  id: number;
  siteId: number;
  /** The board (topic) the expert sits on; null when none. */
  topicId: number | null;
  nameZh: string;
  nameEn: string;
  titleZh: string | null;
  titleEn: string | null;
  affiliationZh: string | null;
  affiliationEn: string | null;
  /** Biography, plain text (paragraphs separated by blank lines). */
  bioZh: string | null;
  bioEn: string | null;
  /** Photo URL (/rc-pub/front/files/get?id=…); null when no photo is stored. */
  photoUrl: string | null;
  /** Position on the board (ascending). */
  sort: number;
}

/** One board of the expert list: a page of its experts (the board's first is `data[0].content[0].id`). */
export interface ExpertGroupWire extends Page<ExpertWire> {
  /** The topic asked for; null when the list holds every expert of the site. */
  topicId: number | null;
}

/** A book (ISBN, edition, publisher, catalogue; docs/product/content.md#books). */
export interface BookWire {
  id: number;
  siteId: number;
  /** ISBN as stored; demo books carry 'DEMO-…' or null. */
  isbn: string | null;
  titleZh: string;
  titleEn: string;
  authors: string | null;
  /** Edition as stored (e.g. '2'). */
  edition: string | null;
  publisher: string | null;
  /** Year of publication. */
  year: number | null;
  /** Table of contents, plain text, one entry per line. */
  catalogue: string | null;
  /** Cover URL (/rc-pub/front/files/get?id=…); null when no cover is stored. */
  coverUrl: string | null;
}

/** The book config answer: configValue 'true' when the book-cloud jump is offered. */
export interface BookConfigWire {
  configName: string;
  configValue: 'true' | 'false';
}

/** The book jump answer: the book cloud's URL, opened in a new tab. */
export interface BookJumpWire {
  jumpUrl: string;
}

/** What `p` holds before encryption (built by the gateway, never by the browser). */
export interface BookJumpTicket {
  siteId: number;
  bookId: number;
  /** Milliseconds since the epoch when the gateway built it. */
  issuedAt: number;
  /** The signed-in member's mobile number (their login at the book cloud), null for a visitor. */
  member: string | null;
}
