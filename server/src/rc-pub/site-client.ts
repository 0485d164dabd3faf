/**
 * rc-pub's legal page and journal facts reads (docs/product/sites-and-frame.md#legal-pages,
 * docs/product/content.md#journal-home-facts; shapes in rc-pub/src/contract/legal.ts) as one request's caller.
 */
import { type JournalFactsWire, type LegalPageKind, type LegalPageWire, LegalPaths } from 'rc-pub/contract';
import type { RcPubCaller, RcPubHttp } from './http.js';

/** The legal page and journal facts reads of one caller. */
export class SiteExtrasApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  /** The site's own zh/en text of one legal page (null fields: the default text). @throws GatewayError NOT_FOUND unknown site */
  legalPage(siteId: number, page: LegalPageKind): Promise<LegalPageWire> {
    return this.http.getData<LegalPageWire>(this.caller, LegalPaths.legalPage, { siteId, page }, 'object');
  }

  /** A journal's home facts on a site (default: the single site's journal). @throws GatewayError NOT_FOUND unknown site */
  journalFacts(siteId: number, publicationId?: number): Promise<JournalFactsWire> {
    const query = publicationId === undefined ? { siteId } : { siteId, publicationId };
    return this.http.getData<JournalFactsWire>(this.caller, LegalPaths.journalFacts, query, 'object');
  }
}
