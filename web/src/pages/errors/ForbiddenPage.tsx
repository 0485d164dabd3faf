/** /forbiddenPage?lang=… (docs/product/sites-and-frame.md#site-states): the site lookup returned status 10001 (forbidden site). */
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import type { PageLoader } from '../../routes/lazy.js';

const messages = defineMessages({
  title: { id: 'app.forbidden.title', defaultMessage: 'Access to this site is forbidden' },
  text: {
    id: 'app.forbidden.text',
    defaultMessage: 'You do not have permission to visit this site. Please contact the site administrator.',
  },
  home: { id: 'app.forbidden.home', defaultMessage: 'Back to the home page' },
});

/** Standalone page: no query, so the server renders it once without a discovery pass (routes/lazy.tsx). */
export const loader: PageLoader = () => null;

/** The forbidden-site page (HTTP 403). */
export default function ForbiddenPage() {
  useStatus(403);
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(messages.title);
  return (
    <Container maxW="800px" py="20" textAlign="center" data-testid="forbidden-page">
      <Title page={title} />
      <Heading as="h1" size="xl" mb="4">
        {title}
      </Heading>
      <Text color="gray.600">{intl.formatMessage(messages.text)}</Text>
      <Box asChild color="blue.600" textDecoration="underline" mt="6" display="inline-block">
        <Link to={`/homeNav/www/${lang}`}>{intl.formatMessage(messages.home)}</Link>
      </Box>
    </Container>
  );
}
