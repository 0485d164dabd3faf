/**
 * Readable envelope messages in the request's language (the `language` header, zh by default; the texts of
 * docs/product/calls-and-errors.md#error-catalogue).
 * Every key exists in zh and en; `{name}` placeholders are filled from params.
 */
import type { Lang } from '../contract/wire.js';
import { accountMessages } from './messages/account.js';
import { memberMessages } from './messages/member.js';
import { alertMessages } from './messages/alerts.js';
import { editorialMessages } from './messages/editorial.js';
import { pdfMessages } from './messages/pdf.js';
import { handoverMessages } from './messages/handover.js';

const coreMessages = {
  ok: { zh: '成功', en: 'Success' },
  notFound: { zh: '抱歉，您访问的页面不存在。', en: "We're sorry, the page you requested cannot be found." },
  routeNotFound: { zh: '接口不存在：{path}', en: 'No such endpoint: {path}' },
  siteNotFound: { zh: '站点不存在：{sld}', en: 'Site not found: {sld}' },
  siteIdNotFound: { zh: '站点不存在：{id}', en: 'Site not found: {id}' },
  siteForbidden: { zh: '该站点已被禁止访问。', en: 'Access to this site is forbidden.' },
  siteExpired: {
    zh: '网站到期提醒！该网站已到期，请联系企业管理员继续使用。',
    en: 'Website Expiration Reminder! This website has expired, please contact the enterprise administrator for further use.',
  },
  siteMaintenance: {
    zh: '系统维护中，给您带来不便，敬请谅解。联系电话：{phone}',
    en: 'Please understand the inconvenience caused by system maintenance. Contact phone: {phone}',
  },
  channelNotFound: { zh: '栏目不存在：{id}', en: 'Channel not found: {id}' },
  configNotFound: { zh: '站点 {id} 未配置{what}', en: 'Site {id} has no {what} configuration' },
  publicationNotFound: { zh: '期刊不存在：{id}', en: 'Journal not found: {id}' },
  issueNotFound: { zh: '期次不存在：{id}', en: 'Issue not found: {id}' },
  articleNotFound: { zh: '文章不存在：{id}', en: 'Article id is not exist.' },
  doiNotFound: { zh: '未找到 DOI 为 {doi} 的文章', en: 'No article with DOI {doi}' },
  newsNotFound: { zh: '新闻不存在：{id}', en: 'News item not found: {id}' },
  fileNotFound: { zh: '文件不存在：{id}', en: 'File not found: {id}' },
  needOneOf: { zh: '请提供以下参数之一：{names}', en: 'Give one of these parameters: {names}' },
  badIds: {
    zh: '参数 {name} 应为逗号分隔的正整数，收到 “{value}”',
    en: "Parameter {name} must be comma-separated positive integers, got '{value}'",
  },
  noIds: {
    zh: '请至少提供一篇文章的 id（参数 {name}）',
    en: 'Give the id of at least one article (parameter {name})',
  },
  tooManyIds: {
    zh: '参数 {name} 最多可含 {max} 个 id，收到 {count} 个',
    en: 'Parameter {name} takes at most {max} ids, got {count}',
  },
  notFinite: {
    zh: '参数 {name} 无效：应为有限数值',
    en: 'Invalid parameter {name}: must be a finite number',
  },
  nulInParam: {
    zh: '参数 {name} 无效：不能包含空字符（U+0000）',
    en: 'Invalid parameter {name}: must not contain the NUL character (U+0000)',
  },
  noCitation: { zh: '暂无引用信息', en: 'No citation information available' },
  invalidParam: { zh: '参数 {name} 无效：{reason}', en: 'Invalid parameter {name}: {reason}' },
  missingParam: { zh: '缺少必填参数 {name}', en: 'Missing required parameter {name}' },
  badRequest: { zh: '请求无效：{reason}', en: 'Bad request: {reason}' },
  internal: { zh: '服务器内部错误，请稍后重试', en: 'Internal server error, please try again later' },
  sessionExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * Every message: the core ones above, accounts (login, SMS, captcha), what members keep, email alerts,
 * editorial boards and books, the article PDF.
 */
const messages = {
  ...coreMessages,
  ...accountMessages,
  ...memberMessages,
  ...alertMessages,
  ...editorialMessages,
  ...pdfMessages,
  ...handoverMessages,
};

export type MessageKey = keyof typeof messages;

/** Parses the `language` header: 'en' (any case, also en-US) → en, anything else → zh (the default, docs/product/calls-and-errors.md#headers). */
export function parseLang(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return v === 'en' || v.startsWith('en-') || v.startsWith('en_') ? 'en' : 'zh';
}

/** The message `key` in `lang`, placeholders `{name}` replaced by `params[name]`. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
