/**
 * The member's session as the browser holds it (cookies, login state and name masking: docs/product/members.md#sessions):
 * - `commonToken`: rc-pub's opaque session token, HttpOnly and SameSite=Lax (Secure when the page came over HTTPS),
 *   so no script of the page can read it; the gateway sends it to rc-pub as the `token` header;
 * - `userName`: the masked display name the page shows in its header and re-reads every second (docs/product/members.md#sessions); readable
 *   by the page, and it holds nothing secret.
 * Both are set on the portal's shared cookie domain (SESSION_COOKIE_DOMAIN) when the request's host is inside it, so
 * one sign-in holds on every site of the deployment (docs/product/members.md#one-sign-in-across-the-portal).
 * Resolvers never see the reply: they start or end the session through {@link SessionControl}.
 */
import type { FastifyReply } from 'fastify';

/** Cookie holding rc-pub's session token (docs/product/members.md#sessions). */
export const TOKEN_COOKIE = 'commonToken';
/** Cookie holding the masked display name (docs/product/members.md#display-name). */
export const NAME_COOKIE = 'userName';

/**
 * How long the browser keeps the session cookies when the login result does not say (token hand-over, an older
 * rc-pub): 12 hours, rc-pub's default absolute session lifetime (RC_PUB_SESSION_MAX_DAYS 0.5). A login result's
 * `expiresIn` sets it otherwise, so the browser never keeps a cookie longer than its session can live
 * (docs/product/members.md#sessions).
 */
export const SESSION_COOKIE_MAX_AGE_S = 12 * 3600;

/**
 * The display name masked as docs/product/members.md#display-name says: 4 characters at positions -8 to -4 (counted from the end) become `****`,
 * e.g. 13812345678 → 138****5678. A name shorter than 8 characters keeps its first character and, above 5, its last
 * two, so no short name is shown whole.
 */
export function maskDisplayName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length >= 8) return `${chars.slice(0, -8).join('')}****${chars.slice(-4).join('')}`;
  if (chars.length === 0) return '';
  return `${chars[0]}****${chars.length > 5 ? chars.slice(-2).join('') : ''}`;
}

/** Starts and ends the browser's session from a resolver (the reply's cookies). */
export interface SessionControl {
  /**
   * Sets `commonToken` to `token` and `userName` to the masked `displayName`, both kept `maxAgeS` seconds (the
   * session's remaining absolute lifetime; default {@link SESSION_COOKIE_MAX_AGE_S}); on the shared cookie domain
   * when the request's host is inside it (and any host-only leftover is cleared), host-only otherwise.
   */
  start(token: string, displayName: string, maxAgeS?: number): void;
  /**
   * Clears both cookies, on the shared cookie domain and host-only alike (logout, or a 401:
   * docs/product/calls-and-errors.md#session-expiry).
   */
  end(): void;
}

/**
 * The `Domain=` the session cookies of a request to `host` get (docs/product/members.md#one-sign-in-across-the-portal):
 * `cookieDomain` (SESSION_COOKIE_DOMAIN) when `host` (port ignored) is that domain or one of its subdomains; undefined
 * (host-only cookies) when no domain is configured or the host lies outside it (a site on a domain of its own, an IP).
 */
export function cookieDomainFor(host: string | undefined, cookieDomain: string | null | undefined): string | undefined {
  if (!cookieDomain || !host) return undefined;
  const h = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return h === cookieDomain || h.endsWith(`.${cookieDomain}`) ? cookieDomain : undefined;
}

/** The configured shared cookie domain, read from the app the reply belongs to (null when host-only). */
function configuredDomain(reply: FastifyReply): string | null {
  const server = reply.server as { gateway?: { config?: { sessionCookieDomain?: string | null } } };
  return server.gateway?.config?.sessionCookieDomain ?? null;
}

/**
 * Session control on `reply`.
 * @param secure true when the page came over HTTPS (req.protocol under TRUST_PROXY): the cookies get `Secure`.
 * @param cookieDomain the shared cookie domain; default: the app's SESSION_COOKIE_DOMAIN (config.sessionCookieDomain).
 */
export function sessionControl(
  reply: FastifyReply,
  secure: boolean,
  cookieDomain: string | null = configuredDomain(reply),
): SessionControl {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  const domain = cookieDomainFor(reply.request.host, cookieDomain);
  const shared = domain ? { ...base, domain } : base;
  const clearHostOnly = () => {
    reply.clearCookie(TOKEN_COOKIE, { ...base, httpOnly: true });
    reply.clearCookie(NAME_COOKIE, base);
  };
  return {
    start(token, displayName, maxAgeS) {
      const maxAge =
        maxAgeS !== undefined && Number.isFinite(maxAgeS) && maxAgeS >= 0
          ? Math.floor(maxAgeS)
          : SESSION_COOKIE_MAX_AGE_S;
      // a host-only cookie left from before would be sent first and shadow the shared one
      if (domain) clearHostOnly();
      reply.setCookie(TOKEN_COOKIE, token, { ...shared, httpOnly: true, maxAge });
      reply.setCookie(NAME_COOKIE, maskDisplayName(displayName), { ...shared, maxAge });
      reply.header('cache-control', 'no-store');
    },
    end() {
      clearHostOnly();
      if (domain) {
        reply.clearCookie(TOKEN_COOKIE, { ...shared, httpOnly: true });
        reply.clearCookie(NAME_COOKIE, shared);
      }
      reply.header('cache-control', 'no-store');
    },
  };
}
