/**
 * What a reader sees of a site that cannot be shown (docs/product/sites-and-frame.md#site-states): the state's title
 * and text, under maintenance the contact phone exactly as rc-pub answered it, and a way to the portal's main site.
 * Needs the site-state messages (SiteStateIntl.tsx) around it.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl';
import type { SiteState, SiteStateKind } from './siteState.js';

const titles = defineMessages({
  unknown: { id: 'app.siteState.unknownTitle', defaultMessage: 'This site could not be found' },
  expired: { id: 'app.siteState.expiredTitle', defaultMessage: 'Website Expiration Reminder!' },
  maintenance: { id: 'app.siteState.maintenanceTitle', defaultMessage: 'System maintenance' },
  unavailable: { id: 'app.siteState.unavailableTitle', defaultMessage: 'The site cannot be shown' },
});

const texts = defineMessages({
  unknown: {
    id: 'app.siteState.unknownText',
    defaultMessage:
      "We're sorry, there is no site at this address. Please check the address, or go to the portal home page.",
  },
  expired: {
    id: 'app.siteState.expiredText',
    defaultMessage: 'This website has expired, please contact the enterprise administrator for further use.',
  },
  maintenance: {
    id: 'app.siteState.maintenanceText',
    defaultMessage: 'Please understand the inconvenience caused by system maintenance.',
  },
  unavailable: { id: 'app.siteState.unavailableText', defaultMessage: 'Please try again later.' },
});

const phoneMessage = defineMessage<{ phone: string }>({
  id: 'app.siteState.maintenancePhone',
  defaultMessage: 'Contact phone: {phone}',
});

const homeMessage = defineMessage({ id: 'app.siteState.portalHome', defaultMessage: 'Go to the portal home page' });

/** The title of a state in the intl object's language (the document title too). */
export function siteStateTitle(intl: IntlShape, kind: SiteStateKind): string {
  return intl.formatMessage(titles[kind]);
}

/** The state's heading, text, contact phone and the link to `homeUrl` (the portal's main site). */
export function SiteStateContent({ state, homeUrl }: { state: SiteState; homeUrl: string }) {
  const intl = useIntl();
  return (
    <Box py={{ base: '12', md: '20' }} px="4" textAlign="center" data-testid="site-state" data-state={state.kind}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="4" overflowWrap="anywhere">
        {siteStateTitle(intl, state.kind)}
      </Heading>
      <Text color="gray.700" mb="2" overflowWrap="anywhere">
        {intl.formatMessage(texts[state.kind])}
      </Text>
      {state.kind === 'maintenance' && state.phone && (
        <Text color="gray.700" mb="2" overflowWrap="anywhere" data-testid="site-state-phone">
          {intl.formatMessage(phoneMessage, { phone: state.phone })}
        </Text>
      )}
      {/* a plain link: the site's own pages cannot be shown, so the way back leaves this host */}
      <Box
        asChild
        display="inline-block"
        mt="6"
        px="5"
        py="2.5"
        minH="44px"
        borderRadius="md"
        bg="blue.700"
        color="white"
        fontWeight="medium"
        _hover={{ bg: 'blue.800' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'blue.400', outlineOffset: '2px' }}
      >
        <a href={homeUrl}>{intl.formatMessage(homeMessage)}</a>
      </Box>
    </Box>
  );
}
