/**
 * A session handed over on a URL (docs/product/members.md#token-hand-over: a `token` query parameter is saved as commonToken, and the
 * personal-info call then stores the mobile number as userName), e.g. from a single-sign-on portal. The gateway
 * checks the token with rc-pub (`/front/frontMembers/info`), sets the session cookies when it is live, and in every
 * case redirects (303) to the same URL without it, so no token stays in the address bar, history or Referer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RcPubPaths } from 'rc-pub/contract';
import { resolveLanguage } from '../../domain/request.js';
import { sessionControl } from '../../member/session.js';

/** A token as rc-pub issues them (base64url, bounded); anything else is dropped without a call. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/** The request URL without its `token` parameter(s), or null when it has none. */
export function withoutToken(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  if (!params.has('token')) return null;
  params.delete('token');
  const rest = params.toString();
  return url.slice(0, q) + (rest ? `?${rest}` : '');
}

/**
 * Pages whose `token` parameter is not a session: /unsubscribe carries the signed token of a mail's unsubscribe link
 *, which the page itself spends.
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
    const token = new URL(req.url, 'http://x').searchParams.get('token') ?? '';
    if (TOKEN_SHAPE.test(token)) {
      const lang = resolveLanguage(undefined, req.cookies?.language);
      try {
        const info = await services.http.getData<{ mobileNo?: unknown }>(
          { lang, token, requestId: req.id, timeoutMs: services.config.renderTimeoutMs },
          RcPubPaths.memberInfo,
          {},
          'object',
        );
        if (typeof info.mobileNo === 'string')
          sessionControl(reply, req.protocol === 'https').start(token, info.mobileNo);
      } catch (err) {
        req.log.info({ err: (err as Error).message }, 'token on URL refused by rc-pub');
      }
    }
    return reply
      .code(303)
      .header('location', clean || '/')
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
