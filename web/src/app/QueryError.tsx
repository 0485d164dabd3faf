/**
 * Renders the outcome of a failed page query (see queryErrors.ts): a server redirect (the client replaces the
 * location), the site's state (the server answers it instead of the page; the client reloads to get that answer),
 * the 404 page, or a readable error message. Never a blank page or a 500.
 */
import { useEffect } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLang } from './lang.js';
import { CombinedGraphQLErrors } from '@apollo/client';
import { errorAction } from './queryErrors.js';
import { useRenderOutcome } from './ssrStatus.js';
import { Title } from './Title.js';
import { NotFoundContent } from './NotFoundContent.js';

const messages = defineMessages({
  failed: { id: 'app.error.dataFailed', defaultMessage: 'Data acquisition failed' },
});
const notFoundTitle = defineMessage({ id: 'app.notFound.title', defaultMessage: 'This page could not be found' });
const codeMessage = defineMessage<{ code: string }>({ id: 'app.error.code', defaultMessage: 'Error code: {code}' });

/** Shows a failed query's consequence. */
export function QueryError({ error }: { error: unknown }) {
  const intl = useIntl();
  const lang = useLang();
  const outcome = useRenderOutcome();
  const action = errorAction(CombinedGraphQLErrors.is(error) ? error.errors : null, lang);
  if (action.kind === 'redirect') outcome.redirect = action.to;
  if (action.kind === 'siteState') {
    const { code, phone } = action;
    outcome.siteState = phone ? { code, phone } : { code };
  }
  if (action.kind === 'notFound') outcome.status = 404;
  else if (action.kind === 'badRequest') outcome.status = 400;
  else if (action.kind === 'message') outcome.status = 502;

  // in the browser: leave for the redirect, or ask the server again, which answers the site's state
  const leave = action.kind === 'redirect' ? action.to : action.kind === 'siteState' ? 'reload' : null;
  useEffect(() => {
    if (leave === 'reload') window.location.reload();
    else if (leave) window.location.replace(leave);
  }, [leave]);

  if (action.kind === 'notFound' || action.kind === 'badRequest') {
    return (
      <>
        <Title page="404" site={intl.formatMessage(notFoundTitle)} />
        <NotFoundContent />
      </>
    );
  }
  return (
    <Box role="alert" py="16" textAlign="center">
      <Title page={intl.formatMessage(messages.failed)} />
      <Heading size="lg">{intl.formatMessage(messages.failed)}</Heading>
      {action.kind === 'message' && (
        <Text color="gray.600">{intl.formatMessage(codeMessage, { code: action.code })}</Text>
      )}
    </Box>
  );
}
