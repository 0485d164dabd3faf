/**
 * /accountBinding ('User not found, please bind first.'; docs/product/members.md, Third-party login and Account binding): the
 * gateway's /oidc/callback sends a browser here with `?ticket=…&redirect=…` when the OpenID Connect identity (e.g. an
 * ORCID iD) is bound to no account yet, or with `?failed=1` when the sign-in was refused or stale. The page explains,
 * then binds the identity to a registered mobile account after an SMS code and goes to `redirect`. Never cached (the
 * ticket is in the URL). Its messages (web/src/i18n/{zh,en}/oidc.json) come with this chunk.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { portalPathOrHome } from 'rc-pub/contract';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import en from '../../i18n/en/oidc.json';
import zh from '../../i18n/zh/oidc.json';
import type { PageLoader } from '../../routes/lazy.js';
import { BindingForm } from './binding/BindingForm.js';
import { againMessage, bindingMessages as m, explainMessage } from './binding/messages.js';

const catalogues = { zh, en };

export const AccountBindingPageQuery = graphql(`
  query AccountBindingPage {
    site { name ...Frame_site }
    thirdPartyLogin { name startPath }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: AccountBindingPageQuery, variables: {} });

function Body({ provider }: { provider: { name: string; startPath: string } | null }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  // the page never sends anyone off the portal
  const redirect = portalPathOrHome(params.get('redirect'));
  const again = provider ? `${provider.startPath}?${new URLSearchParams({ redirect }).toString()}` : null;
  const retry = (
    <Stack direction="row" gap="4">
      {again && provider ? (
        <Box asChild color="var(--theme-primary)" textDecoration="underline">
          <a href={again}>{intl.formatMessage(againMessage, { provider: provider.name })}</a>
        </Box>
      ) : null}
      <Box asChild color="var(--theme-primary)" textDecoration="underline">
        <a href="/login">{intl.formatMessage(m.login)}</a>
      </Box>
    </Stack>
  );
  return (
    <Box maxW="720px" mx="auto" py="6" data-testid="account-binding">
      <Heading as="h1" size="2xl" mb="4">
        {intl.formatMessage(m.title)}
      </Heading>
      {ticket ? (
        <Stack gap="4">
          <Text fontWeight="medium" role="alert" data-testid="binding-not-bound">
            {intl.formatMessage(m.notBound)}
          </Text>
          <Text>
            {provider
              ? intl.formatMessage(explainMessage, { provider: provider.name })
              : intl.formatMessage(m.explainNoProvider)}
          </Text>
          <Text color="gray.700">
            {intl.formatMessage(m.registerFirst)}{' '}
            <Box asChild color="var(--theme-primary)" textDecoration="underline">
              <a href="/register">{intl.formatMessage(m.register)}</a>
            </Box>
          </Text>
          <BindingForm ticket={ticket} redirect={redirect} />
        </Stack>
      ) : (
        <Stack gap="4">
          <Text role="alert" data-testid="binding-failed">
            {intl.formatMessage(params.get('failed') ? m.failed : m.noTicket)}
          </Text>
          {retry}
        </Stack>
      )}
    </Box>
  );
}

function PageTitle({ site }: { site: string }) {
  return <Title page={useIntl().formatMessage(m.title)} site={site} />;
}

/** The /accountBinding route component. */
export default function AccountBindingPage() {
  const { data, error } = useQuery(AccountBindingPageQuery);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site} titleNav={false}>
      <ChunkCatalogue catalogues={catalogues}>
        <PageTitle site={data.site.name} />
        <Body provider={data.thirdPartyLogin ?? null} />
      </ChunkCatalogue>
    </Frame>
  );
}
