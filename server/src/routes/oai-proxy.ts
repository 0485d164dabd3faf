/**
 * OAI-PMH 2.0 on every host: `GET|POST /oai` streams rc-pub's `/rc-pub/oai` answer (XML). The gateway
 * tells rc-pub the base URL harvesters use, `{page origin}/oai` (the page's protocol and Host, through TRUST_PROXY
 * like every other use of them; domain/citation.ts requestOrigin), in `x-oai-base-url`: `<request>` and Identify's
 * baseURL name this host, and rc-pub derives from its origin the deployment's repository identifier (the sites' base
 * domain, the same on every host) and the sites' origins of the article pages
 * (docs/product/citation-and-harvest.md#oai-pmh). POST form arguments (OAI-PMH section 3.1.1.2) are passed on as a
 * query, repeats kept (rc-pub answers badArgument for them). Never page-cached: lists move with imports. Counted against RATE_LIMIT_EXPORT
 * (plugins/external/rate-limit.ts EXPORT_PATHS). rc-pub unreachable: 502 plain text.
 */
import { parse } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RcPubPaths } from 'rc-pub/contract';
import { requestOrigin } from '../domain/citation.js';
import { isGatewayError } from '../domain/errors.js';

/** The gateway path of the OAI-PMH base URL. */
export const OAI_PATH = '/oai';

/** Request header naming the base URL to rc-pub (rc-pub/src/oai/handler.ts). */
const BASE_URL_HEADER = 'x-oai-base-url';

/** Largest form body accepted (bytes); the longest argument is a resumption token. */
const FORM_BODY_LIMIT = 8 * 1024;

/** The request's arguments as a query string, every value of a repeated argument kept. */
function argsQuery(args: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) {
    for (const one of Array.isArray(v) ? v : [v]) if (typeof one === 'string') qs.append(k, one);
  }
  return qs.toString();
}

async function oaiProxy(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, parse(body as string)),
    );
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const args = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown> | undefined;
      const qs = argsQuery(args ?? {});
      const origin = requestOrigin(req.protocol, req.host);
      const caller = { lang: 'en' as const, requestId: req.id };
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
      try {
        const res = await services.http.stream(
          caller,
          `${RcPubPaths.oai}${qs ? `?${qs}` : ''}`,
          origin ? { [BASE_URL_HEADER]: `${origin}${OAI_PATH}` } : {},
        );
        reply.code(res.statusCode);
        const type = res.headers['content-type'];
        if (typeof type === 'string') reply.type(type);
        return reply.send(res.body);
      } catch (e) {
        const message = isGatewayError(e) ? e.message : 'rc-pub OAI-PMH failed';
        return reply.code(502).type('text/plain; charset=utf-8').send(`${message}\n`);
      }
    };
    scope.get(OAI_PATH, handler);
    scope.post(OAI_PATH, handler);
  });
}

/** Registers GET and POST /oai on every host. */
export const oaiProxyRoutes = fp(oaiProxy, {
  name: 'oai-proxy',
  fastify: '5.x',
  dependencies: ['gateway', 'rate-limit'],
});
