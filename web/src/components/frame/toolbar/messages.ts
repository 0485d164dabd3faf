/** Messages of the floating toolbar's phone layout; texts in web/src/i18n/{zh,en}/frame.json. */
import { defineMessages } from 'react-intl';

/** Toolbar message descriptors (ids are the catalogue keys). */
export const toolbarMessages = defineMessages({
  tools: { id: 'frame.toolbar.tools', defaultMessage: 'Tools' },
});
