/**
 * Request context and error mapping for every rc-pub route (SPEC §7 envelope):
 * - `language` header → ctx.lang (zh default), `token` header → ctx.token;
 * - business errors ({@link RcPubError}) and schema validation errors → HTTP 200 envelope (status 400/404/10001…);
 * - unknown routes → HTTP 404 envelope status 404; real faults → HTTP 500 envelope status 500 (details only in the log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeStatus, ErrorCode } from '../contract/errors.js';
import type { Envelope, Lang } from '../contract/wire.js';
import type { Db } from '../db/client.js';
import type { ServiceCtx } from './context.js';
import { RcPubError } from './errors.js';
import { parseLang, t } from './i18n.js';
import { installInputGuard } from './input-guard.js';
import { validationMessage } from './validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: ServiceCtx;
  }
}

function headerValue(v: string | string[] | undefined): string | null {
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  return s ? s : null;
}

/** Builds an error envelope. */
export function errorEnvelope(status: number, code: string, message: string, data: unknown = null): Envelope<unknown> {
  return { status, message, data, code };
}

function langOf(req: FastifyRequest): Lang {
  return req.ctx?.lang ?? parseLang(req.headers.language);
}

/** Installs the request context hook, the error handler and the not-found handler on `app`. */
export function installHttp(app: FastifyInstance, db: Db): void {
  app.decorateRequest('ctx', null as unknown as ServiceCtx);
  app.addHook('onRequest', async (req) => {
    req.ctx = { db, lang: parseLang(req.headers.language), token: headerValue(req.headers.token), log: req.log };
  });
  installInputGuard(app);
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req);
    if (err instanceof RcPubError) {
      return reply.code(200).send(errorEnvelope(err.status, err.code, t(lang, err.key, err.params), err.data));
    }
    if (err.validation) {
      return reply
        .code(200)
        .send(errorEnvelope(EnvelopeStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST, validationMessage(lang, err)));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const reason = err.message || String(err.statusCode);
      return reply
        .code(200)
        .send(errorEnvelope(EnvelopeStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST, t(lang, 'badRequest', { reason })));
    }
    req.log.error({ err }, 'rc-pub: unhandled error');
    return reply.code(500).send(errorEnvelope(EnvelopeStatus.INTERNAL, ErrorCode.INTERNAL, t(lang, 'internal')));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    reply
      .code(404)
      .send(errorEnvelope(EnvelopeStatus.NOT_FOUND, ErrorCode.NOT_FOUND, t(langOf(req), 'routeNotFound', { path })));
  });
}
