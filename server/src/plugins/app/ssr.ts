/**
 * Server-side rendering wiring (web/src/ssr-contract.ts). With SSR on and a built web app: web/dist/client/assets/*
 * and the build's top-level files are served from their precompressed siblings (ssr/static-files.ts), and every other
 * GET (not /graphql, /graphiql, /rc-pub/*) is rendered by web/dist/server/entry-server.js `render(req)`, in a worker
 * thread unless RENDER_THREADS=off (ssr/render-threads.ts), whose GraphQL runs in-process on the main thread (mercurius
 * `app.graphql`) with a context built for { lang, host, cookies }. Without web/dist those GETs get a 503 page saying
 * to run `pnpm build`.
 *
 * Anonymous pages go through the page cache (page-cache/: keys, SWR, single flight, per-site purge, shared
 * cache headers); member pages (commonToken/userName cookies) are rendered every time and sent `private, no-store`.
 * Every render has a RENDER_DEADLINE_MS deadline (a readable 503 page after it). The page's emotion CSS is stored
 * and linked as `/_page-css/<hash>.css` (ssr/page-css.ts), so pages carry no inline `<style>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GraphQLError } from 'graphql';
import type { Lang } from 'rc-pub/contract';
import type { SsrExecutionResult, SsrRender, SsrRequest } from 'web/src/ssr-contract.js';
import { RenderGate, RenderRefused } from '../../ssr/render-gate.js';
import { RenderThreads } from '../../ssr/render-threads.js';
import { siblingChannel } from '../../process/workers.js';
import { requestOrigin } from '../../domain/citation.js';
import { buildSsrContext, type GatewayContext } from '../../graphql/context.js';
import { escapeHtml } from '../../domain/html.js';
import { isLang } from '../../domain/request.js';
import { formatGraphQLError } from '../../graphql/errors.js';
import {
  isAnonymous,
  isTainting,
  pageLanguage,
  sendDeadline,
  sendUncached,
  timedOut,
  withDeadline,
  type Rendered,
} from '../../page-cache/index.js';
import { staticFiles } from '../../ssr/static-files.js';
import { linkPageCss, PAGE_CSS_MAX_BYTES, PageCssStore, pageCssRoute } from '../../ssr/page-css.js';
import { PRIVATE_NO_STORE, timingHeaders, type CacheOutcome } from '../../page-cache/headers.js';
import { registerWebDev } from '../../ssr/web-dev.js';
import type { GatewayPluginOptions } from './gateway.js';

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
    .header('cache-control', PRIVATE_NO_STORE)
    .send(page(title, body));
}

/**
 * Runs one GraphQL operation in-process; thrown errors (bad documents) become `errors` with a shared code.
 *
 * `data` is handed over as graphql-js built it: a fresh tree for each execution made only of JSON values (the schema
 * has no custom scalars), in objects without a prototype. Only `errors` are put in their JSON form (mercurius's
 * formatter already answers plain objects; this keeps the contract whatever it answers). Copying the whole result
 * through JSON.stringify/JSON.parse cost 0.2 ms (home page) to 1.3 ms (a long article) per render for byte-identical
 * HTML, and the home page's share counted in its data phase.
 */
export async function executeInProcess(
  app: FastifyInstance,
  ctx: GatewayContext,
  document: string,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): Promise<SsrExecutionResult> {
  try {
    const r = await app.graphql(document, ctx as unknown as Record<string, unknown>, variables, operationName);
    const data = (r.data ?? null) as SsrExecutionResult['data'];
    if (!r.errors) return { data };
    return { data, errors: JSON.parse(JSON.stringify(r.errors)) as SsrExecutionResult['errors'] };
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

/**
 * Renders one render thread takes at once (ssr/render-threads.ts): a render holds its place through its data phase
 * (GraphQL on this thread and rc-pub), during which a second one can use the thread's CPU.
 */
const RENDERS_PER_THREAD = 2;

/** How long the start waits for the SSR warm-up (ms) before answering anyway; well under Fastify's 10 s timeout. */
const WARM_UP_WAIT_MS = 5000;

async function ssr(app: FastifyInstance, { overrides }: GatewayPluginOptions): Promise<void> {
  const services = app.gateway;
  const { config } = services;
  // A render function and template given by a test replace the built entry and web/dist/client/index.html.
  const opts = overrides.ssr ?? {};
  const clientDir = path.join(config.webDist, 'client');
  const entryPath = path.join(config.webDist, 'server', 'entry-server.js');

  // `pnpm dev` (WEB_DEV=on) renders the web app from its sources through Vite (ssr/web-dev.ts), not web/dist.
  const devEntry = config.ssr && config.webDev && !opts.render ? await registerWebDev(app) : undefined;
  if (config.ssr && !devEntry && fs.existsSync(clientDir)) await app.register(staticFiles, { clientDir });

  const pageCache = app.pageCache;

  // The built entry renders in worker threads (ssr/render-threads.ts) unless RENDER_THREADS=off; a render
  // function given by a test runs here.
  const threads =
    config.ssr && config.renderThreads && !opts.render && !devEntry
      ? new RenderThreads(entryPath, config.renderGate.concurrency, app.log, RENDERS_PER_THREAD)
      : undefined;
  if (threads) app.addHook('onClose', () => threads.close());
  let renderP: Promise<SsrRender> | undefined = opts.render ? Promise.resolve(opts.render) : undefined;
  let template: string | undefined = opts.template;
  // Once built, the web app stays built for this process: checked on every page request only until it is there.
  let built = Boolean(opts.render || devEntry);
  const ready = () => {
    built ||= fs.existsSync(entryPath) && fs.existsSync(path.join(clientDir, 'index.html'));
    return built;
  };
  const loadRender = (): Promise<SsrRender> => {
    renderP ??= threads
      ? threads.start().then(
          (): SsrRender =>
            ({ url, host, protocol, cookies, template, execute }) =>
              threads.render({ url, host, protocol, cookies, template }, execute),
        )
      : import(pathToFileURL(entryPath).href).then((m: { render?: SsrRender }) => {
          if (typeof m.render !== 'function') throw new Error(`${entryPath} exports no render function`);
          return m.render;
        });
    renderP.catch(() => {
      renderP = undefined;
    });
    return renderP;
  };

  /**
   * Loads the entry and the template once (not part of a render's deadline: a cold import is not a slow page); in
   * development, the entry Vite holds now and the template it transformed for this request (`reply`).
   */
  const prepare = async (reply?: FastifyReply): Promise<{ render: SsrRender; template: string }> => {
    if (devEntry && reply) return devEntry(reply);
    const render = await loadRender();
    template ??= fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    return { render, template };
  };
  if (config.ssr && !devEntry)
    app.addHook('onReady', async () => {
      // Warm up: import the built entry at start rather than on the first reader's request. On a loaded host starting
      // the render threads can outlast Fastify's 10 s plugin timeout, which would fail the whole start: wait at most
      // WARM_UP_WAIT_MS, and let the first page request await the same start.
      if (!ready()) return;
      const warm = prepare().then(
        () => undefined,
        (err: unknown) => app.log.warn({ err }, 'SSR entry could not be loaded'),
      );
      await Promise.race([warm, new Promise((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS).unref())]);
    });

  // Emotion's per-page CSS is served as content-addressed stylesheets, never inline (ssr/page-css.ts); the
  // sibling GATEWAY_WORKERS get each new sheet.
  const sheets = siblingChannel<{ css: string }>('page-css');
  const pageCss = config.ssr
    ? new PageCssStore({
        log: app.log,
        redisUrl: config.redisUrl,
        redisPrefix: `${config.pageCache.redisPrefix}css:`,
        // the host's bound, shared out among the GATEWAY_WORKERS like the page cache's
        maxBytes: Math.floor(PAGE_CSS_MAX_BYTES / config.workers),
        ...(sheets ? { siblings: sheets } : {}),
      })
    : undefined;
  if (pageCss) {
    app.addHook('onClose', () => pageCss.close());
    pageCssRoute(app, pageCss);
  }

  // With threads, RENDER_CONCURRENCY counts threads, each taking RENDERS_PER_THREAD renders at once.
  const gate = new RenderGate({
    concurrency: config.renderGate.concurrency * (threads ? RENDERS_PER_THREAD : 1),
    queueMax: config.renderGate.queueMax,
  });

  /**
   * One render of `url` for `host` with exactly `cookies` (its rc-pub calls carry `requestId`, the id of the request
   * that started it) (anonymous renders get only the language cookie), run through the render gate
   * (ssr/render-gate.ts): a member's page (commonToken cookie) waits ahead of anonymous ones and up to
   * RENDER_MEMBER_WAIT_MS, an anonymous one up to RENDER_QUEUE_WAIT_MS; beyond its expected wait or deadline it is
   * refused (RenderRefused).
   */
  const renderPage = (
    entry: { render: SsrRender; template: string },
    url: string,
    host: string,
    protocol: string,
    cookies: Record<string, string>,
    requestId: string,
  ): Promise<Rendered> => {
    const member = Boolean(cookies.commonToken);
    const waitMs = member ? config.renderGate.memberWaitMs : config.renderGate.queueWaitMs;
    return gate.run(() => renderNow(entry, url, host, protocol, cookies, requestId), {
      priority: member ? 'member' : 'anonymous',
      deadline: Date.now() + Math.min(waitMs, config.pageCache.renderDeadlineMs),
    });
  };

  const renderNow = async (
    { render, template }: { render: SsrRender; template: string },
    url: string,
    host: string,
    protocol: string,
    cookies: Record<string, string>,
    requestId: string,
  ): Promise<Rendered> => {
    const started = performance.now();
    const contexts = new Map<Lang, GatewayContext>();
    let tainted = false;
    let dataStart: number | undefined;
    let dataEnd = 0;
    const ssrReq: SsrRequest = {
      url,
      host,
      protocol,
      cookies,
      template,
      execute: async (document, variables, operationName, options) => {
        const lang: Lang = isLang(options?.lang) ? options.lang : 'zh';
        const ctx =
          contexts.get(lang) ??
          buildSsrContext(services, {
            lang,
            host,
            cookies,
            requestId,
            origin: requestOrigin(protocol, host),
          });
        contexts.set(lang, ctx);
        dataStart ??= performance.now();
        const result = await executeInProcess(app, ctx, document, variables, operationName);
        dataEnd = performance.now();
        if (isTainting(result)) tainted = true;
        return result;
      },
    };
    const res = await render(ssrReq);
    if (pageCss) await linkPageCss(res, pageCss);
    const rendered: Rendered = { res, tainted, ms: performance.now() - started };
    if (dataStart !== undefined) rendered.dataMs = dataEnd - dataStart;
    return rendered;
  };

  const renderError = (req: FastifyRequest, reply: FastifyReply, e: unknown, outcome: CacheOutcome) => {
    req.log.error({ err: e }, 'SSR render failed');
    timingHeaders(reply, outcome);
    const detail = config.nodeEnv === 'production' ? '' : `<pre>${escapeHtml(String((e as Error)?.stack ?? e))}</pre>`;
    return sendPage(reply, 500, 'The page could not be rendered', `<p>Please try again later.</p>${detail}`);
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
    const cookies: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.cookies ?? {})) if (typeof v === 'string') cookies[k] = v;
    const host = req.headers.host ?? '';
    const { lang, fromUrl } = pageLanguage(req.url, cookies);
    const cacheable = pageCache !== undefined && isAnonymous(cookies);
    try {
      const entry = await prepare(reply);
      if (pageCache && cacheable) {
        app.front.learn(reply, req.protocol === 'https');
        // The render sees only what the key holds: Host, URL and the resolved language (keys.ts).
        return await pageCache.serve(req, reply, { host, url: req.url, lang, fromUrl }, () =>
          renderPage(entry, req.url, host, req.protocol, { language: lang }, req.id),
        );
      }
      const started = performance.now();
      const flight = renderPage(entry, req.url, host, req.protocol, cookies, req.id);
      const result = await withDeadline(flight, config.pageCache.renderDeadlineMs);
      if (timedOut(result)) {
        flight.catch(() => {}); // nothing to fill: a member page is never cached
        req.log.warn(
          { url: req.url, deadlineMs: config.pageCache.renderDeadlineMs },
          'page render passed its deadline',
        );
        return sendDeadline(reply, lang, 'BYPASS', performance.now() - started);
      }
      return sendUncached(reply, result.res, 'BYPASS', result.ms, result.dataMs);
    } catch (e) {
      if (e instanceof RenderRefused) {
        // Load shedding: answered at once, never queued without bound; logged, not an error of ours.
        req.log.warn({ url: req.url, reason: e.reason, ...gate.load }, 'page render refused');
        return sendDeadline(reply, lang, cacheable ? 'MISS' : 'BYPASS', 0);
      }
      return renderError(req, reply, e, cacheable ? 'MISS' : 'BYPASS');
    }
  });
}

/** Registers the SSR routes (module docs): every page GET the other routes leave, the build's files, page CSS. */
export const ssrPlugin = fp(ssr, {
  name: 'ssr',
  fastify: '5.x',
  // pages run their GraphQL in-process (app.graphql), read cookies and go through the page cache when there is one
  dependencies: ['gateway', 'graphql', 'cookie', 'page-cache'],
});
