/**
 * Messages of a journal's pages on a group or aggregate site (`/journal/{siteId}/{publicationId}/{tab}/{lang}`,
 * docs/product/content.md#group-journal-pages); texts in web/src/i18n/{zh,en}/journal.json (the journal pages' chunk
 * catalogue, JournalIntl.tsx).
 */
import { defineMessages } from 'react-intl';

/** Tab names, headings and the sentences for what a journal lacks. */
export const groupJournalMessages = defineMessages({
  home: { id: 'journal.group.tab.home', defaultMessage: 'Journal home', description: 'Tab: the journal home' },
  current: { id: 'journal.group.tab.current', defaultMessage: 'Current issue', description: 'Tab: current issue' },
  issues: { id: 'journal.group.tab.issues', defaultMessage: 'Back issues', description: 'Tab: back issues by year' },
  online: { id: 'journal.group.tab.online', defaultMessage: 'Online first', description: 'Tab: online first' },
  about: { id: 'journal.group.tab.about', defaultMessage: 'About the journal', description: 'Tab: introduction' },
  board: { id: 'journal.group.tab.board', defaultMessage: 'Editorial board', description: 'Tab: editorial board' },
  noCurrentIssue: {
    id: 'journal.group.noCurrentIssue',
    defaultMessage: 'This journal has no issue yet.',
    description: 'Current issue tab of a journal without issues',
  },
  noBoard: {
    id: 'journal.group.noBoard',
    defaultMessage: 'This site holds no editorial board for this journal, so none is shown here.',
    description: 'Board tab when the site has no editorial board for the journal',
  },
  demoAbout: {
    id: 'journal.group.demoAbout',
    defaultMessage:
      '[Demo] This is a demo journal made from open data: it has no ISSN, publisher, editor-in-chief, frequency or editorial office, and its articles carry no authors, dates or DOIs.',
    description: 'Visibly demo note on the introduction of a demo journal',
  },
  ownSite: {
    id: 'journal.group.ownSite',
    defaultMessage: 'The journal’s own site',
    description: 'Link to the single site of a journal that has one',
  },
});
