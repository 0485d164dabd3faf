/**
 * The session hand-over (docs/product/members.md#token-hand-over) on rc-pub: a signed-in member asks for a one-time
 * code (stored only hashed, valid 60 s, at most 10 a minute per session); exchanging it starts a new session of the
 * same member exactly once, also when exchanges race; an expired, spent, unknown or malformed code and a session token
 * given as a code start none; a logout (this session, or everywhere) takes the session's pending codes with it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../rc-pub/src/accounts/member-auth.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { GOOD_PASSWORD, info, newMobile, passwordLogin, registerMember, skipAhead } from './account-helper.js';
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

/** Rows of a SELECT (PGlite and node-postgres both answer `{ rows }`). */
async function rows<R>(sql: string): Promise<R[]> {
  return ((await t.db.handle.db.execute(sql)) as unknown as { rows: R[] }).rows;
}

/** POST handover with `token`; the response. */
function issue(token: string) {
  return t.http.post(RcPubPaths.handover).set('token', token).set('language', 'en');
}

/** A fresh code of `token`'s session (expects the issue to succeed). */
async function codeOf(token: string): Promise<string> {
  const r = await issue(token);
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
  return r.body.data.code as string;
}

/** POST handover/exchange { code }; the response. */
function exchange(code: string, lang: 'en' | 'zh' = 'en') {
  return t.http.post(RcPubPaths.handoverExchange).set('language', lang).send({ code });
}

const REFUSED = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'This sign-in link is invalid, expired or already used; please log in',
  data: null,
};

describe('issuing a hand-over code', () => {
  it('answers a 43-character code valid 60 s, stored only as its SHA-256 with the issuing session', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const r = await issue(token);
    expect(r.body).toMatchObject({ status: 0, data: { expiresIn: 60 } });
    const code = r.body.data.code as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await rows<{ code_hash: string; session_id: number; used_at: unknown; life: number }>(
      `SELECT code_hash, session_id, used_at, EXTRACT(EPOCH FROM expires_at - created_at)::int AS life
         FROM handover_codes WHERE code_hash = '${hashToken(code)}'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ used_at: null, life: 60 });
    const [session] = await rows<{ id: number }>(
      `SELECT id FROM member_sessions WHERE token_hash = '${hashToken(token)}'`,
    );
    expect(stored[0]?.session_id).toBe(session?.id);
    expect(await rows(`SELECT 1 FROM handover_codes WHERE code_hash = '${code}'`)).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const none = await t.http.post(RcPubPaths.handover).set('language', 'en');
    expect(none.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: null });
    const ended = await issue('A'.repeat(43));
    expect(ended.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('issues at most 10 codes per session a minute; the next minute it issues again', async () => {
    const token = await registerMember(t, newMobile());
    for (let i = 0; i < 10; i++) await codeOf(token);
    const eleventh = await issue(token);
    expect(eleventh.body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many sign-in links asked for; try again in 60 seconds',
    });
    // another session of the same member has its own budget
    const other = await registerMember(t, newMobile());
    expect((await issue(other)).body.status).toBe(0);
    skipAhead(61_000);
    expect((await issue(token)).body.status).toBe(0);
  });
});

describe('exchanging a hand-over code', () => {
  it('starts a new session of the same member, once; a second exchange is refused', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const code = await codeOf(token);
    const first = await exchange(code);
    expect(first.body).toMatchObject({ status: 0, message: 'Login successful', data: { member: { mobileNo } } });
    const fresh = first.body.data.token as string;
    expect(fresh).not.toBe(token);
    expect(fresh).not.toBe(code);
    expect((await info(t, fresh)).body).toMatchObject({ status: 0, data: { mobileNo } });
    const sessions = await t.http.get(RcPubPaths.memberSessions).set('token', fresh);
    expect(sessions.body.data).toHaveLength(2);
    expect(sessions.body.data).toContainEqual(expect.objectContaining({ method: 'handover', current: true }));
    // the issuing session goes on
    expect((await info(t, token)).body.status).toBe(0);

    expect((await exchange(code)).body).toEqual(REFUSED);
    const zh = await exchange(code, 'zh');
    expect(zh.body).toMatchObject({ status: 400, message: '登录链接无效、已过期或已使用，请重新登录' });
    expect(
      await rows(`SELECT id FROM member_sessions WHERE method = 'handover' AND member_id = (
      SELECT id FROM members WHERE mobile_no = '${mobileNo}')`),
    ).toHaveLength(1);
  });

  it('refuses a code past its 60 s; a code at 59 s still works', async () => {
    const token = await registerMember(t, newMobile());
    const late = await codeOf(token);
    const inTime = await codeOf(token);
    skipAhead(59_000);
    expect((await exchange(inTime)).body.status).toBe(0);
    skipAhead(2_000);
    expect((await exchange(late)).body).toEqual(REFUSED);
  });

  it('refuses a session token, a garbage code and an unknown code of the right shape', async () => {
    const token = await registerMember(t, newMobile());
    await codeOf(token);
    expect((await exchange(token)).body).toEqual(REFUSED);
    expect((await exchange('not a code')).body).toEqual(REFUSED);
    expect((await exchange('')).body).toEqual(REFUSED);
    expect((await exchange('B'.repeat(43))).body).toEqual(REFUSED);
    const tooLong = await exchange('C'.repeat(600));
    expect(tooLong.body).toMatchObject({ status: 400, data: null });
    // the session token is still a session, not spent by the attempt
    expect((await info(t, token)).body.status).toBe(0);
  });

  it('starts exactly one session when exchanges of one code race', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const code = await codeOf(token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    const won = answers.filter((r) => r.body.status === 0);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.body.status !== 0)) expect(r.body).toEqual(REFUSED);
    const sessions = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_sessions WHERE member_id = (SELECT id FROM members WHERE mobile_no = '${mobileNo}')`,
    );
    expect(sessions[0]?.n).toBe(2);
  });
});

describe('codes end with the session that issued them', () => {
  it("a logout takes the pending codes of that session, not of the member's other sessions", async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const other = (await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.data.token as string;
    const mine = await codeOf(token);
    const theirs = await codeOf(other);
    expect((await t.http.delete(RcPubPaths.logout).set('token', token)).body.status).toBe(0);
    expect(await rows(`SELECT 1 FROM handover_codes WHERE code_hash = '${hashToken(mine)}'`)).toEqual([]);
    expect((await exchange(mine)).body).toEqual(REFUSED);
    expect((await exchange(theirs)).body.status).toBe(0);
  });

  it('logging out everywhere takes the pending codes of every session', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(t, mobileNo);
    const other = (await passwordLogin(t, mobileNo, GOOD_PASSWORD)).body.data.token as string;
    const codes = [await codeOf(token), await codeOf(other)];
    expect((await t.http.delete(RcPubPaths.logoutAll).set('token', token)).body).toMatchObject({ status: 0, data: 2 });
    for (const code of codes) expect((await exchange(code)).body).toEqual(REFUSED);
    expect(
      await rows(
        `SELECT 1 FROM handover_codes WHERE member_id = (SELECT id FROM members WHERE mobile_no = '${mobileNo}')`,
      ),
    ).toEqual([]);
  });
});
