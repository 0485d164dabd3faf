/** Texts of the column pages (catalogue web/src/i18n/{zh,en}/sitepages.json, shipped with their chunk). */
import { defineMessages } from 'react-intl';

export const columnMessages = defineMessages({
  empty: {
    id: 'sitepages.empty',
    defaultMessage: 'No content has been published in this column yet.',
    description: 'Column page without content, news or journals',
  },
  sideList: {
    id: 'sitepages.sideList',
    defaultMessage: 'In this section',
    description: 'Heading of the side list of columns on /aboutus and the other column pages',
  },
  news: { id: 'sitepages.news', defaultMessage: 'Latest', description: 'Heading of the news list of a column page' },
  openLink: {
    id: 'sitepages.openLink',
    defaultMessage: 'Open the link',
    description: 'Button of a link column (/newLink1) that leads to its configured address',
  },
  newTab: {
    id: 'sitepages.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Hint after a link that opens in a new tab',
  },
});
