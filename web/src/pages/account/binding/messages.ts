/**
 * Messages of /accountBinding ('User not found, please bind first.'; docs/product/members.md#account-binding); texts in
 * web/src/i18n/{zh,en}/oidc.json (they travel with the page chunk).
 */
import { defineMessage, defineMessages } from 'react-intl';

export const bindingMessages = defineMessages({
  title: {
    id: 'oidc.binding.title',
    defaultMessage: 'Bind your account',
    description: 'Heading and title of /accountBinding',
  },
  notBound: {
    id: 'oidc.binding.notBound',
    defaultMessage: 'User not found, please bind first.',
    description: 'binding failure: the third-party identity is bound to no account yet',
  },
  explainNoProvider: {
    id: 'oidc.binding.explainNoProvider',
    defaultMessage:
      'Enter the mobile number of your account here and the code we send to it: from then on, your third-party sign-in opens this account.',
    description: 'What binding does, when the provider is unknown',
  },
  registerFirst: {
    id: 'oidc.binding.registerFirst',
    defaultMessage: 'No account yet? Register with your mobile number first, then sign in with the provider again.',
    description: 'Binding needs a registered number',
  },
  register: { id: 'oidc.binding.register', defaultMessage: 'Register', description: 'Link to /register' },
  mobile: {
    id: 'oidc.binding.mobile',
    defaultMessage: 'Mobile number',
    description: 'Label of the mobile number field',
  },
  code: { id: 'oidc.binding.code', defaultMessage: 'SMS code', description: 'Label of the SMS code field' },
  sendCode: { id: 'oidc.binding.sendCode', defaultMessage: 'Send code', description: 'Button that sends an SMS code' },
  sending: {
    id: 'oidc.binding.sending',
    defaultMessage: 'Verifying and sending…',
    description: 'While the captcha is solved and the code sent',
  },
  submit: { id: 'oidc.binding.submit', defaultMessage: 'Bind and sign in', description: 'Submit button' },
  submitting: { id: 'oidc.binding.submitting', defaultMessage: 'Binding…', description: 'While binding' },
  bound: {
    id: 'oidc.binding.bound',
    defaultMessage: 'Bound. Signing you in…',
    description: 'Announced after binding, before leaving the page',
  },
  mobileRequired: {
    id: 'oidc.binding.mobileRequired',
    defaultMessage: 'Please enter your mobile number',
    description: 'Validation: empty mobile number',
  },
  mobileFormat: {
    id: 'oidc.binding.mobileFormat',
    defaultMessage: 'Phone number format incorrect, please try again.',
    description: 'validation: malformed mobile number (docs/product/members.md#mobile-number-rules)',
  },
  codeRequired: {
    id: 'oidc.binding.codeRequired',
    defaultMessage: 'Please enter the 6-digit code',
    description: 'Validation: empty or malformed SMS code',
  },
  noTicket: {
    id: 'oidc.binding.noTicket',
    defaultMessage: 'This page is reached by signing in with a third-party account. Please sign in again.',
    description: 'The page was opened without a bind ticket',
  },
  failed: {
    id: 'oidc.binding.failed',
    defaultMessage: 'The third-party sign-in did not succeed or has expired. Please try again.',
    description: 'The provider refused, or the sign-in request was stale or from another browser',
  },
  login: { id: 'oidc.binding.login', defaultMessage: 'Go to login', description: 'Link to /login' },
  network: {
    id: 'oidc.binding.network',
    defaultMessage: 'The server could not be reached, please try again.',
    description: 'A request failed without a server message',
  },
});

/** explain (with values). */
export const explainMessage = defineMessage<{ provider: string }>({
  id: 'oidc.binding.explain',
  defaultMessage:
    'You signed in with {provider}. Enter the mobile number of your account here and the code we send to it: from then on, signing in with {provider} opens this account.',
  description: 'What binding does; {provider} is e.g. ORCID',
});

/** resendIn (with values). */
export const resendInMessage = defineMessage<{ seconds: number }>({
  id: 'oidc.binding.resendIn',
  defaultMessage: 'Resend in {seconds} s',
  description: 'Countdown until another code may be sent, in seconds',
});

/** codeSent (with values). */
export const codeSentMessage = defineMessage<{ mobile: string }>({
  id: 'oidc.binding.codeSent',
  defaultMessage: 'A code was sent to {mobile}. It is valid for 5 minutes.',
  description: 'Announced after the SMS code was sent',
});

/** again (with values). */
export const againMessage = defineMessage<{ provider: string }>({
  id: 'oidc.binding.again',
  defaultMessage: 'Sign in with {provider} again',
  description: 'Link that restarts the third-party login',
});
