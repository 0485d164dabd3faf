/**
 * GET /rc-pub/front/files/* → rc-pub, streamed with its status and content type (images in article HTML and footer
 * logos use that relative URL, SPEC §7 /front/files/get?id=). Any other /rc-pub/* path is not served by the gateway.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from './context.js';
import { resolveLanguage } from './domain/request.js';
import { isGatewayError } from './errors.js';

const PASS_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
];

/** Registers the file proxy and a 404 for other /rc-pub paths. */
export async function filesProxy(app: FastifyInstance, services: GatewayServices): Promise<void> {
  app.get('/rc-pub/front/files/*', async (req, reply) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const caller = {
      lang: resolveLanguage(req.headers['x-language'] as string | undefined, cookies.language),
      token: cookies.commonToken || undefined,
    };
    try {
      const res = await services.http.stream(caller, req.url);
      reply.code(res.statusCode);
      for (const h of PASS_HEADERS) {
        const v = res.headers[h];
        if (v !== undefined) reply.header(h, v);
      }
      return reply.send(res.body);
    } catch (e) {
      const message = isGatewayError(e) ? e.message : 'rc-pub file request failed';
      return reply.code(502).type('text/plain; charset=utf-8').send(message);
    }
  });
  app.get('/rc-pub/*', async (_req, reply) =>
    reply.code(404).send({
      status: 404,
      code: 'NOT_FOUND',
      message: 'The gateway serves only /rc-pub/front/files/* from rc-pub',
      data: null,
    }),
  );
}
