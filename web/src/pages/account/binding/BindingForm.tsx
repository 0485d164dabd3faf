/**
 * The form of /accountBinding (issue 11; SPEC §7 thirdBind, §5 phone rules): a registered mobile number, an SMS code
 * (captchaChallenge, solved in the browser by a lazily loaded altcha-lib, then sendSmsCode LOGIN, with a resend
 * countdown in seconds) and bindThirdParty, after which the browser goes to `redirect` signed in. Field errors appear
 * beside their field (aria-invalid, aria-describedby); progress and results are announced by a polite live region.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { bindingMessages as m, codeSentMessage, resendInMessage } from './messages.js';
import { useBindThirdParty } from './useBindThirdParty.js';
import { useCaptchaChallenge } from './useCaptchaChallenge.js';
import { useSendSmsCode } from './useSendSmsCode.js';

/** Loose client check (the server applies the deployment's RC_PUB_MOBILE_PATTERN and answers SPEC §5's text). */
const MOBILE = /^\+?\d{6,15}$/;
const CODE = /^\d{6}$/;

interface Errors {
  mobile?: string;
  code?: string;
  form?: string;
}

/** The server's message of a failed mutation (GraphQL errors carry SPEC §8 texts), or null for a network fault. */
function serverError(error: unknown): { message: string; code: string | undefined } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  return first ? { message: first.message, code: first.extensions?.code as string | undefined } : null;
}

/** Binds the identity of `ticket`, then goes to `redirect` (a portal path). */
export function BindingForm({ ticket, redirect }: { ticket: string; redirect: string }) {
  const intl = useIntl();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [challenge] = useCaptchaChallenge();
  const [sendSms] = useSendSmsCode();
  const [bind, bindState] = useBindThirdParty();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const mobileError = (value: string) =>
    !value ? intl.formatMessage(m.mobileRequired) : MOBILE.test(value) ? undefined : intl.formatMessage(m.mobileFormat);
  const failure = (error: unknown) => serverError(error)?.message ?? intl.formatMessage(m.network);

  async function sendCode() {
    const mobileNo = mobile.trim();
    const bad = mobileError(mobileNo);
    setErrors(bad ? { mobile: bad } : {});
    if (bad) return;
    setSending(true);
    setStatus(intl.formatMessage(m.sending));
    try {
      const c = await challenge();
      const json = c.data?.captchaChallenge.json;
      if (!json) throw new Error('no challenge');
      const { solveCaptcha } = await import('./solveCaptcha.js');
      const sent = await sendSms({ variables: { mobileNo, captcha: await solveCaptcha(json) } });
      setWait(sent.data?.sendSmsCode.resendAfterSeconds ?? 60);
      setStatus(intl.formatMessage(codeSentMessage, { mobile: mobileNo }));
    } catch (error) {
      setStatus('');
      setErrors({ mobile: failure(error) });
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const mobileNo = mobile.trim();
    const smsCode = code.trim();
    const next: Errors = {};
    const badMobile = mobileError(mobileNo);
    if (badMobile) next.mobile = badMobile;
    if (!CODE.test(smsCode)) next.code = intl.formatMessage(m.codeRequired);
    setErrors(next);
    if (next.mobile || next.code) return;
    try {
      await bind({ variables: { ticket, mobileNo, code: smsCode } });
      setDone(true);
      setStatus(intl.formatMessage(m.bound));
      window.location.assign(redirect);
    } catch (error) {
      const s = serverError(error);
      const message = s?.message ?? intl.formatMessage(m.network);
      // an unknown number belongs to the number; a wrong or expired code to the code; a stale ticket to the form
      if (s?.code === 'NOT_FOUND') setErrors({ mobile: message });
      else if (s?.code === 'BAD_REQUEST' && /码|code/i.test(message)) setErrors({ code: message });
      else setErrors({ form: message });
    }
  }

  return (
    <Box asChild maxW="420px">
      <form onSubmit={submit} noValidate data-testid="binding-form">
        <Stack gap="4">
          <Field.Root invalid={!!errors.mobile} required>
            <Field.Label>{intl.formatMessage(m.mobile)}</Field.Label>
            <Input
              name="mobileNo"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
            <Field.ErrorText>{errors.mobile}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.code} required>
            <Field.Label>{intl.formatMessage(m.code)}</Field.Label>
            <HStack align="start">
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="button" variant="outline" onClick={sendCode} disabled={sending || wait > 0} minW="9rem">
                {wait > 0 ? intl.formatMessage(resendInMessage, { seconds: wait }) : intl.formatMessage(m.sendCode)}
              </Button>
            </HStack>
            <Field.ErrorText>{errors.code}</Field.ErrorText>
          </Field.Root>
          {errors.form ? (
            <Text role="alert" color="red.600" data-testid="binding-error">
              {errors.form}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="blue" loading={bindState.loading || done} disabled={done}>
            {intl.formatMessage(bindState.loading ? m.submitting : m.submit)}
          </Button>
          <Text aria-live="polite" role="status" color="gray.700" minH="1.5em" data-testid="binding-status">
            {status}
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
