/**
 * Email alerts' pure rules and URLs (docs/product/alerts.md: a subscription requires a valid email, a verification code and a
 * type; the types current, online-first, keywords separated by ';', column), shared by the 'alert me' buttons, the
 * /emailSubscribe page and the personal centre. The server stays the authority: these checks only spare a round trip.
 */
import type { SubscriptionFrequency, SubscriptionType } from '../../gql/graphql.js';

/** Space between two 'alert me' buttons, px (AlertButtons.tsx). */
export const ALERT_BUTTON_GAP = 8;

/**
 * The room the 'alert me' buttons of `count` targets take once shown (AlertButtons.tsx): one 44 px row from md on, one
 * row per button below it. Their slot keeps it from the server HTML on (alertSlot.tsx), so nothing moves when they come.
 */
export function alertButtonsRoom(count: number): { base: string; md: string } {
  const rows = Math.max(1, count);
  return { base: `${rows * 44 + (rows - 1) * ALERT_BUTTON_GAP}px`, md: '44px' };
}

/** The alert types as /emailSubscribe's `type` query parameter spells them (the rc-pub wire names). */
export const URL_TYPES: Readonly<Record<string, SubscriptionType>> = {
  current: 'CURRENT',
  onlineFirst: 'ONLINE_FIRST',
  keywords: 'KEYWORDS',
  column: 'COLUMN',
};

/** Every alert type, in the order the form offers them. */
export const ALERT_TYPES: readonly SubscriptionType[] = ['CURRENT', 'ONLINE_FIRST', 'KEYWORDS', 'COLUMN'];

/** Every frequency, in the order the form offers them. */
export const FREQUENCIES: readonly SubscriptionFrequency[] = ['IMMEDIATE', 'DAILY', 'WEEKLY'];

/** Most keywords one alert may have. */
export const MAX_KEYWORDS = 10;
/** Longest keyword, in characters. */
export const MAX_KEYWORD_LENGTH = 50;

/** A rule an alert's value breaks (a key of the pages' rule messages), or null. */
export type AlertRuleBroken =
  | 'emailRequired'
  | 'emailFormat'
  | 'codeRequired'
  | 'codeFormat'
  | 'keywordsRequired'
  | 'keywordsTooMany'
  | 'keywordTooLong'
  | 'columnRequired'
  | 'journalRequired';

/** Keywords as typed: split on ';' or the full-width '；', trimmed, empty ones dropped (order kept). */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(/[;；]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The keyword rule: 1-10 keywords of at most 50 characters each (docs/product/alerts.md#subscription-rules). */
export function checkKeywords(raw: string): AlertRuleBroken | null {
  const keywords = splitKeywords(raw);
  if (keywords.length === 0) return 'keywordsRequired';
  if (keywords.length > MAX_KEYWORDS) return 'keywordsTooMany';
  if (keywords.some((k) => [...k].length > MAX_KEYWORD_LENGTH)) return 'keywordTooLong';
  return null;
}

/** A valid email: one '@', no spaces, a dot in the domain (the server checks it fully). */
export function checkEmail(email: string): AlertRuleBroken | null {
  const e = email.trim();
  if (!e) return 'emailRequired';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) && e.length <= 254 ? null : 'emailFormat';
}

/** The mailed code: 6 digits. */
export function checkEmailCode(code: string): AlertRuleBroken | null {
  const c = code.trim();
  if (!c) return 'codeRequired';
  return /^\d{6}$/.test(c) ? null : 'codeFormat';
}

/** What an 'alert me' link preselects on /emailSubscribe. */
export interface AlertTarget {
  type: SubscriptionType;
  publicationId?: number | null | undefined;
  column?: string | null | undefined;
  keywords?: string | null | undefined;
}

/** The /emailSubscribe URL preselecting `target` in `lang` (opened in a new tab). */
export function emailSubscribeHref(target: AlertTarget, lang: string): string {
  const type = Object.entries(URL_TYPES).find(([, t]) => t === target.type)?.[0] ?? 'current';
  const q = new URLSearchParams({ type });
  if (target.publicationId) q.set('publicationId', String(target.publicationId));
  if (target.column) q.set('column', target.column);
  if (target.keywords) q.set('keywords', target.keywords);
  q.set('lang', lang);
  return `/emailSubscribe?${q.toString()}`;
}

/** The preselection /emailSubscribe reads from its query (unknown or malformed values are ignored). */
export interface AlertPreset {
  type: SubscriptionType;
  publicationId: number | null;
  column: string;
  keywords: string;
}

/** Reads /emailSubscribe's query parameters `type`, `publicationId`, `column` and `keywords`. */
export function alertPreset(search: URLSearchParams): AlertPreset {
  const id = Number(search.get('publicationId'));
  return {
    type: URL_TYPES[search.get('type') ?? ''] ?? 'CURRENT',
    publicationId: Number.isSafeInteger(id) && id > 0 ? id : null,
    column: (search.get('column') ?? '').trim().slice(0, 200),
    keywords: (search.get('keywords') ?? '').trim().slice(0, 600),
  };
}

/** True when an alert of `type` watches one journal (current issue, online first and column alerts do). */
export function needsJournal(type: SubscriptionType): boolean {
  return type !== 'KEYWORDS';
}
