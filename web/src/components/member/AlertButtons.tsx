/**
 * 'Alert me' buttons (docs/product/members.md#member-widgets-on-reading-pages: /emailSubscribe
 * opens in a new tab; 'Subscription successfully'). Each is a link to /emailSubscribe preselecting its target, in
 * a new tab. For a member whose email is verified it subscribes in place instead (no code; mail in the page language,
 * mailed immediately) with a toast, and once the member has that alert it shows 'Alert set' and links to the personal
 * centre's list. What the member has is asked after hydration only (the page's HTML is the same for everyone).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { chakra } from '@chakra-ui/react';
import { type MouseEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { showToast } from '../toast/toast.js';
import { ALERT_BUTTON_GAP, type AlertTarget, emailSubscribeHref } from './alerts.js';
import { errorText } from './errors.js';
import { MemberIntl } from './MemberIntl.js';
import { alertButtonMessages as m, alertValueMessages as mv } from './messages.js';
import { MemberAlertStateQuery, MemberSubscribeMutation } from './queries.js';
import { memberButtonCss } from './styles.js';
import { useUserName } from '../../app/session.js';

function Bell() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
    </svg>
  );
}

/** One target's button; `title` names what it watches (the journal or the article) in its accessible name. */
function AlertButton({ target, siteId, title }: { target: AlertTarget; siteId: number | null; title: string }) {
  const intl = useIntl();
  const lang = useLang();
  const variables = {
    type: target.type,
    publicationId: target.publicationId ?? null,
    column: target.column ?? null,
    keywords: target.keywords ?? null,
    siteId,
  };
  // visitors make no member request (as the favourite buttons): their button is a link to /emailSubscribe
  const member = useUserName() !== null;
  const { data } = useQuery(MemberAlertStateQuery, { variables, errorPolicy: 'all', skip: !member });
  const [subscribe] = useMutation(MemberSubscribeMutation);
  const [busy, setBusy] = useState(false);
  const me = data?.me;
  const label = intl.formatMessage(m[target.type]);
  const has = Boolean(me?.subscription);
  const inPlace = Boolean(me?.emailVerified && me.email) && !has;

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!inPlace || !me?.email) return; // a plain link: /emailSubscribe in a new tab
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await subscribe({
        variables: {
          input: { ...variables, email: me.email, language: lang === 'en' ? 'EN' : 'ZH', frequency: 'IMMEDIATE' },
        },
        refetchQueries: ['MemberAlertState'],
      });
      showToast(intl.formatMessage(m.subscribed), 'success');
    } catch (error) {
      const text = errorText(error, intl);
      if (text) showToast(text, 'error');
    } finally {
      setBusy(false);
    }
  }

  if (has)
    return (
      <chakra.a
        href={`/personal/subscribe/${lang}`}
        css={memberButtonCss}
        aria-label={intl.formatMessage(mv.manage, { label, title })}
        data-testid="alert-button"
        data-alert-type={target.type}
        data-state="on"
      >
        <Bell />
        {intl.formatMessage(m.on)}
      </chakra.a>
    );
  return (
    <chakra.a
      href={emailSubscribeHref(target, lang)}
      target="_blank"
      rel="noopener"
      css={memberButtonCss}
      aria-label={inPlace ? `${label} – ${title}` : intl.formatMessage(mv.newTab, { label, title })}
      aria-busy={busy || undefined}
      data-testid="alert-button"
      data-alert-type={target.type}
      data-state={inPlace ? 'in-place' : 'link'}
      onClick={(e) => void onClick(e)}
    >
      <Bell />
      {label}
    </chakra.a>
  );
}

/** The 'alert me' buttons of `targets` on site `siteId`; `title` names the page's journal or article. */
export function AlertButtons({
  targets,
  siteId,
  title,
}: {
  targets: readonly AlertTarget[];
  siteId: number | null;
  title: string;
}) {
  return (
    <MemberIntl>
      <chakra.span
        display="inline-flex"
        // one under the other below md: two English labels do not fit beside each other in a phone's width, and a
        // wrap decided by label length would outgrow the space the slot keeps (alerts.ts alertButtonsRoom)
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems="flex-start"
        flexWrap="wrap"
        gap={`${ALERT_BUTTON_GAP}px`}
        data-testid="alert-buttons"
      >
        {targets.map((t) => (
          <AlertButton key={`${t.type}:${t.column ?? ''}`} target={t} siteId={siteId} title={title} />
        ))}
      </chakra.span>
    </MemberIntl>
  );
}
