/**
 * The per-request GraphQL context: language (docs/product/sites-and-frame.md#languages), the Host's site subdomain, the member token (the
 * `commonToken` cookie, docs/product/members.md#sessions), the rc-pub client bound to them, and the request's DataLoaders.
 */
import type { Lang } from 'rc-pub/contract';
import type { GatewayConfig } from '../config.js';
import { createLoaders, type Loaders } from '../loaders/index.js';
import type { SiteConfigCache } from '../loaders/site-config.js';
import { RcPubClient, type RcPubCaller, type RcPubHttp } from '../rc-pub/client.js';
import { resolveLanguage, sldFromHost } from '../domain/request.js';
import type { SessionControl } from '../member/session.js';

/** App-wide services shared by every request. */
export interface GatewayServices {
  config: GatewayConfig;
  http: RcPubHttp;
  /** Per-site configuration cache (TTL, in-flight de-duplication). */
  siteCache: SiteConfigCache;
  /**
   * AES-256-GCM key of password fields towards rc-pub (rc-pub/field-crypto, RC_PUB_AES_KEY or its key
   * file). Stays in this process: never in a page, a cookie or a log.
   */
  fieldKey: Buffer;
}

/** What only a browser's HTTP request to /graphql has (absent for server rendering and the other routes). */
export interface RequestSession {
  /** Starts or ends the browser's session cookies. */
  session: SessionControl;
  /**
   * Counts one account action (login, register, SMS code, password reset …) against the client's RATE_LIMIT_ACCOUNT
   * budget. @throws GatewayError RATE_LIMITED past it.
   */
  countAccountAction(): Promise<void>;
}

/** What resolvers see (mercurius adds `app`, `reply`, ... at run time). */
export interface GatewayContext {
  lang: Lang;
  /** Site subdomain from the Host header, else DEFAULT_SLD. */
  sld: string;
  /** Member token from the commonToken cookie, if any. */
  token: string | undefined;
  rcPub: RcPubClient;
  loaders: Loaders;
  config: GatewayConfig;
  /** Key of encrypted password fields (GatewayServices.fieldKey). */
  fieldKey: Buffer;
  /** The browser's user agent on /graphql (rc-pub's usage counts leave crawlers out by it); else undefined. */
  userAgent: string | undefined;
  /** The browser request's session and account budget; undefined outside /graphql over HTTP (SSR, other routes). */
  request: RequestSession | undefined;
}

/** Inputs of a context: the request's Host, cookies and optional `x-language` header. */
export interface ContextInput {
  host: string | undefined;
  cookies: Record<string, string | undefined>;
  /** `x-language` header (the web app's route language); overrides the cookie. */
  languageHeader?: string | undefined;
  /** Forces the language (SSR: the route's language). */
  lang?: Lang;
  /** The gateway request id, sent to rc-pub as `x-request-id`. */
  requestId?: string | undefined;
  /** Deadline of each rc-pub call in ms (default RC_PUB_TIMEOUT_MS). */
  timeoutMs?: number | undefined;
  /** The code of a call past that deadline (rc-pub/http.ts RcPubCaller.timeoutCode; default UPSTREAM_UNAVAILABLE). */
  timeoutCode?: RcPubCaller['timeoutCode'];
  /**
   * Origin of the page the request serves (domain/citation.ts requestOrigin), sent to rc-pub as `x-portal-origin` for
   * article URLs in citations, and the base of canonical URLs. Server rendering passes it too, so a page reads the same
   * rendered or fetched in the browser (the scheme is the request's, through TRUST_PROXY, like the head's URLs).
   */
  origin?: string | undefined;
  /** The client's address (TRUST_PROXY rules), sent to rc-pub as `x-client-ip` for its per-IP SMS limits. */
  clientIp?: string | undefined;
  /** Session cookies and account budget of a browser's /graphql request. */
  request?: RequestSession | undefined;
  /** The browser's `user-agent` header (usage counts). */
  userAgent?: string | undefined;
}

/** Builds a fresh context (new loaders) for one HTTP request or one in-process execution. */
export function buildContext(services: GatewayServices, input: ContextInput): GatewayContext {
  const lang = input.lang ?? resolveLanguage(input.languageHeader, input.cookies.language);
  const token = input.cookies.commonToken?.trim() || undefined;
  const rcPub = new RcPubClient(services.http, {
    lang,
    token,
    ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
    ...(input.timeoutCode ? { timeoutCode: input.timeoutCode } : {}),
    ...(input.requestId ? { requestId: input.requestId } : {}),
    ...(input.origin ? { portalOrigin: input.origin } : {}),
    ...(input.clientIp ? { clientIp: input.clientIp } : {}),
  });
  return {
    lang,
    sld: sldFromHost(input.host, services.config.defaultSld),
    token,
    rcPub,
    loaders: createLoaders(rcPub, services.siteCache),
    config: services.config,
    fieldKey: services.fieldKey,
    userAgent: input.userAgent?.slice(0, 512),
    request: input.request,
  };
}

/**
 * Context for in-process execution (SSR): the route language, the page request's Host, origin and cookies. Its rc-pub calls
 * carry the render deadline (RENDER_TIMEOUT_MS: one hung answer must not hold a page for the 600 s of
 * docs/product/calls-and-errors.md#request-conventions, which is the browser client's timeout) and the page request's id.
 */
export function buildSsrContext(
  services: GatewayServices,
  req: { lang: Lang; host: string; cookies: Record<string, string>; requestId: string; origin?: string | undefined },
): GatewayContext {
  return buildContext(services, {
    host: req.host,
    origin: req.origin,
    cookies: req.cookies,
    lang: req.lang,
    timeoutMs: services.config.renderTimeoutMs,
    requestId: req.requestId,
  });
}
