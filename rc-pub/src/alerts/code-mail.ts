/**
 * The mail that carries a verification code (sendEmailCode): multipart text and HTML in the request's
 * language, the code in the subject ('验证码 123456 · 邮件订阅' / 'Your verification code 123456'), how long it is
 * valid, and that nothing happens when the reader did not ask for it. From: the site's name (else a neutral name) at
 * MAIL_FROM.
 */
import type { EmailCodePurpose } from '../contract/alerts.js';
import type { Lang } from '../contract/wire.js';
import type { OutgoingMail } from './mailer.js';

/** Sender name when the request names no known site. */
export const NEUTRAL_SENDER: Record<Lang, string> = { zh: '期刊集群', en: 'Journal portal' };

const PURPOSE: Record<EmailCodePurpose, Record<Lang, string>> = {
  subscribe: { zh: '邮件订阅', en: 'email alert' },
  verifyEmail: { zh: '邮箱验证', en: 'email address verification' },
};

/** `s` safe inside HTML text and attribute values. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the code mail needs. `minutes`: how long the code is valid. */
export interface CodeMailInput {
  to: string;
  code: string;
  purpose: EmailCodePurpose;
  lang: Lang;
  minutes: number;
  /** The site's name in `lang`, or null for the neutral sender name. */
  siteName: string | null;
  fromAddress: string;
  replyTo: string | null;
}

/** The code mail (multipart text + HTML). */
export function codeMail(m: CodeMailInput): OutgoingMail {
  const sender = m.siteName?.trim() || NEUTRAL_SENDER[m.lang];
  const what = PURPOSE[m.purpose][m.lang];
  const minutes = Number.isInteger(m.minutes) ? String(m.minutes) : m.minutes.toFixed(1);
  const lines =
    m.lang === 'zh'
      ? [
          '您好：',
          '',
          `您正在${sender}进行${what}，验证码为：`,
          '',
          `    ${m.code}`,
          '',
          `验证码 ${minutes} 分钟内有效，仅可使用一次。请勿将验证码告诉他人。`,
          '如果这不是您本人的操作，请忽略本邮件：不会订阅任何内容，也不会有任何改变。',
          '',
          sender,
        ]
      : [
          'Hello,',
          '',
          `Your verification code for the ${what} at ${sender} is:`,
          '',
          `    ${m.code}`,
          '',
          `The code is valid for ${minutes} minutes and can be used once. Do not share it with anyone.`,
          'If you did not ask for it, ignore this email: nothing will be subscribed and nothing changes.',
          '',
          sender,
        ];
  const subject = m.lang === 'zh' ? `验证码 ${m.code} · ${what}` : `Your verification code ${m.code}`;
  const html = [
    `<!doctype html><html lang="${m.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.6">`,
    ...lines.map((l) =>
      l.trim() === m.code
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(m.code)}</p>`
        : l
          ? `<p>${escapeHtml(l)}</p>`
          : '',
    ),
    '</body></html>',
  ].join('\n');
  return {
    from: { name: sender, address: m.fromAddress },
    to: m.to,
    replyTo: m.replyTo,
    subject,
    text: `${lines.join('\n')}\n`,
    html,
  };
}
