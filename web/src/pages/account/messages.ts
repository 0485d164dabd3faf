/**
 * Messages of the account pages (docs/product/members.md#account-pages, their rules and texts); texts in
 * web/src/i18n/{zh,en}/account.json, which travel with the account page chunks (app/chunkCatalogue.tsx).
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { RuleBroken } from '../../components/account/rules.js';

/** Page titles and headings. */
export const titleMessages = defineMessages({
  login: { id: 'account.title.login', defaultMessage: 'Log in' },
  quickLogin: { id: 'account.title.quickLogin', defaultMessage: 'Log in with an SMS code' },
  register: { id: 'account.title.register', defaultMessage: 'Register' },
  forgetCode: { id: 'account.title.forgetCode', defaultMessage: 'Forgot password' },
});

/** Labels, buttons, links and notes of the forms. */
export const formMessages = defineMessages({
  tabs: { id: 'account.tabs', defaultMessage: 'How to log in', description: 'Accessible name of the login tabs' },
  tabPassword: { id: 'account.tab.password', defaultMessage: 'Password' },
  tabSms: { id: 'account.tab.sms', defaultMessage: 'SMS code' },
  mobile: { id: 'account.field.mobile', defaultMessage: 'Mobile number' },
  password: { id: 'account.field.password', defaultMessage: 'Password' },
  newPassword: { id: 'account.field.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'account.field.confirmPassword', defaultMessage: 'Confirm password' },
  code: { id: 'account.field.code', defaultMessage: 'SMS code' },
  sendCode: { id: 'account.sendCode', defaultMessage: 'Send code' },
  verifying: { id: 'account.verifying', defaultMessage: 'Verifying…' },
  sending: { id: 'account.sending', defaultMessage: 'Sending…' },
  passwordRules: {
    id: 'account.passwordRules',
    defaultMessage:
      '8-128 characters of any kind (a few words make a good one), not containing your mobile number, not a common password.',
  },
  agree: { id: 'account.agree', defaultMessage: 'I have read and accept the user agreement' },
  submitLogin: { id: 'account.submit.login', defaultMessage: 'Log in' },
  submitRegister: { id: 'account.submit.register', defaultMessage: 'Register' },
  submitReset: { id: 'account.submit.reset', defaultMessage: 'Reset password' },
  working: { id: 'account.working', defaultMessage: 'Please wait…' },
  toRegister: { id: 'account.link.register', defaultMessage: 'No account yet? Register' },
  toLogin: { id: 'account.link.login', defaultMessage: 'Already registered? Log in' },
  toForget: { id: 'account.link.forget', defaultMessage: 'Forgot password?' },
  backToLogin: { id: 'account.link.backToLogin', defaultMessage: 'Back to log in' },
});

/** The success messages (docs/product/calls-and-errors.md#success-messages), and the fallbacks when the server gives no message. */
export const resultMessages = defineMessages({
  login: { id: 'account.success.login', defaultMessage: 'Login successful' },
  register: { id: 'account.success.register', defaultMessage: 'Congratulations! You have successfully registered' },
  reset: { id: 'account.success.reset', defaultMessage: 'Password Reset Successfully' },
  failed: { id: 'account.error.failed', defaultMessage: 'That did not work, please try again' },
  captcha: {
    id: 'account.error.captcha',
    defaultMessage: 'The verification could not be completed, please try again',
  },
});

/** After a code was sent: how long it is valid, in minutes. */
export const codeSentMessage = defineMessage<{ minutes: number }>({
  id: 'account.codeSent',
  defaultMessage: 'The code was sent; it is valid for {minutes} minutes.',
});

/** The resend countdown (in seconds, docs/product/members.md#sms-codes). */
/** The third-party login link: 'Log in with {name}' (the configured OpenID Connect provider, e.g. ORCID). */
export const thirdPartyMessage = defineMessage<{ name: string }>({
  id: 'account.link.thirdParty',
  defaultMessage: 'Log in with {name}',
});

export const resendMessage = defineMessage<{ seconds: number }>({
  id: 'account.resend',
  defaultMessage: 'Resend in {seconds} s',
});

/** The message of each broken field rule (the texts of docs/product/members.md where it gives them). */
export const fieldMessages = defineMessages<RuleBroken>({
  mobileRequired: { id: 'account.rule.mobileRequired', defaultMessage: 'Please enter your mobile number' },
  phoneFormat: { id: 'account.rule.phoneFormat', defaultMessage: 'Phone number format incorrect, please try again.' },
  codeRequired: { id: 'account.rule.codeRequired', defaultMessage: 'Please enter the SMS code' },
  codeFormat: { id: 'account.rule.codeFormat', defaultMessage: 'The SMS code has 6 digits' },
  passwordRequired: { id: 'account.rule.passwordRequired', defaultMessage: 'Please enter your password' },
  passwordLength: { id: 'account.rule.passwordLength', defaultMessage: 'The password must be 8-128 characters long' },
  passwordControl: {
    id: 'account.rule.passwordControl',
    defaultMessage: 'The password must not contain control characters',
  },
  passwordContainsMobile: {
    id: 'account.rule.passwordContainsMobile',
    defaultMessage: 'The password must not contain the mobile number',
  },
  passwordCommon: {
    id: 'account.rule.passwordCommon',
    defaultMessage: 'This password is too common or easy to guess; please choose another (a few words make a good one)',
  },
  passwordMismatch: { id: 'account.rule.passwordMismatch', defaultMessage: 'Passwords do not match, please try again' },
  agreementRequired: {
    id: 'account.rule.agreementRequired',
    defaultMessage: 'Please click to accept the user agreement first',
  },
});
