/**
 * Texts of the news lists and the news detail's flags; catalogue web/src/i18n/{zh,en}/news.json, which
 * travels with the news pages' chunks (NewsIntl.tsx), not the entry.
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { NewsTab } from './newsUrls.js';

/** Messages of the news pages. */
export const newsMessages = defineMessages({
  title: { id: 'news.title', defaultMessage: 'News' },
  tabs: { id: 'news.tabs', defaultMessage: 'News types' },
  empty: { id: 'news.empty', defaultMessage: 'Nothing has been published here yet.' },
  reprint: { id: 'news.reprint', defaultMessage: 'Reprint' },
  original: { id: 'news.original', defaultMessage: 'Original' },
  columns: { id: 'news.columns', defaultMessage: 'Columns' },
  pager: { id: 'news.pager', defaultMessage: 'Pages' },
  prev: { id: 'news.pager.prev', defaultMessage: 'Previous' },
  next: { id: 'news.pager.next', defaultMessage: 'Next' },
});

/** The tab names (information, announcement, dynamic, statement) by stored type. */
export const newsTabMessages: Record<NewsTab, { id: string; defaultMessage: string }> = defineMessages({
  news: { id: 'news.tab.news', defaultMessage: 'Information' },
  announcement: { id: 'news.tab.announcement', defaultMessage: 'Announcements' },
  dynamic: { id: 'news.tab.dynamic', defaultMessage: 'Academic updates' },
  statement: { id: 'news.tab.statement', defaultMessage: 'Statements' },
});

/** "Page 2 of 5 (12 items)". */
export const pageOfMessage = defineMessage<{ page: number; pages: number; total: number }>({
  id: 'news.pager.pageOf',
  defaultMessage: 'Page {page} of {pages} ({total} items)',
});

/** Accessible name of a page number link: "Page 2". */
export const pageLinkMessage = defineMessage<{ page: number }>({
  id: 'news.pager.page',
  defaultMessage: 'Page {page}',
});
