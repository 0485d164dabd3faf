/**
 * Request ids and logging (ops): the Fastify request id is the incoming `x-request-id` when it is a sane token (else a
 * fresh UUID) and is echoed in the response; code that calls rc-pub for a request is handed the id (GraphQL contexts,
 * server renders: plugins/app/ssr.ts) rather than reading it from an AsyncLocalStorage, whose async hooks cost every
 * request of the process a third of its throughput on Node 20 (cached pages). Fastify's per-request lines are at debug
 * ({@link QuietRequestLog}); the logger prints pino-pretty when LOG_PRETTY says so (auto: on a TTY) and JSON lines
 * otherwise.
 */
import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { loggableUrl } from 'rc-pub/contract';

/** Header carrying the request id in both directions (and towards rc-pub). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is 1-128 characters of letters, digits and `-_.:` (nothing to inject into logs). */
export function acceptRequestId(raw: string | string[] | undefined): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[\w.:-]{1,128}$/.test(v) ? v : undefined;
}

/**
 * Fastify's per-request lines at debug instead of info (a busy gateway would log two lines per request); a response
 * that failed mid-stream at warn. Error handling keeps Fastify's levels: 5xx at error, 4xx at info.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.warn({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * How a request appears in log lines: Fastify's default fields, with credentials in the URL redacted (rc-pub/contract
 * loggableUrl: a SUSHI `api_key`, a handed-over session `token`).
 */
export function requestLine(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: loggableUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Fastify server options for logging and ids.
 * @param level pino level; `pretty` pino-pretty instead of JSON lines (config.logPretty); `logger` replaces the logger
 *   option (tests pass false or their own stream).
 */
export function loggingOptions(
  level: string,
  pretty: boolean,
  logger?: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger:
      (logger && typeof logger === 'object' && !('serializers' in logger)
        ? { ...logger, serializers: { req: requestLine } }
        : logger) ??
      (pretty
        ? {
            level,
            serializers: { req: requestLine },
            transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
          }
        : { level, serializers: { req: requestLine } }),
    requestIdHeader: false,
    genReqId: (req) => acceptRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    logController: new QuietRequestLog(),
  };
}

async function requestLog(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}

/** Registers the request-id hooks for every route of the app (register before the routes). */
export const requestLogPlugin = fp(requestLog, { name: 'request-log', fastify: '5.x' });
