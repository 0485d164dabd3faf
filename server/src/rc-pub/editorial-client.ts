/**
 * rc-pub's editorial calls (the expert list, book config and book jump of docs/product/content.md; /front/expert, /front/rc-book) as one
 * request's caller: experts, books, the BOOK_CLOUD_CHECK config and the jump URL for an encrypted ticket. Reached as
 * `ctx.rcPub.editorial`; knows no GraphQL.
 */
import {
  BOOK_CLOUD_CHECK,
  type BookConfigWire,
  type BookJumpWire,
  type BookWire,
  EditorialPaths,
  type ExpertGroupWire,
  type ExpertSort,
  type ExpertWire,
  type Page,
} from 'rc-pub/contract';
import type { RcPubCaller, RcPubHttp } from './http.js';

/** The editorial calls of rc-pub for one caller (language, token). */
export class EditorialApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  /** The expert list: one group, a page (from 0) of a site's board, of one topic when given. */
  experts(q: {
    siteId: number;
    topicId?: number | undefined;
    page: number;
    size: number;
    sort?: ExpertSort;
  }): Promise<ExpertGroupWire[]> {
    return this.http.getData(this.caller, EditorialPaths.expertList, q, 'array');
  }
  /** One expert of a site; NOT_FOUND when unknown or of another site. */
  expert(id: number, siteId: number): Promise<ExpertWire> {
    return this.http.getData(this.caller, `${EditorialPaths.expert}/${id}`, { siteId }, 'object');
  }
  /** A page (from 0) of a site's books, newest year first. */
  books(q: { siteId: number; page: number; size: number }): Promise<Page<BookWire>> {
    return this.http.getData(this.caller, EditorialPaths.bookList, q, 'object');
  }
  /** One book of a site; NOT_FOUND when unknown or of another site. */
  book(id: number, siteId: number): Promise<BookWire> {
    return this.http.getData(this.caller, `${EditorialPaths.book}/${id}`, { siteId }, 'object');
  }
  /** The book config (configName=BOOK_CLOUD_CHECK). */
  bookCloudConfig(): Promise<BookConfigWire> {
    return this.http.getData(this.caller, EditorialPaths.bookConfig, { configName: BOOK_CLOUD_CHECK }, 'object');
  }
  /** The book jump: the book cloud URL for the encrypted ticket `p` (built by the gateway, never the browser). */
  bookJump(p: string): Promise<BookJumpWire> {
    return this.http.getData(this.caller, EditorialPaths.bookJump, { p }, 'object');
  }
}
