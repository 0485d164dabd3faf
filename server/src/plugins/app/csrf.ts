/**
 * Cross-site request forgery guard for cookie-authenticated calls: the member's session is a cookie
 * (`commonToken`, SameSite=Lax), so a state-changing request must be one that a page of another site cannot send
 * without the browser asking this origin first (a CORS preflight, which the gateway never grants):
 * - POST /graphql must carry `Content-Type: application/json` (a form or text/plain POST, which any site can send,
 *   is refused with 415 before mercurius reads it);
 * - mutations over GET are refused by mercurius itself (a GET may only run queries);
 * - other cookie-authenticated POSTs (the member upload route) must carry the header {@link CSRF_HEADER}.
 * Refusals use the shared refusal shapes (security/refusal.ts) with code BAD_REQUEST.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from 'rc-pub/contract';
import { isGraphqlRequest, refuse } from '../../security/refusal.js';

/** Header a page's script adds to cookie-authenticated POSTs other than GraphQL (any non-empty value). */
export const CSRF_HEADER = 'x-portal-request';

/** Paths (besides /graphql) whose POSTs act on the member's session and need {@link CSRF_HEADER}. */
export const MEMBER_POST_PATHS: ReadonlySet<string> = new Set(['/rc-pub/front/files/fileUpload']);

/** True when the request's media type is application/json (parameters such as charset allowed). */
export function isJsonRequest(req: FastifyRequest): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

async function csrf(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST') return;
    if (isGraphqlRequest(req)) {
      if (isJsonRequest(req)) return;
      reply.header('accept-post', 'application/json');
      return refuse(req, reply, {
        status: 415,
        code: ErrorCode.BAD_REQUEST,
        message: 'Send GraphQL requests as application/json.',
        messageZh: 'GraphQL 请求须以 application/json 发送。',
      });
    }
    const path = req.url.split('?')[0] ?? '/';
    if (MEMBER_POST_PATHS.has(path) && !req.headers[CSRF_HEADER]) {
      return refuse(req, reply, {
        status: 403,
        code: ErrorCode.BAD_REQUEST,
        message: `This request needs the ${CSRF_HEADER} header (sent by the portal's own pages).`,
        messageZh: `此请求须带 ${CSRF_HEADER} 请求头（由门户页面发送）。`,
      });
    }
  });
}

/** Registers the CSRF guard (before the routes it protects; hooks apply app-wide). */
export const csrfPlugin = fp(csrf, { name: 'csrf', fastify: '5.x' });
