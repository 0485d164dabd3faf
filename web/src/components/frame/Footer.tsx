/**
 * Site footer from the footer config (SPEC §2, §3): logo, address, postcode, phone, fax, email, copyright, the two
 * registration numbers, visit counters when shown, a 100×100 QR code with caption (SPEC §9) and a hidden sitemap
 * link. Light theme when backgroundColor is #ebebeb, dark otherwise (computed by the gateway as `light`).
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { Footer_FooterFragment } from '../../gql/graphql.js';
import { frameMessages } from './messages.js';

export const Footer_footer = graphql(`
  fragment Footer_footer on FooterConfig {
    showLogo
    logoUrl
    logoName
    backgroundColor
    light
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
  }
`);

function Line({ label, value }: { label: MessageDescriptor; value: string | number | null | undefined }) {
  const intl = useIntl();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Text fontSize="sm">
      {intl.formatMessage(label)}: {value}
    </Text>
  );
}

/** The page footer. */
export function Footer({ footer }: { footer: Footer_FooterFragment }) {
  const intl = useIntl();
  const colours = footer.light ? { bg: '#ebebeb', color: 'gray.800' } : { bg: '#2b2f36', color: 'gray.100' };
  return (
    <Box as="footer" bg={colours.bg} color={colours.color} mt="8" data-theme-footer={footer.light ? 'light' : 'dark'}>
      <Flex maxW="1200px" mx="auto" px="4" py="6" gap="8" align="center" wrap="wrap">
        {footer.showLogo && footer.logoUrl && (
          <img src={footer.logoUrl} alt={footer.logoName ?? ''} style={{ maxHeight: 60 }} />
        )}
        <Stack gap="1" flex="1" minW="280px">
          <Line label={frameMessages.address} value={footer.address} />
          <Flex gap="6" wrap="wrap">
            <Line label={frameMessages.postcode} value={footer.postcode} />
            <Line label={frameMessages.phone} value={footer.phone} />
            <Line label={frameMessages.fax} value={footer.fax} />
            <Line label={frameMessages.email} value={footer.email} />
          </Flex>
          {footer.copyright && <Text fontSize="sm">{footer.copyright}</Text>}
          <Flex gap="4" fontSize="sm" wrap="wrap">
            {footer.icp && <span>{footer.icp}</span>}
            {footer.picp &&
              (footer.picpLink ? (
                <a href={footer.picpLink} target="_blank" rel="noopener noreferrer">
                  {footer.picp}
                </a>
              ) : (
                <span>{footer.picp}</span>
              ))}
          </Flex>
          {footer.showVisits && (
            <Flex gap="6" wrap="wrap">
              <Line label={frameMessages.sumVisits} value={footer.sumVisits} />
              <Line label={frameMessages.todayVisits} value={footer.todayVisits} />
            </Flex>
          )}
          <a href="/sitemap.txt" hidden>
            {intl.formatMessage(frameMessages.sitemap)}
          </a>
        </Stack>
        {footer.qrUrl && (
          <Stack align="center" gap="1">
            <img src={footer.qrUrl} alt={footer.qrMessage ?? ''} width={100} height={100} />
            {footer.qrMessage && <Text fontSize="xs">{footer.qrMessage}</Text>}
          </Stack>
        )}
      </Flex>
    </Box>
  );
}
