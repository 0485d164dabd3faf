/**
 * Session families (docs/product/members.md#logout): a session started from a hand-over code remembers the session
 * that issued it and the family's first session; a logout in any session of the family ends the whole family, so a
 * sign-in carried to another domain ends with the one it came from (and the other way round), while the member's
 * sessions started by other logins live on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../rc-pub/src/accounts/member-auth.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { GOOD_PASSWORD, info, newMobile, passwordLogin, registerMember } from './account-helper.js';
import { type TestApp, startApp } from './app-helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ seeded: false });
});
afterAll(async () => {
  await t?.close();
});

/** Rows of a SELECT (PGlite and node-postgres both answer `{ rows }`). */
async function rows<R>(sql: string): Promise<R[]> {
  return ((await t.db.handle.db.execute(sql)) as unknown as { rows: R[] }).rows;
}

/** A new session handed over from `token`'s session: its token. */
async function handOver(token: string): Promise<string> {
  const issued = await t.http.post(RcPubPaths.handover).set('token', token).set('language', 'en');
  expect(issued.body, JSON.stringify(issued.body)).toMatchObject({ status: 0 });
  const r = await t.http
    .post(RcPubPaths.handoverExchange)
    .set('language', 'en')
    .send({ code: issued.body.data.code as string });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
  return r.body.data.token as string;
}

/** Whether `token` still names a live session (the member's info answers). */
async function live(token: string): Promise<boolean> {
  const r = await info(t, token);
  if (r.body.status === 401) return false;
  expect(r.body.status, JSON.stringify(r.body)).toBe(0);
  return true;
}

function logout(token: string) {
  return t.http.delete(RcPubPaths.logout).set('token', token).set('language', 'en');
}

describe('session families', () => {
  it('stores the parent and the family root of a handed-over session', async () => {
    const root = await registerMember(t, newMobile());
    const child = await handOver(root);
    const grandchild = await handOver(child);
    const ids = await rows<{
      token_hash: string;
      id: number;
      parent_session_id: number | null;
      family_id: number | null;
    }>(
      `SELECT token_hash, id, parent_session_id, family_id FROM member_sessions
        WHERE token_hash IN ('${hashToken(root)}', '${hashToken(child)}', '${hashToken(grandchild)}')`,
    );
    const by = new Map(ids.map((r) => [r.token_hash, r]));
    const r = by.get(hashToken(root))!;
    const c = by.get(hashToken(child))!;
    const g = by.get(hashToken(grandchild))!;
    expect(r).toMatchObject({ parent_session_id: null, family_id: null });
    expect(c).toMatchObject({ parent_session_id: r.id, family_id: r.id });
    expect(g).toMatchObject({ parent_session_id: c.id, family_id: r.id });
  });

  it('a logout where the member signed in ends every session handed over from it, and nothing else', async () => {
    const mobileNo = newMobile();
    const root = await registerMember(t, mobileNo);
    const child = await handOver(root);
    const grandchild = await handOver(child);
    const other = await passwordLogin(t, mobileNo, GOOD_PASSWORD);
    const otherToken = other.body.data.token as string;
    const otherChild = await handOver(otherToken);

    const out = await logout(root);
    expect(out.body).toMatchObject({ status: 0, data: 3, message: 'Logged out successfully' });
    expect(await live(root)).toBe(false);
    expect(await live(child)).toBe(false);
    const r = await info(t, grandchild);
    expect(r.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: null });
    expect(await live(otherToken)).toBe(true);
    expect(await live(otherChild)).toBe(true);
  });

  it('a logout in a handed-over session ends the session it came from too', async () => {
    const root = await registerMember(t, newMobile());
    const child = await handOver(root);
    const sibling = await handOver(root);
    expect((await logout(child)).body).toMatchObject({ status: 0, data: 3 });
    expect(await live(root)).toBe(false);
    expect(await live(sibling)).toBe(false);
  });

  it('a session handed over from one whose own parent has ended still belongs to the family', async () => {
    const root = await registerMember(t, newMobile());
    const child = await handOver(root);
    const grandchild = await handOver(child);
    // the middle session ends by itself (as an idle expiry would delete it), not by a logout
    await rows(`DELETE FROM member_sessions WHERE token_hash = '${hashToken(child)}'`);
    expect(await live(grandchild)).toBe(true);
    expect((await logout(root)).body).toMatchObject({ status: 0, data: 2 });
    expect(await live(grandchild)).toBe(false);
  });
});
