/**
 * Messages of the footer's body (footer/FooterBody.tsx, LegalLinks.tsx); texts in web/src/i18n/{zh,en}/footer.json,
 * which travel with the footer's split chunk (app/chunkCatalogue.tsx), not the entry.
 */
import { defineMessages } from 'react-intl';
import en from '../../../i18n/en/footer.json';
import zh from '../../../i18n/zh/footer.json';

/** The footer catalogues (ChunkCatalogue). */
export const footerCatalogues = { zh, en };

/** Field labels, visit counters and link texts of the footer. */
export const footerMessages = defineMessages({
  address: { id: 'frame.footer.address', defaultMessage: 'Address' },
  postcode: { id: 'frame.footer.postcode', defaultMessage: 'Postcode' },
  phone: { id: 'frame.footer.phone', defaultMessage: 'Tel' },
  fax: { id: 'frame.footer.fax', defaultMessage: 'Fax' },
  email: { id: 'frame.footer.email', defaultMessage: 'Email' },
  legalLinks: { id: 'frame.footer.legal', defaultMessage: 'Legal and accessibility' },
  accessibility: { id: 'frame.footer.accessibility', defaultMessage: 'Accessibility' },
  privacy: { id: 'frame.footer.privacy', defaultMessage: 'Privacy policy' },
  agreement: { id: 'frame.footer.agreement', defaultMessage: 'User agreement' },
  terms: { id: 'frame.footer.terms', defaultMessage: 'Terms of use' },
  sumVisits: { id: 'frame.footer.sumVisits', defaultMessage: 'Total visits' },
  todayVisits: { id: 'frame.footer.todayVisits', defaultMessage: 'Visits today' },
  sitemap: { id: 'frame.footer.sitemap', defaultMessage: 'Sitemap' },
  website: { id: 'frame.footer.website', defaultMessage: 'Official website' },
});
