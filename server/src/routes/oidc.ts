/**
 * Third-party login through the gateway (getUmtLoginUrl, loginByThirdLoginUrl; 'User not found,
 * please bind first.'; docs/product/members.md#third-party-login): two plain browser routes around rc-pub's OpenID Connect relying party.
 * - `GET /oidc/start?redirect=<portal path>` asks rc-pub for the provider's authorisation URL (rc-pub keeps the state,
 *   PKCE verifier and nonce) and answers 302 to it. The state is also kept in an HttpOnly cookie scoped to /oidc, so a
 *   callback only completes in the browser that started it (no login CSRF with someone else's code).
 * - `GET /oidc/callback` (the redirect URI to register at the provider) hands the provider's answer to rc-pub: a bound
 *   identity sets the session cookies (member/session.ts) and 303s to the redirect; an identity nobody bound yet 303s
 *   to `/accountBinding?ticket=…&redirect=…`; a refused or stale login 303s to `/accountBinding?failed=1`.
 * Without a configured provider both answer HTTP 404 with rc-pub's NOT_CONFIGURED message.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type BindTicketWire, ErrorCode, portalPathOrHome } from 'rc-pub/contract';
import type { GatewayServices } from '../graphql/context.js';
import { requestOrigin } from '../domain/citation.js';
import { resolveLanguage } from '../domain/request.js';
import { isGatewayError } from '../domain/errors.js';
import { MemberApi } from '../rc-pub/member-client.js';
import { sessionControl } from '../member/session.js';

/** Where third-party login starts (GraphQL ThirdPartyLogin.startPath). */
export const OIDC_START_PATH = '/oidc/start';
/** The redirect URI to register at the provider, on each site host (or OIDC_REDIRECT_URI in rc-pub). */
export const OIDC_CALLBACK_PATH = '/oidc/callback';
/** The page that binds an identity nobody bound yet (/accountBinding, docs/product/members.md#account-binding). */
export const ACCOUNT_BINDING_PATH = '/accountBinding';
/** Cookie tying a login's state to the browser that started it (HttpOnly, path /oidc, 10 minutes like the state). */
export const OIDC_STATE_COOKIE = 'oidcState';
const STATE_COOKIE_MAX_AGE_S = 600;

function memberApi(services: GatewayServices, req: FastifyRequest): MemberApi {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  return new MemberApi(services.http, {
    lang: resolveLanguage(req.headers['x-language'] as string | undefined, cookies.language),
    requestId: req.id,
    portalOrigin: requestOrigin(req.protocol, req.host),
    clientIp: req.ip,
  });
}

function redirect(reply: FastifyReply, code: 302 | 303, location: string) {
  return reply
    .code(code)
    .header('location', location)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send();
}

/** HTTP 404 with the message when third-party login is off; otherwise rethrows. */
function notConfigured(reply: FastifyReply, err: unknown) {
  if (!isGatewayError(err, ErrorCode.NOT_CONFIGURED)) throw err;
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(err.message);
}

async function oidc(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  const cookieBase = (req: FastifyRequest) => ({
    path: '/oidc',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
  });

  app.get(OIDC_START_PATH, async (req, reply) => {
    const back = portalPathOrHome((req.query as Record<string, unknown>).redirect);
    try {
      const { url, state } = await memberApi(services, req).thirdLoginUrl(back);
      reply.setCookie(OIDC_STATE_COOKIE, state, { ...cookieBase(req), maxAge: STATE_COOKIE_MAX_AGE_S });
      return redirect(reply, 302, url);
    } catch (err) {
      return notConfigured(reply, err);
    }
  });

  app.get(OIDC_CALLBACK_PATH, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const expected = req.cookies?.[OIDC_STATE_COOKIE];
    reply.clearCookie(OIDC_STATE_COOKIE, cookieBase(req));
    const failed = `${ACCOUNT_BINDING_PATH}?failed=1`;
    if (!state || state !== expected) {
      req.log.info('third-party login callback without the state of this browser');
      return redirect(reply, 303, failed);
    }
    // the full callback URL as the provider sent it; rc-pub applies its query to the registered redirect URI
    const callbackUrl = `${requestOrigin(req.protocol, req.host) ?? 'http://localhost'}${req.url}`;
    try {
      const result = await memberApi(services, req).loginByThirdLoginUrl(callbackUrl, state);
      sessionControl(reply, req.protocol === 'https').start(result.token, result.member.mobileNo, result.expiresIn);
      return redirect(reply, 303, portalPathOrHome(result.redirect));
    } catch (err) {
      if (isGatewayError(err, ErrorCode.BIND_REQUIRED)) {
        const t = err.detail as BindTicketWire | null;
        if (t && typeof t.ticket === 'string') {
          const q = new URLSearchParams({ ticket: t.ticket, redirect: portalPathOrHome(t.redirect) });
          return redirect(reply, 303, `${ACCOUNT_BINDING_PATH}?${q}`);
        }
      }
      if (isGatewayError(err, ErrorCode.NOT_CONFIGURED)) return notConfigured(reply, err);
      req.log.info({ err: (err as Error).message }, 'third-party login refused');
      return redirect(reply, 303, failed);
    }
  });
}

/** Registers GET /oidc/start and GET /oidc/callback (after @fastify/cookie). */
export const oidcRoutes = fp(oidc, { name: 'oidc', fastify: '5.x', dependencies: ['gateway', 'cookie'] });
