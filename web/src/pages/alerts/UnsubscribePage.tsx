/**
 * /unsubscribe?token=…&lang=… ('Unsubscription successfully';
 * docs/product/alerts.md#unsubscribe): the page a mail's link opens. The server renders a confirmation with a button;
 * after hydration the page calls `unsubscribe(token:)` once by itself (mail scanners that prefetch links run no
 * scripts, so they end nothing). Without scripts the button posts the RFC 8058 one-click form to the gateway's
 * POST /mail/unsubscribe. A bad or used token (NOT_FOUND, BAD_REQUEST) says so with a link home; any other failure
 * keeps the button to try again. The page itself never fails: its query is the frame's only.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import type { PageLoader } from '../../routes/lazy.js';
import { FormCard, SubmitButton } from '../../components/account/fields.js';
import { AlertsIntl } from '../../components/alerts/AlertsIntl.js';
import { am, um } from '../../components/alerts/messages.js';
import { useUnsubscribeMutation } from '../../components/alerts/mutations.js';

export const UnsubscribePageQuery = graphql(`
  query UnsubscribePage {
    site { ...Frame_site }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: UnsubscribePageQuery, variables: {} });

/** Where the page is: before the call (server render), calling, ended, a bad link, or a failure to retry. */
type State = 'confirm' | 'working' | 'done' | 'bad' | 'failed';

/** Longest token the page sends (an HMAC-signed token is far shorter; anything longer is not one). */
const MAX_TOKEN = 512;

/** True when the failure means the link cannot work: no such alert (already ended) or a malformed token. */
function isBadLink(error: unknown): boolean {
  const codes = (errors: readonly { extensions?: Record<string, unknown> | undefined }[] | undefined) =>
    (errors ?? []).map((e) => e.extensions?.code);
  if (CombinedGraphQLErrors.is(error)) return codes(error.errors).some((c) => c === 'NOT_FOUND' || c === 'BAD_REQUEST');
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: Record<string, unknown> }[] };
      return codes(body.errors).some((c) => c === 'NOT_FOUND' || c === 'BAD_REQUEST');
    } catch {
      return false;
    }
  }
  return false;
}

function Unsubscribe({ token }: { token: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [unsubscribe] = useUnsubscribeMutation();
  const valid = token.length > 0 && token.length <= MAX_TOKEN;
  const [state, setState] = useState<State>(valid ? 'confirm' : 'bad');
  const started = useRef(false);

  async function run() {
    setState('working');
    try {
      const { data } = await unsubscribe({ variables: { token } });
      setState(data?.unsubscribe ? 'done' : 'failed');
    } catch (err) {
      setState(isBadLink(err) ? 'bad' : 'failed');
    }
  }

  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true; // once, even when effects run twice (StrictMode)
    void latestRun.current();
  }, [valid]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'working') void run();
  }

  const box = { borderRadius: 'md', px: '3', py: '2', border: '1px solid' } as const;
  if (state === 'done')
    return (
      <Box
        role="status"
        data-testid="unsubscribe-done"
        {...box}
        color="green.800"
        bg="green.50"
        borderColor="green.200"
      >
        <Text fontWeight="semibold">{intl.formatMessage(am.unsubscribed)}</Text>
        <Text>{intl.formatMessage(um.done)}</Text>
      </Box>
    );
  if (state === 'bad')
    return (
      <Box>
        <Box role="alert" data-testid="unsubscribe-bad" {...box} color="red.800" bg="red.50" borderColor="red.200">
          {intl.formatMessage(um.badLink)}
        </Box>
        <chakra.a
          href={`/?lang=${lang}`}
          display="inline-flex"
          alignItems="center"
          minH="44px"
          color="var(--theme-primary)"
        >
          {intl.formatMessage(am.home)}
        </chakra.a>
      </Box>
    );
  return (
    <chakra.form
      method="post"
      action={`/mail/unsubscribe?token=${encodeURIComponent(token)}`}
      onSubmit={onSubmit}
      data-testid="unsubscribe-form"
      data-state={state}
    >
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <Box role="alert" data-testid="unsubscribe-error" color="red.800" mb={state === 'failed' ? '3' : undefined}>
        {state === 'failed' ? intl.formatMessage(um.failed) : null}
      </Box>
      <Text role="status" mb="4">
        {intl.formatMessage(state === 'working' ? um.working : um.noScript)}
      </Text>
      <SubmitButton busy={state === 'working'}>{intl.formatMessage(um.button)}</SubmitButton>
    </chakra.form>
  );
}

/** The /unsubscribe route component. */
export default function UnsubscribePage() {
  const { data, error } = useQuery(UnsubscribePageQuery);
  const [search] = useSearchParams();
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site} titleNav={false}>
      <AlertsIntl>
        <UnsubscribeBody siteName={data.site.name} token={(search.get('token') ?? '').trim()} />
      </AlertsIntl>
    </Frame>
  );
}

function UnsubscribeBody({ siteName, token }: { siteName: string; token: string }) {
  const intl = useIntl();
  return (
    <FormCard maxW="32rem" testId="unsubscribe">
      <Title page={intl.formatMessage(um.title)} site={siteName} />
      <Heading as="h1" size="xl" mb="5" textAlign="center">
        {intl.formatMessage(um.title)}
      </Heading>
      {/* keyed: another token (a client-side navigation) is another alert to end */}
      <Unsubscribe key={token} token={token} />
    </FormCard>
  );
}
