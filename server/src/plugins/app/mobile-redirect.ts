/**
 * The mobile home (docs/product/sites-and-frame.md#mobile-home): a phone asking for a home page (`/`, `/homeNav`,
 * `/homeNav/{site}/{lang}`, `/{site}/home/{lang}`) gets a 302 to the mobile home. The target is configuration (config.ts MOBILE_HOME): by default the same home page with `mobile=1`
 * added, the responsive home, which offers a 'desktop version' link (web Frame.tsx). That link is
 * `GET /desktopVersion?to={path}`: it sets the cookie `desktop=1` (Path=/, SameSite=Lax, one year) and goes back to
 * `to` when it is a path of this portal (rc-pub/contract isPortalPath), else to `/`; with the cookie no page is
 * redirected. MOBILE_REDIRECT=off switches the redirect off.
 *
 * A phone is recognised by its user agent with {@link MOBILE_UA}: the usual phone tokens (MDN's advice: 'Mobi', plus
 * the phones that do not send it). Tablets (iPad, Android without 'Mobile') keep the desktop home. Crawlers are never
 * redirected (isbot's list; Googlebot's smartphone agent says 'Mobile' too), so indexers see the same home page.
 * The 302 is `Cache-Control: private, no-store` with `Vary: User-Agent, Cookie`. The page cache's edge, which answers
 * cached pages before Fastify, hands these requests on ({@link wouldRedirect}; plugins/app/page-cache.ts). A shared cache in front of
 * the gateway (CDN) must do the same, or it serves the desktop home to phones (they then see the responsive page).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { portalPathOrHome } from 'rc-pub/contract';
import type { GatewayConfig } from '../../config.js';
import { sldFromHost } from '../../domain/request.js';
import { langFromUrl } from '../../page-cache/keys.js';

/** Phone user agents: 'Mobi' (Mobile, Mobile Safari, Opera Mobi) and phones without it. Not tablets. */
export const MOBILE_UA = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i;

/** The opt-out cookie set by /desktopVersion. */
export const DESKTOP_COOKIE = 'desktop';
const ONE_YEAR_S = 365 * 24 * 3600;
/** `desktop=1` among the Cookie header's pairs. */
const DESKTOP_SET = /(?:^|;)\s*desktop=1\s*(?:;|$)/;

/** The home routes (docs/product/sites-and-frame.md#home-routes; web/src/app/site.ts isHomePath), with the site short name when the path names it. */
const HOME =
  /^\/(?:homeNav(?:\/([A-Za-z0-9-]{1,63})(?:\/(?:zh|en))?)?|([A-Za-z0-9-]{1,63})\/home(?:\/(?:zh|en))?)?\/?$/;

/** True for a phone's user agent that is not a crawler's. */
export function isPhone(userAgent: string | undefined): boolean {
  if (!userAgent || !MOBILE_UA.test(userAgent)) return false;
  return !isbot(userAgent);
}

/** Inputs of {@link mobileTarget}. */
export interface MobileRequest {
  method: string | undefined;
  /** Path and query as requested. */
  url: string;
  host: string | undefined;
  userAgent: string | undefined;
  /** The raw Cookie header. */
  cookie: string | undefined;
}

/**
 * Where a request is redirected (docs/product/sites-and-frame.md#mobile-home), or null when it is served as asked: not a GET/HEAD of a home page, already
 * the mobile home (`mobile` in the query), not a phone, a crawler, or the `desktop=1` cookie.
 * @param target MOBILE_HOME (undefined = the home page with `mobile=1`).
 */
export function mobileTarget(r: MobileRequest, target: string | undefined, defaultSld: string): string | null {
  if (r.method !== 'GET' && r.method !== 'HEAD') return null;
  const q = r.url.indexOf('?');
  const path = q < 0 ? r.url : r.url.slice(0, q);
  const home = HOME.exec(path);
  if (!home) return null;
  const query = new URLSearchParams(q < 0 ? '' : r.url.slice(q + 1));
  if (query.has('mobile')) return null;
  if (!isPhone(r.userAgent)) return null;
  if (r.cookie && DESKTOP_SET.test(r.cookie)) return null;
  if (target === undefined) {
    query.set('mobile', '1');
    return `${path}?${query.toString()}`;
  }
  const sld = (home[1] ?? home[2] ?? sldFromHost(r.host, defaultSld)).toLowerCase();
  const lang = langFromUrl(r.url) ?? 'zh';
  return target.replaceAll('{sld}', encodeURIComponent(sld)).replaceAll('{lang}', lang);
}

/** True when the gateway would redirect this raw request (the page cache's edge then hands it to Fastify). */
export function wouldRedirect(config: Pick<GatewayConfig, 'mobileRedirect' | 'defaultSld'>, req: IncomingMessage) {
  if (!config.mobileRedirect.enabled) return false;
  const r: MobileRequest = {
    method: req.method,
    url: req.url ?? '/',
    host: req.headers.host,
    userAgent: req.headers['user-agent'],
    cookie: req.headers.cookie,
  };
  return mobileTarget(r, config.mobileRedirect.target, config.defaultSld) !== null;
}

function redirectHook(config: GatewayConfig) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const to = mobileTarget(
      {
        method: req.method,
        url: req.url,
        host: req.headers.host,
        userAgent: req.headers['user-agent'],
        cookie: req.headers.cookie,
      },
      config.mobileRedirect.target,
      config.defaultSld,
    );
    if (to === null) return;
    return reply.header('cache-control', 'private, no-store').header('vary', 'User-Agent, Cookie').redirect(to, 302);
  };
}

/** The phone redirect (onRequest, when MOBILE_REDIRECT is on) and GET /desktopVersion (always). */
export const mobileRedirectPlugin = fp(
  async (app: FastifyInstance, { config }: { config: GatewayConfig }) => {
    if (config.mobileRedirect.enabled) app.addHook('onRequest', redirectHook(config));
    app.get<{ Querystring: { to?: string } }>('/desktopVersion', async (req, reply) => {
      const secure = req.protocol === 'https' ? '; Secure' : '';
      return reply
        .header('set-cookie', `${DESKTOP_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`)
        .header('cache-control', 'private, no-store')
        .redirect(portalPathOrHome(req.query.to), 302);
    });
  },
  { name: 'mobile-redirect' },
);
