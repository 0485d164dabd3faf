/**
 * The lockout of wrong passwords (accounts/password-guard.ts, docs/product/members.md#password-login) covers the
 * current password of a password change as well as login: 10 wrong ones within 15 minutes, counted together, stop
 * both (even with the right password) and the change of mobile number, until the window ends or an SMS login.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  GOOD_PASSWORD,
  codeFor,
  enc,
  newMobile,
  passwordLogin,
  registerMember,
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

const LOCKED = { status: 429, message: 'Too many wrong passwords: please log in with an SMS code' };

/** POST changePwd as the session `token`; the response. */
function changePassword(token: string, oldPassword: string, password = 'quiet harbour lamp 7') {
  return t.http
    .post(RcPubPaths.changePwd)
    .set('token', token)
    .set('language', 'en')
    .send({ oldPassword: enc(t, oldPassword), password: enc(t, password) });
}

describe('change-password lockout (docs/product/members.md#account-security)', () => {
  it('locks after 10 wrong current passwords: the right one, login and a mobile change are refused', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    for (let i = 0; i < 10; i++)
      expect((await changePassword(token, `Wrong${i} guess 2026`)).body).toMatchObject({
        status: 400,
        message: 'The old password is wrong',
      });
    expect((await changePassword(token, GOOD_PASSWORD)).body).toMatchObject(LOCKED);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body).toMatchObject(LOCKED);
    const fresh = newMobile();
    const code = await codeFor(t, fresh, 'changeMobile', token);
    const move = await t.http
      .post(RcPubPaths.changeMobile)
      .set('token', token)
      .set('language', 'en')
      .send({ mobileNo: fresh, code });
    expect(move.body).toMatchObject(LOCKED);
    // the password is unchanged
    skipAhead(15 * 60_000 + 1000);
    expect((await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.status).toBe(0);
  });

  it('counts wrong passwords of login and of a change together, and an SMS login lifts the lock', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    for (let i = 0; i < 5; i++) await passwordLogin(t, mobileNo, 'Wrong1 guess 2026');
    for (let i = 0; i < 5; i++) await changePassword(token, 'Wrong2 guess 2026');
    expect((await changePassword(token, GOOD_PASSWORD)).body).toMatchObject(LOCKED);
    skipAhead(61_000);
    expect((await smsLogin(t, mobileNo, await codeFor(t, mobileNo, 'login'))).body.status).toBe(0);
    const changed = await changePassword(token, GOOD_PASSWORD);
    expect(changed.body).toMatchObject({ status: 0, message: 'Password changed successfully' });
  });

  it('forgets the failures once the password is changed', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    for (let i = 0; i < 9; i++) await changePassword(token, 'Wrong3 guess 2026');
    expect((await changePassword(token, GOOD_PASSWORD)).body.status).toBe(0);
    for (let i = 0; i < 9; i++) await passwordLogin(t, mobileNo, 'Wrong4 guess 2026');
    expect((await passwordLogin(t, mobileNo, 'quiet harbour lamp 7')).body.status).toBe(0);
  });
});
