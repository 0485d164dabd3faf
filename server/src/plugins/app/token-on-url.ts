/**
 * The session hand-over on a URL (docs/product/members.md#token-hand-over): a page opened with `?token=<code>`, where
 * the code is a one-time hand-over code another of the deployment's sites asked for (the createHandover mutation, or
 * rc-pub's hand-over call), signs the browser in. The gateway exchanges the code with rc-pub for a new session of the
 * code's member and sets the session cookies; a spent, expired or unknown code, and a session token (which is no
 * code), sign nobody in. In every case it redirects (303) to the same URL without the parameter, uncached and without
 * a Referer, so the code stays in no address bar, history or log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { portalPathOrHome } from 'rc-pub/contract';
import { resolveLanguage } from '../../domain/request.js';
import { sessionControl } from '../../member/session.js';
import { MemberApi } from '../../rc-pub/member-client.js';

/**
 * The query parameter carrying the code. `token` is the name the portal's links have always used; `code` is not
 * accepted, since other pages' own `code` (an OpenID Connect callback's) must reach them untouched.
 */
export const HANDOVER_PARAM = 'token';

/** A hand-over code as rc-pub issues them (32 bytes, 43 base64url characters); anything else is dropped unasked. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request URL without its `token` parameter(s), or null when it has none. */
export function withoutToken(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  if (!params.has(HANDOVER_PARAM)) return null;
  params.delete(HANDOVER_PARAM);
  const rest = params.toString();
  return url.slice(0, q) + (rest ? `?${rest}` : '');
}

/**
 * Pages whose `token` parameter is not a hand-over code: /unsubscribe carries the signed token of a mail's unsubscribe
 * link, which the page itself spends.
 */
const OWN_TOKEN_PAGES = new Set(['/unsubscribe']);

function isPageGet(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '/';
  return (
    path !== '/graphql' && !path.startsWith('/rc-pub/') && !path.startsWith('/assets/') && !OWN_TOKEN_PAGES.has(path)
  );
}

async function tokenOnUrl(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  app.addHook('onRequest', async (req, reply) => {
    if (!isPageGet(req)) return;
    const clean = withoutToken(req.url);
    if (clean === null) return;
    const code = new URL(req.url, 'http://x').searchParams.get(HANDOVER_PARAM) ?? '';
    if (CODE_SHAPE.test(code)) {
      const api = new MemberApi(services.http, {
        lang: resolveLanguage(undefined, req.cookies?.language),
        requestId: req.id,
        timeoutMs: services.config.renderTimeoutMs,
        clientIp: req.ip,
      });
      try {
        const session = await api.exchangeHandover(code);
        sessionControl(reply, req.protocol === 'https').start(
          session.token,
          session.member.mobileNo,
          session.expiresIn,
        );
      } catch (err) {
        // the code itself is never logged: only why it signed nobody in
        req.log.info({ err: (err as Error).message }, 'hand-over code on URL refused by rc-pub');
      }
    }
    return reply
      .code(303)
      .header('location', portalPathOrHome(clean || '/'))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  });
}

/** Registers the token-on-URL hand-over for page requests (after @fastify/cookie, before the pages). */
export const tokenOnUrlPlugin = fp(tokenOnUrl, {
  name: 'token-on-url',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie'],
});
