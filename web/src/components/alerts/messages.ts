/**
 * Messages of the email-alert pages ('Subscription successfully', 'Unsubscription successfully'; docs/product/calls-and-errors.md#success-messages):
 * /emailSubscribe, /unsubscribe and the personal centre's 'subscribe' tab. Texts in web/src/i18n/{zh,en}/alerts.json,
 * which travel with these chunks (AlertsIntl.tsx).
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { SubscriptionFrequency, SubscriptionStatus, SubscriptionType } from '../../gql/graphql.js';
import type { AlertRuleBroken } from '../member/alerts.js';

/** Page titles, labels and buttons. */
export const am = defineMessages({
  title: { id: 'alerts.title', defaultMessage: 'Email alerts' },
  intro: {
    id: 'alerts.intro',
    defaultMessage:
      'Get an email when a journal publishes a new issue or online-first articles, or when an article matches your keywords or a column.',
  },
  email: { id: 'alerts.field.email', defaultMessage: 'Email address' },
  type: { id: 'alerts.field.type', defaultMessage: 'Alert me about' },
  scope: { id: 'alerts.field.scope', defaultMessage: 'Journals' },
  scopeJournal: { id: 'alerts.scope.journal', defaultMessage: 'One journal' },
  scopeSite: { id: 'alerts.scope.site', defaultMessage: 'Every journal of this site' },
  journal: { id: 'alerts.field.journal', defaultMessage: 'Journal' },
  chooseJournal: { id: 'alerts.field.chooseJournal', defaultMessage: 'Choose a journal' },
  column: { id: 'alerts.field.column', defaultMessage: 'Column' },
  columnHint: { id: 'alerts.hint.column', defaultMessage: 'As the journal names it, e.g. Research Article' },
  keywords: { id: 'alerts.field.keywords', defaultMessage: 'Keywords' },
  keywordsHint: {
    id: 'alerts.hint.keywords',
    defaultMessage: 'Up to 10 keywords separated by ; or ；, each at most 50 characters',
  },
  language: { id: 'alerts.field.language', defaultMessage: 'Language of the email' },
  langZh: { id: 'alerts.lang.zh', defaultMessage: '中文' },
  langEn: { id: 'alerts.lang.en', defaultMessage: 'English' },
  frequency: { id: 'alerts.field.frequency', defaultMessage: 'How often' },
  code: { id: 'alerts.field.code', defaultMessage: 'Code from the email' },
  sendCode: { id: 'alerts.sendCode', defaultMessage: 'Send code' },
  verifying: { id: 'alerts.verifying', defaultMessage: 'Verifying…' },
  sending: { id: 'alerts.sending', defaultMessage: 'Sending…' },
  verifiedEmail: {
    id: 'alerts.verifiedEmail',
    defaultMessage: 'Your verified email: no code is needed.',
  },
  submit: { id: 'alerts.submit', defaultMessage: 'Subscribe' },
  working: { id: 'alerts.working', defaultMessage: 'Please wait…' },
  subscribed: { id: 'alerts.success.subscribe', defaultMessage: 'Subscription successfully' },
  unsubscribed: { id: 'alerts.success.unsubscribe', defaultMessage: 'Unsubscription successfully' },
  failed: { id: 'alerts.error.failed', defaultMessage: 'That did not work, please try again' },
  captcha: {
    id: 'alerts.error.captcha',
    defaultMessage: 'The verification could not be completed, please try again',
  },
  manage: { id: 'alerts.link.manage', defaultMessage: 'Manage my alerts' },
  another: { id: 'alerts.link.another', defaultMessage: 'Add another alert' },
  home: { id: 'alerts.link.home', defaultMessage: 'Back to the home page' },
});

/** /unsubscribe texts. */
export const um = defineMessages({
  title: { id: 'alerts.unsubscribe.title', defaultMessage: 'Unsubscribe' },
  working: { id: 'alerts.unsubscribe.working', defaultMessage: 'Ending your email alert…' },
  noScript: {
    id: 'alerts.unsubscribe.confirm',
    defaultMessage: 'Press the button to stop this email alert.',
  },
  button: { id: 'alerts.unsubscribe.button', defaultMessage: 'Unsubscribe' },
  done: {
    id: 'alerts.unsubscribe.done',
    defaultMessage: 'You will receive no more mail from this alert.',
  },
  badLink: {
    id: 'alerts.unsubscribe.badLink',
    defaultMessage: 'This link is not valid or the alert has already ended. No more mail will come from it.',
  },
  failed: {
    id: 'alerts.unsubscribe.failed',
    defaultMessage: 'The alert could not be ended just now. Please try again.',
  },
});

/** What an alert watches, by type. */
export const typeMessages: Record<SubscriptionType, { id: string; defaultMessage: string }> = defineMessages({
  CURRENT: { id: 'alerts.type.current', defaultMessage: 'New issue' },
  ONLINE_FIRST: { id: 'alerts.type.onlineFirst', defaultMessage: 'Online first' },
  KEYWORDS: { id: 'alerts.type.keywords', defaultMessage: 'Keywords' },
  COLUMN: { id: 'alerts.type.column', defaultMessage: 'Column' },
});

/** How often an alert mails. */
export const frequencyMessages: Record<SubscriptionFrequency, { id: string; defaultMessage: string }> = defineMessages({
  IMMEDIATE: { id: 'alerts.frequency.immediate', defaultMessage: 'As soon as published' },
  DAILY: { id: 'alerts.frequency.daily', defaultMessage: 'Daily digest' },
  WEEKLY: { id: 'alerts.frequency.weekly', defaultMessage: 'Weekly digest' },
});

/** Whether an alert mails. */
export const statusMessages: Record<SubscriptionStatus, { id: string; defaultMessage: string }> = defineMessages({
  ACTIVE: { id: 'alerts.status.active', defaultMessage: 'Active' },
  PAUSED: { id: 'alerts.status.paused', defaultMessage: 'Paused' },
});

/** The rule a field breaks, shown beside it. */
export const ruleMessages: Record<AlertRuleBroken, { id: string; defaultMessage: string }> = defineMessages({
  emailRequired: { id: 'alerts.rule.emailRequired', defaultMessage: 'Please enter your email address' },
  emailFormat: { id: 'alerts.rule.emailFormat', defaultMessage: 'Please enter a valid email address' },
  codeRequired: { id: 'alerts.rule.codeRequired', defaultMessage: 'Please enter the code from the email' },
  codeFormat: { id: 'alerts.rule.codeFormat', defaultMessage: 'The code has 6 digits' },
  keywordsRequired: { id: 'alerts.rule.keywordsRequired', defaultMessage: 'Please enter at least one keyword' },
  keywordsTooMany: { id: 'alerts.rule.keywordsTooMany', defaultMessage: 'At most 10 keywords' },
  keywordTooLong: { id: 'alerts.rule.keywordTooLong', defaultMessage: 'Each keyword may have at most 50 characters' },
  columnRequired: { id: 'alerts.rule.columnRequired', defaultMessage: 'Please enter the column' },
  journalRequired: { id: 'alerts.rule.journalRequired', defaultMessage: 'Please choose a journal' },
});

/** After a code was mailed: how long it is valid, in minutes. */
export const codeSentMessage = defineMessage<{ minutes: number }>({
  id: 'alerts.codeSent',
  defaultMessage: 'The code was sent to your email; it is valid for {minutes} minutes.',
});

/** The resend countdown in seconds. */
export const resendMessage = defineMessage<{ seconds: number }>({
  id: 'alerts.resend',
  defaultMessage: 'Resend in {seconds} s',
});

/** The personal centre's 'subscribe' tab. */
export const tm = {
  empty: defineMessage({ id: 'alerts.tab.empty', defaultMessage: 'You have no email alerts yet.' }),
  create: defineMessage({ id: 'alerts.tab.create', defaultMessage: 'Create an email alert' }),
  list: defineMessage({ id: 'alerts.tab.list', defaultMessage: 'My email alerts' }),
  everyJournal: defineMessage({ id: 'alerts.tab.everyJournal', defaultMessage: 'Every journal of the site' }),
  journalOf: defineMessage<{ title: string }>({ id: 'alerts.tab.journalOf', defaultMessage: 'Journal: {title}' }),
  mailTo: defineMessage<{ email: string; language: string }>({
    id: 'alerts.tab.mailTo',
    defaultMessage: 'Mailed to {email} in {language}',
  }),
  createdOn: defineMessage<{ date: string }>({ id: 'alerts.tab.createdOn', defaultMessage: 'Since {date}' }),
  pause: defineMessage({ id: 'alerts.tab.pause', defaultMessage: 'Pause' }),
  resume: defineMessage({ id: 'alerts.tab.resume', defaultMessage: 'Resume' }),
  paused: defineMessage({ id: 'alerts.tab.paused', defaultMessage: 'Alert paused' }),
  resumed: defineMessage({ id: 'alerts.tab.resumed', defaultMessage: 'Alert resumed' }),
  frequencySaved: defineMessage({ id: 'alerts.tab.frequencySaved', defaultMessage: 'Saved' }),
  remove: defineMessage({ id: 'alerts.tab.delete', defaultMessage: 'Delete' }),
  confirmDelete: defineMessage({ id: 'alerts.tab.confirmDelete', defaultMessage: 'Delete this email alert?' }),
  actionsOf: defineMessage<{ what: string }>({ id: 'alerts.tab.actionsOf', defaultMessage: '{what}: frequency' }),
  verifyTitle: defineMessage({ id: 'alerts.tab.verifyTitle', defaultMessage: 'Verify your email' }),
  verifyIntro: defineMessage({
    id: 'alerts.tab.verifyIntro',
    defaultMessage: 'With a verified email you can subscribe from any article or journal page without a code.',
  }),
  verify: defineMessage({ id: 'alerts.tab.verify', defaultMessage: 'Verify' }),
  verified: defineMessage({ id: 'alerts.tab.verified', defaultMessage: 'Your email is verified' }),
  verifiedAs: defineMessage<{ email: string }>({
    id: 'alerts.tab.verifiedAs',
    defaultMessage: 'Verified email: {email}',
  }),
};
