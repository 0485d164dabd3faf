/**
 * The footer's body (split from every page's initial JS: frameChunks.ts `footerChunk`; the fragment stays in
 * ../Footer.tsx). Site footer from the footer config (docs/product/sites-and-frame.md#footer): the logo with its name in the page language, address,
 * postcode, phone, fax, email, copyright, the two registration numbers (icp, and picp with its link), the visit counters
 * when showVisits is 1, a 100×100 QR code with its caption and a sitemap link (GET /sitemap.txt; shown rather than hidden,
 * so readers and keyboard users can reach it), then the links to the four legal pages (footer/LegalLinks.tsx). Light theme when backgroundColor is
 * #ebebeb, dark otherwise (the gateway computes `light` and the painted `paintBackground`); the logo gets a 55 px right
 * margin under 1310 px. A field without a value is left out with its label (no empty labels).
 * The logo and its name link to the site's official website when one is configured (linkAddress); without a
 * shown logo the link is an 'Official website' text beside the sitemap link. The visit counters (shown only
 * when enabled, docs/product/usage.md#site-visit-counters) are the gateway's counted visits, formatted for the page language.
 * The logo and the QR code load lazily: the footer is below the first screen of most pages, and an eager image made the
 * server render (React) preload both in the head of every page, ahead of the page's own content.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Footer_FooterFragment } from '../../../gql/graphql.js';
import { footerText, logoMarginCss } from './footerTheme.js';
import { LegalLinks } from './LegalLinks.js';
import { ChunkCatalogue } from '../../../app/chunkCatalogue.js';
import { footerCatalogues, footerMessages } from './messages.js';

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
  const alt = linked && !name ? intl.formatMessage(footerMessages.website) : '';
  return (
    <>
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        style={{ maxHeight: 60, maxWidth: '100%', minWidth: 0 }}
      />
      {name && (
        <Text as="span" fontSize="md" fontWeight="bold" data-field="logoName">
          {name}
        </Text>
      )}
    </>
  );
}

const linkCss = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;
/** A link standing alone (not inside a sentence): at least 24 px high, the WCAG 2.2 target size (2.5.8). */
const standaloneLinkCss = { ...linkCss, display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** The page footer (docs/product/sites-and-frame.md#footer). */
function FooterContent({ footer }: { footer: Footer_FooterFragment }) {
  const intl = useIntl();
  const colours = footerText(footer.light, footer.paintBackground);
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
            <Field name="address" label={footerMessages.address}>
              {footer.address}
            </Field>
          )}
          <Flex columnGap="6" rowGap="1" wrap="wrap">
            <Field name="postcode" label={footerMessages.postcode}>
              {footer.postcode}
            </Field>
            <Field name="phone" label={footerMessages.phone}>
              {footer.phone}
            </Field>
            <Field name="fax" label={footerMessages.fax}>
              {footer.fax}
            </Field>
            <Field name="email" label={footerMessages.email}>
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
                <Field name="sumVisits" label={footerMessages.sumVisits}>
                  {intl.formatNumber(footer.sumVisits)}
                </Field>
                <Field name="todayVisits" label={footerMessages.todayVisits}>
                  {intl.formatNumber(footer.todayVisits)}
                </Field>
              </>
            )}
            {linkAddress && !logo && (
              <a href={linkAddress} style={standaloneLinkCss} data-field="linkAddress">
                {intl.formatMessage(footerMessages.website)}
              </a>
            )}
            <a href="/sitemap.txt" style={standaloneLinkCss} data-field="sitemap">
              {intl.formatMessage(footerMessages.sitemap)}
            </a>
          </Flex>
          <LegalLinks />
        </Stack>
        {footer.qrUrl && (
          <Stack align="center" gap="1" data-field="qr" maxW="140px">
            <img
              src={footer.qrUrl}
              alt={footer.qrMessage ?? ''}
              width={100}
              height={100}
              loading="lazy"
              decoding="async"
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

/** The footer's body with its catalogue (footer.json, app/chunkCatalogue.tsx). */
export function FooterBody({ footer }: { footer: Footer_FooterFragment }) {
  return (
    <ChunkCatalogue catalogues={footerCatalogues}>
      <FooterContent footer={footer} />
    </ChunkCatalogue>
  );
}
