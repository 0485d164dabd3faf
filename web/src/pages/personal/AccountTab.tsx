/**
 * Tab 'account' (docs/product/members.md#account-security): change password, change mobile, the signed-in sessions with 'log out everywhere'
 * ('退出成功' / its English text), the bound third-party identities, and deleting the account after a
 * confirmation. After logging out everywhere or deleting the account the member leaves for the home page.
 */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { clearSessionCookies } from '../../app/session.js';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { AccountTab_MemberFragment } from '../../gql/graphql.js';
import { LOGIN_DELAY_MS, useFailure } from './errors.js';
import { pm, sm } from './messages.js';
import { MobileForm } from './MobileForm.js';
import { useDeleteAccount, useLogoutEverywhere, useUnbindIdentity } from './mutations.js';
import { PasswordForm } from './PasswordForm.js';
import { Button, useDate } from './ui.js';

export const AccountTab_member = graphql(`
  fragment AccountTab_member on Member {
    mobileNo
    sessions { id method userAgent createdAt lastSeenAt current }
    identities { id issuer subject displayName createdAt }
  }
`);

const METHODS: Partial<Record<string, MessageDescriptor>> = {
  password: sm.methodPassword,
  sms: sm.methodSms,
  register: sm.methodRegister,
  oidc: sm.methodOidc,
  handover: sm.methodHandover,
};

function leave(text: string, lang: string) {
  clearSessionCookies();
  showToast(text, 'success');
  window.setTimeout(() => window.location.assign(`/?lang=${lang}`), LOGIN_DELAY_MS);
}

/** The account security tab. */
export function AccountTab({ member }: { member: AccountTab_MemberFragment }) {
  const intl = useIntl();
  const lang = useLang();
  const date = useDate();
  const fail = useFailure();
  const [logoutAll, loggingOut] = useLogoutEverywhere();
  const [deleteAccount, deleting] = useDeleteAccount();
  const [unbindIdentity, unbinding] = useUnbindIdentity();
  const methodName = (method: string) => {
    const message = METHODS[method];
    return message ? intl.formatMessage(message) : method;
  };
  const section = { as: 'section', pb: '8', mb: '8', borderBottom: '1px solid', borderColor: 'gray.200' } as const;

  async function endAll() {
    if (!window.confirm(intl.formatMessage(sm.confirmLogoutAll))) return;
    try {
      await logoutAll();
      leave(intl.formatMessage(sm.loggedOut), lang);
    } catch (e) {
      fail(e);
    }
  }
  async function unbind(id: number) {
    try {
      await unbindIdentity({ variables: { id } });
      showToast(intl.formatMessage(sm.unbound), 'success');
    } catch (e) {
      fail(e);
    }
  }
  async function remove() {
    if (!window.confirm(intl.formatMessage(sm.confirmDeleteAccount))) return;
    try {
      await deleteAccount();
      leave(intl.formatMessage(pm.deleted), lang);
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Box>
      <Box {...section}>
        <PasswordForm mobileNo={member.mobileNo} />
      </Box>
      <Box {...section}>
        <MobileForm mobileNo={member.mobileNo} />
      </Box>
      <Box {...section} aria-labelledby="sessions-heading" data-testid="sessions">
        <Heading as="h3" size="md" id="sessions-heading" mb="3">
          {intl.formatMessage(sm.sessions)}
        </Heading>
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="2" mb="4">
          {member.sessions.map((s) => (
            <Box as="li" key={s.id} fontSize="sm">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {s.userAgent ?? intl.formatMessage(sm.unknownBrowser)}
                {s.current && (
                  <chakra.span ml="2" px="2" borderRadius="sm" bg="var(--theme-background)" fontSize="xs">
                    {intl.formatMessage(sm.thisSession)}
                  </chakra.span>
                )}
              </Text>
              <Text color="gray.600">
                {intl.formatMessage(sm.sessionLine, {
                  start: date(s.createdAt),
                  method: methodName(s.method),
                  last: date(s.lastSeenAt),
                })}
              </Text>
            </Box>
          ))}
        </Stack>
        <Button type="button" disabled={loggingOut.loading} onClick={() => void endAll()}>
          {intl.formatMessage(sm.logoutAll)}
        </Button>
      </Box>
      <Box {...section} aria-labelledby="identities-heading" data-testid="identities">
        <Heading as="h3" size="md" id="identities-heading" mb="3">
          {intl.formatMessage(sm.identities)}
        </Heading>
        {member.identities.length === 0 ? (
          <Text fontSize="sm">{intl.formatMessage(sm.noIdentity)}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="2">
            {member.identities.map((i) => (
              <Box as="li" key={i.id} fontSize="sm">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {i.displayName ?? i.subject} · {i.issuer}
                </Text>
                <Text color="gray.600">{intl.formatMessage(sm.boundOn, { date: date(i.createdAt) })}</Text>
                <Button type="button" mt="2" disabled={unbinding.loading} onClick={() => void unbind(i.id)}>
                  {intl.formatMessage(sm.unbind, { name: i.displayName ?? i.subject })}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <Box as="section" aria-labelledby="delete-heading">
        <Heading as="h3" size="md" id="delete-heading" mb="2" color="#b42318">
          {intl.formatMessage(sm.deleteAccount)}
        </Heading>
        <Text fontSize="sm" mb="3">
          {intl.formatMessage(sm.deleteWarning)}
        </Text>
        <Button type="button" tone="danger" disabled={deleting.loading} onClick={() => void remove()}>
          {intl.formatMessage(sm.deleteButton)}
        </Button>
      </Box>
    </Box>
  );
}
