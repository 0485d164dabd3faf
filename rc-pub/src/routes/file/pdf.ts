/**
 * GET /rc-pub/front/files/pdf?articleId= → the article's PDF (docs/product/content.md#article-pdf), not enveloped:
 * - 200 application/pdf inline, named from the DOI, with a strong ETag; cached but revalidated on every use
 *   (`no-cache`), since a rendered PDF changes with its article; 304 on a matching If-None-Match; 206 / 416 for a
 *   byte range (PDF viewers seek);
 * - 202 with Retry-After while the PDF is being rendered: a short page in the request's language that reloads
 *   itself, for a reader who clicked the link;
 * - envelopes with HTTP 400 (bad id), 404 (unknown article) and 503 with Retry-After (no PDF can be made just now).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeStatus } from '../../contract/errors.js';
import { RcPubPaths } from '../../contract/paths.js';
import type { Lang } from '../../contract/wire.js';
import { RcPubError } from '../../lib/errors.js';
import { dispositionOf } from '../../lib/file-headers.js';
import { DOWNLOAD_CACHE_CONTROL, downloadErrorHandler } from '../../lib/http.js';
import { t } from '../../lib/i18n.js';
import { escAttr } from '../../import/html.js';
import { commonHeaders, errorEnvelopeSchema, timestampsParam } from '../../lib/route.js';
import { getArticlePdf } from '../../services/file/get-article-pdf.js';
import { Id } from '../params.js';

/** Cache-Control of a PDF: any cache may keep it, but asks again (ETag) before each use. */
export const PDF_CACHE_CONTROL = 'public, no-cache';
/** Policy of the "being prepared" page: no script, no requests, its own inline style only. */
const PREPARING_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Retry-After of a 503 (seconds). */
const UNAVAILABLE_RETRY_SECONDS = 30;

const pdfBytes = { schema: { type: 'string', format: 'binary' } };
const page = { schema: { type: 'string' } };

/** The page a reader sees while the PDF is rendered: what happens, and a reload after `seconds`. */
export function preparingPage(lang: Lang, seconds: number): string {
  const title = t(lang, 'pdfPreparingTitle');
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<meta http-equiv="refresh" content="${seconds}"><title>${escAttr(title)}</title>` +
    '<style>body{font-family:system-ui,"Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif;max-width:36em;' +
    'margin:15vh auto;padding:0 1em;color:#222;line-height:1.6}a{color:#0b4f9c}</style></head><body>' +
    `<h1>${escAttr(title)}</h1><p>${escAttr(t(lang, 'pdfPreparingBody', { seconds }))}</p>` +
    `<p><a href="">${escAttr(t(lang, 'pdfPreparingRetry'))}</a></p></body></html>`
  );
}

/** Errors as the download routes answer them, with Retry-After on a 503. */
function pdfErrorHandler() {
  const envelopes = downloadErrorHandler((req) => req.ctx.lang);
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof RcPubError && err.status === EnvelopeStatus.UNAVAILABLE)
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    return envelopes(err, req, reply);
  };
}

/** Registers the article PDF route. */
export function registerArticlePdfRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.articlePdf,
    {
      schema: {
        summary:
          "An article's PDF: the package's own, else rendered from the article; 202 while being rendered; counts as a download",
        tags: ['file'],
        querystring: Type.Object({ articleId: Id('article whose PDF to send'), timestamps: timestampsParam }),
        headers: commonHeaders,
        response: {
          200: {
            description: 'The PDF, inline, named from the DOI (e.g. 10.1371_journal.pmed.0020124.pdf)',
            headers: {
              etag: { type: 'string', description: 'strong ETag: the sha256 of the PDF, quoted' },
              'cache-control': { type: 'string', description: PDF_CACHE_CONTROL },
              'content-disposition': { type: 'string', description: 'inline with the file name (RFC 8187)' },
              'accept-ranges': { type: 'string', description: 'bytes: one byte range may be asked for (Range)' },
            },
            content: { 'application/pdf': pdfBytes },
          },
          202: {
            description:
              'Being rendered: a readable page in the request language that reloads itself; ask again after Retry-After',
            headers: { 'retry-after': { type: 'integer', description: 'seconds to wait before asking again' } },
            content: { 'text/html': page },
          },
          206: {
            description: 'The byte range asked for (Range: bytes=start-end, start- or -length; If-Range by ETag)',
            headers: { 'content-range': { type: 'string', description: 'bytes start-end/size' } },
            content: { 'application/pdf': pdfBytes },
          },
          304: { description: 'Not modified: If-None-Match matched the ETag', type: 'null' },
          416: {
            description: 'Range not satisfiable: it starts past the end (Content-Range: bytes */size)',
            type: 'null',
          },
          400: errorEnvelopeSchema('a bad article id (HTTP 400, envelope status 400)'),
          404: errorEnvelopeSchema('unknown article (HTTP 404, envelope status 404)'),
          503: errorEnvelopeSchema('no PDF can be made just now (HTTP 503 with Retry-After, envelope status 503)'),
        },
      },
      errorHandler: pdfErrorHandler(),
    },
    async (req, reply) => {
      const answer = await getArticlePdf({
        ctx: req.ctx,
        input: {
          articleId: req.query.articleId,
          ifNoneMatch: req.headers['if-none-match'],
          range: req.headers.range,
          ifRange: req.headers['if-range'],
        },
      });
      if (answer.state === 'preparing')
        return reply
          .code(202)
          .type('text/html; charset=utf-8')
          .header('retry-after', String(answer.retryAfterSeconds))
          .header('cache-control', DOWNLOAD_CACHE_CONTROL)
          .header('content-security-policy', PREPARING_CSP)
          .header('x-content-type-options', 'nosniff')
          .send(preparingPage(req.ctx.lang, answer.retryAfterSeconds));
      reply
        .header('etag', answer.etag)
        .header('cache-control', PDF_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', dispositionOf('inline', answer.name));
      if (answer.state === 'notModified') return reply.code(304).send(null);
      const { data, range } = answer;
      reply.type('application/pdf').header('accept-ranges', 'bytes');
      if (range.kind === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${data.length}`).send(null);
      if (range.kind === 'part')
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
          .header('content-length', range.end - range.start + 1)
          .send(data.subarray(range.start, range.end + 1));
      return reply.header('content-length', data.length).send(data);
    },
  );
}
