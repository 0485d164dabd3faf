/**
 * GET /rc-pub/front/files/get?id= → the stored bytes with their content type (not enveloped; SPEC §7 images and
 * footer logos). Files are content-addressed (sha256), so they are cached for a year and revalidated by ETag.
 * Unknown id → HTTP 404 with the envelope.
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { timestampsParam } from '../../lib/route.js';
import { RcPubError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/http.js';
import { t } from '../../lib/i18n.js';
import { getFile } from '../../services/file/get-file.js';
import { Id } from '../params.js';

/** Registers the file route. */
export function registerFileRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.file,
    {
      schema: {
        summary: 'Bytes of a stored file (image, logo) with its content type; HTTP 404 envelope for an unknown id',
        tags: ['file'],
        querystring: Type.Object({ id: Id('file id'), timestamps: timestampsParam }),
      },
    },
    async (req, reply) => {
      try {
        const file = await getFile({ ctx: req.ctx, input: { id: req.query.id } });
        const etag = `"${file.sha256}"`;
        // Stored files come from imported packages (untrusted): never sniffed, and an SVG or HTML file cannot run scripts.
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(file.mime).header('content-length', file.data.length).send(file.data);
      } catch (err) {
        if (!(err instanceof RcPubError)) throw err;
        return reply.code(404).send(errorEnvelope(err.status, err.code, t(req.ctx.lang, err.key, err.params)));
      }
    },
  );
}
