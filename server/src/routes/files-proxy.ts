/**
 * GET /rc-pub/front/files/* → rc-pub, streamed with its status and content type (images in article HTML and footer
 * logos use that relative URL, /front/files/get?id=). Any other /rc-pub/* path is not served by the gateway.
 *
 * Stored files come from imported packages and are untrusted (an SVG with a script once ran on the
 * portal's origin). The proxy keeps rc-pub's protective headers (Content-Security-Policy with `sandbox`,
 * X-Content-Type-Options) and its caching headers, passes conditional requests on so 304 works, and when rc-pub sends
 * no policy for a type a browser can execute (SVG, HTML, XML, JavaScript) it adds a sandboxing policy and serves the
 * file as an attachment itself: the gateway may point at any rc-pub. A stored script is never served with a script
 * MIME type (it goes out as `text/plain`, with nosniff): pages allow `script-src 'self'`, and this is the one
 * same-origin path whose bytes come from outside (plugins/external/helmet.ts).
 *
 * A hung rc-pub ends the wait for the file's headers after GRAPHQL_UPSTREAM_TIMEOUT_MS with 504, Retry-After and
 * rc-pub's envelope shape (code UPSTREAM_TIMEOUT); a large file then streams for as long as its bytes keep coming
 * (docs/product/calls-and-errors.md#files).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, RcPubPaths } from 'rc-pub/contract';
import { resolveLanguage } from '../domain/request.js';
import { isGatewayError } from '../domain/errors.js';
import { refuse } from '../security/refusal.js';

/** rc-pub response headers passed to the browser. */
const PASS_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'accept-ranges',
  'content-range',
  'retry-after',
];

/** Browser request headers passed to rc-pub: conditional GET, and byte ranges (PDF and video seeking: 206, 416). */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/** The policy used when rc-pub sends none for an active type (the one rc-pub itself sends for stored files). */
export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * True for the MIME types a browser runs as script from `<script src>` or a worker (WHATWG MIME Sniffing section 4.6,
 * "JavaScript MIME type", plus module-ish variants).
 */
export function isScriptContentType(contentType: string | undefined): boolean {
  const t = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return t.includes('javascript') || t.includes('ecmascript') || t.includes('jscript') || t.includes('livescript');
}

/** True for content types a browser may run script in or render as a document: SVG, HTML, XML, JavaScript. */
export function isActiveContentType(contentType: string | undefined): boolean {
  const t = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (t === '') return true; // unknown: the browser would sniff (nosniff is set, but be strict)
  return (
    t === 'text/html' ||
    t === 'application/xhtml+xml' ||
    t === 'image/svg+xml' ||
    t === 'text/xml' ||
    t === 'application/xml' ||
    t.endsWith('+xml') ||
    t.includes('javascript') ||
    t.includes('ecmascript') ||
    t === 'text/xsl'
  );
}

/** True for the member-only file paths: the member's uploads and downloads recorded in their history. */
export function isMemberFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === RcPubPaths.memberFile || path === RcPubPaths.download;
}

/** True for an article's PDF (`/rc-pub/front/files/pdf`), which rc-pub may hold while it renders it. */
export function isArticlePdfPath(url: string): boolean {
  return (url.split('?')[0] ?? '') === RcPubPaths.articlePdf;
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v.join(', ') : v;
}

async function filesProxy(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  app.get('/rc-pub/front/files/*', async (req, reply) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const caller = {
      lang: resolveLanguage(req.headers['x-language'] as string | undefined, cookies.language),
      token: cookies.commonToken || undefined,
      requestId: req.id,
      clientIp: req.ip,
      // An article PDF may be held while rc-pub renders it (up to RC_PUB_PDF_WAIT_SECONDS, then 202)
      timeoutMs: isArticlePdfPath(req.url)
        ? services.config.pdfUpstreamTimeoutMs
        : services.config.graphqlUpstreamTimeoutMs,
      timeoutCode: ErrorCode.UPSTREAM_TIMEOUT,
    };
    const conditional: Record<string, string> = {};
    for (const h of CONDITIONAL_HEADERS) {
      const v = header(req.headers[h]);
      if (v) conditional[h] = v;
    }
    // A download counts for its article by COUNTER rules, which need the reader's address and user agent
    const userAgent = header(req.headers['user-agent']);
    if (userAgent) conditional['user-agent'] = userAgent.slice(0, 512);
    try {
      const res = await services.http.stream(caller, req.url, conditional);
      reply.code(res.statusCode);
      for (const h of PASS_HEADERS) {
        const v = header(res.headers[h]);
        if (v !== undefined) reply.header(h, v);
      }
      reply.header('x-content-type-options', 'nosniff');
      // A member's own files and recorded downloads are theirs alone: no shared cache may keep them.
      if (isMemberFilePath(req.url)) reply.header('cache-control', 'private, no-store');
      if (res.statusCode === 304) {
        res.body.resume();
        return reply.send();
      }
      const type = header(res.headers['content-type']);
      if (!type) reply.header('content-type', 'application/octet-stream');
      else if (isScriptContentType(type)) reply.header('content-type', 'text/plain; charset=utf-8');
      if (res.statusCode < 300 && isActiveContentType(type) && !res.headers['content-security-policy']) {
        reply.header('content-security-policy', SANDBOX_CSP);
        reply.header('content-disposition', 'attachment');
      }
      return reply.send(res.body);
    } catch (e) {
      if (isGatewayError(e, ErrorCode.UPSTREAM_TIMEOUT)) {
        return refuse(req, reply, {
          status: 504,
          code: ErrorCode.UPSTREAM_TIMEOUT,
          message: `The file service did not answer in time (${e.message}); please try again shortly.`,
          messageZh: '文件服务响应超时，请稍后重试。',
          retryAfterS: services.config.shed.retryAfterS,
        });
      }
      const message = isGatewayError(e) ? e.message : 'rc-pub file request failed';
      return reply.code(502).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
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

/** Registers the file proxy and a 404 for other /rc-pub paths. */
export const filesProxyRoutes = fp(filesProxy, {
  name: 'files-proxy',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie'],
});
