/**
 * Messages of the journal list pages (online first and accepted lists, /newArticle, /thesisDetails, the
 * journal information pages of /newPeriodIntroduce); texts in web/src/i18n/{zh,en}/journal.json, which travel with
 * the journal pages' chunks (app/chunkCatalogue.tsx, `JournalIntl`).
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Headings, tabs, labels and empty states. */
export const listMessages = defineMessages({
  onlineFirst: { id: 'journal.list.onlineFirst', defaultMessage: 'Online first' },
  accepted: { id: 'journal.list.accepted', defaultMessage: 'Accepted manuscripts' },
  conference: { id: 'journal.list.conference', defaultMessage: 'Conference papers' },
  prePublication: { id: 'journal.list.prePublication', defaultMessage: 'Pre-publication' },
  column: { id: 'journal.list.column', defaultMessage: 'Column' },
  currentIssue: { id: 'journal.tab.currentIssue', defaultMessage: 'Current issue' },
  backIssues: { id: 'journal.tab.backIssues', defaultMessage: 'Back issues' },
  tabs: { id: 'journal.tab.label', defaultMessage: 'Journal sections' },
  emptyOnlineFirst: {
    id: 'journal.empty.onlineFirst',
    defaultMessage: 'No article is published online ahead of its issue at the moment.',
  },
  emptyAccepted: { id: 'journal.empty.accepted', defaultMessage: 'No accepted manuscript is waiting for an issue.' },
  emptyConference: { id: 'journal.empty.conference', defaultMessage: 'No conference papers have been published here.' },
  emptyColumn: { id: 'journal.empty.column', defaultMessage: 'This column has no articles.' },
  noColumns: { id: 'journal.empty.columns', defaultMessage: 'The articles here are not sorted into columns.' },
  onlineFirstBadge: { id: 'journal.badge.onlineFirst', defaultMessage: 'Online first' },
  acceptedBadge: { id: 'journal.badge.accepted', defaultMessage: 'Accepted' },
  previous: { id: 'journal.pager.previous', defaultMessage: 'Previous page' },
  next: { id: 'journal.pager.next', defaultMessage: 'Next page' },
  pager: { id: 'journal.pager.label', defaultMessage: 'Pages' },
  journalFacts: { id: 'journal.intro.facts', defaultMessage: 'About the journal' },
  language: { id: 'journal.intro.language', defaultMessage: 'Language' },
  indexed: { id: 'journal.intro.indexed', defaultMessage: 'Indexed in' },
  columns: { id: 'journal.intro.columns', defaultMessage: 'Columns' },
  journals: { id: 'journal.intro.journals', defaultMessage: 'Journals' },
  demoLacks: {
    id: 'journal.intro.demoLacks',
    defaultMessage:
      '[Demo] The demo data has no publication frequency, editor-in-chief, editorial office address or submission guidelines for this journal; a real site shows them here.',
  },
  demoReader: {
    id: 'journal.intro.demoReader',
    defaultMessage:
      '[Demo] Information for readers (subscriptions, access and reuse) is not part of the demo data. Each article page states its own licence.',
  },
  demoContact: {
    id: 'journal.intro.demoContact',
    defaultMessage: '[Demo] The demo data holds no contact details of an editorial office.',
  },
});

/** Number of articles of a list or column. */
export const articleTotalMessage = defineMessage<{ count: number }>({
  id: 'journal.list.total',
  defaultMessage: '{count, plural, one {# article} other {# articles}}',
});
/** Number of issues of a journal. */
export const issueTotalMessage = defineMessage<{ count: number }>({
  id: 'journal.intro.issues',
  defaultMessage: '{count, plural, one {# issue} other {# issues}}',
});
/** Page N of M (the pager), N counted from 1. */
export const pageOfMessage = defineMessage<{ page: number; pages: number }>({
  id: 'journal.pager.pageOf',
  defaultMessage: 'Page {page} of {pages}',
});
/** Date an article was published (its electronic publication date when the source gives one). */
export const publishedOnMessage = defineMessage<{ date: string }>({
  id: 'journal.list.published',
  defaultMessage: 'Published: {date}',
});
