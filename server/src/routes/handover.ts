/**
 * GET /handover?target=<url> on every host (docs/product/members.md#one-sign-in-across-the-portal): the way a link of
 * the frame crosses to another site of the deployment without losing the reader's sign-in.
 * - `target` must be a page of one of this deployment's sites (domain/own-site-url.ts); anything else answers 400 with
 *   a short page in both languages, and no code is made;
 * - a signed-in member going to a host the session cookies do not cover (a site outside SESSION_COOKIE_DOMAIN, or any
 *   other host when the cookies are host-only) gets a one-time hand-over code (rc-pub, 60 s, single use) on the
 *   target as `?token=<code>`, which that site's gateway exchanges for a session (plugins/app/token-on-url.ts); the
 *   session token itself never travels in a URL;
 * - everyone else (a visitor, a target the cookies already cover, a code rc-pub refuses) goes to the target as it is.
 * Every answer is 303, uncached and without a Referer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from 'rc-pub/contract';
import { requestOrigin } from '../domain/citation.js';
import { isGatewayError } from '../domain/errors.js';
import { ownSiteUrl } from '../domain/own-site-url.js';
import { resolveLanguage } from '../domain/request.js';
import { cookieDomainFor, sessionControl, TOKEN_COOKIE } from '../member/session.js';
import { HANDOVER_PARAM } from '../plugins/app/token-on-url.js';
import { MemberApi } from '../rc-pub/member-client.js';

/** The gateway path of the hand-over route. */
export const HANDOVER_PATH = '/handover';

/** `/handover?target=<url>`: the link a page puts on a crossing to another site. */
export function handoverHref(target: string): string {
  return `${HANDOVER_PATH}?${new URLSearchParams({ target }).toString()}`;
}

/** The 400 page for a target that is no page of the deployment's sites (both languages, no script, no link out). */
const REFUSED_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>链接无效 · Invalid link</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#0b57d0}</style></head>
<body><main>
<h1>链接无效</h1>
<p>此链接指向的地址不属于本平台的站点，因此没有打开。</p>
<h2 lang="en">Invalid link</h2>
<p lang="en">This link points to an address that is not one of this portal's sites, so it was not opened.</p>
<p><a href="/">返回首页</a> · <a href="/" lang="en">Go to the home page</a></p>
</main></body></html>
`;

function redirect(reply: FastifyReply, location: string) {
  return reply
    .code(303)
    .header('location', location)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send();
}

/** True when the session cookies of a request to `host` also reach `target` (the same host, or one shared domain). */
function cookiesReach(host: string | undefined, target: URL, cookieDomain: string | null): boolean {
  const from = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (from === target.hostname.toLowerCase()) return true;
  const shared = cookieDomainFor(host, cookieDomain);
  return shared !== undefined && cookieDomainFor(target.host, cookieDomain) === shared;
}

async function handover(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  app.get(HANDOVER_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = (req.query as Record<string, unknown>).target;
    const base = { origin: requestOrigin(req.protocol, req.host), template: services.config.publicSiteOrigin };
    const own =
      typeof raw === 'string' && raw.length <= 4000 ? ownSiteUrl(raw, base, services.config.defaultSld) : null;
    if (!own) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(REFUSED_PAGE);
    }
    const target = own.url;
    target.searchParams.delete(HANDOVER_PARAM); // a code is only ever one this route made
    const token = (req.cookies as Record<string, string | undefined> | undefined)?.[TOKEN_COOKIE];
    if (!token || cookiesReach(req.host, target, services.config.sessionCookieDomain)) {
      return redirect(reply, target.toString());
    }
    const api = new MemberApi(services.http, {
      lang: resolveLanguage(undefined, (req.cookies as Record<string, string | undefined>).language),
      token,
      requestId: req.id,
      timeoutMs: services.config.graphqlUpstreamTimeoutMs,
      clientIp: req.ip,
    });
    try {
      const issued = await api.createHandover();
      target.searchParams.set(HANDOVER_PARAM, issued.code);
    } catch (err) {
      // the reader still goes where they asked, as a visitor there; an ended session is cleared here too
      if (isGatewayError(err, ErrorCode.UNAUTHENTICATED)) sessionControl(reply, req.protocol === 'https').end();
      req.log.info({ err: (err as Error).message }, 'hand-over code not made');
    }
    return redirect(reply, target.toString());
  });
}

/** Registers GET /handover on every host (after @fastify/cookie). */
export const handoverRoutes = fp(handover, {
  name: 'handover-route',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie'],
});
