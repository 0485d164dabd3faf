/**
 * 'Verify your email' in the personal centre's 'subscribe' tab ('a member's verified email needs no code'):
 * the address (the profile's email to start with), a code mailed for VERIFY_EMAIL (captcha solved in the page,
 * countdown; components/alerts/EmailCodeField.tsx), then `verifyEmail`; the page's query is fetched again so the tab
 * shows the verified address. A verified member sees the address only.
 */
import { type FormEvent, useState } from 'react';
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type AlertRuleBroken, checkEmail, checkEmailCode } from '../../components/member/alerts.js';
import { showToast } from '../../components/toast/toast.js';
import { FormMessages, SubmitButton, TextField } from '../../components/account/fields.js';
import { serverMessage } from '../../components/account/rules.js';
import { EmailCodeField } from '../../components/alerts/EmailCodeField.js';
import { am, ruleMessages, tm } from '../../components/alerts/messages.js';
import { useVerifyEmailMutation } from '../../components/alerts/mutations.js';

type Field = 'email' | 'code';
const idOf = (f: Field) => `verify-${f}`;

/** The verification form, or the verified address. */
export function VerifyEmailForm({ email: initial, verified }: { email: string; verified: boolean }) {
  const intl = useIntl();
  const [email, setEmail] = useState(initial);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, AlertRuleBroken>>>({});
  const [result, setResult] = useState<{ error: string | null; status: string | null }>({ error: null, status: null });
  const [verify, { loading }] = useVerifyEmailMutation();
  const message = (f: Field) => {
    const broken = errors[f];
    return broken ? intl.formatMessage(ruleMessages[broken]) : null;
  };

  if (verified && initial)
    return (
      <Text fontSize="sm" color="gray.700" data-testid="email-verified">
        {intl.formatMessage(tm.verifiedAs, { email: initial })}
      </Text>
    );

  function checkedEmail(): string | null {
    const broken = checkEmail(email);
    setErrors((e) => ({ ...e, email: broken ?? undefined }));
    if (broken) document.getElementById(idOf('email'))?.focus();
    return broken ? null : email.trim();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const next = { email: checkEmail(email) ?? undefined, code: checkEmailCode(code) ?? undefined };
    setErrors(next);
    const first = (['email', 'code'] as const).find((f) => next[f]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    try {
      await verify({ variables: { email: email.trim(), code: code.trim() }, refetchQueries: ['PersonalPage'] });
      showToast(intl.formatMessage(tm.verified), 'success');
    } catch (err) {
      setResult({ error: serverMessage(err) ?? intl.formatMessage(am.failed), status: null });
    }
  }

  return (
    <Box as="section" aria-labelledby="verify-heading" borderTop="1px solid" borderColor="gray.200" pt="6">
      <Heading as="h3" size="md" id="verify-heading" mb="2">
        {intl.formatMessage(tm.verifyTitle)}
      </Heading>
      <Text fontSize="sm" mb="4">
        {intl.formatMessage(tm.verifyIntro)}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate maxW="28rem" data-testid="verify-email-form">
        <Stack gap="4">
          <TextField
            id={idOf('email')}
            type="email"
            autoComplete="email"
            label={intl.formatMessage(am.email)}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
            error={message('email')}
          />
          <EmailCodeField
            id={idOf('code')}
            purpose="VERIFY_EMAIL"
            code={code}
            onCodeChange={(v) => {
              setCode(v);
              setErrors((x) => ({ ...x, code: undefined }));
            }}
            error={message('code')}
            checkedEmail={checkedEmail}
            onResult={setResult}
          />
          <FormMessages error={result.error} status={result.status} />
          <SubmitButton busy={loading}>{intl.formatMessage(loading ? am.working : tm.verify)}</SubmitButton>
        </Stack>
      </chakra.form>
    </Box>
  );
}
