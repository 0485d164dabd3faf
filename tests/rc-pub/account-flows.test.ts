/**
 * Accounts end to end over HTTP (docs/product/members.md; the account calls and texts of docs/product/calls-and-errors.md): register,
 * password and SMS login, personal info, logout and 401, forgotten and changed passwords, mobile change, logout
 * everywhere, sessions, legacy scrypt hashes. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { findMemberByMobile, insertMember } from '../../rc-pub/src/repositories/members.js';
import {
  GOOD_PASSWORD,
  captcha,
  codeFor,
  enc,
  info,
  newMobile,
  passwordLogin,
  registerMember,
  registerWith,
  skipAhead,
  smsLogin,
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

describe('register, log in, log out (docs/product/members.md, Registration and Login)', () => {
  it('registers with an SMS code, reads the profile, logs out, and the token then answers 401', async () => {
    const mobileNo = newMobile();
    const code = await codeFor(t, mobileNo, 'register');
    const reg = await t.http
      .post(RcPubPaths.register)
      .set('captcha', await captcha(t))
      .set('language', 'en')
      .set('user-agent', 'account-test/1')
      .send({ mobileNo, code, password: enc(t, GOOD_PASSWORD), agree: true });
    expect(reg.body).toMatchObject({
      status: 0,
      message: 'Congratulations! You have successfully registered',
      data: { member: { mobileNo, headPicture: null } },
    });
    const token = reg.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await info(t, token);
    expect(me.body).toMatchObject({
      status: 0,
      data: { mobileNo, name: null, email: null, institution: null, headPicture: null },
    });

    const out = await t.http.delete(RcPubPaths.logout).set('token', token).set('language', 'zh');
    expect(out.body).toMatchObject({ status: 0, message: '退出成功', data: 1 });
    const after = await info(t, token);
    expect(after.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: null });
    // no token at all
    expect((await t.http.get(RcPubPaths.memberInfo).set('language', 'en')).body).toMatchObject({
      status: 401,
      message: 'Please log in first',
    });
  });

  it('stores the token only as its hash and the password only as argon2id', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const row = await findMemberByMobile(t.db.handle.db, mobileNo);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
    const sessions = await t.http.get(RcPubPaths.memberSessions).set('token', token);
    expect(JSON.stringify(sessions.body)).not.toContain(token);
  });

  it('logs in with the password (Login successful) and answers User not found for an unknown number', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    const ok = await passwordLogin(t, mobileNo, GOOD_PASSWORD);
    expect(ok.body).toMatchObject({ status: 0, message: 'Login successful', data: { member: { mobileNo } } });
    expect((await info(t, ok.body.data.token)).body.status).toBe(0);

    const wrong = await passwordLogin(t, mobileNo, 'Wrong2026pass');
    expect(wrong.body).toMatchObject({ status: 400, message: 'Wrong mobile number or password', data: null });
    const unknown = await passwordLogin(t, newMobile(), GOOD_PASSWORD);
    expect(unknown.body).toMatchObject({ status: 404, message: 'User not found, please register first.' });
    // SMS login tells an unknown number so once its code proved the number is the caller's
    const stranger = newMobile();
    const zh = await smsLogin(t, stranger, await codeFor(t, stranger, 'login'), 'zh');
    expect(zh.body).toMatchObject({ status: 404, message: '用户不存在，请先注册。' });
  });

  it('logs in with an SMS code, once per code', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000); // one code per number per 60 s
    const code = await codeFor(t, mobileNo, 'login');
    const r = await smsLogin(t, mobileNo, code);
    expect(r.body).toMatchObject({ status: 0, message: 'Login successful', data: { member: { mobileNo } } });
    const again = await smsLogin(t, mobileNo, code);
    expect(again.body).toMatchObject({ status: 400, message: expect.stringMatching(/invalid or already used/) });
    // a code of another purpose does not log in
    skipAhead(61_000);
    const reset = await codeFor(t, mobileNo, 'reset');
    const wrongPurpose = await smsLogin(t, mobileNo, reset);
    expect(wrongPurpose.body.status).toBe(400);
  });

  it('refuses to register a number twice, once its code proved the number is the caller’s', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const again = await registerWith(t, mobileNo, await codeFor(t, mobileNo, 'register'), 'Another2026q');
    expect(again.body).toMatchObject({ status: 400, message: expect.stringMatching(/already registered/) });
  });
});

describe('passwords (setNewPwd and changePwd; docs/product/members.md#password-rules)', () => {
  it('resets a forgotten password with an SMS code and ends every session', async () => {
    const mobileNo = newMobile();
    const first = await registerMember(t, mobileNo);
    const second = (await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.data.token as string;
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'reset');
    const r = await t.http
      .post(RcPubPaths.setNewPwd)
      .set('language', 'en')
      .send({ mobileNo, code, password: enc(t, 'Renewed2026y') });
    expect(r.body).toMatchObject({ status: 0, message: 'Password Reset Successfully', data: 2 });
    for (const token of [first, second]) expect((await info(t, token)).body.status).toBe(401);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(400);
    expect((await passwordLogin(t, mobileNo, 'Renewed2026y')).body.status).toBe(0);
  });

  it('changes the password: other sessions end, this one stays, the old password is refused after', async () => {
    const mobileNo = newMobile();
    const mine = await registerMember(t, mobileNo);
    const other = (await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.data.token as string;
    const wrongOld = await t.http
      .post(RcPubPaths.changePwd)
      .set('token', mine)
      .set('language', 'en')
      .send({ oldPassword: enc(t, 'Nottheold1A'), password: enc(t, 'Changed2026z') });
    expect(wrongOld.body).toMatchObject({ status: 400, message: 'The old password is wrong' });
    const same = await t.http
      .post(RcPubPaths.changePwd)
      .set('token', mine)
      .set('language', 'en')
      .send({ oldPassword: enc(t, GOOD_PASSWORD), password: enc(t, GOOD_PASSWORD) });
    expect(same.body).toMatchObject({ status: 400, message: 'The new password must differ from the old one' });

    const r = await t.http
      .post(RcPubPaths.changePwd)
      .set('token', mine)
      .set('language', 'en')
      .send({ oldPassword: enc(t, GOOD_PASSWORD), password: enc(t, 'Changed2026z') });
    expect(r.body).toMatchObject({ status: 0, message: 'Password changed successfully', data: 1 });
    expect((await info(t, mine)).body.status).toBe(0);
    expect((await info(t, other)).body.status).toBe(401);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(400);
    expect((await passwordLogin(t, mobileNo, 'Changed2026z')).body.status).toBe(0);
  });

  it('verifies a legacy scrypt hash (salt:hash) and rehashes it to argon2id on login', async () => {
    const mobileNo = newMobile();
    const salt = randomBytes(16).toString('hex');
    const legacy = `${salt}:${scryptSync('Legacy2020pw', salt, 64).toString('hex')}`;
    const at = new Date();
    await insertMember(t.db.handle.db, { mobileNo, passwordHash: legacy, passwordChangedAt: at, createdAt: at });
    expect((await passwordLogin(t, mobileNo, 'Wrong2020pw')).body.status).toBe(400);
    const unchanged = await findMemberByMobile(t.db.handle.db, mobileNo);
    expect(unchanged?.passwordHash).toBe(legacy);

    const r = await passwordLogin(t, mobileNo, 'Legacy2020pw');
    expect(r.body).toMatchObject({ status: 0, data: { member: { mobileNo } } });
    const row = await findMemberByMobile(t.db.handle.db, mobileNo);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await passwordLogin(t, mobileNo, 'Legacy2020pw')).body.status).toBe(0);
  });
});

describe('brute-force guard: 10 wrong passwords in 15 minutes', () => {
  it('stops password login (even the right password) until an SMS login', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    for (let i = 0; i < 10; i++)
      expect((await passwordLogin(t, mobileNo, `Wrong${i}pass2026`)).body.message).toBe(
        'Wrong mobile number or password',
      );
    const locked = await passwordLogin(t, mobileNo, GOOD_PASSWORD);
    expect(locked.body).toMatchObject({
      status: 429,
      message: 'Too many wrong passwords: please log in with an SMS code',
    });
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'login');
    expect((await smsLogin(t, mobileNo, code)).body.status).toBe(0);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(0);
  });

  it('counts within 15 minutes of the first failure only, and lifts the lock when they pass', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    for (let i = 0; i < 9; i++) await passwordLogin(t, mobileNo, 'Wrong1pass2026');
    skipAhead(15 * 60_000 + 1000);
    for (let i = 0; i < 9; i++) await passwordLogin(t, mobileNo, 'Wrong1pass2026');
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(0);
    for (let i = 0; i < 10; i++) await passwordLogin(t, mobileNo, 'Wrong1pass2026');
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(429);
    skipAhead(15 * 60_000 + 1000);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(0);
  });
});

describe('mobile change, sessions, logout everywhere, profile', () => {
  it('moves the member to a new number proved by a code sent there; a registered number is refused', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const taken = newMobile();
    await registerMember(t, taken);
    skipAhead(61_000); // one code per number per 60 s
    // the code goes out as to any number; the refusal comes once the code proved the number is the caller's
    const takenCode = await codeFor(t, taken, 'changeMobile', token);
    const refused = await t.http
      .post(RcPubPaths.changeMobile)
      .set('token', token)
      .set('language', 'en')
      .send({ mobileNo: taken, code: takenCode });
    expect(refused.body).toMatchObject({ status: 400, message: expect.stringMatching(/already used/) });

    const fresh = newMobile();
    const code = await codeFor(t, fresh, 'changeMobile', token);
    const r = await t.http
      .post(RcPubPaths.changeMobile)
      .set('token', token)
      .set('language', 'en')
      .send({ mobileNo: fresh, code });
    expect(r.body).toMatchObject({ status: 0, data: { mobileNo: fresh, headPicture: null } });
    expect((await info(t, token)).body.data.mobileNo).toBe(fresh);
    expect((await passwordLogin(t, fresh, GOOD_PASSWORD)).body.status).toBe(0);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(404);
    // without a session, no changeMobile code is sent
    const anon = await t.http
      .post(RcPubPaths.sendReceiverMessage)
      .set('captcha', await captcha(t))
      .send({ mobileNo: newMobile(), type: 'changeMobile' });
    expect(anon.body.status).toBe(401);
  });

  it('lists sessions with the current one marked, and logoutAll ends them all', async () => {
    const mobileNo = newMobile();
    const a = await registerMember(t, mobileNo);
    const b = (await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.data.token as string;
    const list = await t.http.get(RcPubPaths.memberSessions).set('token', b);
    expect(list.body.status).toBe(0);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.body.data.map((s: { method: string }) => s.method).sort()).toEqual(['password', 'register']);
    const all = await t.http.delete(RcPubPaths.logoutAll).set('token', b);
    expect(all.body).toMatchObject({ status: 0, data: 2 });
    for (const token of [a, b]) expect((await info(t, token)).body.status).toBe(401);
  });

  it('saves the profile (docs/product/members.md#profile: name required, email checked; avatar must be an own upload)', async () => {
    const token = await registerMember(t, newMobile());
    const save = (body: object) =>
      t.http.post(RcPubPaths.saveMemberInfo).set('token', token).set('language', 'en').send(body);
    expect((await save({ name: ' ', email: 'a@b.org' })).body).toMatchObject({
      status: 400,
      message: 'Please enter your name',
    });
    expect((await save({ name: 'Li Wei', email: 'not-an-email' })).body).toMatchObject({
      status: 400,
      message: 'Email format incorrect, please try again.',
    });
    expect((await save({ name: 'Li Wei', email: 'li@example.org', headPictureId: 99999 })).body).toMatchObject({
      status: 404,
    });
    const ok = await save({ name: ' Li Wei ', email: 'li@example.org', institution: 'CAS' });
    expect(ok.body).toMatchObject({
      status: 0,
      message: 'Submitted successfully',
      data: { name: 'Li Wei', email: 'li@example.org', institution: 'CAS', headPicture: null },
    });
    expect((await info(t, token)).body.data).toMatchObject({ name: 'Li Wei', institution: 'CAS' });
    expect((await t.http.get(RcPubPaths.memberIdentities).set('token', token)).body).toMatchObject({
      status: 0,
      data: [],
    });
  });

  it('answers a clear NOT_CONFIGURED error for third-party login while it is not configured', async () => {
    const url = await t.http.get(RcPubPaths.getUmtLoginUrl).set('language', 'en');
    expect(url.body).toMatchObject({
      status: 10005,
      code: 'NOT_CONFIGURED',
      message: 'Third-party login is not configured on this portal',
    });
    const bind = await t.http
      .post(RcPubPaths.thirdBind)
      .set('language', 'en')
      .send({ ticket: 'x', mobileNo: newMobile(), code: '123456' });
    expect(bind.body.status).toBe(10005);
  });
});
