/**
 * /login and /quickLogin (docs/product/members.md#login; also `/login?lang=` and `/login/{lang}`): sign in with
 * the mobile number and password after a captcha solved in the browser, or (tab 'SMS code', /quickLogin) with an
 * SMS code. Both routes render this page, and switching tabs keeps the typed number. After signing in the member goes
 * back to the `redirect` parameter when it is a same-site path, else to /personal.
 */
import { useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { QueryError } from '../../app/QueryError.js';
import { graphql } from '../../gql/index.js';
import type { PageLoader } from '../../routes/lazy.js';
import { AccountLink, AccountShell, useAccountNav } from './AccountShell.js';
import { formMessages, thirdPartyMessage, titleMessages } from './messages.js';
import { PasswordLoginForm } from './PasswordLoginForm.js';
import { SmsLoginForm } from './SmsLoginForm.js';

export const LoginPageQuery = graphql(`
  query LoginPage {
    site { ...Frame_site }
    thirdPartyLogin { name startPath }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: LoginPageQuery, variables: {} });

/** The two ways to sign in, as links that look like tabs (the current one has aria-current). */
function LoginTabs({ sms }: { sms: boolean }) {
  const intl = useIntl();
  const { hrefOf } = useAccountNav();
  const tab = (to: string, label: string, current: boolean) => (
    <Box
      asChild
      flex="1"
      display="flex"
      alignItems="center"
      justifyContent="center"
      minH="44px"
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'var(--theme-primary)' : 'gray.700'}
      borderBottom="2px solid"
      borderColor={current ? 'var(--theme-primary)' : 'gray.200'}
    >
      <Link to={to} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </Box>
  );
  return (
    <Flex as="nav" aria-label={intl.formatMessage(formMessages.tabs)} mb="5" data-testid="login-tabs">
      {tab(hrefOf('/login'), intl.formatMessage(formMessages.tabPassword), !sms)}
      {tab(hrefOf('/quickLogin'), intl.formatMessage(formMessages.tabSms), sms)}
    </Flex>
  );
}

/**
 * The number typed on one tab, for the other: the app remounts a page when the path changes (App.tsx keys the route
 * error boundary by path), and a phone number should not travel in the URL. Written only by input events, so it is
 * never set on the server.
 */
let typedMobile = '';

/**
 * Sign-in with the portal's OpenID Connect provider (getUmtLoginUrl, docs/product/members.md#third-party-login), when one is configured: a
 * plain link to the gateway's start path (a full navigation to the provider), coming back to where signing in leads.
 */
function ThirdPartyLink({ provider }: { provider: { name: string; startPath: string } }) {
  const intl = useIntl();
  const { afterLogin } = useAccountNav();
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      justifyContent="center"
      minH="44px"
      mt="4"
      borderRadius="md"
      border="1px solid"
      borderColor="gray.300"
      color="gray.800"
      _hover={{ bg: 'gray.50' }}
      data-testid="third-party-login"
    >
      <a href={`${provider.startPath}?redirect=${encodeURIComponent(afterLogin)}`}>
        {intl.formatMessage(thirdPartyMessage, { name: provider.name })}
      </a>
    </Box>
  );
}

function LoginBody({ sms, provider }: { sms: boolean; provider: { name: string; startPath: string } | null }) {
  const intl = useIntl();
  const { hrefOf } = useAccountNav();
  const [mobileNo, setTyped] = useState(() => typedMobile);
  const setMobileNo = (value: string) => {
    typedMobile = value;
    setTyped(value);
  };
  return (
    <>
      <LoginTabs sms={sms} />
      {sms ? (
        <SmsLoginForm mobileNo={mobileNo} onMobileChange={setMobileNo} />
      ) : (
        <PasswordLoginForm mobileNo={mobileNo} onMobileChange={setMobileNo} />
      )}
      {provider && <ThirdPartyLink provider={provider} />}
      <Flex justify="space-between" wrap="wrap" columnGap="4" mt="3" fontSize="sm">
        <AccountLink to={hrefOf('/forgetCode')}>{intl.formatMessage(formMessages.toForget)}</AccountLink>
        <AccountLink to={hrefOf('/register')}>{intl.formatMessage(formMessages.toRegister)}</AccountLink>
      </Flex>
    </>
  );
}

/** The /login and /quickLogin route component. */
export default function LoginPage() {
  const { data, error } = useQuery(LoginPageQuery);
  const sms = useLocation().pathname.startsWith('/quickLogin');
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <AccountShell site={data.site} title={sms ? titleMessages.quickLogin : titleMessages.login}>
      <LoginBody sms={sms} provider={data.thirdPartyLogin ?? null} />
    </AccountShell>
  );
}
