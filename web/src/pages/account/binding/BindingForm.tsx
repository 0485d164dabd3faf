/**
 * The form of /accountBinding (thirdBind and the mobile number rules, docs/product/members.md#account-binding): a registered mobile number, an SMS code
 * (captchaChallenge, solved in the browser by a lazily loaded altcha-lib, then sendSmsCode LOGIN, with a resend
 * countdown in seconds) and bindThirdParty, after which the browser goes to `redirect` signed in. Field errors appear
 * beside their field (aria-invalid, aria-describedby); progress and results are announced by a polite live region.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { Box, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/lang.js';
import { bindingMessages as m, codeSentMessage, resendInMessage } from './messages.js';
import { useBindThirdParty } from './useBindThirdParty.js';
import { useCaptcha } from '../../../components/account/captcha.js';
import { PageQueryFields } from '../../../components/form/PageQueryFields.js';
import { useSendSmsCodeMutation } from '../../../components/account/mutations.js';

/** Loose client check (the server applies the deployment's RC_PUB_MOBILE_PATTERN and answers with its own text). */
const MOBILE = /^\+?\d{6,15}$/;
const CODE = /^\d{6}$/;

interface Errors {
  mobile?: string;
  code?: string;
  form?: string;
}

/** The server's message of a failed mutation (GraphQL errors carry the texts of docs/product/calls-and-errors.md#error-catalogue), or null for a network fault. */
function serverError(error: unknown): { message: string; code: string | undefined } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  return first ? { message: first.message, code: first.extensions?.code as string | undefined } : null;
}

/** Shared button look (plain buttons: the page adds no Chakra recipe to the shared vendor chunk). */
const BUTTON = {
  h: '10',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'medium',
  cursor: 'pointer',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
} as const;

/** A field's error beside it: referenced by the field's aria-describedby and announced when it appears. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <Text id={id} role="alert" color="red.600" fontSize="sm" mt="1" minH="1.25em">
      {message ?? ''}
    </Text>
  );
}

/** Binds the identity of `ticket`, then goes to `redirect` (a portal path). */
export function BindingForm({ ticket, redirect }: { ticket: string; redirect: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  // the account pages' captcha step and SMS hook (one hook per mutation, one solver chunk)
  const { solve } = useCaptcha();
  const [sendSms] = useSendSmsCodeMutation();
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
      const captcha = await solve();
      const sent = await sendSms({ variables: { mobileNo, purpose: 'LOGIN', captcha } });
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
        <PageQueryFields params={{ lang, ticket, redirect }} />
        <Stack gap="4">
          <Box>
            <Text asChild fontWeight="medium" mb="1" display="block">
              <label htmlFor="binding-mobile">{intl.formatMessage(m.mobile)}</label>
            </Text>
            <Input
              id="binding-mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={errors.mobile ? 'binding-mobile-error' : undefined}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
            <FieldError id="binding-mobile-error" message={errors.mobile} />
          </Box>
          <Box>
            <Text asChild fontWeight="medium" mb="1" display="block">
              <label htmlFor="binding-code">{intl.formatMessage(m.code)}</label>
            </Text>
            <Flex align="start" gap="2">
              <Input
                id="binding-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? 'binding-code-error' : undefined}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <chakra.button
                type="button"
                onClick={sendCode}
                disabled={sending || wait > 0}
                {...BUTTON}
                minW="9rem"
                borderWidth="1px"
                borderColor="gray.300"
              >
                {wait > 0 ? intl.formatMessage(resendInMessage, { seconds: wait }) : intl.formatMessage(m.sendCode)}
              </chakra.button>
            </Flex>
            <FieldError id="binding-code-error" message={errors.code} />
          </Box>
          {errors.form ? (
            <Text role="alert" color="red.600" data-testid="binding-error">
              {errors.form}
            </Text>
          ) : null}
          <chakra.button
            type="submit"
            disabled={bindState.loading || done}
            aria-busy={bindState.loading || undefined}
            {...BUTTON}
            bg="var(--theme-primary)"
            color="white"
          >
            {intl.formatMessage(bindState.loading ? m.submitting : m.submit)}
          </chakra.button>
          <Text aria-live="polite" role="status" color="gray.700" minH="1.5em" data-testid="binding-status">
            {status}
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
