/**
 * Messages of the issue pages (/newAcademic, docs/product/content.md#journal-pages); texts in web/src/i18n/{zh,en}/journal.json, which travels with
 * the journal page chunk (JournalIntl.tsx), not the entry (budget).
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Issue page message descriptors (the journal identifier labels are in components/content/publicationMessages.ts). */
export const journalMessages = defineMessages({
  currentIssue: { id: 'content.journal.currentIssue', defaultMessage: 'Current issue' },
  backIssues: { id: 'content.journal.backIssues', defaultMessage: 'Back issues' },
  contents: { id: 'content.journal.contents', defaultMessage: 'Table of contents' },
  yearUnknown: { id: 'content.journal.yearUnknown', defaultMessage: 'Undated' },
  noIssues: { id: 'content.journal.noIssues', defaultMessage: 'No issue has been published yet.' },
  noArticles: { id: 'content.journal.noArticles', defaultMessage: 'This issue has no articles yet.' },
  otherColumn: { id: 'content.journal.otherColumn', defaultMessage: 'Articles' },
  chooseJournal: { id: 'content.journal.choose', defaultMessage: 'Choose a journal' },
  noJournals: { id: 'content.journal.none', defaultMessage: 'No journals yet.' },
});

/** Article count of an issue (link tooltip). */
export const articleCountMessage = defineMessage<{ count: number }>({
  id: 'content.journal.articleCount',
  defaultMessage: '{count, plural, one {# article} other {# articles}}',
});
/** Publication date of an issue, as published. */
export const issuePublishedMessage = defineMessage<{ date: string }>({
  id: 'content.journal.published',
  defaultMessage: 'Published: {date}',
});
/** Page range of a table-of-contents entry. */
export const tocPagesMessage = defineMessage<{ pages: string }>({
  id: 'content.journal.pages',
  defaultMessage: 'pp. {pages}',
});
