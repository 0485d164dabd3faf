/** The captchaChallenge mutation (issue 11; SPEC §7 /api/captcha): a new ALTCHA challenge to solve. */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql/index.js';

export const CaptchaChallengeMutation = graphql(`
  mutation BindingCaptchaChallenge {
    captchaChallenge { json }
  }
`);

/** `[run, state]`: run() answers the challenge JSON. */
export function useCaptchaChallenge() {
  return useMutation(CaptchaChallengeMutation);
}
