/**
 * GET /rc-pub/front/files/get?id= → the stored bytes with their content type (not enveloped; images and
 * footer logos, docs/product/calls-and-errors.md#files). Files are content-addressed (sha256), so they are cached for a year and revalidated by ETag; the
 * security headers (CSP sandbox, nosniff, attachment for active types) are lib/file-headers.ts's. One byte range
 * (`Range: bytes=…`) is answered 206 with that part, so video, audio and PDF viewers can seek (storage/range.ts).
 * Unknown id → HTTP 404 with the envelope.
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { errorEnvelopeSchema, timestampsParam } from '../../lib/route.js';
import { RcPubError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/http.js';
import { FILE_CACHE_CONTROL, FILE_CSP, contentDisposition, etagMatches, strongEtag } from '../../lib/file-headers.js';
import { t } from '../../lib/i18n.js';
import { getFile } from '../../services/file/get-file.js';
import { byteRange } from '../../storage/range.js';
import { Id } from '../params.js';

/** Bytes of any media type: OpenAPI's binary string. */
const bytes = { schema: { type: 'string', format: 'binary' } };

/**
 * Responses of the file route for OpenAPI: 200 is bytes, not JSON (the media types imports store: images, video,
 * audio; import/files.ts), with its caching and safety headers; 304 on a matching If-None-Match; 404 the envelope.
 * Fastify sends a Buffer as it is, so these schemas only document.
 */
const fileResponses = {
  200: {
    description:
      'The stored bytes with their own Content-Type; images, audio and video inline, other types as attachments',
    headers: {
      etag: { type: 'string', description: 'strong ETag: the sha256 of the bytes, quoted' },
      'cache-control': { type: 'string', description: FILE_CACHE_CONTROL },
      'content-disposition': { type: 'string', description: 'inline or attachment, with the file name (RFC 8187)' },
      'accept-ranges': { type: 'string', description: 'bytes: one byte range may be asked for (Range)' },
    },
    content: { 'image/*': bytes, 'video/*': bytes, 'audio/*': bytes, 'application/octet-stream': bytes },
  },
  206: {
    description: 'The byte range asked for (Range: bytes=start-end, start- or -length; If-Range by ETag)',
    headers: { 'content-range': { type: 'string', description: 'bytes start-end/size' } },
    content: { 'application/octet-stream': bytes },
  },
  304: { description: 'Not modified: If-None-Match matched the ETag', type: 'null' },
  416: { description: 'Range not satisfiable: it starts past the end (Content-Range: bytes */size)', type: 'null' },
  404: errorEnvelopeSchema('unknown file id (HTTP 404, envelope status 404)'),
};

/** Registers the file route. */
export function registerFileRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.file,
    {
      schema: {
        summary: 'Bytes of a stored file (image, logo) with its content type; HTTP 404 envelope for an unknown id',
        tags: ['file'],
        querystring: Type.Object({ id: Id('file id'), timestamps: timestampsParam }),
        response: fileResponses,
      },
    },
    async (req, reply) => {
      try {
        const file = await getFile({ ctx: req.ctx, input: { id: req.query.id } });
        const etag = strongEtag(file.sha256);
        // Stored files come from imported packages (untrusted): lib/file-headers.ts
        reply
          .header('cache-control', FILE_CACHE_CONTROL)
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .header('content-disposition', contentDisposition(file.mime, file.name));
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
        reply.header('accept-ranges', 'bytes').type(file.mime);
        const range = byteRange(req.headers.range, file.data.length, etag, req.headers['if-range']);
        if (range.kind === 'unsatisfiable')
          return reply.code(416).header('content-range', `bytes */${file.data.length}`).send();
        if (range.kind === 'part')
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.data.length}`)
            .header('content-length', range.end - range.start + 1)
            .send(file.data.subarray(range.start, range.end + 1));
        return reply.header('content-length', file.data.length).send(file.data);
      } catch (err) {
        if (!(err instanceof RcPubError)) throw err;
        return reply.code(404).send(errorEnvelope(err.status, err.code, t(req.ctx.lang, err.key, err.params)));
      }
    },
  );
}
