/**
 * One way to refuse a request before any work (rate limit 429, load shedding 503, a malformed GraphQL body 400), in
 * the form its client reads: GraphQL JSON with `extensions.code` for /graphql, a small HTML page for page requests,
 * rc-pub's envelope shape for /rc-pub/*, a COUNTER Exception for the SUSHI API under /counter/ (docs/product/usage.md#counter-reports-sushi). Codes come from the closed set in rc-pub/src/contract/errors.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from 'rc-pub/contract';
import { escapeHtml } from '../domain/html.js';

/** What to answer. */
export interface Refusal {
  status: number;
  code: ErrorCode;
  /** English sentence for logs, JSON and the page. */
  message: string;
  /** Chinese sentence shown on the page beside the English one. */
  messageZh: string;
  /** Retry-After in seconds, if the client may retry. */
  retryAfterS?: number | undefined;
}

/** True for the GraphQL endpoint (any query string). */
export function isGraphqlRequest(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0];
  return path === '/graphql';
}

/**
 * The COUNTER_SUSHI Exception of a refusal (COUNTER R5.1 Appendix D, Table D.1, whose messages are fixed): 1020 for
 * 429, 1000 Service Not Available otherwise, with the gateway's sentence as `Data`.
 */
export function counterException(r: Refusal): { Code: number; Message: string; Data: string } {
  return r.status === 429
    ? { Code: 1020, Message: 'Client has made too many requests', Data: r.message }
    : { Code: 1000, Message: 'Service Not Available', Data: r.message };
}

/** The HTML page of a refusal (bilingual, no script, no external resources). */
export function refusalPage(r: Refusal): string {
  return (
    '<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    `<title>${r.status} ${escapeHtml(r.messageZh)}</title></head>` +
    '<body style="font-family:sans-serif;max-width:40em;margin:4em auto;padding:0 1em">' +
    `<h1>${escapeHtml(r.messageZh)}</h1><p lang="en">${escapeHtml(r.message)}</p>` +
    `<p><small>${r.status} ${r.code}</small></p></body></html>`
  );
}

/**
 * Sends `r` (status, Retry-After, `cache-control: no-store`) and returns the reply, so hooks can `return refuse(...)`.
 * The log line is at info: a refused request is the client's or the load's doing, not a fault of the gateway.
 */
export function refuse(req: FastifyRequest, reply: FastifyReply, r: Refusal): FastifyReply {
  req.log.info({ code: r.code, status: r.status }, r.message);
  reply.code(r.status).header('cache-control', 'no-store');
  if (r.retryAfterS !== undefined) reply.header('retry-after', String(r.retryAfterS));
  if (isGraphqlRequest(req)) {
    return reply
      .type('application/json; charset=utf-8')
      .send({ data: null, errors: [{ message: r.message, extensions: { code: r.code } }] });
  }
  if (req.url.startsWith('/counter/')) {
    return reply.type('application/json; charset=utf-8').send(counterException(r));
  }
  if (req.url.startsWith('/rc-pub/')) {
    return reply
      .type('application/json; charset=utf-8')
      .send({ status: r.status, code: r.code, message: r.message, data: null });
  }
  return reply.type('text/html; charset=utf-8').send(refusalPage(r));
}
