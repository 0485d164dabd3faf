/**
 * Member uploads through the gateway (/front/files/fileUpload; the avatar and album-cover rules of docs/product/members.md#upload-rules): a
 * plain multipart POST to `/rc-pub/front/files/fileUpload` on any site host, fields `purpose` (avatar | albumCover)
 * and `file`, is streamed to rc-pub with the member's token, so the browser never holds the token and the gateway
 * never buffers the file. rc-pub checks the bytes, the size and re-encodes the image; its envelope comes back as it is
 * (status 0 with `{ id, url, mime, size }`, or 400/401 with a readable message). The page must send the CSRF header
 * (plugins/app/csrf.ts); without a session cookie the answer is envelope status 401 at once. A body that is no
 * multipart form (another content type, no boundary) is refused here with envelope status 400, one over the size limit
 * with HTTP 413; the answer is always `Cache-Control: private, no-store` (it is about the member's own file).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EnvelopeStatus, ErrorCode, RcPubPaths } from 'rc-pub/contract';
import { resolveLanguage } from '../domain/request.js';

/** Largest upload body passed on (the largest upload limit, 5 MB, plus multipart framing). */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** True for `multipart/form-data` with a boundary (RFC 7578): the only body rc-pub's upload reads. */
export function isMultipartForm(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;.*\bboundary=("[^"]+"|[^\s;]+)/i.test(contentType ?? '');
}

async function uploadProxy(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  await app.register(async (scope) => {
    // Leave the body unread: it is streamed to rc-pub as it arrives.
    scope.addContentTypeParser('multipart/form-data', (_req, payload, done) => done(null, payload));
    // Any other type is refused below, unread (not parsed as JSON or text first).
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.post(RcPubPaths.fileUpload, { bodyLimit: UPLOAD_BODY_LIMIT }, async (req, reply) => {
      const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
      const lang = resolveLanguage(req.headers['x-language'] as string | undefined, cookies.language);
      reply.header('cache-control', 'private, no-store');
      const token = cookies.commonToken?.trim();
      if (!token) {
        req.raw.resume();
        return reply.send({
          status: EnvelopeStatus.UNAUTHENTICATED,
          code: ErrorCode.UNAUTHENTICATED,
          message: lang === 'zh' ? '请先登录' : 'Please log in first',
          data: null,
        });
      }
      if (!isMultipartForm(req.headers['content-type'])) {
        req.raw.resume();
        return reply.send({
          status: EnvelopeStatus.BAD_REQUEST,
          code: ErrorCode.BAD_REQUEST,
          message: lang === 'zh' ? '请以 multipart/form-data 上传文件' : 'Upload the file as multipart/form-data',
          data: null,
        });
      }
      const length = Number(req.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(length) && length > UPLOAD_BODY_LIMIT) {
        req.raw.resume();
        return reply.code(413).send({
          status: EnvelopeStatus.BAD_REQUEST,
          code: ErrorCode.BAD_REQUEST,
          message: lang === 'zh' ? '文件过大' : 'The file is too large',
          data: null,
        });
      }
      const headers = {
        ...services.http.headers({ lang, token, requestId: req.id, clientIp: req.ip }),
        'content-type': String(req.headers['content-type']),
        ...(req.headers['content-length'] ? { 'content-length': String(req.headers['content-length']) } : {}),
      };
      try {
        const res = await services.http.dispatcher.request({
          origin: services.config.rcPubOrigin,
          path: services.http.fullPath(RcPubPaths.fileUpload),
          method: 'POST',
          headers,
          body: req.body as Readable,
          signal: AbortSignal.timeout(services.config.rcPubTimeoutMs),
        });
        reply.code(res.statusCode).type('application/json; charset=utf-8');
        return reply.send(await res.body.text());
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'upload to rc-pub failed');
        return reply.code(502).send({
          status: EnvelopeStatus.INTERNAL,
          code: ErrorCode.UPSTREAM_UNAVAILABLE,
          message: lang === 'zh' ? '上传失败，请稍后重试' : 'The upload failed; please try again',
          data: null,
        });
      }
    });
  });
}

/** Registers the upload pass-through (in its own scope: the multipart parser applies to this route only). */
export const uploadProxyRoutes = fp(uploadProxy, {
  name: 'upload-proxy',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie', 'csrf'],
});
