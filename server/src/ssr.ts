/**
 * Server-side rendering wiring (web/src/ssr-contract.ts). With SSR on and a built web app: web/dist/client/assets/*
 * is served with a long cache, and every other GET (not /graphql, /graphiql, /rc-pub/*) is rendered by
 * web/dist/server/entry-server.js `render(req)`, whose GraphQL runs in-process (mercurius `app.graphql`) with a
 * context built for { lang, host, cookies }. Without web/dist those GETs get a 503 page saying to run `pnpm build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { Lang } from 'rc-pub/contract';
import type { SsrExecutionResult, SsrRender, SsrRequest, SsrResponse } from 'web/src/ssr-contract.js';
import { buildSsrContext, type GatewayContext, type GatewayServices } from './context.js';
import { isLang } from './domain/request.js';
import { formatGraphQLError } from './errors.js';

/** Options of {@link ssrPlugin}. */
export interface SsrOptions {
  /** Replaces the built entry (tests). */
  render?: SsrRender;
  /** Replaces web/dist/client/index.html (tests). */
  template?: string;
}

/** Content types of top-level build files (favicon, robots.txt, manifest, ...). */
const TOP_LEVEL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Escapes text for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:sans-serif;max-width:40em;margin:4em auto"><h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, body));
}

/** Applies an SsrResponse: redirect (302 unless a 3xx status is given) or HTML with its status and headers. */
export function applySsrResponse(reply: FastifyReply, res: SsrResponse) {
  for (const [k, v] of Object.entries(res.headers ?? {})) reply.header(k, v);
  if (res.redirect) return reply.code(res.status >= 300 && res.status < 400 ? res.status : 302).redirect(res.redirect);
  return reply
    .code(res.status || 200)
    .type('text/html; charset=utf-8')
    .send(res.html ?? '');
}

/** Runs one GraphQL operation in-process; thrown errors (bad documents) become `errors` with a shared code. */
export async function executeInProcess(
  app: FastifyInstance,
  ctx: GatewayContext,
  document: string,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): Promise<SsrExecutionResult> {
  try {
    const r = await app.graphql(document, ctx as unknown as Record<string, unknown>, variables, operationName);
    return JSON.parse(
      JSON.stringify({ data: r.data ?? null, ...(r.errors ? { errors: r.errors } : {}) }),
    ) as SsrExecutionResult;
  } catch (e) {
    const inner = (e as { errors?: GraphQLError[] }).errors;
    const list = Array.isArray(inner) && inner.length ? inner : [e as Error];
    return {
      data: null,
      errors: list.map((x) =>
        formatGraphQLError(x, app.gateway.config.nodeEnv === 'production'),
      ) as SsrExecutionResult['errors'],
    };
  }
}

async function plugin(app: FastifyInstance, opts: SsrOptions & { services: GatewayServices }) {
  const { config } = opts.services;
  const clientDir = path.join(config.webDist, 'client');
  const entryPath = path.join(config.webDist, 'server', 'entry-server.js');
  const assetsDir = path.join(clientDir, 'assets');

  if (config.ssr && fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      maxAge: '365d',
      immutable: true,
      decorateReply: false,
      index: false,
    });
  }

  let renderP: Promise<SsrRender> | undefined = opts.render ? Promise.resolve(opts.render) : undefined;
  let template: string | undefined = opts.template;
  const ready = () =>
    Boolean(opts.render) || (fs.existsSync(entryPath) && fs.existsSync(path.join(clientDir, 'index.html')));
  const loadRender = (): Promise<SsrRender> => {
    renderP ??= import(pathToFileURL(entryPath).href).then((m: { render?: SsrRender }) => {
      if (typeof m.render !== 'function') throw new Error(`${entryPath} exports no render function`);
      return m.render;
    });
    renderP.catch(() => {
      renderP = undefined;
    });
    return renderP;
  };

  app.get('/*', async (req, reply) => {
    if (!config.ssr)
      return sendPage(
        reply,
        404,
        'Not found',
        '<p>Server-side rendering is off (SSR=off). GraphQL is at <a href="/graphql">/graphql</a>.</p>',
      );
    if (!ready()) {
      return sendPage(
        reply,
        503,
        'The web app is not built',
        `<p>The gateway found no built web app in <code>${escapeHtml(config.webDist)}</code>.</p><p>Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds first), then restart the gateway.</p>`,
      );
    }
    // Top-level static files of the build (favicon, robots.txt, ...).
    const rel = req.url.split('?')[0]!.replace(/^\/+/, '');
    if (rel && !rel.includes('/') && rel !== 'index.html' && fs.existsSync(path.join(clientDir, rel)) && !opts.render) {
      return reply
        .type(TOP_LEVEL_TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=3600')
        .send(fs.createReadStream(path.join(clientDir, rel)));
    }
    try {
      const render = await loadRender();
      template ??= fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
      const cookies: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.cookies ?? {})) if (typeof v === 'string') cookies[k] = v;
      const host = req.headers.host ?? '';
      const contexts = new Map<Lang, GatewayContext>();
      const ssrReq: SsrRequest = {
        url: req.url,
        host,
        cookies,
        template,
        nonce: '',
        execute: (document, variables, operationName, options) => {
          const lang: Lang = isLang(options?.lang) ? options.lang : 'zh';
          const ctx = contexts.get(lang) ?? buildSsrContext(opts.services, { lang, host, cookies });
          contexts.set(lang, ctx);
          return executeInProcess(app, ctx, document, variables, operationName);
        },
      };
      return applySsrResponse(reply, await render(ssrReq));
    } catch (e) {
      req.log.error({ err: e }, 'SSR render failed');
      const detail =
        config.nodeEnv === 'production' ? '' : `<pre>${escapeHtml(String((e as Error)?.stack ?? e))}</pre>`;
      return sendPage(reply, 500, 'The page could not be rendered', `<p>Please try again later.</p>${detail}`);
    }
  });
}

/** Registers the SSR routes (see module docs). */
export const ssrPlugin = plugin;
