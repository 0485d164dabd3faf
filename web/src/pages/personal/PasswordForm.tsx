/**
 * Changing the password (tab 'account'; the rules and confirmation of docs/product/members.md#password-rules, with the
 * strength meter under the new password); the member's other sessions end.
 */
import { useState, type FormEvent } from 'react';
import { chakra, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { checkGuessable, PasswordStrength } from '../../components/account/PasswordStrength.js';
import { PASSWORD_MAX } from '../../components/account/rules.js';
import { showToast } from '../../components/toast/toast.js';
import { useFailure } from './errors.js';
import { pm, sm } from './messages.js';
import { useChangePassword } from './mutations.js';
import { passwordProblem } from './rules.js';
import { Button, describedBy, Field, inputCss } from './ui.js';

type Errors = Partial<Record<'old' | 'password' | 'confirm', string>>;

/** The change-password form of the member `mobileNo`. */
export function PasswordForm({ mobileNo }: { mobileNo: string }) {
  const intl = useIntl();
  const fail = useFailure();
  const [change, { loading }] = useChangePassword();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!old) next.old = intl.formatMessage(pm.required);
    const problem = passwordProblem(password, confirm, old, mobileNo);
    if (problem === 'mismatch') next.confirm = intl.formatMessage(sm.mismatch);
    else if (problem === 'rule') next.password = intl.formatMessage(sm.passwordRule);
    else if (problem === 'user') next.password = intl.formatMessage(sm.passwordUser);
    else if (problem === 'same') next.password = intl.formatMessage(sm.passwordSame);
    if (!problem && (await checkGuessable(password, mobileNo))) next.password = intl.formatMessage(sm.passwordCommon);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await change({ variables: { oldPassword: old, password } });
      showToast(intl.formatMessage(sm.passwordChanged), 'success');
      setOld('');
      setPassword('');
      setConfirm('');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      maxW="480px"
      aria-labelledby="password-heading"
      data-testid="password-form"
    >
      <Heading as="h3" size="md" id="password-heading" mb="3">
        {intl.formatMessage(sm.password)}
      </Heading>
      {/* A hidden username lets password managers file the new password under this account. */}
      <input type="text" autoComplete="username" value={mobileNo} readOnly hidden />
      <Field id="pw-old" label={intl.formatMessage(sm.oldPassword)} error={errors.old}>
        <chakra.input
          {...inputCss}
          {...describedBy('pw-old', errors.old)}
          type="password"
          autoComplete="current-password"
          value={old}
          onChange={(e) => setOld(e.target.value)}
        />
      </Field>
      <Field
        id="pw-new"
        label={intl.formatMessage(sm.newPassword)}
        error={errors.password}
        hint={intl.formatMessage(sm.passwordHint)}
      >
        <chakra.input
          {...inputCss}
          {...describedBy('pw-new', errors.password, true)}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX * 2}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordStrength id="pw-new-strength" password={password} mobileNo={mobileNo} />
      </Field>
      <Field id="pw-confirm" label={intl.formatMessage(sm.confirmPassword)} error={errors.confirm}>
        <chakra.input
          {...inputCss}
          {...describedBy('pw-confirm', errors.confirm)}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX * 2}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <Button type="submit" tone="primary" disabled={loading}>
        {intl.formatMessage(pm.save)}
      </Button>
    </chakra.form>
  );
}
