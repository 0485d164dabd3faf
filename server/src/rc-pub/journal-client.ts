/**
 * The journal pages' calls of rc-pub (/newAcademic singleFirst and latestOffer, /newArticle,
 * /thesisDetails, the column page of /newPeriodIntroduce; docs/product/content.md#journal-pages): one method per contract path, as {@link RcPubClient} has
 * for the other content. rc-pub's 404 (journal not on the site, unknown site) becomes NOT_FOUND, 400 BAD_REQUEST.
 */
import {
  RcPubPaths,
  type ArticleSummaryWire,
  type JournalColumnWire,
  type JournalListKind,
  type Page,
} from 'rc-pub/contract';
import type { RcPubCaller, RcPubHttp } from './http.js';

/** Query of a journal article list; `page` counts from 0, `size` 1..100 (default 20, docs/product/content.md#journal-pages). */
export interface JournalListQuery {
  siteId: number;
  kind: JournalListKind;
  publicationId?: number | undefined;
  column?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** The journal page calls as one caller (language and token fixed). */
export class JournalApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  /** A page of a site's online-first, accepted, column or conference articles, newest first. */
  articles(q: JournalListQuery): Promise<Page<ArticleSummaryWire>> {
    return this.http.getData(this.caller, RcPubPaths.journalList, { ...q }, 'object');
  }
  /** The columns of the site's journals (or one journal), most articles first (the column tree, docs/product/content.md#columns). */
  columns(siteId: number, publicationId?: number): Promise<JournalColumnWire[]> {
    return this.http.getData(this.caller, RcPubPaths.columnTree, { siteId, publicationId }, 'array');
  }
}
