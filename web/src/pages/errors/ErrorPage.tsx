/**
 * /errorPage?lang=…&code=… (docs/product/sites-and-frame.md#site-states): site expired ('Website Expiration Reminder!'), maintenance (with a contact
 * phone number) or any other site error with its code. Inside the site's frame when the site can be shown,
 * else standalone (components/errors/ErrorFrame.tsx): a site that is expired or under maintenance cannot be.
 */
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { Title } from '../../app/Title.js';
import type { PageLoader } from '../../routes/lazy.js';
import { ErrorFrame } from '../../components/errors/ErrorFrame.js';

const messages = defineMessages({
  expiredTitle: { id: 'app.errorPage.expiredTitle', defaultMessage: 'Website Expiration Reminder!' },
  expiredText: {
    id: 'app.errorPage.expiredText',
    defaultMessage: 'This website has expired, please contact the enterprise administrator for further use.',
  },
  maintenanceTitle: { id: 'app.errorPage.maintenanceTitle', defaultMessage: 'System maintenance' },
  maintenanceText: {
    id: 'app.errorPage.maintenanceText',
    defaultMessage: 'Please understand the inconvenience caused by system maintenance.',
  },
  otherTitle: { id: 'app.errorPage.otherTitle', defaultMessage: 'The site cannot be shown' },
  home: { id: 'app.errorPage.home', defaultMessage: 'Back to the home page' },
});

const phoneMessage = defineMessage<{ phone: string }>({
  id: 'app.errorPage.maintenancePhone',
  defaultMessage: 'Contact phone: {phone}',
});
const codeMessage = defineMessage<{ code: string }>({
  id: 'app.errorPage.otherText',
  defaultMessage: 'Error code: {code}',
});

/** The maintenance page shows a contact phone; the number is a visibly demo placeholder. */
export const MAINTENANCE_PHONE = '[Demo] 010-00000000';

/**
 * No query of its own: the frame's site query is found by Apollo's pass (entry-server), as the site usually fails
 * here; a failed site leaves the page standalone.
 */
export const loader: PageLoader = () => null;

/** The site error page. */
export default function ErrorPage() {
  const intl = useIntl();
  const lang = useLang();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').slice(0, 40);
  let title = intl.formatMessage(messages.otherTitle);
  let body = [intl.formatMessage(codeMessage, { code: code || '-' })];
  if (code === 'SITE_EXPIRED') {
    title = intl.formatMessage(messages.expiredTitle);
    body = [intl.formatMessage(messages.expiredText)];
  } else if (code === 'SITE_MAINTENANCE') {
    title = intl.formatMessage(messages.maintenanceTitle);
    body = [
      intl.formatMessage(messages.maintenanceText),
      intl.formatMessage(phoneMessage, { phone: MAINTENANCE_PHONE }),
    ];
  }
  return (
    <ErrorFrame fetchInBrowser={false}>
      <Container maxW="800px" py="20" textAlign="center" data-testid="error-page">
        <Title page={title} />
        <Heading as="h1" size="xl" mb="4">
          {title}
        </Heading>
        {body.map((line) => (
          <Text key={line} color="gray.600" mb="2">
            {line}
          </Text>
        ))}
        <Box asChild color="blue.600" textDecoration="underline" mt="6" display="inline-block">
          <Link to={`/homeNav/www/${lang}`}>{intl.formatMessage(messages.home)}</Link>
        </Box>
      </Container>
    </ErrorFrame>
  );
}
