/**
 * Legal pages and journal home facts of a site (docs/product/sites-and-frame.md#legal-pages,
 * docs/product/content.md#journal-home-facts): the page kinds, the entry-button kinds, their paths and wire shapes.
 */
import type { JournalFactsWire, LegalPageWire } from './wire-schemas/legal.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/legal.ts). */
export type { JournalFactsWire, LegalPageWire };

export * from './legal-kinds.js';

/** The paths of the legal page and journal facts reads (beside RcPubPaths; under /rc-pub). */
export const LegalPaths = {
  /** GET ?siteId=&page= → `LegalPageWire`: the site's own text of one legal page (null fields = the default text). */
  legalPage: '/rc-pub/front/site/legalPage',
  /** GET ?siteId=&publicationId?= → `JournalFactsWire`: a journal's home facts on a site (default: the site's journal). */
  journalFacts: '/rc-pub/front/site/journalFacts',
} as const;
