/** Messages of the page frame (header, footer, banner, toolbar); texts in web/src/i18n/{zh,en}/frame.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Frame message descriptors (ids are the catalogue keys). */
export const frameMessages = defineMessages({
  more: { id: 'frame.nav.more', defaultMessage: 'More' },
  switchToEn: { id: 'frame.lang.toEnglish', defaultMessage: 'English Version' },
  switchToZh: { id: 'frame.lang.toChinese', defaultMessage: 'Chinese Version' },
  login: { id: 'frame.login', defaultMessage: 'Login' },
  register: { id: 'frame.register', defaultMessage: 'Register' },
  personal: { id: 'frame.personal', defaultMessage: 'Personal centre' },
  logout: { id: 'frame.logout', defaultMessage: 'Log out' },
  logoutDone: { id: 'frame.logoutDone', defaultMessage: 'Logged out successfully' },
  searchPlaceholder: { id: 'frame.search.placeholder', defaultMessage: 'Please enter a keyword' },
  searchButton: { id: 'frame.search.submit', defaultMessage: 'Search' },
  advancedSearch: { id: 'frame.search.advanced', defaultMessage: 'Advanced search' },
  suggestions: { id: 'frame.search.suggestions', defaultMessage: 'Search suggestions' },
  suggestJournal: { id: 'frame.search.suggestJournal', defaultMessage: 'Journal' },
  suggestKeyword: { id: 'frame.search.suggestKeyword', defaultMessage: 'Keyword' },
  suggestAuthor: { id: 'frame.search.suggestAuthor', defaultMessage: 'Author' },
  suggestTitle: { id: 'frame.search.suggestTitle', defaultMessage: 'Title' },
  groupEntrance: { id: 'frame.groupEntrance', defaultMessage: 'Group journals' },
  mainNav: { id: 'frame.nav.label', defaultMessage: 'Main navigation' },
  backToTop: { id: 'frame.toolbar.backToTop', defaultMessage: 'Back to top' },
  topNews: { id: 'frame.banner.label', defaultMessage: 'Top news' },
  demo: { id: 'frame.demo', defaultMessage: '[Demo]' },
  desktopVersion: { id: 'frame.desktopVersion', defaultMessage: 'Desktop version' },
  skipToContent: { id: 'frame.skipToContent', defaultMessage: 'Skip to content' },
});

/** The screen-reader status of the header's suggestions list (SearchSuggestions.tsx). */
export const suggestCountMessage = defineMessage<{ count: number }>({
  id: 'frame.search.suggestCount',
  defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}}, use the up and down arrow keys',
});
