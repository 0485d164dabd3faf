/**
 * The mailed-code field with its 'send code' button (issue 10 sendEmailCode; SPEC §5 'a verification code'): the
 * button first checks the address, then solves a captcha in the page (account/captcha.ts, Web Crypto), asks the
 * gateway to mail a code for `purpose`, and counts down the `resendAfterSeconds` it answered.
 */
import { useEffect, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { EmailCodePurpose } from '../../gql/graphql.js';
import { preloadCaptchaSolver, useCaptcha } from '../account/captcha.js';
import { TextField } from '../account/fields.js';
import { serverMessage } from '../account/rules.js';
import { am, codeSentMessage, resendMessage } from './messages.js';
import { useSendEmailCodeMutation } from './mutations.js';

/** Props of {@link EmailCodeField}. */
export interface EmailCodeFieldProps {
  /** Input id (e.g. `subscribe-code`). */
  id: string;
  purpose: EmailCodePurpose;
  code: string;
  onCodeChange(code: string): void;
  /** The code's field error, if any. */
  error: string | null;
  /** Checks the form's address (showing its field error); answers the address to mail, or null to send nothing. */
  checkedEmail(): string | null;
  /** Reports the outcome: the server's error (or a captcha failure) or null, and a status line. */
  onResult(result: { error: string | null; status: string | null }): void;
}

/** Seconds left until `deadline` (ms since the epoch), never negative. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The code input and its send button with the resend countdown. */
export function EmailCodeField({
  id,
  purpose,
  code,
  onCodeChange,
  error,
  checkedEmail,
  onResult,
}: EmailCodeFieldProps) {
  const intl = useIntl();
  const { solve, verifying } = useCaptcha();
  const [send, { loading: sending }] = useSendEmailCodeMutation();
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    setLeft(secondsUntil(deadline));
    const timer = window.setInterval(() => {
      const s = secondsUntil(deadline);
      setLeft(s);
      if (s === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const busy = verifying || sending;
  const waiting = left > 0;

  async function onSend() {
    if (busy || waiting) return;
    const email = checkedEmail();
    if (!email) return;
    onResult({ error: null, status: null });
    let captcha: string;
    try {
      captcha = await solve();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(am.captcha), status: null });
      return;
    }
    try {
      const { data } = await send({ variables: { email, purpose, captcha } });
      const sent = data?.sendEmailCode;
      if (!sent) throw new Error('sendEmailCode: no answer');
      setDeadline(Date.now() + sent.resendAfterSeconds * 1000);
      const minutes = Math.round(sent.validForSeconds / 60);
      onResult({ error: null, status: intl.formatMessage(codeSentMessage, { minutes }) });
      document.getElementById(id)?.focus();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(am.failed), status: null });
    }
  }

  const label = verifying
    ? intl.formatMessage(am.verifying)
    : sending
      ? intl.formatMessage(am.sending)
      : waiting
        ? intl.formatMessage(resendMessage, { seconds: left })
        : intl.formatMessage(am.sendCode);

  return (
    <TextField
      id={id}
      name="code"
      label={intl.formatMessage(am.code)}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(e) => onCodeChange(e.target.value)}
      error={error}
      addon={
        <chakra.button
          type="button"
          onClick={() => void onSend()}
          onPointerEnter={preloadCaptchaSolver}
          onFocus={preloadCaptchaSolver}
          aria-disabled={busy || waiting || undefined}
          data-testid="send-code"
          flexShrink="0"
          h="44px"
          minW="7.5rem"
          px="3"
          fontSize="sm"
          border="1px solid"
          borderColor="var(--theme-primary)"
          color={busy || waiting ? 'gray.600' : 'var(--theme-primary)'}
          bg="white"
          borderRadius="md"
          cursor={busy || waiting ? 'default' : 'pointer'}
          whiteSpace="nowrap"
          _focusVisible={{ outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '2px' }}
        >
          {label}
        </chakra.button>
      }
    />
  );
}
