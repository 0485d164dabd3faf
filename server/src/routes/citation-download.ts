/**
 * Citation export on every site's host (docs/product/citation-and-harvest.md#citation-export: a browser navigation to
 * /front/front-article/downloadCitation with ids, citationType and language). Served at rc-pub's own path under
 * /rc-pub (where every rc-pub path is) and without the prefix, both streamed from rc-pub's
 * `GET /rc-pub/front/front-article/downloadCitation`:
 * - the gateway adds `x-portal-origin` (the page's protocol and Host, through TRUST_PROXY like every other use of
 *   them) and the Host's site id, so the file links to the article pages of this site;
 * - the language is the `language` query parameter when zh or en, else the gateway's request language (x-language
 *   header, `language` cookie, zh);
 * - a file passes through with its status, type, `Content-Disposition: attachment`, caching and `x-skipped-ids`;
 * - an error (rc-pub's 400/404 envelope) becomes a short plain-text page with the same status and rc-pub's message in
 *   the request language, since a browser navigated here; a caller that asks for JSON (`Accept: application/json`,
 *   e.g. the web app checking first) gets the envelope as it is. rc-pub unreachable: 502 (text or envelope).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, RcPubPaths } from 'rc-pub/contract';
import { buildContext, type GatewayServices } from '../graphql/context.js';
import { isLang, resolveLanguage } from '../domain/request.js';
import { isGatewayError } from '../domain/errors.js';

/** Paths answered on every host: rc-pub's (under /rc-pub) and the bare one. */
export const CITATION_DOWNLOAD_PATHS = [
  RcPubPaths.downloadCitation,
  RcPubPaths.downloadCitation.replace(/^\/rc-pub/, ''),
] as const;

/** Query parameters passed on to rc-pub as they are (rc-pub validates them). */
const PASSED_QUERY = ['ids', 'citationType', 'abstract'] as const;

/** rc-pub response headers passed to the browser. */
const PASS_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-skipped-ids'];

/** Request header naming the page origin to rc-pub (rc-pub/src/citation/portal-url.ts). */
const PORTAL_ORIGIN_HEADER = 'x-portal-origin';

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v.join(', ') : v;
}

function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** True when the caller prefers a JSON answer (a script), not a page. */
function wantsJson(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/** An error as plain text (browser) or envelope (script), with `status`. */
function sendError(req: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string) {
  reply.code(status).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (wantsJson(req)) return reply.send({ status, code, message, data: null });
  return reply.type('text/plain; charset=utf-8').send(`${message}\n`);
}

/** The Host's site id, or undefined when the Host names no usable site (the file then carries no URLs). */
async function siteIdOf(
  services: GatewayServices,
  req: FastifyRequest,
  lang: 'zh' | 'en',
): Promise<number | undefined> {
  const ctx = buildContext(services, { host: req.headers.host, cookies: {}, lang, requestId: req.id });
  try {
    return (await ctx.loaders.site.siteBySld(ctx.sld)).id;
  } catch {
    return undefined;
  }
}

async function citationDownload(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const asked = first(query.language)?.trim().toLowerCase();
    const lang = isLang(asked) ? asked : resolveLanguage(header(req.headers['x-language']), cookies.language);
    const qs = new URLSearchParams();
    for (const name of PASSED_QUERY) {
      const v = first(query[name]);
      if (v !== undefined) qs.set(name, v);
    }
    qs.set('language', lang);
    const siteId = await siteIdOf(services, req, lang);
    if (siteId) qs.set('siteId', String(siteId));
    const caller = { lang, token: cookies.commonToken || undefined, requestId: req.id };
    try {
      const res = await services.http.stream(caller, `${RcPubPaths.downloadCitation}?${qs}`, {
        [PORTAL_ORIGIN_HEADER]: `${req.protocol}://${req.host}`,
      });
      if (res.statusCode >= 300) {
        const text = await res.body.text();
        let env: { message?: unknown; code?: unknown } = {};
        try {
          env = JSON.parse(text) as typeof env;
        } catch {
          // not an envelope: the status alone
        }
        const message = typeof env.message === 'string' && env.message ? env.message : `HTTP ${res.statusCode}`;
        const code = typeof env.code === 'string' ? env.code : ErrorCode.UPSTREAM;
        return sendError(req, reply, res.statusCode, message, code);
      }
      reply.code(res.statusCode);
      for (const h of PASS_HEADERS) {
        const v = header(res.headers[h]);
        if (v !== undefined) reply.header(h, v);
      }
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(res.body);
    } catch (e) {
      const message = isGatewayError(e) ? e.message : 'rc-pub citation download failed';
      return sendError(req, reply, 502, message, ErrorCode.UPSTREAM_UNAVAILABLE);
    }
  };
  for (const path of CITATION_DOWNLOAD_PATHS) app.get(path, handler);
}

/** Registers the citation download on every host. */
export const citationDownloadRoutes = fp(citationDownload, {
  name: 'citation-download',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie', 'rate-limit'],
});
