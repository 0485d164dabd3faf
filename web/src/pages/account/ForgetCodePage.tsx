/**
 * /forgetCode (docs/product/members.md#password-rules; 'Password Reset Successfully'): a new
 * password after an SMS code (NewPasswordForm.tsx); every session of the account ends, and the page goes to /login.
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

export const ForgetCodePageQuery = graphql(`
  query ForgetCodePage {
    site { ...Frame_site }
  }
`);

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: ForgetCodePageQuery, variables: {} });

function ToLogin() {
  const { hrefOf } = useAccountNav();
  return (
    <Flex justify="center" mt="3" fontSize="sm">
      <AccountLink to={hrefOf('/login')}>{useIntl().formatMessage(formMessages.backToLogin)}</AccountLink>
    </Flex>
  );
}

/** The /forgetCode route component. */
export default function ForgetCodePage() {
  const { data, error } = useQuery(ForgetCodePageQuery);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <AccountShell site={data.site} title={titleMessages.forgetCode}>
      <NewPasswordForm kind="reset" />
      <ToLogin />
    </AccountShell>
  );
}
