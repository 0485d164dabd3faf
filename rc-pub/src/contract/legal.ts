/**
 * Legal pages and journal home facts of a site (docs/product/sites-and-frame.md#legal-pages,
 * docs/product/content.md#journal-home-facts): the page kinds, the entry-button kinds, their paths and wire shapes.
 */
import type { JournalFactsWire, LegalPageWire } from './wire-schemas/legal.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/legal.ts). */
export type { JournalFactsWire, LegalPageWire };

/** The legal pages every site links from its footer: accessibility statement, privacy policy, user agreement, terms of use. */
export const LEGAL_PAGES = ['accessibility', 'privacy', 'agreement', 'terms'] as const;
/** One of {@link LEGAL_PAGES}. */
export type LegalPageKind = (typeof LEGAL_PAGES)[number];

/** Entry buttons of a journal home: manuscript submission (作者投稿), peer review (专家审稿), editorial office (编辑办公). */
export const JOURNAL_ENTRY_KINDS = ['submit', 'review', 'office'] as const;
/** One of {@link JOURNAL_ENTRY_KINDS}. */
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

/** The paths of the legal page and journal facts reads (beside RcPubPaths; under /rc-pub). */
export const LegalPaths = {
  /** GET ?siteId=&page= → `LegalPageWire`: the site's own text of one legal page (null fields = the default text). */
  legalPage: '/rc-pub/front/site/legalPage',
  /** GET ?siteId=&publicationId?= → `JournalFactsWire`: a journal's home facts on a site (default: the site's journal). */
  journalFacts: '/rc-pub/front/site/journalFacts',
} as const;
