/**
 * Password login (/login, docs/product/members.md#password-login): mobile number and password, checked here
 * first (the mobile number rules), then a captcha solved in the browser ('verifying…',
 * components/account/captcha.ts) and the `login` mutation; the gateway sets the session cookies. Success shows 'Login
 * successful' and goes to `afterLogin`; a refusal shows the server's message (e.g. 'User not found, please register
 * first.') in the form's alert region.
 */
import { type FormEvent, useState } from 'react';
import { chakra, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useAccountNav } from './AccountShell.js';
import { preloadCaptchaSolver, useCaptcha } from '../../components/account/captcha.js';
import { FormMessages, MobileField, SubmitButton, TextField } from '../../components/account/fields.js';
import { PageQueryFields } from '../../components/form/PageQueryFields.js';
import { fieldMessages, formMessages, resultMessages } from './messages.js';
import { useLoginMutation } from '../../components/account/mutations.js';
import { checkMobile, type RuleBroken, serverMessage } from '../../components/account/rules.js';
import { useAccountForm } from './useAccountForm.js';

/** Delay before leaving the page after a success, so the status line is seen and announced (ms). */
export const SUCCESS_PAUSE_MS = 800;

const ids = { mobileNo: 'login-mobile', password: 'login-password', agree: 'login-agree' } as const;

/** The password login form; the mobile number is the page's (kept when switching to the SMS tab). */
export function PasswordLoginForm({
  mobileNo,
  onMobileChange,
}: {
  mobileNo: string;
  onMobileChange(value: string): void;
}) {
  const intl = useIntl();
  const { afterLogin, kept } = useAccountNav();
  const form = useAccountForm({ password: '' }, (f) => (f === 'password' ? ids.password : ids.agree));
  const [mobileError, setMobileError] = useState<RuleBroken | null>(null);
  const { solve, verifying } = useCaptcha();
  const [login] = useLoginMutation();
  const busy = form.busy || verifying;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const mobile = checkMobile(mobileNo);
    setMobileError(mobile);
    const passwordOk = form.validate([['password', form.values.password ? null : 'passwordRequired']]);
    if (mobile) {
      document.getElementById(ids.mobileNo)?.focus();
      return;
    }
    if (!passwordOk) return;
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
      await login({ variables: { mobileNo: mobileNo.trim(), password: form.values.password, captcha } });
      form.setResult({ error: null, status: intl.formatMessage(resultMessages.login) });
      window.setTimeout(() => window.location.assign(afterLogin), SUCCESS_PAUSE_MS);
    } catch (err) {
      form.setResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.failed), status: null });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="login-form" onFocus={preloadCaptchaSolver}>
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
        <TextField
          id={ids.password}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(formMessages.password)}
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password && intl.formatMessage(fieldMessages[form.errors.password])}
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
