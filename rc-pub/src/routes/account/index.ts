/** Account routes (issue 11; SPEC §7 login and account, /front/frontMembers/info): registered by routes/index.ts. */
import type { FastifyInstance } from 'fastify';

/** Registers every account route (captcha, SMS codes, register, login, passwords, logout, profile, third party). */
export function registerAccountRoutes(_app: FastifyInstance): void {}
