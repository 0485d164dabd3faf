/**
 * Helpers of the account tests: captchas solved with altcha-lib's own solver, password fields encrypted
 * with the app's key (lib/field-crypto.ts), SMS codes read back from the outbox file, members registered end to end
 * over HTTP. Each helper goes through the real routes; none writes to the database.
 */
import { readFileSync } from 'node:fs';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, vi } from 'vitest';
import type { SmsPurpose } from '../../rc-pub/src/contract/account.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { encryptField, parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import type { TestApp } from './app-helper.js';

/** What the helpers need of an app: its supertest agent and its configuration (key, outbox). */
export type AccountClient = Pick<TestApp, 'http' | 'config'>;

/**
 * Moves the clock of this process (only `Date`: timers and I/O run as usual) `ms` ahead of the current (real or
 * already moved) time; the app runs in this process, so its rules see the new time. Undo with vi.useRealTimers().
 */
export function skipAhead(ms: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

/** A password that meets docs/product/members.md#password-rules (8-128 characters, not a common password). */
export const GOOD_PASSWORD = 'Journal2026x';

let numbers = 0;
/** A fresh mainland mobile number (unique within the test process). */
export function newMobile(): string {
  numbers++;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(numbers).padStart(4, '0')}`;
}

let ips = 0;
/** A fresh client IP, sent as x-client-ip, so the per-IP SMS limit does not mix unrelated tests. */
export function newIp(): string {
  ips++;
  return `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`;
}

/** `text` encrypted as the gateway does (AES-256-GCM with the app's key). */
export function enc(t: AccountClient, text: string): string {
  return encryptField(parseAesKey(t.config.aesKey.value ?? ''), text);
}

/** A new challenge from POST /rc-pub/api/captcha (its raw answer body). */
export async function challengeOf(t: AccountClient): Promise<Challenge> {
  const r = await t.http.post(RcPubPaths.captcha);
  expect(r.body.status, JSON.stringify(r.body)).toBe(0);
  return r.body.data as Challenge;
}

/** The captcha header for `challenge`, solved by altcha-lib (base64 JSON { challenge, solution }). */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh solved captcha header. */
export async function captcha(t: AccountClient): Promise<string> {
  return solve(await challengeOf(t));
}

/** POST sendReceiverMessage with a fresh captcha (and `token` for changeMobile); the response. */
export async function sendCode(
  t: AccountClient,
  mobileNo: string,
  type: SmsPurpose,
  opts: { ip?: string; token?: string; lang?: 'zh' | 'en' } = {},
) {
  const req = t.http
    .post(RcPubPaths.sendReceiverMessage)
    .set('captcha', await captcha(t))
    .set('x-client-ip', opts.ip ?? newIp())
    .set('language', opts.lang ?? 'en');
  if (opts.token) req.set('token', opts.token);
  return req.send({ mobileNo, type });
}

/** The outbox lines (SMS_OUTBOX) sent to `mobileNo`, oldest first. */
export function outbox(
  t: AccountClient,
  mobileNo?: string,
): { mobileNo: string; type: string; code: string; text: string }[] {
  let text = '';
  try {
    text = readFileSync(t.config.accounts.sms.outbox, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobileNo: string; type: string; code: string; text: string; sentAt: string })
    .filter((l) => mobileNo === undefined || l.mobileNo === mobileNo);
}

/** The newest code sent to `mobileNo` for `type` (fails when none was sent). */
export function lastCode(t: AccountClient, mobileNo: string, type: SmsPurpose): string {
  const line = outbox(t, mobileNo)
    .filter((l) => l.type === type)
    .at(-1);
  expect(line, `no ${type} SMS to ${mobileNo} in the outbox`).toBeDefined();
  return line!.code;
}

/** Sends a code of `type` to `mobileNo` and returns it (expects the send to succeed). */
export async function codeFor(t: AccountClient, mobileNo: string, type: SmsPurpose, token?: string): Promise<string> {
  const r = await sendCode(t, mobileNo, type, token ? { token } : {});
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
  return lastCode(t, mobileNo, type);
}

/** Registers `mobileNo` with `password` over HTTP; the session token of the login result. */
export async function registerMember(t: AccountClient, mobileNo: string, password = GOOD_PASSWORD): Promise<string> {
  const code = await codeFor(t, mobileNo, 'register');
  const r = await registerWith(t, mobileNo, code, password);
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0, data: { member: { mobileNo } } });
  return r.body.data.token as string;
}

/** POST register with `code`, `password` (encrypted here) and a fresh captcha; the response. */
export async function registerWith(t: AccountClient, mobileNo: string, code: string, password: string) {
  return t.http
    .post(RcPubPaths.register)
    .set('captcha', await captcha(t))
    .set('language', 'en')
    .send({ mobileNo, code, password: enc(t, password), agree: true });
}

/** POST loginByMessage with a fresh captcha; the response. */
export async function smsLogin(t: AccountClient, mobileNo: string, code: string, lang: 'zh' | 'en' = 'en') {
  return t.http
    .post(RcPubPaths.loginByMessage)
    .set('captcha', await captcha(t))
    .set('language', lang)
    .send({ mobileNo, code });
}

/** GET isRegistered with a fresh captcha; the response. */
export async function isRegisteredLookup(t: AccountClient, mobileNo: string) {
  return t.http
    .get(RcPubPaths.isRegistered)
    .query({ mobileNo })
    .set('captcha', await captcha(t))
    .set('language', 'en');
}

/** POST login with a fresh captcha; the response. */
export async function passwordLogin(t: AccountClient, mobileNo: string, password: string) {
  return t.http
    .post(RcPubPaths.login)
    .set('captcha', await captcha(t))
    .set('language', 'en')
    .send({ mobileNo, password: enc(t, password) });
}

/** GET personal info with `token`; the response. */
export function info(t: AccountClient, token: string) {
  return t.http.get(RcPubPaths.memberInfo).set('token', token).set('language', 'en');
}
