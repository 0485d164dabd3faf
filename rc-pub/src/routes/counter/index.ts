/**
 * GET /rc-pub/counter/r51/{status|members|reports|reports/{id}[.tsv]} → COUNTER R5.1 (COUNTER_SUSHI API) answers:
 * COUNTER's JSON (or a report's TSV), not envelopes (docs/product/usage.md#counter-reports-sushi). Request errors are
 * COUNTER Exceptions with their HTTP status; an unknown report is 404 (CoP R5.1 Appendix D); a fault is Exception
 * 1000 with 503. The platform is named after the portal origin the gateway passes in `x-portal-origin` (else this
 * request's own). Never cached. Left out of rc-pub's OpenAPI document: COUNTER's own document describes these
 * answers (tests/fixtures/counter-schemas/).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CounterPaths } from '../../contract/counter.js';
import { CounterException, exceptionJson, exceptionText } from '../../counter/exceptions.js';
import { REPORT_IDS } from '../../counter/reports.js';
import { counterReport } from '../../services/counter/get-report.js';
import { counterMembers } from '../../services/counter/members.js';
import { counterReportList } from '../../services/counter/report-list.js';
import type { CounterParams } from '../../services/counter/requester.js';
import { counterStatus } from '../../services/counter/status.js';

/** The query as the verbs read it: the first value of each parameter. */
function paramsOf(req: FastifyRequest): CounterParams {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    const one = Array.isArray(v) ? v[0] : v;
    if (typeof one === 'string') out[k] = one;
  }
  return out;
}

/** The portal origin of the request: the gateway's header, else this request's own origin. */
function originOf(req: FastifyRequest): string {
  return req.ctx.portalOrigin ?? `${req.protocol}://${req.host}`;
}

/** Answers `e` as COUNTER does: a CounterException with its status, anything else as 1000 (logged). */
function fail(req: FastifyRequest, reply: FastifyReply, e: unknown, tsv = false): FastifyReply {
  const ex = e instanceof CounterException ? e : null;
  if (!ex) req.log.error({ err: e }, 'COUNTER report failed');
  const json = ex?.json ?? exceptionJson(1000, 'the report could not be built; please retry later');
  reply.code(ex?.httpStatus ?? 503).header('cache-control', 'no-store');
  if (tsv) return reply.type('text/plain; charset=utf-8').send(`${exceptionText(json)}\n`);
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends a JSON answer, never cached. */
function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** Registers the COUNTER routes. */
export function registerCounterRoutes(app: FastifyInstance): void {
  const hide = { schema: { hide: true } };
  const input = (req: FastifyRequest) => ({ params: paramsOf(req), origin: originOf(req) });
  app.get(CounterPaths.status, hide, async (req, reply) => {
    try {
      return sendJson(reply, await counterStatus({ ctx: req.ctx, input: input(req) }));
    } catch (e) {
      return fail(req, reply, e);
    }
  });
  app.get(CounterPaths.members, hide, async (req, reply) => {
    try {
      return sendJson(reply, await counterMembers({ ctx: req.ctx, input: input(req) }));
    } catch (e) {
      return fail(req, reply, e);
    }
  });
  app.get(CounterPaths.reports, hide, async (req, reply) => {
    try {
      return sendJson(reply, await counterReportList({ ctx: req.ctx, input: input(req) }));
    } catch (e) {
      return fail(req, reply, e);
    }
  });
  app.get(`${CounterPaths.reports}/:report`, hide, async (req, reply) => {
    const path = (req.params as { report: string }).report;
    const tsv = path.toLowerCase().endsWith('.tsv');
    const reportId = tsv ? path.slice(0, -4) : path;
    try {
      const answer = await counterReport({
        ctx: req.ctx,
        input: { ...input(req), reportId, format: tsv ? 'tsv' : 'json' },
      });
      if (!answer)
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send({ Code: 0, Message: 'Report Not Supported', Data: `reports here: ${REPORT_IDS.join(', ')}` });
      if (answer.format === 'json') return sendJson(reply, answer.body);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${answer.filename}"`)
        .type('text/tab-separated-values; charset=utf-8')
        .send(answer.body);
    } catch (e) {
      return fail(req, reply, e, tsv);
    }
  });
}
