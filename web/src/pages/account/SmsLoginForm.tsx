/**
 * SMS code login (/quickLogin, docs/product/members.md#sms-login): the mobile number, 'send code' (captcha, then a LOGIN code, then
 * the resend countdown; SmsCodeField.tsx) and the code; a fresh captcha is solved ('verifying…',
 * components/account/captcha.ts) and `loginBySms` signs in, the gateway setting the cookies.
 * Success shows 'Login successful' and goes to `afterLogin`; a refusal shows the server's message.
 */
import { type FormEvent, useState } from 'react';
import { chakra, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useAccountNav } from './AccountShell.js';
import { preloadCaptchaSolver, useCaptcha } from '../../components/account/captcha.js';
import { FormMessages, MobileField, SubmitButton } from '../../components/account/fields.js';
import { PageQueryFields } from '../../components/form/PageQueryFields.js';
import { fieldMessages, formMessages, resultMessages } from './messages.js';
import { useLoginBySmsMutation } from '../../components/account/mutations.js';
import { SUCCESS_PAUSE_MS } from './PasswordLoginForm.js';
import { checkCode, checkMobile, type RuleBroken, serverMessage } from '../../components/account/rules.js';
import { SmsCodeField } from './SmsCodeField.js';
import { useAccountForm } from './useAccountForm.js';

const ids = { mobileNo: 'sms-mobile', code: 'sms-code', agree: 'sms-agree' } as const;

/** The SMS login form; the mobile number is the page's (kept when switching to the password tab). */
export function SmsLoginForm({ mobileNo, onMobileChange }: { mobileNo: string; onMobileChange(value: string): void }) {
  const intl = useIntl();
  const { afterLogin, kept } = useAccountNav();
  const form = useAccountForm({ code: '' }, (f) => (f === 'code' ? ids.code : ids.agree));
  const [mobileError, setMobileError] = useState<RuleBroken | null>(null);
  const [login] = useLoginBySmsMutation();
  const { solve, verifying } = useCaptcha();
  const busy = form.busy || verifying;

  function checkedMobile(): string | null {
    const broken = checkMobile(mobileNo);
    setMobileError(broken);
    if (broken) document.getElementById(ids.mobileNo)?.focus();
    return broken ? null : mobileNo.trim();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const mobile = checkedMobile();
    const codeOk = form.validate([['code', checkCode(form.values.code)]]);
    if (!mobile || !codeOk) {
      if (!mobile) document.getElementById(ids.mobileNo)?.focus();
      return;
    }
    form.setBusy(true);
    form.setResult({ error: null, status: null });
    try {
      let captcha: string;
      try {
        captcha = await solve();
      } catch (err) {
        form.setResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.captcha), status: null });
        return;
      }
      await login({ variables: { mobileNo: mobile, code: form.values.code.trim(), captcha } });
      form.setResult({ error: null, status: intl.formatMessage(resultMessages.login) });
      window.setTimeout(() => window.location.assign(afterLogin), SUCCESS_PAUSE_MS);
    } catch (err) {
      form.setResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.failed), status: null });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="sms-login-form" onFocus={preloadCaptchaSolver}>
      <PageQueryFields params={kept} />
      <Stack gap="4">
        <MobileField
          id={ids.mobileNo}
          label={intl.formatMessage(formMessages.mobile)}
          value={mobileNo}
          onChange={(value) => {
            onMobileChange(value);
            setMobileError(null);
          }}
          error={mobileError && intl.formatMessage(fieldMessages[mobileError])}
        />
        <SmsCodeField
          id={ids.code}
          purpose="LOGIN"
          code={form.values.code}
          onCodeChange={(v) => form.set('code', v)}
          error={form.errors.code ? intl.formatMessage(fieldMessages[form.errors.code]) : null}
          checkedMobile={checkedMobile}
          onResult={form.setResult}
        />
        <FormMessages error={form.result.error} status={form.result.status} />
        <SubmitButton busy={busy}>
          {intl.formatMessage(
            verifying ? formMessages.verifying : busy ? formMessages.working : formMessages.submitLogin,
          )}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}
