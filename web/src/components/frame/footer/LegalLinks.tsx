/**
 * The footer's links to the legal pages every site has (docs/product/sites-and-frame.md#legal-pages): accessibility
 * statement, privacy policy, user agreement and terms of use, in the page language (`/{page}/{lang}`).
 */
import { Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useHref } from '../../../app/lang.js';
import { footerMessages } from './messages.js';

/** The legal pages in footer order, with their link texts. */
export const LEGAL_LINKS = [
  { page: 'accessibility', label: footerMessages.accessibility },
  { page: 'privacy', label: footerMessages.privacy },
  { page: 'agreement', label: footerMessages.agreement },
  { page: 'terms', label: footerMessages.terms },
] as const;

/** At least 24 px high: the WCAG 2.2 target size (2.5.8) of links standing alone. */
const linkCss = {
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
} as const;

/** A labelled list of the four legal links (a `nav` landmark named "Legal and accessibility"). */
export function LegalLinks() {
  const intl = useIntl();
  const href = useHref();
  return (
    <nav aria-label={intl.formatMessage(footerMessages.legalLinks)} data-field="legal">
      <Flex as="ul" listStyleType="none" m="0" p="0" columnGap="4" rowGap="1" wrap="wrap" fontSize="sm">
        {LEGAL_LINKS.map((l) => (
          <li key={l.page}>
            <a href={href(`/${l.page}`)} style={linkCss} data-legal={l.page}>
              {intl.formatMessage(l.label)}
            </a>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
