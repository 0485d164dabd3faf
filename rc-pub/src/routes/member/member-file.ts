/**
 * GET /rc-pub/front/files/member?id= → the caller's own uploaded image (not enveloped). Anyone else's file,
 * a visitor or an ended session: HTTP 404 with the envelope (whether the file exists is not told).
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { contentDisposition } from '../../lib/file-headers.js';
import { downloadErrorHandler } from '../../lib/http.js';
import { commonHeaders, errorEnvelopeSchema, timestampsParam } from '../../lib/route.js';
import { getMemberFile } from '../../services/member/get-member-file.js';
import { Id } from '../params.js';
import { binary, sendBytes } from './binary.js';

/** Private to one member: never stored by shared caches. */
const CACHE_CONTROL = 'private, no-store';

/** Registers the member file route. */
export function registerMemberFileRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.memberFile,
    {
      schema: {
        summary: "The caller's own uploaded image (token); HTTP 404 envelope for anyone else's or a visitor",
        tags: ['member'],
        querystring: Type.Object({ id: Id('member file id'), timestamps: timestampsParam }),
        headers: commonHeaders,
        response: {
          200: {
            description: 'The re-encoded image (PNG or JPEG), inline, nosniff, sandboxed',
            content: { 'image/png': binary, 'image/jpeg': binary },
          },
          400: errorEnvelopeSchema('bad id (HTTP 400, envelope status 400)'),
          404: errorEnvelopeSchema("not the caller's file (HTTP 404, envelope status 404)"),
        },
      },
      errorHandler: downloadErrorHandler((req) => req.ctx.lang),
    },
    async (req, reply) => {
      const file = await getMemberFile({ ctx: req.ctx, input: { id: req.query.id } });
      return sendBytes(reply, file, contentDisposition(file.mime, file.name), CACHE_CONTROL);
    },
  );
}
