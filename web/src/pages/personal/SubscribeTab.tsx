/**
 * Tab 'subscribe' (我的订阅; every subscription is managed in the personal centre: docs/product/alerts.md#managing-alerts;
 * subscribeList, unSubscribe; 'Unsubscription successfully'): the member's email alerts, newest first, each with what it
 * watches, its journal, mail language, frequency (a select that saves at once) and status, with pause/resume and
 * delete (after a confirmation). Empty: a link to /emailSubscribe. A member whose email is not verified is offered
 * to verify it (VerifyEmailForm.tsx), after which 'alert me' buttons subscribe without a code.
 * Its texts are the alert pages' (i18n alerts.json, AlertsIntl).
 */
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { SELECT_CLASS } from '../../components/form/controls.js';
import { showToast } from '../../components/toast/toast.js';
import { FREQUENCIES } from '../../components/member/alerts.js';
import { graphql } from '../../gql/index.js';
import type {
  AlertRow_SubscriptionFragment,
  SubscriptionFrequency,
  SubscribeTab_MemberFragment,
} from '../../gql/graphql.js';
import { AlertsIntl } from '../../components/alerts/AlertsIntl.js';
import { am, frequencyMessages, statusMessages, tm, typeMessages } from '../../components/alerts/messages.js';
import { useUnsubscribeMutation, useUpdateSubscriptionMutation } from '../../components/alerts/mutations.js';
import { useFailure } from './errors.js';
import { Button, useDate } from './ui.js';
import { VerifyEmailForm } from './VerifyEmailForm.js';

export const SubscribeTab_member = graphql(`
  fragment SubscribeTab_member on Member {
    email
    emailVerified
    subscriptions { ...AlertRow_subscription }
  }
`);

/** What an alert watches, in words: its keywords, its column, or nothing more than its type. */
function watched(s: AlertRow_SubscriptionFragment): string | null {
  if (s.type === 'KEYWORDS') return s.keywords.join('; ');
  if (s.type === 'COLUMN') return s.column ?? null;
  return null;
}

function AlertRow({ alert }: { alert: AlertRow_SubscriptionFragment }) {
  const intl = useIntl();
  const date = useDate();
  const fail = useFailure();
  const [update, updating] = useUpdateSubscriptionMutation();
  const [unsubscribe, removing] = useUnsubscribeMutation();
  const typeName = intl.formatMessage(typeMessages[alert.type]);
  const what = watched(alert);
  const label = what ? `${typeName}: ${what}` : typeName;
  const paused = alert.status === 'PAUSED';
  const busy = updating.loading || removing.loading;
  const selectId = `alert-${alert.id}-frequency`;

  async function change(next: { status?: 'ACTIVE' | 'PAUSED'; frequency?: SubscriptionFrequency }, done: string) {
    try {
      await update({ variables: { id: alert.id, update: next } });
      showToast(done, 'success');
    } catch (e) {
      fail(e);
    }
  }
  async function remove() {
    if (!window.confirm(intl.formatMessage(tm.confirmDelete))) return;
    try {
      await unsubscribe({
        variables: { id: alert.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'EmailAlert', id: alert.id }) });
          cache.gc();
        },
      });
      showToast(intl.formatMessage(am.unsubscribed), 'success');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Box
      as="li"
      border="1px solid"
      borderColor="gray.200"
      borderRadius="md"
      p="4"
      data-testid="alert-row"
      data-alert-id={alert.id}
      data-status={alert.status}
    >
      <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
        <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
          {label}
        </Text>
        <chakra.span
          px="2"
          borderRadius="sm"
          fontSize="sm"
          bg={paused ? 'gray.100' : 'var(--theme-background)'}
          color={paused ? 'gray.700' : 'var(--theme-primary)'}
          data-testid="alert-status"
        >
          {intl.formatMessage(statusMessages[alert.status])}
        </chakra.span>
      </Flex>
      <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
        {alert.publicationId && alert.publicationTitle
          ? intl.formatMessage(tm.journalOf, { title: alert.publicationTitle })
          : intl.formatMessage(tm.everyJournal)}
      </Text>
      <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
        {intl.formatMessage(tm.mailTo, {
          email: alert.email,
          language: intl.formatMessage(alert.language === 'EN' ? am.langEn : am.langZh),
        })}{' '}
        · {intl.formatMessage(tm.createdOn, { date: date(alert.createdAt) })}
      </Text>
      <Flex gap="2" wrap="wrap" mt="3" align="center">
        <chakra.label htmlFor={selectId} srOnly>
          {intl.formatMessage(tm.actionsOf, { what: label })}
        </chakra.label>
        <chakra.select
          id={selectId}
          value={alert.frequency}
          disabled={busy}
          onChange={(e) =>
            void change({ frequency: e.target.value as SubscriptionFrequency }, intl.formatMessage(tm.frequencySaved))
          }
          className={SELECT_CLASS}
          minH="44px"
          data-testid="alert-frequency"
        >
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {intl.formatMessage(frequencyMessages[f])}
            </option>
          ))}
        </chakra.select>
        <Button
          type="button"
          disabled={busy}
          aria-label={`${intl.formatMessage(paused ? tm.resume : tm.pause)}: ${label}`}
          data-testid="alert-toggle"
          onClick={() =>
            void change({ status: paused ? 'ACTIVE' : 'PAUSED' }, intl.formatMessage(paused ? tm.resumed : tm.paused))
          }
        >
          {intl.formatMessage(paused ? tm.resume : tm.pause)}
        </Button>
        <Button
          type="button"
          tone="danger"
          disabled={busy}
          aria-label={`${intl.formatMessage(tm.remove)}: ${label}`}
          data-testid="alert-delete"
          onClick={() => void remove()}
        >
          {intl.formatMessage(tm.remove)}
        </Button>
      </Flex>
    </Box>
  );
}

/** The 'subscribe' tab. */
export function SubscribeTab({ member }: { member: SubscribeTab_MemberFragment }) {
  return (
    <AlertsIntl>
      <SubscribeTabBody member={member} />
    </AlertsIntl>
  );
}

function SubscribeTabBody({ member }: { member: SubscribeTab_MemberFragment }) {
  const intl = useIntl();
  const lang = useLang();
  const create = (
    <chakra.a
      href={`/emailSubscribe?lang=${lang}`}
      target="_blank"
      rel="noopener"
      display="inline-flex"
      alignItems="center"
      minH="44px"
      color="blue.700"
      fontWeight="medium"
      data-testid="alert-create"
    >
      {intl.formatMessage(tm.create)}
    </chakra.a>
  );
  return (
    <Box data-testid="alerts-tab">
      {member.subscriptions.length === 0 ? (
        <Box mb="6" data-testid="alerts-empty">
          <Text>{intl.formatMessage(tm.empty)}</Text>
          {create}
        </Box>
      ) : (
        <Box mb="6">
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" aria-label={intl.formatMessage(tm.list)}>
            {member.subscriptions.map((s) => (
              <AlertRow key={s.id} alert={s} />
            ))}
          </Stack>
          {create}
        </Box>
      )}
      <VerifyEmailForm email={member.email ?? ''} verified={member.emailVerified} />
    </Box>
  );
}
