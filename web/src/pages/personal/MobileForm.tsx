/**
 * Changing the mobile number (tab 'account'): the account pages' captcha step (components/account/captcha.ts, its
 * solver loaded when a code is asked for), a CHANGE_MOBILE code sent to the new number with a resend countdown in seconds, then
 * changeMobile with that code (docs/product/members.md#account-security; a malformed number gets 'Phone number format
 * incorrect, please try again.').
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { showToast } from '../../components/toast/toast.js';
import { useFailure } from './errors.js';
import { pm, sm } from './messages.js';
import { useCaptcha } from '../../components/account/captcha.js';
import { useSendSmsCodeMutation } from '../../components/account/mutations.js';
import { checkCode, checkMobile } from '../../components/account/rules.js';
import { useChangeMobile } from './mutations.js';
import { Button, describedBy, Field, inputCss } from './ui.js';

type Errors = Partial<Record<'mobile' | 'code', string>>;

/** The change-mobile form; `mobileNo` is the current number. */
export function MobileForm({ mobileNo }: { mobileNo: string }) {
  const intl = useIntl();
  const fail = useFailure();
  const { solve } = useCaptcha();
  const [send] = useSendSmsCodeMutation();
  const [change, { loading }] = useChangeMobile();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = window.setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => window.clearTimeout(t);
  }, [countdown]);

  const mobileError = () => (checkMobile(mobile) === null ? undefined : intl.formatMessage(sm.phoneFormat));

  async function sendCode() {
    const error = mobileError();
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) return;
    setSending(true);
    try {
      const captcha = await solve();
      const sent = await send({ variables: { mobileNo: mobile.trim(), purpose: 'CHANGE_MOBILE', captcha } });
      setCountdown(sent.data?.sendSmsCode.resendAfterSeconds ?? 60);
      showToast(intl.formatMessage(sm.codeSent), 'success');
    } catch (e) {
      fail(e);
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = { mobile: mobileError() };
    if (checkCode(code) !== null) next.code = intl.formatMessage(sm.codeFormat);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await change({ variables: { mobileNo: mobile.trim(), code: code.trim() } });
      showToast(intl.formatMessage(sm.mobileChanged), 'success');
      setMobile('');
      setCode('');
      setCountdown(0);
    } catch (e) {
      fail(e);
    }
  }

  const sendLabel = sending
    ? intl.formatMessage(sm.solving)
    : countdown > 0
      ? intl.formatMessage(sm.resend, { seconds: countdown })
      : intl.formatMessage(sm.sendCode);
  return (
    <chakra.form onSubmit={submit} noValidate maxW="480px" aria-labelledby="mobile-heading" data-testid="mobile-form">
      <Heading as="h3" size="md" id="mobile-heading" mb="1">
        {intl.formatMessage(sm.mobile)}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="3">
        {intl.formatMessage(sm.current, { mobile: mobileNo })}
      </Text>
      <Field id="mobile-new" label={intl.formatMessage(sm.newMobile)} error={errors.mobile}>
        <Flex gap="2">
          <chakra.input
            {...inputCss}
            {...describedBy('mobile-new', errors.mobile)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
          <Button type="button" flexShrink="0" disabled={sending || countdown > 0} onClick={() => void sendCode()}>
            <span aria-live="polite">{sendLabel}</span>
          </Button>
        </Flex>
      </Field>
      <Field id="mobile-code" label={intl.formatMessage(sm.code)} error={errors.code}>
        <chakra.input
          {...inputCss}
          {...describedBy('mobile-code', errors.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <Box>
        <Button type="submit" tone="primary" disabled={loading}>
          {intl.formatMessage(pm.save)}
        </Button>
      </Box>
    </chakra.form>
  );
}
