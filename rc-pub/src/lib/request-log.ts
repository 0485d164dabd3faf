/**
 * Request ids and request logs. The gateway sends `x-request-id`; rc-pub uses it as Fastify's request id
 * (so a gateway request can be followed into rc-pub's log) or generates a UUID, and echoes it in the response header.
 * Per-request log lines go at debug level (Fastify's own info-level lines are turned off in app.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { loggableUrl } from '../contract/loggable-url.js';

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids we take from the caller: short, printable, no spaces or quotes (a log line stays one line). */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify `genReqId`: the caller's `x-request-id` when it is a safe token, else a fresh UUID. */
export function requestIdOf(req: RawRequestDefaultExpression): string {
  const raw = req.headers[REQUEST_ID_HEADER];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && SAFE_ID.test(v) ? v : randomUUID();
}

/** Echoes the request id on every response and logs each request at debug level when it completes (credentials in the URL redacted). */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      {
        method: req.method,
        url: loggableUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
