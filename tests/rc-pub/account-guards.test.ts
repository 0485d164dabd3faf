/**
 * What guards the account calls (password and phone rules, captcha header and encrypted
 * password fields: docs/product/members.md and docs/product/calls-and-errors.md#encrypted-fields): the ALTCHA captcha (required, solved, signed by this server, single use, 2 minutes), password
 * rules (also through registration and reset; the whole table in password-rules.test.ts), clear-text passwords
 * refused, phone format, the user agreement.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  GOOD_PASSWORD,
  captcha,
  challengeOf,
  codeFor,
  enc,
  isRegisteredLookup,
  newIp,
  newMobile,
  passwordLogin,
  registerMember,
  registerWith,
  skipAhead,
  solve,
} from './account-helper.js';
import { type TestApp, startApp } from './app-helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ seeded: false });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** sendReceiverMessage for a fresh number with `header` as the captcha (none when null). */
function sendWith(header: string | null) {
  const req = t.http.post(RcPubPaths.sendReceiverMessage).set('language', 'en').set('x-client-ip', newIp());
  if (header !== null) req.set('captcha', header);
  return req.send({ mobileNo: newMobile(), type: 'register' });
}

describe('captcha (the captcha header, docs/product/members.md#captcha; ALTCHA)', () => {
  it('is required by SMS sends, registration, SMS and password logins and the isRegistered lookup', async () => {
    expect((await sendWith(null)).body).toMatchObject({
      status: 400,
      message: 'Please complete the verification first',
    });
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    const r = await t.http
      .post(RcPubPaths.login)
      .set('language', 'en')
      .send({ mobileNo, password: enc(t, GOOD_PASSWORD) });
    expect(r.body).toMatchObject({ status: 400, message: 'Please complete the verification first' });
    const noCaptcha = { status: 400, message: 'Please complete the verification first' };
    const code = await codeFor(t, newMobile(), 'register');
    for (const res of [
      await t.http
        .post(RcPubPaths.register)
        .set('language', 'en')
        .send({ mobileNo, code, password: enc(t, GOOD_PASSWORD), agree: true }),
      await t.http.post(RcPubPaths.loginByMessage).set('language', 'en').send({ mobileNo, code }),
      await t.http.get(RcPubPaths.isRegistered).set('language', 'en').query({ mobileNo }),
    ])
      expect(res.body).toMatchObject(noCaptcha);
  });

  it('is accepted once', async () => {
    const header = await captcha(t);
    expect((await sendWith(header)).body.status).toBe(0);
    expect((await sendWith(header)).body).toMatchObject({
      status: 400,
      message: 'This verification was already used, please verify again',
    });
  });

  it('expires 2 minutes after it was issued', async () => {
    const header = await captcha(t);
    skipAhead(121_000);
    expect((await sendWith(header)).body).toMatchObject({
      status: 400,
      message: 'Verification expired, please verify again',
    });
    vi.useRealTimers();
    const fresh = await captcha(t);
    skipAhead(110_000);
    expect((await sendWith(fresh)).body.status).toBe(0);
  });

  it('refuses a wrong solution, a forged challenge and garbage', async () => {
    const challenge = await challengeOf(t);
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString('utf8'));
    const wrongSolution = { ...good, solution: { ...good.solution, counter: good.solution.counter + 1 } };
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    expect((await sendWith(b64(wrongSolution))).body).toMatchObject({
      status: 400,
      message: 'Verification failed, please try again',
    });
    // an easier challenge the client made up: the signature does not match its parameters
    const forged = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } } };
    expect((await sendWith(b64(forged))).body.status).toBe(400);
    expect((await sendWith('not base64 json')).body.message).toBe('Verification failed, please try again');
    // the genuine one still works (failed attempts did not spend it)
    expect((await sendWith(b64(good))).body.status).toBe(0);
  });
});

describe('password fields arrive encrypted (docs/product/calls-and-errors.md#encrypted-fields)', () => {
  it('refuses clear text and other keys with a 400 naming the field, never a 500', async () => {
    const mobileNo = newMobile();
    const code = await codeFor(t, mobileNo, 'register');
    const clear = await t.http
      .post(RcPubPaths.register)
      .set('captcha', await captcha(t))
      .set('language', 'en')
      .send({ mobileNo, code, password: GOOD_PASSWORD, agree: true });
    expect(clear.status).toBe(200);
    expect(clear.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(clear.body.message).toMatch(/^Field password must be encrypted/);
    const otherKey = Buffer.concat([Buffer.alloc(12), Buffer.from('whatever-bytes-here')]).toString('base64');
    const r = await t.http
      .post(RcPubPaths.register)
      .set('captcha', await captcha(t))
      .set('language', 'en')
      .send({ mobileNo, code, password: otherKey, agree: true });
    expect(r.body.status).toBe(400);
    // the code was not spent by the refusals
    const ok = await registerWith(t, mobileNo, code, GOOD_PASSWORD);
    expect(ok.body.status).toBe(0);
    const token = ok.body.data.token as string;
    const change = await t.http
      .post(RcPubPaths.changePwd)
      .set('token', token)
      .set('language', 'en')
      .send({ oldPassword: GOOD_PASSWORD, password: enc(t, 'Another2026q') });
    expect(change.body.message).toMatch(/^Field oldPassword must be encrypted/);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(0);
  });
});

describe('password rules through registration and reset (docs/product/members.md#password-rules)', () => {
  const cases: [string, string, string][] = [
    ['too short', 'Ab1defg', 'The password must be 8-128 characters long'],
    ['too long', 'a'.repeat(129), 'The password must be 8-128 characters long'],
    ['a NUL', 'quiet\u0000harbour lamp', 'The password must not contain control characters'],
    [
      'a common password',
      'Passw0rd',
      'This password is too common or easy to guess; please choose another (a few words make a good one)',
    ],
  ];
  it.each(cases)('refuses a password with %s and leaves the code usable', async (_what, password, message) => {
    const mobileNo = newMobile();
    const code = await codeFor(t, mobileNo, 'register');
    expect((await registerWith(t, mobileNo, code, password)).body).toMatchObject({ status: 400, message });
    expect((await registerWith(t, mobileNo, code, 'quiet harbour lamp 7')).body.status).toBe(0);
  });

  it('refuses a password containing the mobile number, on register and reset', async () => {
    const mobileNo = newMobile();
    const code = await codeFor(t, mobileNo, 'register');
    const r = await registerWith(t, mobileNo, code, `Ab${mobileNo}`);
    expect(r.body).toMatchObject({ status: 400, message: 'The password must not contain the mobile number' });
    const reset = await t.http
      .post(RcPubPaths.setNewPwd)
      .set('language', 'zh')
      .send({ mobileNo, code: '000000', password: enc(t, `x${mobileNo}Y`) });
    expect(reset.body).toMatchObject({ status: 400, message: '密码不能包含手机号' });
  });

  it('accepts 8 characters, a long passphrase with spaces and any script, without character classes', async () => {
    for (const password of ['xq7vblmz', `${'quiet harbour lamp '.repeat(6)}ferns ink`, '月光下的旧书店很安静']) {
      const token = await registerMember(t, newMobile(), password);
      expect(token).toBeTruthy();
    }
  });
});

describe('phone format and agreement (docs/product/members.md, Mobile number rules and Registration)', () => {
  it.each(['12345678901', '1391234567', '139123456789', '+8613912345678', '2391234567a'])(
    'refuses %s in the product docs words, in both languages',
    async (mobileNo) => {
      const en = await t.http.get(RcPubPaths.isRegistered).query({ mobileNo }).set('language', 'en');
      expect(en.body).toMatchObject({ status: 400, message: 'Phone number format incorrect, please try again.' });
      const zh = await t.http
        .post(RcPubPaths.sendReceiverMessage)
        .set('captcha', await captcha(t))
        .send({ mobileNo, type: 'login' });
      expect(zh.body).toMatchObject({ status: 400, message: '手机号格式不正确，请重新输入。' });
    },
  );

  it('answers isRegistered after a solved captcha', async () => {
    const mobileNo = newMobile();
    expect((await isRegisteredLookup(t, mobileNo)).body).toMatchObject({ status: 0, data: false });
    await registerMember(t, mobileNo);
    expect((await isRegisteredLookup(t, mobileNo)).body).toMatchObject({ status: 0, data: true });
  });

  it('requires the user agreement', async () => {
    const mobileNo = newMobile();
    const code = await codeFor(t, mobileNo, 'register');
    const r = await t.http
      .post(RcPubPaths.register)
      .set('captcha', await captcha(t))
      .set('language', 'en')
      .send({ mobileNo, code, password: enc(t, GOOD_PASSWORD), agree: false });
    expect(r.body).toMatchObject({ status: 400, message: 'Please click to accept the user agreement first' });
  });
});
