/**
 * Wire shapes of the journal pages (/newAcademic singleFirst and latestOffer, /newArticle, /thesisDetails,
 * /newPeriodIntroduce column pages; docs/product/content.md#journal-pages): which article list a page asks for and a journal's columns.
 */
import type { JournalColumnWire } from './wire-schemas/journal.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { JournalColumnWire };

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
