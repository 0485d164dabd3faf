/**
 * Cookies with @fastify/cookie: `req.cookies` for the language, the member's session (member/session.ts) and the
 * third-party login state, and `reply.setCookie`. Registered before the hooks and routes that read them.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function cookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

/** Registers @fastify/cookie for every route of the app. */
export const cookiePlugin = fp(cookies, { name: 'cookie', fastify: '5.x' });
