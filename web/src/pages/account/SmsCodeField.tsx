/**
 * The SMS code field with its 'send code' button (sendReceiverMessage and its resend countdown in
 * seconds, docs/product/members.md#sms-codes): {@link CodeField} sending a code for `purpose` to the form's mobile number.
 */
import type { SmsPurpose } from '../../gql/graphql.js';
import { CodeField, type CodeFieldTexts } from '../../components/account/fields.js';
import { codeSentMessage, formMessages, resendMessage, resultMessages } from './messages.js';
import { useSendSmsCodeMutation } from '../../components/account/mutations.js';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  /** Input id (e.g. `register-code`). */
  id: string;
  purpose: SmsPurpose;
  code: string;
  onCodeChange(code: string): void;
  /** The code's field error, if any. */
  error: string | null;
  /**
   * Called before sending: checks the form's mobile number and shows its field error; answers the number to send
   * to, or null to send nothing.
   */
  checkedMobile(): string | null;
  /** Reports the outcome: the server's error (or a captcha failure) or null, and a status line. */
  onResult(result: { error: string | null; status: string | null }): void;
}

const texts: CodeFieldTexts = {
  code: formMessages.code,
  sendCode: formMessages.sendCode,
  sending: formMessages.sending,
  verifying: formMessages.verifying,
  captchaFailed: resultMessages.captcha,
  sendFailed: resultMessages.failed,
  codeSent: codeSentMessage,
  resend: resendMessage,
};

/** The code input and its send button with the resend countdown. */
export function SmsCodeField({ purpose, checkedMobile, ...field }: SmsCodeFieldProps) {
  const [send] = useSendSmsCodeMutation();
  return (
    <CodeField
      {...field}
      texts={texts}
      checkedTarget={checkedMobile}
      send={async (mobileNo, captcha) => {
        const { data } = await send({ variables: { mobileNo, purpose, captcha } });
        if (!data?.sendSmsCode) throw new Error('sendSmsCode: no answer');
        return data.sendSmsCode;
      }}
    />
  );
}
