/**
 * Envelope messages of accounts (issue 11; SPEC §5 password and phone rules, §8 texts): login, registration, SMS
 * codes, captcha, password changes, third-party login. Merged into lib/i18n.ts; every key has zh and en.
 */
import type { Lang } from '../../contract/wire.js';

export const accountMessages = {
  loginRequired: { zh: '请先登录', en: 'Please log in first' },
} as const satisfies Record<string, Record<Lang, string>>;
