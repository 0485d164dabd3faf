/**
 * COUNTER R5.1 usage reports (COUNTER_SUSHI API) on every host: `GET /counter/r51/{status|members|reports|reports/{id}}`
 * passes rc-pub's `/rc-pub/counter/r51/…` answer on as it is (COUNTER JSON, a report's TSV with `.tsv`, COUNTER
 * Exceptions with their HTTP status; docs/product/usage.md#counter-reports-sushi). The gateway tells rc-pub the page
 * origin (`x-portal-origin`, protocol and Host through TRUST_PROXY as every other use of them), from which rc-pub
 * names the platform. Never page-cached (no-store). Counted against RATE_LIMIT_EXPORT
 * (plugins/external/rate-limit.ts EXPORT_PREFIXES). rc-pub unreachable: 503 with Exception 1000, as COUNTER clients
 * expect.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CounterPaths } from 'rc-pub/contract';
import { requestOrigin } from '../domain/citation.js';

/** The gateway prefix of the COUNTER_SUSHI API (its base URL is `{origin}/counter`). */
export const COUNTER_PREFIX = '/counter';

/** Path segments after `/counter/r51/` rc-pub has: letters, digits, `_`, `.` and `/`, never a `..` segment. */
const REST = /^[A-Za-z0-9_./-]{0,100}$/;

/** The Exception of an unreachable rc-pub (CoP R5.1 Appendix D, 1000 Service Not Available). */
const UNAVAILABLE = { Code: 1000, Message: 'Service Not Available', Data: 'the report service does not answer' };

async function counterProxy(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    const rest = (req.params as { '*': string })['*'] ?? '';
    if (!REST.test(rest) || rest.split('/').includes('..'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    const q = req.url.indexOf('?');
    const query = q < 0 ? '' : req.url.slice(q);
    const origin = requestOrigin(req.protocol, req.host);
    const caller = { lang: 'en' as const, requestId: req.id, ...(origin ? { portalOrigin: origin } : {}) };
    try {
      const res = await services.http.stream(caller, `${CounterPaths.base}/r51/${rest}${query}`);
      reply.code(res.statusCode);
      for (const h of ['content-type', 'content-disposition']) {
        const v = res.headers[h];
        if (typeof v === 'string') reply.header(h, v);
      }
      return reply.send(res.body);
    } catch {
      return reply.code(503).type('application/json; charset=utf-8').send(UNAVAILABLE);
    }
  };
  app.get(`${COUNTER_PREFIX}/r51/*`, handler);
}

/** Registers GET /counter/r51/* on every host. */
export const counterProxyRoutes = fp(counterProxy, {
  name: 'counter-proxy',
  fastify: '5.x',
  dependencies: ['gateway', 'rate-limit'],
});
