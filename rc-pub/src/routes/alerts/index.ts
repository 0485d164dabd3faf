/** Email alert routes (subscribe, isSubscribe, unSubscribe, subscribeList; docs/product/calls-and-errors.md#email-alerts): by routes/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerPostRoute, registerRoute } from '../../lib/route.js';
import isSubscribe from './is-subscribe.js';
import sendEmailCode from './send-email-code.js';
import subscribe from './subscribe.js';
import subscribeList from './subscribe-list.js';
import unSubscribe from './unsubscribe.js';
import updateSubscribe from './update-subscribe.js';
import verifyEmail from './verify-email.js';

/** Registers every alert route (mailed codes, subscribe, list, update, unsubscribe, email verification). */
export function registerAlertRoutes(app: FastifyInstance): void {
  registerRoute(app, isSubscribe);
  registerRoute(app, subscribeList);
  registerPostRoute(app, sendEmailCode);
  registerPostRoute(app, subscribe);
  registerPostRoute(app, updateSubscribe);
  registerPostRoute(app, unSubscribe);
  registerPostRoute(app, verifyEmail);
}
