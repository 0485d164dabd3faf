/** Messages of the legal pages (docs/product/sites-and-frame.md#legal-pages); texts in web/src/i18n/{zh,en}/legal.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Page titles by page kind. */
export const legalTitles = defineMessages({
  accessibility: { id: 'legal.title.accessibility', defaultMessage: 'Accessibility statement' },
  privacy: { id: 'legal.title.privacy', defaultMessage: 'Privacy policy' },
  agreement: { id: 'legal.title.agreement', defaultMessage: 'User agreement' },
  terms: { id: 'legal.title.terms', defaultMessage: 'Terms of use' },
});

/** Labels of the contact block and the other legal pages' list. */
export const legalMessages = defineMessages({
  contact: { id: 'legal.contact', defaultMessage: 'Contact' },
  email: { id: 'legal.contact.email', defaultMessage: 'Email' },
  phone: { id: 'legal.contact.phone', defaultMessage: 'Phone' },
  address: { id: 'legal.contact.address', defaultMessage: 'Address' },
  noContact: {
    id: 'legal.contact.none',
    defaultMessage:
      'This site has not configured a contact in its footer yet; please reach the editorial office through the channels on the home page.',
  },
  otherPages: { id: 'legal.otherPages', defaultMessage: 'Other notices' },
});

/** Whose text the page shows: the site's own, or the portal's default applied to the site. */
export const sourceMessages = {
  site: defineMessage<{ site: string }>({ id: 'legal.siteText', defaultMessage: 'This text is provided by {site}.' }),
  portal: defineMessage<{ site: string }>({
    id: 'legal.defaultText',
    defaultMessage: "This is the portal's default text, as it applies to {site}.",
  }),
};
