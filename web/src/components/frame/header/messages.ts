/** Messages of the header's styles, side menu and phone controls; texts in web/src/i18n/{zh,en}/header.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Header message descriptors (ids are the catalogue keys). */
export const headerMessages = defineMessages({
  openMenu: { id: 'header.menu.open', defaultMessage: 'Menu' },
  closeMenu: { id: 'header.menu.close', defaultMessage: 'Close menu' },
  sideMenu: { id: 'header.menu.label', defaultMessage: 'Site menu' },
  openSearch: { id: 'header.search.open', defaultMessage: 'Search' },
  language: { id: 'header.language', defaultMessage: 'Language' },
  home: { id: 'header.home', defaultMessage: 'Home' },
});

/** The label of a side-menu item's expand button. */
export const expandMessage = defineMessage<{ name: string }>({
  id: 'header.menu.expand',
  defaultMessage: 'Show the items of {name}',
});
