/**
 * Messages of the shared journal and article blocks (JournalIdentity, ArticleLine) used by the home page and the issue
 * pages; texts in web/src/i18n/{zh,en}/content.json (journal labels) and frame.json (the article DOI line).
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Labels of a journal's identifier fields. */
export const journalFieldMessages = defineMessages({
  issn: { id: 'content.journal.issn', defaultMessage: 'ISSN' },
  eissn: { id: 'content.journal.eissn', defaultMessage: 'eISSN' },
  cn: { id: 'content.journal.cn', defaultMessage: 'CN' },
  publisher: { id: 'content.journal.publisher', defaultMessage: 'Publisher' },
  sponsor: { id: 'content.journal.sponsor', defaultMessage: 'Sponsor' },
});

/** DOI of an article shown as text ("DOI: 10.1371/…", "DOI：10.1371/…"). */
export const doiMessage = defineMessage<{ doi: string }>({ id: 'home.article.doi', defaultMessage: 'DOI: {doi}' });
