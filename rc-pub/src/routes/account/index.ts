/** Account routes (docs/product/calls-and-errors.md#accounts, /front/frontMembers/info): registered by routes/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerPostRoute, registerRoute } from '../../lib/route.js';
import captcha from './captcha.js';
import sendSms from './send-sms.js';
import isRegistered from './is-registered.js';
import register from './register.js';
import login from './login.js';
import loginByMessage from './login-by-message.js';
import setNewPwd from './set-new-pwd.js';
import changePwd from './change-pwd.js';
import changeMobile from './change-mobile.js';
import logout from './logout.js';
import logoutAll from './logout-all.js';
import getUmtLoginUrl from './get-umt-login-url.js';
import loginByThird from './login-by-third.js';
import thirdBind from './third-bind.js';
import thirdLoginInfo from './third-login-info.js';
import unbindIdentity from './unbind-identity.js';
import memberInfo from './member-info.js';
import saveInfo from './save-info.js';
import sessions from './sessions.js';
import identities from './identities.js';
import deleteMember from './delete-member.js';
import handover from './handover.js';
import handoverExchange from './handover-exchange.js';

/** Registers every account route (captcha, SMS codes, register, login, passwords, logout, profile, third party). */
export function registerAccountRoutes(app: FastifyInstance): void {
  registerRoute(app, isRegistered);
  registerRoute(app, thirdLoginInfo);
  registerRoute(app, getUmtLoginUrl);
  registerRoute(app, memberInfo);
  registerRoute(app, sessions);
  registerRoute(app, identities);
  registerPostRoute(app, captcha);
  registerPostRoute(app, sendSms);
  registerPostRoute(app, register);
  registerPostRoute(app, login);
  registerPostRoute(app, loginByMessage);
  registerPostRoute(app, setNewPwd);
  registerPostRoute(app, changePwd);
  registerPostRoute(app, changeMobile);
  registerPostRoute(app, logout);
  registerPostRoute(app, logoutAll);
  registerPostRoute(app, loginByThird);
  registerPostRoute(app, thirdBind);
  registerPostRoute(app, unbindIdentity);
  registerPostRoute(app, saveInfo);
  registerPostRoute(app, deleteMember);
  registerPostRoute(app, handover);
  registerPostRoute(app, handoverExchange);
}
