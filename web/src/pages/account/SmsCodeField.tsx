/**
 * The SMS code field with its 'send code' button (issue 11; SPEC §7 sendReceiverMessage, §9 resend countdown in
 * seconds): the button first checks the mobile number, then solves a captcha ('verifying…'), asks the gateway to send
 * a code for `purpose`, and counts down the `resendAfterSeconds` it answered before it may be pressed again.
 */
import { useEffect, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SmsPurpose } from '../../gql/graphql.js';
import { preloadCaptchaSolver, useCaptcha } from './captcha.js';
import { TextField } from './fields.js';
import { codeSentMessage, formMessages, resendMessage, resultMessages } from './messages.js';
import { useSendSmsCodeMutation } from './mutations.js';
import { serverMessage } from './rules.js';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  /** Input id (e.g. `register-code`). */
  id: string;
  purpose: SmsPurpose;
  code: string;
  onCodeChange(code: string): void;
  /** The code's field error, if any. */
  error: string | null;
  /**
   * Called before sending: checks the form's mobile number and shows its field error; answers the number to send
   * to, or null to send nothing.
   */
  checkedMobile(): string | null;
  /** Reports the outcome: the server's error (or a captcha failure) or null, and a status line. */
  onResult(result: { error: string | null; status: string | null }): void;
}

/** Seconds left until `deadline` (ms since the epoch), never negative. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The code input and its send button with the resend countdown. */
export function SmsCodeField({ id, purpose, code, onCodeChange, error, checkedMobile, onResult }: SmsCodeFieldProps) {
  const intl = useIntl();
  const { solve, verifying } = useCaptcha();
  const [send, { loading: sending }] = useSendSmsCodeMutation();
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
    const mobileNo = checkedMobile();
    if (!mobileNo) return;
    onResult({ error: null, status: null });
    let captcha: string;
    try {
      captcha = await solve();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.captcha), status: null });
      return;
    }
    try {
      const { data } = await send({ variables: { mobileNo, purpose, captcha } });
      const sent = data?.sendSmsCode;
      if (!sent) throw new Error('sendSmsCode: no answer');
      setDeadline(Date.now() + sent.resendAfterSeconds * 1000);
      const minutes = Math.round(sent.validForSeconds / 60);
      onResult({ error: null, status: intl.formatMessage(codeSentMessage, { minutes }) });
      document.getElementById(id)?.focus();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.failed), status: null });
    }
  }

  const label = verifying
    ? intl.formatMessage(formMessages.verifying)
    : sending
      ? intl.formatMessage(formMessages.sending)
      : waiting
        ? intl.formatMessage(resendMessage, { seconds: left })
        : intl.formatMessage(formMessages.sendCode);

  return (
    <TextField
      id={id}
      name="code"
      label={intl.formatMessage(formMessages.code)}
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
