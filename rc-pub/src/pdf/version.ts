/**
 * The version key of a rendered PDF (docs/product/content.md#article-pdf): a PDF is rendered once per article
 * version and kept; it is rendered again when the key changes, that is when the article's content changes (its
 * content hash, repositories/article-pdfs.ts), when its journal's name or its issue changes (the running head), or when
 * the document itself changes (RENDERER_VERSION).
 */
import { createHash } from 'node:crypto';
import type { PdfState } from '../repositories/article-pdfs.js';

/**
 * Version of the print document and stylesheet (pdf/document.ts, pdf/style.ts) and of the Chromium options
 * (pdf/renderer.ts): raise it when a change there alters what a PDF shows, so every stored rendered PDF is made again
 * on its next request.
 */
export const RENDERER_VERSION = 'article-pdf/1';

/** SHA-256 (hex) of the renderer version, the article's content hash and the running head's journal and issue. */
export function pdfVersionKey(state: Pick<PdfState, 'contentHash' | 'head'>): string {
  const h = state.head;
  return createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, state.contentHash, h.journalZh, h.journalEn, h.volume, h.number, h.year]))
    .digest('hex');
}
