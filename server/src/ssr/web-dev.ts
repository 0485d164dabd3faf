/**
 * Development mode of the web app (`pnpm dev`, WEB_DEV=on): the gateway serves web/ from its sources
 * through Vite's dev server, run inside this Fastify app by `@fastify/vite` in development mode, instead of web/dist.
 *
 * - Vite's middlewares (mounted by @fastify/vite through @fastify/middie) answer the module requests of the browser
 *   (`/src/...`, `/@vite/client`, `/@react-refresh`, dependencies) and its HMR websocket shares the gateway's port, so
 *   a changed React component reaches the open page without a reload.
 * - Pages are still server-rendered as in production: the same `render(req)` of web/src/entry-server.tsx, loaded by
 *   Vite's module runner (re-imported after every change), with web/index.html as Vite transforms it for the
 *   request as the template (`<!--app-head-->`/`<!--app-html-->` placeholders, Vite's client and React Refresh
 *   preamble). GraphQL runs in-process exactly as in production (plugins/app/ssr.ts `executeInProcess`).
 * - No render threads and no page cache in this mode: a cached or thread-held render would show the old component.
 *
 * Needs web/'s devDependencies (Vite, @vitejs/plugin-react); WEB_DEV=on is refused with NODE_ENV=production
 * (config.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SsrRender } from 'web/src/ssr-contract.js';

/** The web app's root (web/, where vite.config.ts and index.html are). */
export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/** What the SSR route needs for one render in development: the current entry and this request's template. */
export interface DevEntry {
  render: SsrRender;
  template: string;
}

/** The slice of @fastify/vite's decoration this module reads (its `entries` hold each environment's entry module). */
interface ViteDecoration {
  ready(): Promise<void>;
  entries?: Record<string, { render?: unknown } | undefined>;
}

/**
 * Registers @fastify/vite in development mode on `app` and starts Vite (config: web/vite.config.ts, whose `ssr`
 * environment input is src/entry-server.tsx). Call before the SSR route is added; returns the per-request getter of
 * the entry and template.
 * @throws when Vite or web/vite.config.ts cannot be loaded (a missing devDependency): the gateway does not start.
 */
export async function registerWebDev(app: FastifyInstance): Promise<(reply: FastifyReply) => DevEntry> {
  const { default: fastifyVite } = await import('@fastify/vite');
  await app.register(fastifyVite, {
    root: WEB_ROOT,
    dev: true,
    spa: false,
    // The entry exports `render`, not @fastify/vite's `routes`: our SSR route (plugins/app/ssr.ts) serves every page.
    prepareClient: async () => null,
    // `reply.html()` hands back the template Vite transformed for this request (see module docs).
    createHtmlFunction: async (source: string) => () => source,
  } as never);
  const vite = (app as unknown as { vite: ViteDecoration }).vite;
  await vite.ready();
  app.log.info(`web app from ${WEB_ROOT} through Vite's dev server (hot module replacement on this port)`);
  return (reply) => {
    const render = vite.entries?.ssr?.render;
    if (typeof render !== 'function') throw new Error('web/src/entry-server.tsx exports no render function');
    const html = (reply as unknown as { html?: () => unknown }).html;
    const template = typeof html === 'function' ? html.call(reply) : undefined;
    if (typeof template !== 'string') throw new Error('Vite gave no transformed index.html for this request');
    return { render: render as SsrRender, template };
  };
}
