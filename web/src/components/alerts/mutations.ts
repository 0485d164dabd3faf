/**
 * The email-alert mutations (schema/alerts.graphql), one hook per mutation, shared by /emailSubscribe,
 * /unsubscribe and the personal centre's 'subscribe' tab. Errors arrive as Apollo errors whose messages are the
 * server's texts in the page language (e.g. a wrong or expired code).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/index.js';

/** The fields every alert view shows (list rows, the answer of subscribe and updateSubscription). */
export const AlertRow_subscription = graphql(`
  fragment AlertRow_subscription on EmailAlert {
    id email type keywords column publicationId publicationTitle siteId language frequency status createdAt
  }
`);

const SendEmailCodeMutation = graphql(`
  mutation AlertsSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $captcha: String!) {
    sendEmailCode(email: $email, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }
  }
`);

const SubscribeMutation = graphql(`
  mutation AlertsSubscribe($input: SubscriptionInput!) {
    subscribe(input: $input) { ...AlertRow_subscription }
  }
`);

const UpdateSubscriptionMutation = graphql(`
  mutation AlertsUpdateSubscription($id: Int!, $update: SubscriptionUpdate!) {
    updateSubscription(id: $id, update: $update) { ...AlertRow_subscription }
  }
`);

const UnsubscribeMutation = graphql(`
  mutation AlertsUnsubscribe($id: Int, $token: String) {
    unsubscribe(id: $id, token: $token)
  }
`);

const VerifyEmailMutation = graphql(`
  mutation AlertsVerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) { email emailVerified }
  }
`);

/** `sendEmailCode`: mails a 6-digit code (SUBSCRIBE or VERIFY_EMAIL) after a solved captcha; answers the resend wait. */
export function useSendEmailCodeMutation() {
  return useMutation(SendEmailCodeMutation);
}

/** `subscribe`: makes an alert, active at once ('Subscription successfully'). */
export function useSubscribeMutation() {
  return useMutation(SubscribeMutation);
}

/** `updateSubscription`: pauses, resumes or changes the frequency of one of the member's alerts. */
export function useUpdateSubscriptionMutation() {
  return useMutation(UpdateSubscriptionMutation);
}

/** `unsubscribe`: ends an alert by the member's `id` or a mail link's `token` ('Unsubscription successfully'). */
export function useUnsubscribeMutation() {
  return useMutation(UnsubscribeMutation);
}

/** `verifyEmail`: records the member's email as verified after a VERIFY_EMAIL code. */
export function useVerifyEmailMutation() {
  return useMutation(VerifyEmailMutation);
}
