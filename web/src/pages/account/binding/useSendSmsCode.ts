/** The sendSmsCode mutation (issue 11; SPEC §7 sendReceiverMessage) as /accountBinding uses it: a LOGIN code. */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql/index.js';

export const SendSmsCodeMutation = graphql(`
  mutation BindingSendSmsCode($mobileNo: String!, $captcha: String!) {
    sendSmsCode(mobileNo: $mobileNo, purpose: LOGIN, captcha: $captcha) { resendAfterSeconds validForSeconds }
  }
`);

/** `[run, state]`: run({ variables: { mobileNo, captcha } }) sends the code. */
export function useSendSmsCode() {
  return useMutation(SendSmsCodeMutation);
}
