/**
 * The kinds of legal pages and journal entry buttons (docs/product/sites-and-frame.md#legal-pages,
 * docs/product/content.md#journal-home-facts), apart from legal.ts so the wire schemas can use them.
 */

/** The legal pages every site links from its footer: accessibility statement, privacy policy, user agreement, terms of use. */
export const LEGAL_PAGES = ['accessibility', 'privacy', 'agreement', 'terms'] as const;
/** One of {@link LEGAL_PAGES}. */
export type LegalPageKind = (typeof LEGAL_PAGES)[number];

/** Entry buttons of a journal home: manuscript submission (作者投稿), peer review (专家审稿), editorial office (编辑办公). */
export const JOURNAL_ENTRY_KINDS = ['submit', 'review', 'office'] as const;
/** One of {@link JOURNAL_ENTRY_KINDS}. */
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];
