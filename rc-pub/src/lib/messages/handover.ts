/**
 * Envelope messages of the session hand-over (docs/product/members.md#token-hand-over): a code that cannot be
 * exchanged, and the issuing budget. Merged into lib/i18n.ts; every key has zh and en.
 */
import type { Lang } from '../../contract/wire.js';

export const handoverMessages = {
  handoverInvalid: {
    zh: '登录链接无效、已过期或已使用，请重新登录',
    en: 'This sign-in link is invalid, expired or already used; please log in',
  },
  handoverTooMany: {
    zh: '登录链接申请过于频繁，请 {seconds} 秒后再试',
    en: 'Too many sign-in links asked for; try again in {seconds} seconds',
  },
} as const satisfies Record<string, Record<Lang, string>>;
