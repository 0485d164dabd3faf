/**
 * The form of /register and /forgetCode (docs/product/members.md#registration): mobile number, SMS code (REGISTER or RESET; 'send
 * code' with captcha and countdown, SmsCodeField.tsx), a new password with the password rules and the strength meter
 * (PasswordStrength.tsx) under it, checked here, its confirmation ('Passwords do not match, please try again') and, to register, the user agreement
 * ('Please click to accept the user agreement first'). Registering signs in ('Congratulations! You have successfully
 * registered', then `afterLogin`); a reset shows 'Password Reset Successfully' and goes to /login. Registering
 * solves a fresh captcha first ('verifying…', components/account/captcha.ts).
 */
import { type FormEvent, useState } from 'react';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { defineMessage, useIntl } from 'react-intl';
import { useHref } from '../../app/lang.js';
import { useAccountNav } from './AccountShell.js';
import { preloadCaptchaSolver, useCaptcha } from '../../components/account/captcha.js';
import { FormMessages, MobileField, SubmitButton, TextField } from '../../components/account/fields.js';
import { PageQueryFields } from '../../components/form/PageQueryFields.js';
import { checkGuessable, PasswordStrength } from '../../components/account/PasswordStrength.js';
import { fieldMessages, formMessages, resultMessages } from './messages.js';
import { useRegisterMutation, useResetPasswordMutation } from '../../components/account/mutations.js';
import { SUCCESS_PAUSE_MS } from './PasswordLoginForm.js';
import {
  checkCode,
  checkConfirmation,
  checkMobile,
  checkNewPassword,
  PASSWORD_MAX,
  type RuleBroken,
  serverMessage,
} from '../../components/account/rules.js';
import { SmsCodeField } from './SmsCodeField.js';
import { useAccountForm } from './useAccountForm.js';

type Field = 'mobileNo' | 'code' | 'password' | 'confirm';

/** The link to the user agreement the box accepts (docs/product/sites-and-frame.md#legal-pages). */
const readAgreement = defineMessage({
  id: 'account.readAgreement',
  defaultMessage: 'Read the user agreement (opens in a new tab)',
});

/** The agreement checkbox (44 px row) with the link to the agreement under it, its error beside it. */
function Agreement({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | null;
}) {
  const intl = useIntl();
  const href = useHref();
  const errorId = `${id}-error`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="flex" alignItems="center" gap="3" minH="44px" cursor="pointer">
        <chakra.input
          id={id}
          type="checkbox"
          w="5"
          h="5"
          flexShrink="0"
          accentColor="var(--theme-primary)"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {intl.formatMessage(formMessages.agree)}
      </chakra.label>
      <chakra.a
        href={href('/agreement')}
        target="_blank"
        rel="noopener"
        display="inline-flex"
        alignItems="center"
        minH="44px"
        ms="8"
        fontSize="sm"
        textDecoration="underline"
        data-testid="agreement-link"
      >
        {intl.formatMessage(readAgreement)}
      </chakra.a>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" data-testid={errorId}>
          {error}
        </Text>
      )}
    </Box>
  );
}

/** The registration (`kind` register) or password reset (`kind` reset) form. */
export function NewPasswordForm({ kind }: { kind: 'register' | 'reset' }) {
  const intl = useIntl();
  const { afterLogin, hrefOf, kept } = useAccountNav();
  const idOf = (f: Field | 'agree') => `${kind}-${f}`;
  const form = useAccountForm<Field>({ mobileNo: '', code: '', password: '', confirm: '' }, idOf);
  const [agree, setAgree] = useState(false);
  const [register] = useRegisterMutation();
  const [reset] = useResetPasswordMutation();
  const { solve, verifying } = useCaptcha();
  const busy = form.busy || verifying;
  const { values, errors } = form;
  const message = (f: Field | 'agree') => {
    const broken = errors[f];
    return broken ? intl.formatMessage(fieldMessages[broken]) : null;
  };

  function checkedMobile(): string | null {
    const broken = checkMobile(values.mobileNo);
    form.setErrors((e) => ({ ...e, mobileNo: broken ?? undefined }));
    if (broken) document.getElementById(idOf('mobileNo'))?.focus();
    return broken ? null : values.mobileNo.trim();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checks: [Field | 'agree', RuleBroken | null][] = [
      ['mobileNo', checkMobile(values.mobileNo)],
      ['code', checkCode(values.code)],
      ['password', checkNewPassword(values.password, values.mobileNo)],
      ['confirm', checkConfirmation(values.password, values.confirm)],
    ];
    if (kind === 'register') checks.push(['agree', agree ? null : 'agreementRequired']);
    const ok = form.validate(checks);
    if (!ok) return;
    form.setBusy(true);
    form.setResult({ error: null, status: null });
    const variables = { mobileNo: values.mobileNo.trim(), code: values.code.trim(), password: values.password };
    try {
      if (await checkGuessable(values.password, values.mobileNo)) {
        form.validate([['password', 'passwordCommon']]);
        return;
      }
      if (kind === 'register') {
        let captcha: string;
        try {
          captcha = await solve();
        } catch (err) {
          form.setResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.captcha), status: null });
          return;
        }
        await register({ variables: { ...variables, agree, captcha } });
        form.setResult({ error: null, status: intl.formatMessage(resultMessages.register) });
        window.setTimeout(() => window.location.assign(afterLogin), SUCCESS_PAUSE_MS * 2);
      } else {
        await reset({ variables });
        form.setResult({ error: null, status: intl.formatMessage(resultMessages.reset) });
        window.setTimeout(() => window.location.assign(hrefOf('/login')), SUCCESS_PAUSE_MS * 2);
      }
    } catch (err) {
      form.setResult({ error: serverMessage(err) ?? intl.formatMessage(resultMessages.failed), status: null });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      data-testid={`${kind}-form`}
      onFocus={kind === 'register' ? preloadCaptchaSolver : undefined}
    >
      <PageQueryFields params={kept} />
      <Stack gap="4">
        <MobileField
          id={idOf('mobileNo')}
          label={intl.formatMessage(formMessages.mobile)}
          value={values.mobileNo}
          onChange={(value) => form.set('mobileNo', value)}
          error={message('mobileNo')}
        />
        <SmsCodeField
          id={idOf('code')}
          purpose={kind === 'register' ? 'REGISTER' : 'RESET'}
          code={values.code}
          onCodeChange={(v) => form.set('code', v)}
          error={message('code')}
          checkedMobile={checkedMobile}
          onResult={form.setResult}
        />
        <TextField
          id={idOf('password')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(kind === 'register' ? formMessages.password : formMessages.newPassword)}
          hint={intl.formatMessage(formMessages.passwordRules)}
          maxLength={PASSWORD_MAX * 2}
          value={values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={message('password')}
        />
        <PasswordStrength id={`${kind}-password-strength`} password={values.password} mobileNo={values.mobileNo} />
        <TextField
          id={idOf('confirm')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(formMessages.confirmPassword)}
          maxLength={PASSWORD_MAX * 2}
          value={values.confirm}
          onChange={(e) => form.set('confirm', e.target.value)}
          error={message('confirm')}
        />
        {kind === 'register' && (
          <Agreement
            id={idOf('agree')}
            checked={agree}
            onChange={(v) => {
              setAgree(v);
              if (v) form.setErrors((e) => ({ ...e, agree: undefined }));
            }}
            error={message('agree')}
          />
        )}
        <FormMessages error={form.result.error} status={form.result.status} />
        <SubmitButton busy={busy}>
          {intl.formatMessage(
            verifying
              ? formMessages.verifying
              : busy
                ? formMessages.working
                : kind === 'register'
                  ? formMessages.submitRegister
                  : formMessages.submitReset,
          )}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}
