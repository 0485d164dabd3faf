/**
 * /emailSubscribe (docs/product/alerts.md#subscribing; it opens in a new tab from the toolbar's 'subscribe' item): the email
 * alert form for anyone (SubscribeForm.tsx). `?type=current|onlineFirst|keywords|column&publicationId=&column=
 * &keywords=&lang=` preselect it (the 'alert me' buttons link here). One query: the frame's site with its journals and
 * the member's email (`me` null for a visitor). Never cached (route cache class `none`: it shows the member's email).
 * After 'Subscription successfully' it offers the personal centre's list (members) or another alert.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { alertPreset } from '../../components/member/alerts.js';
import { graphql } from '../../gql/index.js';
import type { PageLoader } from '../../routes/lazy.js';
import { AlertsIntl } from '../../components/alerts/AlertsIntl.js';
import { am } from '../../components/alerts/messages.js';
import { SubscribeForm } from './SubscribeForm.js';
import { FormCard } from '../../components/account/fields.js';

export const EmailSubscribePageQuery = graphql(`
  query EmailSubscribePage {
    site {
      ...Frame_site
      id
      type
      publication { id title }
      publications { id title }
    }
    me { displayName email emailVerified }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: EmailSubscribePageQuery, variables: {} });

const linkCss = { display: 'inline-flex', alignItems: 'center', minH: '44px', color: 'var(--theme-primary)' } as const;

/** The success panel: 'Subscription successfully' (focused, announced) and what next. */
function Done({ member, onAnother }: { member: boolean; onAnother(): void }) {
  const intl = useIntl();
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box>
      <Box
        ref={ref}
        tabIndex={-1}
        role="status"
        data-testid="subscribe-done"
        color="green.800"
        bg="green.50"
        border="1px solid"
        borderColor="green.200"
        borderRadius="md"
        px="3"
        py="2"
        fontWeight="medium"
      >
        {intl.formatMessage(am.subscribed)}
      </Box>
      <Flex gap="4" wrap="wrap" mt="3">
        {member && (
          <chakra.a href={`/personal/subscribe/${lang}`} {...linkCss}>
            {intl.formatMessage(am.manage)}
          </chakra.a>
        )}
        <chakra.button type="button" onClick={onAnother} bg="transparent" cursor="pointer" {...linkCss}>
          {intl.formatMessage(am.another)}
        </chakra.button>
      </Flex>
    </Box>
  );
}

/** The /emailSubscribe route component. */
export default function EmailSubscribePage() {
  const { data, error } = useQuery(EmailSubscribePageQuery);
  const [search] = useSearchParams();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const site = data.site;
  const journals = site.publication ? [site.publication] : site.publications;
  return (
    <Frame site={site} titleNav={false}>
      <AlertsIntl>
        <Body siteName={site.name}>
          {done ? (
            <Done
              member={Boolean(data.me)}
              onAnother={() => {
                setDone(false);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <SubscribeForm
              key={round}
              siteId={site.id}
              siteType={site.type}
              journals={journals}
              member={data.me ? { email: data.me.email ?? null, emailVerified: data.me.emailVerified } : null}
              preset={alertPreset(search)}
              onDone={() => setDone(true)}
            />
          )}
        </Body>
      </AlertsIntl>
    </Frame>
  );
}

function Body({ siteName, children }: { siteName: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <FormCard maxW="36rem" testId="email-subscribe">
      <Title page={intl.formatMessage(am.title)} site={siteName} />
      <Heading as="h1" size="xl" mb="2" textAlign="center">
        {intl.formatMessage(am.title)}
      </Heading>
      <Text color="gray.700" mb="5">
        {intl.formatMessage(am.intro)}
      </Text>
      {children}
    </FormCard>
  );
}
