/**
 * Live answers of every account route for tests/rc-pub/openapi.test.ts, which validates each against its
 * declared schema: a real walk through the calls (captcha, SMS code from the outbox, register, login, profile,
 * sessions, password and number changes, logout, deletion), plus the error envelopes of the calls that answer only
 * errors here (SMS login without a code, password reset with a wrong code, third-party login while it is off).
 */
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  type AccountClient,
  GOOD_PASSWORD,
  captcha,
  codeFor,
  enc,
  newMobile,
  registerMember,
} from './account-helper.js';

/** One answer: where it came from, the request and what came back (the shape openapi.test.ts validates). */
export interface LiveAnswer {
  source: string;
  method: string;
  path: string;
  httpStatus: number;
  body: unknown;
  /** The envelope status this walk expects (0 for the successes). */
  expectStatus: number;
}

/** Every account route answered once, in the order of a member's life. */
export async function accountAnswers(c: AccountClient): Promise<LiveAnswer[]> {
  const out: LiveAnswer[] = [];
  const record = (method: string, path: string, expectStatus: number, r: { status: number; body: unknown }) =>
    out.push({ source: `live ${method} ${path}`, method, path, httpStatus: r.status, body: r.body, expectStatus });

  record('POST', RcPubPaths.captcha, 0, await c.http.post(RcPubPaths.captcha));
  const mobileNo = newMobile();
  const lookup = await c.http
    .get(RcPubPaths.isRegistered)
    .set('captcha', await captcha(c))
    .query({ mobileNo });
  record('GET', RcPubPaths.isRegistered, 0, lookup);
  const send = await c.http
    .post(RcPubPaths.sendReceiverMessage)
    .set('captcha', await captcha(c))
    .send({ mobileNo, type: 'register' });
  record('POST', RcPubPaths.sendReceiverMessage, 0, send);
  const token = await registerMember(c, newMobile());
  const mine = newMobile();
  const code = await codeFor(c, mine, 'register');
  const reg = await c.http
    .post(RcPubPaths.register)
    .set('captcha', await captcha(c))
    .send({ mobileNo: mine, code, password: enc(c, GOOD_PASSWORD), agree: true });
  record('POST', RcPubPaths.register, 0, reg);
  const login = await c.http
    .post(RcPubPaths.login)
    .set('captcha', await captcha(c))
    .send({ mobileNo: mine, password: enc(c, GOOD_PASSWORD) });
  record('POST', RcPubPaths.login, 0, login);
  const sms = await c.http
    .post(RcPubPaths.loginByMessage)
    .set('captcha', await captcha(c))
    .send({ mobileNo: mine, code: '000000' });
  record('POST', RcPubPaths.loginByMessage, 400, sms);
  const reset = await c.http
    .post(RcPubPaths.setNewPwd)
    .send({ mobileNo: mine, code: '000000', password: enc(c, 'Another2026q') });
  record('POST', RcPubPaths.setNewPwd, 400, reset);

  const auth = (req: ReturnType<AccountClient['http']['get']>) => req.set('token', token);
  record('GET', RcPubPaths.memberInfo, 0, await auth(c.http.get(RcPubPaths.memberInfo)));
  const save = await auth(c.http.post(RcPubPaths.saveMemberInfo)).send({ name: 'Li Wei', email: 'li@example.org' });
  record('POST', RcPubPaths.saveMemberInfo, 0, save);
  record('GET', RcPubPaths.memberSessions, 0, await auth(c.http.get(RcPubPaths.memberSessions)));
  record('GET', RcPubPaths.memberIdentities, 0, await auth(c.http.get(RcPubPaths.memberIdentities)));
  const handover = await auth(c.http.post(RcPubPaths.handover));
  record('POST', RcPubPaths.handover, 0, handover);
  const handoverCode = (handover.body as { data: { code: string } }).data.code;
  const exchange = await c.http.post(RcPubPaths.handoverExchange).send({ code: handoverCode });
  record('POST', RcPubPaths.handoverExchange, 0, exchange);
  const pwd = await auth(c.http.post(RcPubPaths.changePwd)).send({
    oldPassword: enc(c, GOOD_PASSWORD),
    password: enc(c, 'Another2026q'),
  });
  record('POST', RcPubPaths.changePwd, 0, pwd);
  const fresh = newMobile();
  const mobileCode = await codeFor(c, fresh, 'changeMobile', token);
  const move = await auth(c.http.post(RcPubPaths.changeMobile)).send({ mobileNo: fresh, code: mobileCode });
  record('POST', RcPubPaths.changeMobile, 0, move);
  // third-party login is not configured here: NOT_CONFIGURED (tests/rc-pub/oidc.test.ts runs it against a provider)
  record('GET', RcPubPaths.thirdLoginInfo, 0, await c.http.get(RcPubPaths.thirdLoginInfo));
  record('GET', RcPubPaths.getUmtLoginUrl, 10005, await c.http.get(RcPubPaths.getUmtLoginUrl));
  const third = await c.http.post(RcPubPaths.loginByThirdLoginUrl).send({ callbackUrl: 'https://x/cb', state: 's' });
  record('POST', RcPubPaths.loginByThirdLoginUrl, 10005, third);
  const bind = await c.http.post(RcPubPaths.thirdBind).send({ ticket: 't', mobileNo: fresh, code: '000000' });
  record('POST', RcPubPaths.thirdBind, 10005, bind);
  const unbind = await auth(c.http.delete(RcPubPaths.memberIdentities)).send({ id: 999999 });
  record('DELETE', RcPubPaths.memberIdentities, 404, unbind);
  const other = (login.body as { data: { token: string } }).data.token;
  record('DELETE', RcPubPaths.logout, 0, await c.http.delete(RcPubPaths.logout).set('token', other));
  record('DELETE', RcPubPaths.logoutAll, 0, await auth(c.http.delete(RcPubPaths.logoutAll)));
  const again = await registerMember(c, newMobile());
  record('DELETE', RcPubPaths.deleteMember, 0, await c.http.delete(RcPubPaths.deleteMember).set('token', again));
  return out;
}
