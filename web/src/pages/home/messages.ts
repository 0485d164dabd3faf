/** Messages of the home pages; texts in web/src/i18n/{zh,en}/frame.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Home page message descriptors without values. */
export const homeMessages = defineMessages({
  journalInfo: { id: 'home.journal.info', defaultMessage: 'About the journal' },
  indexed: { id: 'home.journal.indexed', defaultMessage: 'Indexed in' },
  latestCover: { id: 'home.journal.latestCover', defaultMessage: 'Cover of the current issue' },
  latestIssue: { id: 'home.latestIssue', defaultMessage: 'Current issue' },
  noIssue: { id: 'home.issue.none', defaultMessage: 'No issue has been published yet.' },
  noArticles: { id: 'home.issue.noArticles', defaultMessage: 'This issue has no articles yet.' },
  news: { id: 'home.news', defaultMessage: 'News' },
  /** The rank module's link to the rankings page /rank ('No dead ends'). */
  more: { id: 'home.more', defaultMessage: 'More' },
});

/** Issue and article count of a journal. */
export const countsMessage = defineMessage<{ issues: number; articles: number }>({
  id: 'home.journal.counts',
  defaultMessage:
    '{issues, plural, one {# issue} other {# issues}}, {articles, plural, one {# article} other {# articles}}',
});
/** Issue label with year. */
export const issueLabelMessage = defineMessage<{ year: number; volume: string; number: string }>({
  id: 'home.issue.label',
  defaultMessage: '{year} Vol. {volume} No. {number}',
});
/** Issue label without year. */
export const issueLabelNoYearMessage = defineMessage<{ volume: string; number: string }>({
  id: 'home.issue.labelNoYear',
  defaultMessage: 'Vol. {volume} No. {number}',
});
/** Pages of an article. */
export const pagesMessage = defineMessage<{ pages: string }>({
  id: 'home.article.pages',
  defaultMessage: 'pp. {pages}',
});
