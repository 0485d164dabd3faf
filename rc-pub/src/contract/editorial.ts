/**
 * Editorial boards, experts and books (ISBN, edition, publisher, catalogue; docs/product/content.md, Editorial board and
 * Books; the expert list, book jump and book config at /front/expert and /front/rc-book). Paths are under /rc-pub; every GET also
 * accepts `timestamps` and reads the `language` header for its messages.
 */
import type { BookConfigWire, BookJumpWire, BookWire, ExpertGroupWire, ExpertWire } from './wire-schemas/editorial.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { BookConfigWire, BookJumpWire, BookWire, ExpertGroupWire, ExpertWire };

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

/** What `p` holds before encryption (built by the gateway, never by the browser). */
export interface BookJumpTicket {
  siteId: number;
  bookId: number;
  /** Milliseconds since the epoch when the gateway built it. */
  issuedAt: number;
  /** The signed-in member's mobile number (their login at the book cloud), null for a visitor. */
  member: string | null;
}
