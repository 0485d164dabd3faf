/** Messages of the journals grid (JournalGrid.tsx); texts in web/src/i18n/{zh,en}/frame.json, which the entry loads. */
import { defineMessage, defineMessages } from 'react-intl';

/** The grid's default heading and its empty state. */
export const journalGridMessages = defineMessages({
  journals: { id: 'home.journals', defaultMessage: 'Journals' },
  noJournals: { id: 'home.journals.none', defaultMessage: 'No journals yet.' },
});

/** Article count of a journal card. */
export const articleCountMessage = defineMessage<{ articles: number }>({
  id: 'home.journal.articleCount',
  defaultMessage: '{articles, plural, one {# article} other {# articles}}',
});
