/**
 * Verb: an article's PDF (GET /front/files/pdf?articleId=, docs/product/content.md#article-pdf): the package's own
 * PDF when the import stored one, else the PDF rendered from the article for its current version, rendered now when
 * there is none yet (requests for the same version share one rendering). A rendering that takes longer than the wait
 * (RC_PUB_PDF_WAIT_SECONDS) goes on in the background and the answer is "being prepared".
 *
 * Every PDF served (also a 304 revalidation: a successful request by COUNTER R5; of byte ranges, the one from byte 0)
 * counts as a download of the article
 * through the usage recorder (crawlers and double clicks left out, usage/counter.ts), and a member's is kept in their
 * downloads (docs/product/members.md#downloads-and-history), as the other downloads (services/member/download-file.ts).
 */
import { optionalMember } from '../../accounts/member-auth.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { DownloadKind } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound, RcPubError } from '../../lib/errors.js';
import { etagMatches, strongEtag } from '../../lib/file-headers.js';
import type { ServedPdf } from '../../pdf/cache.js';
import { renderArticlePdf } from '../../pdf/render-article.js';
import { ChromiumUnavailableError } from '../../pdf/renderer.js';
import { pdfVersionKey } from '../../pdf/version.js';
import { findPdfState, type PdfOrigin, type PdfState } from '../../repositories/article-pdfs.js';
import { insertDownload } from '../../repositories/member-history.js';
import { byteRange, type RangeAnswer } from '../../storage/range.js';
import { getFile } from './get-file.js';

/** Which PDF: the article, the request's If-None-Match (a 304 needs no bytes), Range and If-Range (viewers seek). */
export interface ArticlePdfInput {
  articleId: number;
  ifNoneMatch?: string | undefined;
  range?: string | undefined;
  ifRange?: string | string[] | undefined;
}

/**
 * The answer: the PDF (200, or 206 / 416 for the byte range asked for, storage/range.ts), unchanged (304), or being
 * prepared (202, ask again after `retryAfterSeconds`).
 */
export type ArticlePdfAnswer =
  | { state: 'file'; data: Buffer; range: RangeAnswer; name: string; etag: string; origin: PdfOrigin }
  | { state: 'notModified'; name: string; etag: string; origin: PdfOrigin }
  | { state: 'preparing'; retryAfterSeconds: number };

/**
 * Kind a member's PDF download is recorded with. The member downloads' kinds (contract/member.ts DownloadKind, the
 * GraphQL enum) have no 'pdf' yet, so it is recorded as the stored file it is, with its file id.
 */
const PDF_DOWNLOAD_KIND: DownloadKind = 'file';
/** Resource type of an article (docs/product/content.md#resource-types). */
const ARTICLE_RESOURCE_TYPE = 428;
/** Retry-After of a PDF being prepared: a rendering takes about a second, more when others wait before it. */
const RETRY_BASE_SECONDS = 5;

/** The PDF's file name from the DOI (10.1371_journal.pmed.0020124.pdf), else article-{id}.pdf. */
export function pdfFileName(doi: string | null, articleId: number): string {
  return `${doi ? doi.replace(/[^A-Za-z0-9._-]+/g, '_') : `article-${articleId}`}.pdf`;
}

/** `promise`'s value, or 'timeout' when it has not settled within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A PDF ready to serve, with its bytes when it was just rendered. */
type ReadyPdf = ServedPdf & { data?: Buffer };

/**
 * The rendered PDF of the article's current version: stored, or rendered now (shared with concurrent requests).
 * @throws RcPubError 503 when Chromium cannot start or the rendering fails
 */
async function renderedPdf(ctx: ServiceCtx, state: PdfState, name: string): Promise<ReadyPdf | 'timeout'> {
  const versionKey = pdfVersionKey(state);
  const stored = state.pdf;
  if (stored?.origin === 'rendered' && stored.versionKey === versionKey)
    return { fileId: stored.fileId, sha256: stored.sha256, name, origin: 'rendered' };
  const db = ctx.db;
  const rendering = ctx.pdf.once(`${state.articleId}:${versionKey}`, () =>
    renderArticlePdf(ctx.pdf, {
      db,
      articleId: state.articleId,
      versionKey,
      fileName: name,
      readFile: (id) => getFile({ ctx, input: { id } }).catch(() => null),
    }),
  );
  try {
    const done = await within(rendering, ctx.pdf.waitMs);
    return done === 'timeout'
      ? done
      : { fileId: done.fileId, sha256: done.sha256, data: done.data, name, origin: 'rendered' };
  } catch (err) {
    if (err instanceof ChromiumUnavailableError) throw new RcPubError(EnvelopeStatus.UNAVAILABLE, 'pdfUnavailable');
    throw new RcPubError(EnvelopeStatus.UNAVAILABLE, 'pdfFailed');
  }
}

/**
 * The PDF that serves article `articleId` now: the package's, else the rendered one of its current version.
 * @throws RcPubError 404 articleNotFound; 503 from {@link renderedPdf}
 */
async function currentPdf(ctx: ServiceCtx, articleId: number): Promise<ReadyPdf | 'timeout'> {
  const state = await findPdfState(ctx.db, articleId);
  if (!state) throw notFound('articleNotFound', { id: articleId });
  const name = pdfFileName(state.doi, state.articleId);
  if (state.pdf?.origin === 'package')
    return { fileId: state.pdf.fileId, sha256: state.pdf.sha256, name, origin: 'package' };
  return renderedPdf(ctx, state, name);
}

/** Counts a download of the article and keeps a member's in their downloads. */
async function countDownload(ctx: ServiceCtx, articleId: number, pdf: ServedPdf): Promise<void> {
  ctx.usage.record({
    articleId,
    metric: 'download',
    token: ctx.token,
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent,
  });
  const me = await optionalMember(ctx);
  if (me)
    await insertDownload(ctx.db, {
      memberId: me.memberId,
      articleId,
      resourceType: ARTICLE_RESOURCE_TYPE,
      resourceId: articleId,
      fileId: pdf.fileId,
      kind: PDF_DOWNLOAD_KIND,
      name: pdf.name,
    });
}

/**
 * The PDF of article `articleId`. An article served in the last seconds is served again from memory
 * (pdf/cache.ts), bytes included while they fit the cache.
 * @throws RcPubError 404 articleNotFound; 503 pdfUnavailable (Chromium cannot start) or pdfFailed (the rendering failed)
 */
export async function getArticlePdf({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: ArticlePdfInput;
}): Promise<ArticlePdfAnswer> {
  const cache = ctx.pdf.cache;
  const ready: ReadyPdf | 'timeout' = cache.served(input.articleId) ?? (await currentPdf(ctx, input.articleId));
  if (ready === 'timeout')
    return { state: 'preparing', retryAfterSeconds: RETRY_BASE_SECONDS * (1 + ctx.pdf.renderer.waiting) };
  const { data: fresh, ...pdf } = ready;
  cache.serve(input.articleId, pdf);
  const etag = strongEtag(pdf.sha256);
  if (etagMatches(input.ifNoneMatch, etag)) {
    await countDownload(ctx, input.articleId, pdf);
    return { state: 'notModified', name: pdf.name, etag, origin: pdf.origin };
  }
  const data = fresh ?? cache.data(pdf.sha256) ?? (await getFile({ ctx, input: { id: pdf.fileId } })).data;
  cache.keep(pdf.sha256, data);
  const range = byteRange(input.range, data.length, etag, input.ifRange);
  // A viewer reading the PDF in parts is one download: the part from byte 0 counts, the others not
  if (range.kind === 'whole' || (range.kind === 'part' && range.start === 0))
    await countDownload(ctx, input.articleId, pdf);
  return { state: 'file', data, range, name: pdf.name, etag, origin: pdf.origin };
}
