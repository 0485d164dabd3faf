/**
 * Envelope messages of email alerts (docs/product/alerts.md: a subscription requires a valid email, a verification code and
 * a type; 'Submitted successfully', 'Subscription successfully', 'Unsubscription successfully'; the types):
 * mailed codes and their limits, the subscription rules (each refusal names its rule), ownership. Merged into
 * lib/i18n.ts; every key has zh and en.
 */
import type { Lang } from '../../contract/wire.js';

export const alertMessages = {
  // docs/product/calls-and-errors.md#success-messages
  subscribeDone: { zh: '订阅成功', en: 'Subscription successfully' },
  unsubscribeDone: { zh: '取消订阅成功', en: 'Unsubscription successfully' },
  emailCodeSent: { zh: '验证码已发送至邮箱', en: 'Verification code sent to your email' },
  emailVerified: { zh: '邮箱验证成功', en: 'Email address verified' },
  // mailed codes
  emailTooSoon: {
    zh: '请 {seconds} 秒后再获取邮箱验证码',
    en: 'Please wait {seconds} seconds before requesting another code for this address',
  },
  emailDailyLimit: {
    zh: '该邮箱今日获取验证码次数已达上限，请明天再试',
    en: 'Too many codes for this email address today, please try again tomorrow',
  },
  emailIpLimit: {
    zh: '您的网络获取邮箱验证码过于频繁，请稍后再试',
    en: 'Too many email codes requested from your network, please try again later',
  },
  emailSendFailed: { zh: '邮件发送失败，请稍后重试', en: 'The email could not be sent, please try again later' },
  emailCodeRequired: { zh: '请输入邮箱验证码', en: 'Please enter the verification code mailed to you' },
  emailCodeWrong: {
    zh: '邮箱验证码错误，还可尝试 {remaining} 次',
    en: 'Verification code incorrect, {remaining} tries left',
  },
  emailCodeInvalid: {
    zh: '邮箱验证码无效或已使用，请重新获取',
    en: 'Verification code invalid or already used, please request a new one',
  },
  emailCodeExpired: {
    zh: '邮箱验证码已过期，请重新获取',
    en: 'Verification code expired, please request a new one',
  },
  // subscription rules (docs/product/alerts.md#subscription-rules)
  alertJournalRequired: {
    zh: '请选择要订阅的期刊（本刊最新一期、优先出版与栏目订阅须指定期刊）',
    en: 'Choose a journal: current-issue, online-first and column alerts need one',
  },
  alertJournalUnknown: { zh: '期刊不存在：{id}', en: 'No such journal: {id}' },
  alertSiteUnknown: { zh: '站点不存在：{id}', en: 'No such site: {id}' },
  alertJournalNotOfSite: {
    zh: '期刊 {id} 不属于站点 {siteId}',
    en: 'Journal {id} is not a journal of site {siteId}',
  },
  alertScopeRequired: {
    zh: '关键词订阅须指定期刊或站点（订阅范围）',
    en: 'A keyword alert needs a journal or a site (its scope)',
  },
  alertColumnRequired: { zh: '请填写要订阅的栏目名称', en: 'Give the name of the column to follow' },
  alertColumnTooLong: {
    zh: '栏目名称最多 {max} 个字符',
    en: 'The column name must be at most {max} characters long',
  },
  alertColumnUnknown: {
    zh: '该期刊没有栏目“{column}”',
    en: "The journal has no column '{column}'",
  },
  alertKeywordsRequired: {
    zh: '请至少填写一个关键词（多个关键词以分号“;”分隔）',
    en: "Give at least one keyword (separate keywords with ';')",
  },
  alertKeywordsTooMany: {
    zh: '最多 {max} 个关键词，收到 {count} 个',
    en: 'At most {max} keywords, got {count}',
  },
  alertKeywordTooLong: {
    zh: '每个关键词最多 {max} 个字符：“{keyword}”',
    en: "Each keyword may have at most {max} characters: '{keyword}'",
  },
  // ownership and links
  subscriptionNotFound: { zh: '订阅不存在或已取消：{id}', en: 'No such subscription (or already ended): {id}' },
  unsubscribeTokenInvalid: {
    zh: '退订链接无效，请使用邮件中的完整链接',
    en: 'This unsubscribe link is not valid; use the complete link from the email',
  },
  unsubscribeNeedsIdOrToken: {
    zh: '请提供订阅 id（需登录）或邮件中的退订 token',
    en: "Give the subscription's id (logged in) or the token of the email's unsubscribe link",
  },
} as const satisfies Record<string, Record<Lang, string>>;
