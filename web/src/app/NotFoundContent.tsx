/** The body of the 404 page (docs/product/sites-and-frame.md#error-routes): 'This page could not be found', the apology and 'Back to the home page'. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from './lang.js';

const messages = defineMessages({
  title: { id: 'app.notFound.title', defaultMessage: 'This page could not be found' },
  sorry: { id: 'app.notFound.sorry', defaultMessage: "We're sorry, the page you requested cannot be found." },
  home: { id: 'app.notFound.home', defaultMessage: 'Back to the home page' },
});

/** 404 text and a link to the home of the request's site (`/?lang=…` keeps the language); the caller sets the status. */
export function NotFoundContent() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box py="16" textAlign="center" data-testid="not-found">
      <Text fontSize="6xl" fontWeight="bold" color="gray.500">
        404
      </Text>
      <Heading as="h1" size="xl" mb="2">
        {intl.formatMessage(messages.title)}
      </Heading>
      <Text color="gray.600" mb="6">
        {intl.formatMessage(messages.sorry)}
      </Text>
      <Box asChild color="blue.600" textDecoration="underline">
        <Link to={`/?lang=${lang}`}>{intl.formatMessage(messages.home)}</Link>
      </Box>
    </Box>
  );
}
