/**
 * Who is a member is told only to whoever holds the number (docs/product/members.md#who-is-a-member): SMS codes are
 * sent and answered alike for every number, registration and SMS login answer a wrong code alike for members and
 * strangers and tell "already registered" or "not found" only after a good code, and the isRegistered lookup spends a
 * solved captcha each time (the per-address budget of lookups is the gateway's: tests/gateway/account-enumeration.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  captcha,
  codeFor,
  isRegisteredLookup,
  newMobile,
  registerMember,
  registerWith,
  sendCode,
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

/** A code that is not `code` (same length, never equal). */
const other = (code: string) => (code === '000000' ? '111111' : '000000');

/** A registered number and a stranger's, each with a live code of `type` (sent one minute after registering). */
async function memberAndStranger(type: 'register' | 'login') {
  const member = newMobile();
  await registerMember(t, member);
  skipAhead(61_000);
  const stranger = newMobile();
  return {
    member,
    stranger,
    memberCode: await codeFor(t, member, type),
    strangerCode: await codeFor(t, stranger, type),
  };
}

describe('registration tells nothing before the code (docs/product/members.md#registration)', () => {
  it('sends a register code to a registered number as to any other, with the same answer', async () => {
    const member = newMobile();
    await registerMember(t, member);
    skipAhead(61_000);
    const known = await sendCode(t, member, 'register');
    const unknown = await sendCode(t, newMobile(), 'register');
    expect(known.body).toMatchObject({ status: 0, message: 'Verification code sent' });
    expect(unknown.body).toEqual(known.body);
  });

  it('answers a wrong code alike, and "already registered" only after a good one', async () => {
    const { member, stranger, memberCode, strangerCode } = await memberAndStranger('register');
    const known = await registerWith(t, member, other(memberCode), 'quiet harbour lamp 7');
    const unknown = await registerWith(t, stranger, other(strangerCode), 'quiet harbour lamp 7');
    expect(known.body).toMatchObject({ status: 400, message: 'Verification code incorrect, 4 tries left' });
    expect(unknown.body).toEqual(known.body);
    const proven = await registerWith(t, member, memberCode, 'quiet harbour lamp 7');
    expect(proven.body).toMatchObject({
      status: 400,
      message: 'This mobile number is already registered, please log in',
    });
    expect((await registerWith(t, stranger, strangerCode, 'quiet harbour lamp 7')).body.status).toBe(0);
  });
});

describe('SMS login tells nothing before the code (docs/product/members.md#sms-login)', () => {
  it('answers a wrong code and a missing code alike, and "not found" only after a good one', async () => {
    const { member, stranger, memberCode, strangerCode } = await memberAndStranger('login');
    const known = await smsLogin(t, member, other(memberCode));
    const unknown = await smsLogin(t, stranger, other(strangerCode));
    expect(known.body).toMatchObject({ status: 400, message: 'Verification code incorrect, 4 tries left' });
    expect(unknown.body).toEqual(known.body);
    // numbers that never asked for a code
    const fresh = newMobile();
    const neverMember = newMobile();
    await registerMember(t, neverMember);
    const noCodeKnown = await smsLogin(t, neverMember, '123456');
    const noCodeUnknown = await smsLogin(t, fresh, '123456');
    expect(noCodeUnknown.body).toMatchObject({ status: 400 });
    expect(noCodeUnknown.body).toEqual(noCodeKnown.body);

    expect((await smsLogin(t, stranger, strangerCode)).body).toMatchObject({
      status: 404,
      message: 'User not found, please register first.',
    });
    expect((await smsLogin(t, member, memberCode)).body).toMatchObject({ status: 0, message: 'Login successful' });
  });
});

describe('isRegistered spends a captcha per lookup', () => {
  it('refuses a lookup without one, with a used one, and answers with a fresh one', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    const bare = await t.http.get(RcPubPaths.isRegistered).set('language', 'en').query({ mobileNo });
    expect(bare.body).toMatchObject({ status: 400, message: 'Please complete the verification first', data: null });
    const header = await captcha(t);
    const first = await t.http.get(RcPubPaths.isRegistered).set('captcha', header).query({ mobileNo });
    expect(first.body).toMatchObject({ status: 0, data: true });
    const replay = await t.http
      .get(RcPubPaths.isRegistered)
      .set('captcha', header)
      .set('language', 'en')
      .query({ mobileNo: newMobile() });
    expect(replay.body).toMatchObject({
      status: 400,
      message: 'This verification was already used, please verify again',
    });
    expect((await isRegisteredLookup(t, newMobile())).body).toMatchObject({ status: 0, data: false });
  });
});
