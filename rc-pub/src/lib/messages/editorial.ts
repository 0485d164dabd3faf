/**
 * Envelope messages of editorial boards, experts and books (docs/product/calls-and-errors.md#editorial-board-and-books: book jump and book config failures show
 * the server message as an error toast, so these are what the reader reads). Merged into lib/i18n.ts.
 */
import type { Lang } from '../../contract/wire.js';

export const editorialMessages = {
  expertNotFound: { zh: '编委不存在：{id}', en: 'Board member not found: {id}' },
  bookNotFound: { zh: '图书不存在：{id}', en: 'Book not found: {id}' },
  unknownConfig: { zh: '未知的配置项：{name}', en: 'Unknown configuration: {name}' },
  bookCloudOff: { zh: '本站未开通图书云阅读', en: 'Book cloud reading is not available on this portal' },
  bookJumpTicket: {
    zh: '图书云跳转链接无效或已过期，请刷新页面后重试',
    en: 'The book cloud link is invalid or has expired; reload the page and try again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
