/**
 * Wire shapes of the journal pages (/newAcademic singleFirst and latestOffer, /newArticle, /thesisDetails,
 * /newPeriodIntroduce column pages; docs/product/content.md#journal-pages): which article list a page asks for and a journal's columns.
 */

/**
 * Which list of a site's articles (`GET /rc-pub/front/front-article/journalList?kind=`):
 * - `onlineFirst`: publication type 1 (published online before their issue), newest first;
 * - `accepted`: version label -1 (accepted manuscripts) not yet in a regular issue, newest accepted first;
 * - `column`: the articles of one column (docs/product/content.md#columns: the JATS subject heading), newest first;
 * - `conference`: conference papers and meeting reports (JATS article-type `meeting-report`, `abstract`, or a column
 *   naming a conference or 会议), newest first.
 */
export type JournalListKind = 'onlineFirst' | 'accepted' | 'column' | 'conference';

/** Every {@link JournalListKind}, in documentation order (route schema, gateway enum). */
export const JOURNAL_LIST_KINDS: readonly JournalListKind[] = ['onlineFirst', 'accepted', 'column', 'conference'];

/** One column of a site's (or one journal's) articles in the column tree (docs/product/content.md#columns), with how many articles it holds. */
export interface JournalColumnWire {
  /** Chinese column name as imported; null when the articles give none. */
  nameZh: string | null;
  /** English (or other-language) column name as imported; null when the articles give none. */
  nameEn: string | null;
  /** Number of articles in the column (at least 1). */
  articleCount: number;
}
