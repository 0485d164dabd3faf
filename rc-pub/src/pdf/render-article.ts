/**
 * Renders one article version to PDF and keeps it (docs/product/content.md#article-pdf): builds the print document
 * from the database, prints it in the app's Chromium with the article's stored images answered from the files table
 * (a web rendition for an image Chromium cannot draw or a very large one), stores the PDF once by content and points
 * the article's `article_pdfs` row at it.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import { printableImageId, saveRenderedPdf } from '../repositories/article-pdfs.js';
import { buildPdfDocument } from './document.js';
import type { PdfKit } from './kit.js';
import type { PrintFile } from './renderer.js';
import { loadPdfInput } from './source.js';

/** A PDF just rendered and stored. */
export interface RenderedArticlePdf {
  fileId: number;
  data: Buffer;
  sha256: string;
  pages: number;
}

/** What a rendering needs besides the kit: the database, the article version, how to read a stored file. */
export interface RenderArticleInput {
  db: Db;
  articleId: number;
  versionKey: string;
  /** The bytes of stored file `id` (services/file/get-file.ts), null when it cannot be read. */
  readFile: (id: number) => Promise<PrintFile | null>;
  /** Name of the stored PDF file, e.g. 10.1371_journal.pmed.0020124.pdf. */
  fileName: string;
}

/**
 * Renders and stores article `articleId` at `versionKey`.
 * @throws Error when the article is gone; pdf/renderer.ts ChromiumUnavailableError when Chromium cannot start.
 */
export async function renderArticlePdf(kit: PdfKit, input: RenderArticleInput): Promise<RenderedArticlePdf> {
  const source = await loadPdfInput(input.db, input.articleId);
  if (!source) throw new Error(`article ${input.articleId} is gone`);
  const doc = buildPdfDocument(source);
  const printed = await kit.renderer.print({
    ...doc,
    fileOf: async (id) => input.readFile(await printableImageId(input.db, id)),
  });
  const sha256 = createHash('sha256').update(printed.data).digest('hex');
  const fileId = await saveRenderedPdf(input.db, {
    articleId: input.articleId,
    versionKey: input.versionKey,
    pages: printed.pages,
    file: { name: input.fileName, mime: 'application/pdf', data: printed.data, sha256 },
  });
  return { fileId, data: printed.data, sha256, pages: printed.pages };
}
