/**
 * Form parts of the account pages: a labelled input whose error sits beside it and is announced
 * (`aria-invalid`, `aria-describedby` naming the error and any hint, the error text in the DOM right after the
 * input), the form's alert region for the server's answer (role=alert) and its status line (role=status), and the
 * submit button; the verification-code field with its 'send code' button ({@link CodeField}) and the card the one-form
 * pages sit in ({@link FormCard}; also /emailSubscribe and /unsubscribe). They are one module, so the pages
 * share one chunk for them (each chunk name costs the entry's route table bytes, and the entry has a size budget). Every control is at least 44 px high (WCAG 2.5.5 target size); widths follow the container, so the
 * forms fit a 390 px screen.
 */
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { preloadCaptchaSolver, useCaptcha } from './captcha.js';
import { serverMessage } from './rules.js';

/** Shared look of text inputs: 44 px high, full width. */
const inputStyle = {
  h: '44px',
  w: '100%',
  px: '3',
  fontSize: 'md',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

/** Props of {@link TextField}: the input's own attributes plus its label, hint, error and an element beside it. */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'size'> {
  /** The input's id; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  /** A note under the input (e.g. the password rules), always read with it. */
  hint?: string | undefined;
  /** The broken rule's message, shown beside the field; null or undefined when valid. */
  error?: string | null | undefined;
  /** An element on the input's row, e.g. the 'send code' button. */
  addon?: ReactNode;
}

/** A labelled text input with its hint and error (see module doc). */
export function TextField({ id, label, hint, error, addon, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Box data-field={id}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Box display="flex" gap="2">
        <chakra.input
          id={id}
          {...inputStyle}
          flex="1"
          minW="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </Box>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1" data-testid={`${id}-error`}>
          {error}
        </Text>
      )}
      {hint && (
        <Text id={hintId} color="gray.600" fontSize="sm" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** The themed submit button (44 px high, full width); `busy` disables it and says so. */
export function SubmitButton({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <chakra.button
      type="submit"
      h="44px"
      w="100%"
      fontSize="md"
      fontWeight="semibold"
      color="white"
      bg="var(--theme-primary)"
      borderRadius="md"
      cursor="pointer"
      aria-disabled={busy || undefined}
      _hover={{ bg: 'var(--theme-hover, var(--theme-primary))' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '2px' }}
      opacity={busy ? 0.7 : 1}
    >
      {children}
    </chakra.button>
  );
}

/**
 * The form's answer region: the server's error (role=alert, announced at once) or a success or progress line
 * (role=status). Both regions are always in the page, so screen readers announce what appears in them; while both
 * are empty they take no room in the form's stack (`gap` 4).
 */
export function FormMessages({ error, status }: { error: string | null; status: string | null }) {
  return (
    // Empty, the wrapper cancels the stack's gap before it (gap 4 = 1rem) instead of leaving a blank band.
    <Box mt={error || status ? undefined : '-4'}>
      <Box
        role="alert"
        data-testid="form-error"
        color="red.800"
        bg={error ? 'red.50' : undefined}
        border={error ? '1px solid' : undefined}
        borderColor="red.200"
        borderRadius="md"
        px={error ? '3' : undefined}
        py={error ? '2' : undefined}
      >
        {error}
      </Box>
      <Box role="status" data-testid="form-status" color="green.800" fontWeight={status ? 'medium' : undefined}>
        {status}
      </Box>
    </Box>
  );
}

/**
 * The mobile-number field of every account form (docs/product/members.md#mobile-number-rules): `tel` keyboard and autocomplete, so phones and
 * password managers fill it; `error` is the message to show beside it (null for none).
 */
export function MobileField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  return (
    <TextField
      id={props.id}
      type="tel"
      autoComplete="tel"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}

// ---- The verification-code field (SMS, mail)
/*
 * A verification-code field with its 'send code' button, for codes sent by SMS (SmsCodeField: sendReceiverMessage and its resend countdown in
 * seconds, docs/product/members.md#sms-codes) and by mail (alerts/EmailCodeField: sendEmailCode):
 * the button first checks where to send (the form's number or address, showing its field error), then solves a
 * captcha in the page ('verifying…'), has `send` deliver a code, and counts down the `resendAfterSeconds` it answered
 * before it may be pressed again. Texts come from the caller's catalogue.
 */
/** What a send answered (seconds). */
export interface CodeSent {
  resendAfterSeconds: number;
  validForSeconds: number;
}

/** The field's texts: label, button states, failures, and the sent/resend lines (`{minutes}`, `{seconds}`). */
export interface CodeFieldTexts {
  code: MessageDescriptor;
  sendCode: MessageDescriptor;
  sending: MessageDescriptor;
  verifying: MessageDescriptor;
  captchaFailed: MessageDescriptor;
  sendFailed: MessageDescriptor;
  codeSent: MessageDescriptor;
  resend: MessageDescriptor;
}

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  /** Input id (e.g. `register-code`). */
  id: string;
  code: string;
  onCodeChange(code: string): void;
  /** The code's field error, if any. */
  error: string | null;
  /** Checks the form's number or address (showing its field error); answers where to send, or null to send nothing. */
  checkedTarget(): string | null;
  /** Sends a code to `target` with a solved `captcha`; rejects with the server's error. */
  send(target: string, captcha: string): Promise<CodeSent>;
  texts: CodeFieldTexts;
  /** Reports the outcome: the server's error (or a captcha failure) or null, and a status line. */
  onResult(result: { error: string | null; status: string | null }): void;
}

/** Seconds left until `deadline` (ms since the epoch), never negative. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The code input and its send button with the resend countdown. */
export function CodeField({ id, code, onCodeChange, error, checkedTarget, send, texts, onResult }: CodeFieldProps) {
  const intl = useIntl();
  const { solve, verifying } = useCaptcha();
  const [sending, setSending] = useState(false);
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
    const target = checkedTarget();
    if (!target) return;
    onResult({ error: null, status: null });
    let captcha: string;
    try {
      captcha = await solve();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(texts.captchaFailed), status: null });
      return;
    }
    setSending(true);
    try {
      const sent = await send(target, captcha);
      setDeadline(Date.now() + sent.resendAfterSeconds * 1000);
      const minutes = Math.round(sent.validForSeconds / 60);
      onResult({ error: null, status: intl.formatMessage(texts.codeSent, { minutes }) });
      document.getElementById(id)?.focus();
    } catch (err) {
      onResult({ error: serverMessage(err) ?? intl.formatMessage(texts.sendFailed), status: null });
    } finally {
      setSending(false);
    }
  }

  const label = verifying
    ? intl.formatMessage(texts.verifying)
    : sending
      ? intl.formatMessage(texts.sending)
      : waiting
        ? intl.formatMessage(texts.resend, { seconds: left })
        : intl.formatMessage(texts.sendCode);

  return (
    <TextField
      id={id}
      label={intl.formatMessage(texts.code)}
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

/**
 * The white card of the one-form pages: centred, at most `maxW` wide, full width with a small margin on phones.
 * `testId` names it for tests (data-testid).
 */
export function FormCard({ maxW, testId, children }: { maxW: string; testId: string; children: ReactNode }) {
  return (
    <Box
      maxW={maxW}
      mx="auto"
      my={{ base: '2', md: '8' }}
      p={{ base: '4', md: '8' }}
      bg="white"
      border="1px solid"
      borderColor="gray.200"
      borderRadius="lg"
      boxShadow={{ base: 'none', md: 'sm' }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
