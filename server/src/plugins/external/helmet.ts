/**
 * Security headers through @fastify/helmet, for every route of the app:
 * - pages: a Content-Security-Policy whose script-src is `'self'` and nothing else: a page has no inline executable
 *   script (the Apollo state travels in a `type="application/json"` block, which no browser runs), so no nonce is
 *   needed and a cached page is the same bytes for every reader. The one same-origin path that serves untrusted
 *   bytes, the file proxy, never answers with a script MIME type (routes/files-proxy.ts). style-src is `'self'
 *   'unsafe-inline'` (emotion inserts rules at run time); images and media may come from https: (imported article
 *   HTML may link external images);
 * - /graphql and the file proxy: `default-src 'none'` (JSON and files run nothing; the proxy may set rc-pub's own
 *   sandbox policy instead); files may be embedded cross-origin (CORP cross-origin);
 * - everywhere: X-Content-Type-Options nosniff, X-Frame-Options SAMEORIGIN, Referrer-Policy
 *   strict-origin-when-cross-origin, COOP same-origin, CORP same-site; HSTS only when the request came over HTTPS
 *   (directly, or X-Forwarded-Proto from a trusted proxy, TRUST_PROXY).
 * Routes that serve their own HTML (GraphiQL) set their own policy after these hooks.
 *
 * Development with Vite (WEB_DEV=on, `pnpm dev`) relaxes the page policy by exactly what Vite's dev server
 * needs: the React Refresh preamble is an inline module script (script-src 'unsafe-inline') and hot module replacement
 * talks over a websocket to this host (connect-src ws: wss:). Production pages never get these.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayPluginOptions } from '../app/gateway.js';

/** The policy of JSON and proxied files. */
export const API_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** HSTS value sent on HTTPS requests (one year). */
export const HSTS = 'max-age=31536000';

/**
 * The Content-Security-Policy of a server-rendered page.
 * @param https true when the page was requested over HTTPS (adds upgrade-insecure-requests).
 * @param viteDev true under Vite's dev server (WEB_DEV): inline preamble script and the HMR websocket allowed.
 */
export function pageCsp(https: boolean, viteDev = false): string {
  const directives = [
    "default-src 'self'",
    viteDev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    viteDev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Paths that answer JSON or proxied files, not pages. */
function isApiPath(path: string): boolean {
  return path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/rc-pub/');
}

function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? '/';
}

async function securityHeaders(app: FastifyInstance, { config }: GatewayPluginOptions): Promise<void> {
  const viteDev = config.ssr && config.webDev;
  const csp = { http: pageCsp(false, viteDev), https: pageCsp(true, viteDev) };
  await app.register(helmet, {
    global: true,
    // The policy is built below (one string per scheme, no per-response nonce).
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req);
    const https = req.protocol === 'https';
    if (isApiPath(path)) reply.header('content-security-policy', API_CSP);
    else reply.header('content-security-policy', https ? csp.https : csp.http);
    if (path.startsWith('/rc-pub/front/files/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (https) reply.header('strict-transport-security', HSTS);
  });
}

/** Registers helmet and the page/API policies for every route of the app (register before the routes). */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
