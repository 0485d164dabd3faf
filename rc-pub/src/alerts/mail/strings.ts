/**
 * The words of an alert mail in its two languages (in the subscription's language, docs/product/alerts.md#mail): the subject
 * naming the alert, the sentence that says why the reader gets it, and the labels of an article entry.
 */
import type { MailLang, MailSubscription } from './types.js';

/** Keywords of a keywords subscription: split on ';' or '；', trimmed, empty ones dropped. */
export function splitKeywords(value: string | null): string[] {
  return (value ?? '')
    .split(/[;；]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** A journal's title in `lang`, falling back to the other language. */
export function journalTitle(lang: MailLang, zh: string, en: string): string {
  return (lang === 'zh' ? zh || en : en || zh) || '';
}

function quoted(lang: MailLang, text: string): string {
  return lang === 'zh' ? `“${text}”` : `"${text}"`;
}

function keywordsLabel(lang: MailLang, value: string | null): string {
  const kws = splitKeywords(value);
  return kws.map((k) => quoted(lang, k)).join(lang === 'zh' ? '、' : ', ');
}

/**
 * Subject naming the alert, e.g. '《PLOS Medicine》新一期' / 'New issue of PLOS Medicine', '关键词“制备”的新文章' /
 * 'New articles for "制备"', column and online first likewise. `count` articles are listed.
 */
export function subjectOf(lang: MailLang, sub: MailSubscription, journal: string, count: number): string {
  const kws = keywordsLabel(lang, sub.value);
  const column = sub.value ?? '';
  if (lang === 'zh') {
    const n = count > 1 ? `（${count}篇）` : '';
    switch (sub.type) {
      case 'current':
        return `《${journal}》新一期${n}`;
      case 'onlineFirst':
        return `《${journal}》网络首发新文章${n}`;
      case 'keywords':
        return `关键词${kws}的新文章${n}`;
      case 'column':
        return `《${journal}》“${column}”栏目新文章${n}`;
    }
  }
  const n = count > 1 ? ` (${count} articles)` : '';
  switch (sub.type) {
    case 'current':
      return `New issue of ${journal}${n}`;
    case 'onlineFirst':
      return `Online first in ${journal}${n}`;
    case 'keywords':
      return `New articles for ${kws}${n}`;
    case 'column':
      return `New articles in the column "${column}" of ${journal}${n}`;
  }
}

/**
 * What the reader subscribed to, for the footer ('new issues of X', 'articles matching "a", "b"' …); the footer names
 * the site itself. `journal` is '' for a subscription across the site.
 */
export function alertDescription(lang: MailLang, sub: MailSubscription, journal: string): string {
  const kws = keywordsLabel(lang, sub.value);
  const column = sub.value ?? '';
  if (lang === 'zh') {
    switch (sub.type) {
      case 'current':
        return `《${journal}》的新一期`;
      case 'onlineFirst':
        return `《${journal}》的网络首发文章`;
      case 'keywords':
        return journal ? `《${journal}》中含关键词${kws}的文章` : `含关键词${kws}的文章`;
      case 'column':
        return `《${journal}》“${column}”栏目的文章`;
    }
  }
  switch (sub.type) {
    case 'current':
      return `new issues of ${journal}`;
    case 'onlineFirst':
      return `online-first articles of ${journal}`;
    case 'keywords':
      return journal ? `articles matching ${kws} in ${journal}` : `articles matching ${kws}`;
    case 'column':
      return `articles in the column "${column}" of ${journal}`;
  }
}

/** Fixed texts of the mail body. */
export interface MailWords {
  intro: (count: number) => string;
  onlineFirst: string;
  issue: (year: number | null, volume: string, number: string) => string;
  authors: string;
  journal: string;
  doi: string;
  read: string;
  why: (email: string, description: string, siteName: string) => string;
  unsubscribe: string;
  unsubscribeText: string;
}

/** The fixed texts in `lang`. */
export function wordsOf(lang: MailLang): MailWords {
  if (lang === 'zh')
    return {
      intro: (n) => `您订阅的提醒有 ${n} 篇新文章：`,
      onlineFirst: '网络首发',
      issue: (year, volume, number) =>
        [year ? `${year}年` : '', volume ? `第${volume}卷` : '', number ? `第${number}期` : '']
          .filter(Boolean)
          .join(' '),
      authors: '作者',
      journal: '期刊',
      doi: 'DOI',
      read: '阅读全文',
      why: (email, description, siteName) => `您收到这封邮件，是因为 ${email} 在${siteName}订阅了${description}。`,
      unsubscribe: '退订此提醒',
      unsubscribeText: '退订此提醒（无需登录）：',
    };
  return {
    intro: (n) => (n === 1 ? 'Your alert has 1 new article:' : `Your alert has ${n} new articles:`),
    onlineFirst: 'Online first',
    issue: (year, volume, number) =>
      [
        [volume ? `Vol. ${volume}` : '', number ? `No. ${number}` : ''].filter(Boolean).join(', '),
        year ? `(${year})` : '',
      ]
        .filter(Boolean)
        .join(' '),
    authors: 'Authors',
    journal: 'Journal',
    doi: 'DOI',
    read: 'Read the article',
    why: (email, description, siteName) =>
      `You receive this email because ${email} subscribed to ${description} on ${siteName}.`,
    unsubscribe: 'Unsubscribe from this alert',
    unsubscribeText: 'Unsubscribe from this alert (no login needed):',
  };
}
