/**
 * Envelope messages of what members keep (issue 11; SPEC §5, §8 texts): favourites, downloads, history, personal
 * albums and uploads. Merged into lib/i18n.ts; every key has zh and en.
 */
import type { Lang } from '../../contract/wire.js';

export const memberMessages = {
  memberItemNotFound: { zh: '记录不存在：{id}', en: 'No such record: {id}' },
} as const satisfies Record<string, Record<Lang, string>>;
