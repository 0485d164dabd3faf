/**
 * Site footer from the footer config (docs/product/sites-and-frame.md#footer): the logo with its name in the page language, address,
 * postcode, phone, fax, email, copyright, the two registration numbers (icp, and picp with its link), the visit counters
 * when showVisits is 1, a 100×100 QR code with its caption and a sitemap link (GET /sitemap.txt; shown rather than hidden,
 * so readers and keyboard users can reach it). Light theme when backgroundColor is
 * #ebebeb, dark otherwise (the gateway computes `light` and the painted `paintBackground`); the logo gets a 55 px right
 * margin under 1310 px. A field without a value is left out with its label (no empty labels).
 * The logo and its name link to the site's official website when one is configured (linkAddress); without a
 * shown logo the link is an 'Official website' text beside the sitemap link. The visit counters (shown only
 * when enabled, docs/product/usage.md#site-visit-counters) are the gateway's counted visits, formatted for the page language.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { Footer_FooterFragment } from '../../gql/graphql.js';
import { footerText, logoMarginCss } from './footer/footerTheme.js';
import { frameMessages } from './messages.js';

export const Footer_footer = graphql(`
  fragment Footer_footer on FooterConfig {
    showLogo
    logoUrl
    logoName
    backgroundColor
    light
    paintBackground
    address
    postcode
    phone
    fax
    email
    copyright
    icp
    picp
    picpLink
    qrUrl
    qrMessage
    showVisits
    sumVisits
    todayVisits
    linkAddress
  }
`);

/** "Label: value" for one field, or nothing when the value is empty. */
function Field({ name, label, children }: { name: string; label: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text as="span" fontSize="sm" data-field={name}>
      {intl.formatMessage(label)}
      {intl.locale.startsWith('zh') ? '：' : ': '}
      {children}
    </Text>
  );
}

/**
 * The footer logo with its name. Unlinked, the picture is decorative (the name is written beside it); as the link to
 * the official website with no name, the picture names the link.
 */
function FooterLogo({ url, name, linked }: { url: string; name: string | null | undefined; linked: boolean }) {
  const intl = useIntl();
  const alt = linked && !name ? intl.formatMessage(frameMessages.website) : '';
  return (
    <>
      <img src={url} alt={alt} style={{ maxHeight: 60, maxWidth: '100%', minWidth: 0 }} />
      {name && (
        <Text as="span" fontSize="md" fontWeight="bold" data-field="logoName">
          {name}
        </Text>
      )}
    </>
  );
}

const linkCss = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;

/** The page footer (docs/product/sites-and-frame.md#footer). */
export function Footer({ footer }: { footer: Footer_FooterFragment }) {
  const intl = useIntl();
  const colours = footerText(footer.light);
  const logo = footer.showLogo && footer.logoUrl;
  const { picp, picpLink, email, linkAddress } = footer;
  return (
    <Box
      as="footer"
      bg={footer.paintBackground}
      color={colours.color}
      mt="8"
      data-theme-footer={footer.light ? 'light' : 'dark'}
    >
      <Flex maxW="1200px" mx="auto" px="4" py="6" rowGap="5" align="center" wrap="wrap">
        {logo && (
          <Box minW="0" maxW="100%" css={logoMarginCss} data-field="logo">
            {linkAddress ? (
              <Flex asChild align="center" gap="3" wrap="wrap" color="inherit" textDecoration="none">
                <a href={linkAddress} data-field="linkAddress">
                  <FooterLogo url={footer.logoUrl!} name={footer.logoName} linked />
                </a>
              </Flex>
            ) : (
              <Flex align="center" gap="3" wrap="wrap">
                <FooterLogo url={footer.logoUrl!} name={footer.logoName} linked={false} />
              </Flex>
            )}
          </Box>
        )}
        <Stack gap="1.5" flex="1" minW="min(280px, 100%)" me="6">
          {footer.address && (
            <Field name="address" label={frameMessages.address}>
              {footer.address}
            </Field>
          )}
          <Flex columnGap="6" rowGap="1" wrap="wrap">
            <Field name="postcode" label={frameMessages.postcode}>
              {footer.postcode}
            </Field>
            <Field name="phone" label={frameMessages.phone}>
              {footer.phone}
            </Field>
            <Field name="fax" label={frameMessages.fax}>
              {footer.fax}
            </Field>
            <Field name="email" label={frameMessages.email}>
              {email &&
                (/^[^\s@]+@[^\s@]+$/.test(email) ? (
                  <a href={`mailto:${email}`} style={linkCss}>
                    {email}
                  </a>
                ) : (
                  email
                ))}
            </Field>
          </Flex>
          {footer.copyright && (
            <Text fontSize="sm" data-field="copyright">
              {footer.copyright}
            </Text>
          )}
          <Flex columnGap="4" rowGap="1" fontSize="sm" wrap="wrap" color={colours.muted}>
            {footer.icp && <span data-field="icp">{footer.icp}</span>}
            {picp && (
              <span data-field="picp">
                {picpLink ? (
                  <a href={picpLink} target="_blank" rel="noopener noreferrer" style={linkCss}>
                    {picp}
                  </a>
                ) : (
                  picp
                )}
              </span>
            )}
            {footer.showVisits && (
              <>
                <Field name="sumVisits" label={frameMessages.sumVisits}>
                  {intl.formatNumber(footer.sumVisits)}
                </Field>
                <Field name="todayVisits" label={frameMessages.todayVisits}>
                  {intl.formatNumber(footer.todayVisits)}
                </Field>
              </>
            )}
            {linkAddress && !logo && (
              <a href={linkAddress} style={linkCss} data-field="linkAddress">
                {intl.formatMessage(frameMessages.website)}
              </a>
            )}
            <a href="/sitemap.txt" style={linkCss} data-field="sitemap">
              {intl.formatMessage(frameMessages.sitemap)}
            </a>
          </Flex>
        </Stack>
        {footer.qrUrl && (
          <Stack align="center" gap="1" data-field="qr" maxW="140px">
            <img
              src={footer.qrUrl}
              alt={footer.qrMessage ?? ''}
              width={100}
              height={100}
              style={{ width: 100, height: 100 }}
            />
            {footer.qrMessage && (
              <Text fontSize="xs" textAlign="center" aria-hidden="true">
                {footer.qrMessage}
              </Text>
            )}
          </Stack>
        )}
      </Flex>
    </Box>
  );
}
