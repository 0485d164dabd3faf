/**
 * GET /rc-pub/front/files/download?kind=file&id= | ?kind=xml&articleId= → the file as an attachment (not enveloped;
 * docs/product/calls-and-errors.md#files): a stored file of an article resource (figure image, supplementary file, media) or an
 * article's JATS XML. With a member token the download is kept in the member's downloads; visitors' are served and not
 * recorded. Errors: envelopes with HTTP 400 (bad input) or 404 (no such file or XML).
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { StringEnum } from '../../contract/wire-schemas/common.js';
import { dispositionOf } from '../../lib/file-headers.js';
import { DOWNLOAD_CACHE_CONTROL, downloadErrorHandler } from '../../lib/http.js';
import { commonHeaders, errorEnvelopeSchema, timestampsParam } from '../../lib/route.js';
import { downloadFile } from '../../services/member/download-file.js';
import { Id } from '../params.js';
import { binary, sendBytes } from './binary.js';

/** Registers the download route. */
export function registerDownloadRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.download,
    {
      schema: {
        summary: "Download a resource's file or an article's XML as an attachment; kept in a member's downloads",
        tags: ['member'],
        querystring: Type.Object({
          kind: Type.Optional(StringEnum(['file', 'xml'], 'file (default): a stored file by id; xml: an article XML')),
          id: Type.Optional(Id('file id of an article resource (kind=file)')),
          articleId: Type.Optional(Id('article whose JATS XML to download (kind=xml)')),
          timestamps: timestampsParam,
        }),
        headers: commonHeaders,
        response: {
          200: {
            description: 'The file as an attachment (its own type, or application/xml), nosniff, sandboxed, no-store',
            headers: {
              'content-disposition': { type: 'string', description: 'attachment with the file name (RFC 8187)' },
            },
            content: { 'application/octet-stream': binary, 'application/xml': binary, 'image/*': binary },
          },
          400: errorEnvelopeSchema('kind without its id, or a bad id (HTTP 400, envelope status 400)'),
          404: errorEnvelopeSchema('no such resource file or article XML (HTTP 404, envelope status 404)'),
        },
      },
      errorHandler: downloadErrorHandler((req) => req.ctx.lang),
    },
    async (req, reply) => {
      const q = req.query;
      const file = await downloadFile({
        ctx: req.ctx,
        input: { kind: q.kind ?? 'file', id: q.id, articleId: q.articleId },
      });
      return sendBytes(reply, file, dispositionOf('attachment', file.name), DOWNLOAD_CACHE_CONTROL);
    },
  );
}
