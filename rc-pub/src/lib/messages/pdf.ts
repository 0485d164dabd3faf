/**
 * Messages of the article PDF (docs/product/content.md#article-pdf): the 503 envelopes when no PDF can be made just
 * now, and the page a reader sees while one is being rendered (HTTP 202). Merged into lib/i18n.ts.
 */
import type { Lang } from '../../contract/wire.js';

export const pdfMessages = {
  pdfUnavailable: {
    zh: 'PDF 暂时无法生成（渲染服务未启动），请稍后重试',
    en: 'The PDF cannot be made just now (the renderer is not running); please try again later',
  },
  pdfFailed: {
    zh: 'PDF 生成失败，请稍后重试',
    en: 'The PDF could not be made; please try again later',
  },
  pdfPreparingTitle: { zh: 'PDF 正在生成', en: 'The PDF is being prepared' },
  pdfPreparingBody: {
    zh: '正在生成本文的 PDF，通常只需几秒钟。本页将在 {seconds} 秒后自动刷新。',
    en: 'The PDF of this article is being prepared; this usually takes a few seconds. This page reloads itself in {seconds} seconds.',
  },
  pdfPreparingRetry: { zh: '立即重试', en: 'Try again now' },
} as const satisfies Record<string, Record<Lang, string>>;
