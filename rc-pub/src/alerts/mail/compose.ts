/**
 * An alert mail (docs/product/alerts.md#mail): multipart text + HTML in the subscription's language, one entry per article
 * (titles in both languages when it has both, authors, journal, issue or online first, DOI as a https://doi.org/
 * link, the article page), a footer that says why the reader gets it with a per-subscription unsubscribe link, and the
 * RFC 8058 one-click headers. Every value put into HTML is escaped.
 */
import type { OutgoingMail } from '../mailer.js';
import { alertDescription, journalTitle, subjectOf, wordsOf } from './strings.js';
import type { AlertMailInput, MailArticle, MailLang } from './types.js';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The origin of a site's pages: RC_PUB_PORTAL_URL with `{sld}` replaced (no trailing slash). */
export function portalOrigin(portalUrl: string, sld: string): string {
  return portalUrl.replaceAll('{sld}', sld).replace(/\/+$/, '');
}

/** Links of one mail: article pages and the unsubscribe page (the reader's) and one-click URL (the mail client's). */
export interface MailLinks {
  article(id: number): string;
  unsubscribePage: string;
  oneClick: string;
}

/** The links of `input`'s mail. */
export function mailLinks(input: AlertMailInput): MailLinks {
  const origin = portalOrigin(input.portalUrl, input.site.sld);
  const lang = input.subscription.language;
  const token = encodeURIComponent(input.unsubscribeToken);
  return {
    article: (id) => `${origin}/article/id/${input.site.id}/${id}/${lang}`,
    unsubscribePage: `${origin}/unsubscribe?token=${token}&lang=${lang}`,
    oneClick: `${origin}/mail/unsubscribe?token=${token}`,
  };
}

/** Titles in the mail's language first, then the other one when the article has it and it differs. */
function titlesOf(a: MailArticle, lang: MailLang): string[] {
  const first = lang === 'zh' ? a.titleZh || a.titleEn : a.titleEn || a.titleZh;
  const other = lang === 'zh' ? a.titleEn : a.titleZh;
  return other && other !== first ? [first, other] : [first];
}

/** One article's entry as plain fields, shared by the text and HTML parts. */
interface Entry {
  titles: string[];
  authors: string;
  journal: string;
  where: string;
  doi: string | null;
  doiUrl: string | null;
  url: string;
}

function entryOf(a: MailArticle, lang: MailLang, links: MailLinks): Entry {
  const w = wordsOf(lang);
  const doiUrl = a.doi ? `https://doi.org/${a.doi.split('/').map(encodeURIComponent).join('/')}` : null;
  return {
    titles: titlesOf(a, lang),
    authors: a.authors.join(lang === 'zh' ? '，' : ', '),
    journal: journalTitle(lang, a.journalZh, a.journalEn),
    where: a.issue ? w.issue(a.issue.year, a.issue.volume, a.issue.number) || w.onlineFirst : w.onlineFirst,
    doi: a.doi,
    doiUrl,
    url: links.article(a.id),
  };
}

function textPart(lang: MailLang, entries: Entry[], why: string, links: MailLinks): string {
  const w = wordsOf(lang);
  const lines = [w.intro(entries.length), ''];
  entries.forEach((e, i) => {
    lines.push(`${i + 1}. ${e.titles[0] ?? ''}`);
    for (const t of e.titles.slice(1)) lines.push(`   ${t}`);
    if (e.authors) lines.push(`   ${w.authors}: ${e.authors}`);
    lines.push(`   ${w.journal}: ${e.journal}, ${e.where}`);
    if (e.doi && e.doiUrl) lines.push(`   ${w.doi}: ${e.doiUrl}`);
    lines.push(`   ${w.read}: ${e.url}`, '');
  });
  lines.push('--', why, `${w.unsubscribeText} ${links.unsubscribePage}`, '');
  return lines.join('\n');
}

function htmlPart(lang: MailLang, subject: string, entries: Entry[], why: string, links: MailLinks): string {
  const w = wordsOf(lang);
  const items = entries
    .map((e) => {
      const [first = '', ...others] = e.titles;
      const rows = [
        `<p style="margin:0;font-size:16px;font-weight:bold">` +
          `<a href="${escapeHtml(e.url)}">${escapeHtml(first)}</a></p>`,
        ...others.map((t) => `<p style="margin:2px 0 0;font-size:14px;color:#444">${escapeHtml(t)}</p>`),
        e.authors ? `<p style="margin:4px 0 0;color:#444">${escapeHtml(e.authors)}</p>` : '',
        `<p style="margin:4px 0 0;color:#666"><i>${escapeHtml(e.journal)}</i>, ${escapeHtml(e.where)}</p>`,
        e.doi && e.doiUrl
          ? `<p style="margin:4px 0 0">${w.doi}: <a href="${escapeHtml(e.doiUrl)}">${escapeHtml(e.doi)}</a></p>`
          : '',
      ];
      return `<li style="margin:0 0 16px">${rows.filter(Boolean).join('')}</li>`;
    })
    .join('\n');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px">',
    `<p>${escapeHtml(w.intro(entries.length))}</p>`,
    `<ol style="padding-left:20px">\n${items}\n</ol>`,
    '<hr style="border:0;border-top:1px solid #ddd">',
    `<p style="font-size:12px;color:#666">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(w.unsubscribe)}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * The mail of `input`: From = the site's name in the mail's language <fromAddress>, Reply-To when set, the subject
 * naming the alert, text and HTML parts, `List-Unsubscribe` (the one-click URL; no mailto:, nothing reads the From
 * mailbox) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and the given Message-ID.
 */
export function composeAlertMail(input: AlertMailInput): OutgoingMail {
  const sub = input.subscription;
  const lang = sub.language;
  const siteName = journalTitle(lang, input.site.nameZh, input.site.nameEn) || input.site.sld;
  const journal = input.journal ? journalTitle(lang, input.journal.titleZh, input.journal.titleEn) : '';
  const links = mailLinks(input);
  const subject = subjectOf(lang, sub, journal, input.articles.length);
  const why = wordsOf(lang).why(sub.email, alertDescription(lang, sub, journal), siteName);
  const entries = input.articles.map((a) => entryOf(a, lang, links));
  return {
    from: { name: siteName, address: input.fromAddress },
    to: sub.email,
    replyTo: input.replyTo,
    subject,
    text: textPart(lang, entries, why, links),
    html: htmlPart(lang, subject, entries, why, links),
    headers: {
      // no mailto: nothing reads the From mailbox; the https one-click URL is what RFC 8058 clients use
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: input.messageId,
  };
}
