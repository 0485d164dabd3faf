/**
 * /register (docs/product/members.md#registration: password, mobile number and agreement rules): the registration form
 * (NewPasswordForm.tsx, whose agreement box links to the user agreement, /agreement/{lang},
 * docs/product/sites-and-frame.md#legal-pages); registering signs in and goes back to the `redirect` parameter or /personal.
 */
import { Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../app/QueryError.js';
import { graphql } from '../../gql/index.js';
import type { PageLoader } from '../../routes/lazy.js';
import { AccountLink, AccountShell, useAccountNav } from './AccountShell.js';
import { formMessages, titleMessages } from './messages.js';
import { NewPasswordForm } from './NewPasswordForm.js';

export const RegisterPageQuery = graphql(`
  query RegisterPage {
    site { ...Frame_site }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: RegisterPageQuery, variables: {} });

function ToLogin() {
  const { hrefOf } = useAccountNav();
  return (
    <Flex justify="center" mt="3" fontSize="sm">
      <AccountLink to={hrefOf('/login')}>{useIntl().formatMessage(formMessages.toLogin)}</AccountLink>
    </Flex>
  );
}

/** The /register route component. */
export default function RegisterPage() {
  const { data, error } = useQuery(RegisterPageQuery);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <AccountShell site={data.site} title={titleMessages.register}>
      <NewPasswordForm kind="register" />
      <ToLogin />
    </AccountShell>
  );
}
