/**
 * The account pages' mutations (schema/account.graphql), one hook per mutation. Each sends a POST with
 * `application/json` through Apollo (the gateway's CSRF guard refuses other content types); the gateway sets and
 * clears the session cookies itself, so no answer carries a token. Errors arrive as Apollo errors whose messages are
 * the server's texts in the page language (e.g. 'User not found, please register first.', docs/product/calls-and-errors.md#error-catalogue).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/index.js';

const CaptchaChallengeMutation = graphql(`
  mutation AccountCaptchaChallenge {
    captchaChallenge { json }
  }
`);

const SendSmsCodeMutation = graphql(`
  mutation AccountSendSmsCode($mobileNo: String!, $purpose: SmsPurpose!, $captcha: String!) {
    sendSmsCode(mobileNo: $mobileNo, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }
  }
`);

const LoginMutation = graphql(`
  mutation AccountLogin($mobileNo: String!, $password: String!, $captcha: String!) {
    login(mobileNo: $mobileNo, password: $password, captcha: $captcha) { displayName }
  }
`);

const LoginBySmsMutation = graphql(`
  mutation AccountLoginBySms($mobileNo: String!, $code: String!, $captcha: String!) {
    loginBySms(mobileNo: $mobileNo, code: $code, captcha: $captcha) { displayName }
  }
`);

const RegisterMutation = graphql(`
  mutation AccountRegister(
    $mobileNo: String!
    $code: String!
    $password: String!
    $agree: Boolean!
    $captcha: String!
  ) {
    register(mobileNo: $mobileNo, code: $code, password: $password, agree: $agree, captcha: $captcha) { displayName }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation AccountResetPassword($mobileNo: String!, $code: String!, $password: String!) {
    resetPassword(mobileNo: $mobileNo, code: $code, password: $password)
  }
`);

/** `captchaChallenge`: a new ALTCHA challenge (its `json`, for the solver in captchaSolver.ts). */
export function useCaptchaChallengeMutation() {
  return useMutation(CaptchaChallengeMutation);
}

/** `sendSmsCode`: sends a code for a purpose after a solved captcha; answers the resend wait in seconds. */
export function useSendSmsCodeMutation() {
  return useMutation(SendSmsCodeMutation);
}

/** `login`: signs in with mobile number, password and a solved captcha (the gateway sets the cookies). */
export function useLoginMutation() {
  return useMutation(LoginMutation);
}

/** `loginBySms`: signs in with an SMS code sent for LOGIN (/quickLogin) and a solved captcha. */
export function useLoginBySmsMutation() {
  return useMutation(LoginBySmsMutation);
}

/**
 * `register`: creates the account and signs in, with a solved captcha (docs/product/members.md#registration: the
 * rules and the user agreement).
 */
export function useRegisterMutation() {
  return useMutation(RegisterMutation);
}

/** `resetPassword`: sets a new password with an SMS code sent for RESET (/forgetCode); every session ends. */
export function useResetPasswordMutation() {
  return useMutation(ResetPasswordMutation);
}
