/**
 * Request context and error mapping for every rc-pub route (docs/product/calls-and-errors.md#envelope):
 * - `language` header → ctx.lang (zh default), `token` header → ctx.token, and what the features add to the context
 *   (lib/context.ts; e.g. `x-portal-origin` → ctx.portalOrigin);
 * - business errors ({@link RcPubError}) and schema validation errors → HTTP 200 envelope (status 400/404/10001…),
 *   serialized with JSON.stringify rather than the route's response schema (which declares the success `data`);
 * - unknown routes → HTTP 404 envelope status 404; real faults → HTTP 500 envelope status 500 (details only in the log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../contract/account.js';
import { EnvelopeStatus, ErrorCode } from '../contract/errors.js';
import type { Envelope, Lang } from '../contract/wire.js';
import type { Db } from '../db/client.js';
import type { CtxContributor, CtxExtensionKey, ServiceCtx } from './context.js';
import { RcPubError } from './errors.js';
import { parseLang, t } from './i18n.js';
import { installInputGuard } from './input-guard.js';
import { validationMessage } from './validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: ServiceCtx;
  }
}

/** A header's trimmed value (the first when repeated), null when absent or blank. */
export function headerValue(v: string | string[] | undefined): string | null {
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  return s ? s : null;
}

/** Builds an error envelope; `data` is null unless given (e.g. the details of a business error). */
export function errorEnvelope<D = null>(
  status: number,
  code: string,
  message: string,
  data: D | null = null,
): Envelope<D | null> & { code: string } {
  return { status, message, data, code };
}

function langOf(req: FastifyRequest): Lang {
  return req.ctx?.lang ?? parseLang(req.headers.language);
}

/** What {@link installHttp} builds every request's context from. */
export interface HttpOptions {
  /** Field-encryption key (RC_PUB_AES_KEY or its file), ctx.fieldKey. */
  fieldKey: Buffer;
  /** Peers whose `x-client-ip` header is believed (RC_PUB_CLIENT_IP_FROM), for ctx.clientIp. */
  clientIpFrom: readonly string[];
  /** The features' part of the context (lib/context.ts contextExtensions): every field they declared. */
  extensions: CtxContributor<CtxExtensionKey>;
}

/** Cache-Control of downloads and of their errors: they depend on the caller and on content that changes. */
export const DOWNLOAD_CACHE_CONTROL = 'no-store';

/**
 * Error handler of routes that answer files, not envelopes (citation export, member downloads and files): business
 * and validation errors become envelopes with the matching HTTP status (400, 404) and `Cache-Control: no-store`,
 * messages in `langOf(req)`; anything else goes on to the app's handler.
 */
export function downloadErrorHandler(langOf: (req: FastifyRequest) => Lang) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req);
    reply.header('cache-control', DOWNLOAD_CACHE_CONTROL);
    if (err instanceof RcPubError)
      return reply.code(err.status).send(errorEnvelope(err.status, err.code, t(lang, err.key, err.params)));
    if (err.validation)
      return reply
        .code(EnvelopeStatus.BAD_REQUEST)
        .send(errorEnvelope(EnvelopeStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST, validationMessage(lang, err)));
    throw err;
  };
}

/**
 * The client's IP: the `x-client-ip` header when the peer is one of `trusted` (the gateway, which sets it from the
 * browser's connection), else the peer's own address.
 */
function clientIpOf(req: FastifyRequest, trusted: readonly string[]): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = headerValue(req.headers[CLIENT_IP_HEADER]);
  return forwarded && trusted.includes(peer) ? forwarded.slice(0, 64) : peer;
}

/** Installs the request context hook, the error handler and the not-found handler on `app`. */
export function installHttp(app: FastifyInstance, db: Db, options: HttpOptions): void {
  app.decorateRequest('ctx', null as unknown as ServiceCtx);
  app.addHook('onRequest', async (req) => {
    const base = {
      db,
      lang: parseLang(req.headers.language),
      token: headerValue(req.headers.token),
      fieldKey: options.fieldKey,
      clientIp: clientIpOf(req, options.clientIpFrom),
      userAgent: headerValue(req.headers['user-agent'])?.slice(0, 512) ?? null,
      log: req.log,
    };
    req.ctx = { ...base, ...options.extensions(req, base) };
  });
  installInputGuard(app);
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req);
    // An error's envelope is not the route's success shape (that schema is declared for `data` on
    // status 0, e.g. SiteWire, while a 10003 carries { phone }): send it as it is, not through the route's serializer.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
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
