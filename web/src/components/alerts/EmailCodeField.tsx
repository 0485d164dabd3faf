/**
 * The mailed-code field with its 'send code' button (sendEmailCode; docs/product/alerts.md#email-codes):
 * components/account/fields.tsx CodeField sending a code for `purpose` to the form's address.
 */
import type { EmailCodePurpose } from '../../gql/graphql.js';
import { CodeField, type CodeFieldTexts } from '../account/fields.js';
import { am, codeSentMessage, resendMessage } from './messages.js';
import { useSendEmailCodeMutation } from './mutations.js';

/** Props of {@link EmailCodeField}. */
export interface EmailCodeFieldProps {
  /** Input id (e.g. `subscribe-code`). */
  id: string;
  purpose: EmailCodePurpose;
  code: string;
  onCodeChange(code: string): void;
  /** The code's field error, if any. */
  error: string | null;
  /** Checks the form's address (showing its field error); answers the address to mail, or null to send nothing. */
  checkedEmail(): string | null;
  /** Reports the outcome: the server's error (or a captcha failure) or null, and a status line. */
  onResult(result: { error: string | null; status: string | null }): void;
}

const texts: CodeFieldTexts = {
  code: am.code,
  sendCode: am.sendCode,
  sending: am.sending,
  verifying: am.verifying,
  captchaFailed: am.captcha,
  sendFailed: am.failed,
  codeSent: codeSentMessage,
  resend: resendMessage,
};

/** The code input and its send button with the resend countdown. */
export function EmailCodeField({ purpose, checkedEmail, ...field }: EmailCodeFieldProps) {
  const [send] = useSendEmailCodeMutation();
  return (
    <CodeField
      {...field}
      texts={texts}
      checkedTarget={checkedEmail}
      send={async (email, captcha) => {
        const { data } = await send({ variables: { email, purpose, captcha } });
        if (!data?.sendEmailCode) throw new Error('sendEmailCode: no answer');
        return data.sendEmailCode;
      }}
    />
  );
}
