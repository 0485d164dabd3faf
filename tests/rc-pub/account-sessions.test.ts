/**
 * Session lifetime and member deletion (a body status 401 is session expiry, docs/product/members.md#sessions): idle expiry
 * (RC_PUB_SESSION_IDLE_HOURS, default 0.5: 30 minutes) and absolute expiry (RC_PUB_SESSION_MAX_DAYS, default 0.5: 12
 * hours; OWASP ASVS level 2) on every member call, with the clock moved by vi's fake Date; the login result says when
 * its session ends at the latest; deleting a member removes every row they own, in every member table, and nobody
 * else's.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { hashToken } from '../../rc-pub/src/accounts/member-auth.js';
import {
  GOOD_PASSWORD,
  info,
  isRegisteredLookup,
  newMobile,
  passwordLogin,
  registerMember,
  skipAhead,
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

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Rows of a SELECT (PGlite and node-postgres both answer `{ rows }`). */
async function rows<R>(sql: string): Promise<R[]> {
  return ((await t.db.handle.db.execute(sql)) as unknown as { rows: R[] }).rows;
}

describe('session expiry (401 on every member call)', () => {
  it('ends a session unused for 30 minutes by default; use keeps it alive', async () => {
    const token = await registerMember(t, newMobile());
    skipAhead(29 * MINUTE);
    expect((await info(t, token)).body.status).toBe(0);
    skipAhead(29 * MINUTE); // 58 minutes after login, 29 after last use
    expect((await info(t, token)).body.status).toBe(0);
    skipAhead(30 * MINUTE + 1000);
    const r = await info(t, token);
    expect(r.body).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired, please log in again',
    });
    // the ended session is gone
    expect(await rows(`SELECT id FROM member_sessions WHERE token_hash = '${hashToken(token)}'`)).toEqual([]);
  });

  it('ends a session 12 hours after login by default however much it is used, and says so at login', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    const login = await passwordLogin(t, mobileNo, GOOD_PASSWORD);
    expect(login.body.data.expiresIn).toBe(12 * 3600);
    const token = login.body.data.token as string;
    for (let m = 25; m < 12 * 60; m += 25) {
      skipAhead(25 * MINUTE);
      expect((await info(t, token)).body.status, `${m} min after login`).toBe(0);
    }
    skipAhead(25 * MINUTE); // 12 h 5 min after login, 25 min after last use
    expect((await t.http.get(RcPubPaths.memberSessions).set('token', token)).body.status).toBe(401);
  });

  it('follows the configured lifetimes', async () => {
    const short = await startApp({
      seeded: false,
      env: { RC_PUB_SESSION_IDLE_HOURS: '1', RC_PUB_SESSION_MAX_DAYS: '1' },
    });
    try {
      const mobileNo = newMobile();
      const token = await registerMember(short, mobileNo);
      skipAhead(HOUR - 60_000);
      expect((await info(short, token)).body.status).toBe(0);
      skipAhead(HOUR + 60_000);
      expect((await info(short, token)).body.status).toBe(401);
      const login = await passwordLogin(short, mobileNo, GOOD_PASSWORD);
      expect(login.body.data.expiresIn).toBe(24 * 3600);
      const again = login.body.data.token as string;
      const result = (await short.db.handle.db.execute(
        `SELECT expires_at, created_at FROM member_sessions WHERE token_hash = '${hashToken(again)}'`,
      )) as unknown as { rows: { expires_at: string | Date; created_at: string | Date }[] };
      const session = result.rows[0];
      const lifetime = new Date(session!.expires_at).getTime() - new Date(session!.created_at).getTime();
      expect(lifetime).toBe(24 * HOUR);
    } finally {
      await short.close();
    }
  });
});

/** Every table with a member_id column (so a new member table is covered without editing this test). */
async function memberTables(): Promise<string[]> {
  const r = await rows<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE column_name = 'member_id' AND table_schema = 'public'",
  );
  return r.map((x) => x.table_name).sort();
}

/** Gives member `id` (mobile `mobileNo`) one row in every member table, SMS codes and album items included. */
async function fill(id: number, mobileNo: string): Promise<void> {
  const statements = [
    `INSERT INTO member_identities (member_id, issuer, subject) VALUES (${id}, 'https://orcid.org', 'sub-${id}')`,
    `INSERT INTO member_favourites (member_id, resource_type, resource_id) VALUES (${id}, 428, 1)`,
    `INSERT INTO member_downloads (member_id, resource_type, resource_id) VALUES (${id}, 428, 1)`,
    `INSERT INTO member_history (member_id, article_id) VALUES (${id}, 1)`,
    `INSERT INTO member_files (member_id, purpose, name, mime, size, data) VALUES (${id}, 'avatar', 'a.png', 'image/png', 1, '\\x00'::bytea)`,
    `INSERT INTO member_subscriptions (member_id, email, type) VALUES (${id}, 'm${id}@example.org', 'current')`,
    `INSERT INTO member_albums (member_id, name) VALUES (${id}, 'album ${id}')`,
    `INSERT INTO member_album_items (album_id, resource_type, resource_id) SELECT id, 25, 7 FROM member_albums WHERE member_id = ${id}`,
    `INSERT INTO sms_codes (mobile_no, purpose, code_hash, expires_at) VALUES ('${mobileNo}', 'login', 'x', now())`,
    `INSERT INTO handover_codes (code_hash, member_id, session_id, expires_at) SELECT 'h-${id}', ${id}, id, now() FROM member_sessions WHERE member_id = ${id} LIMIT 1`,
    // the basket names a real article: one of a journal made for it (this database holds no content)
    `INSERT INTO publications (code) VALUES ('basket-${id}')`,
    `INSERT INTO articles (publication_id) SELECT id FROM publications WHERE code = 'basket-${id}'`,
    `INSERT INTO member_basket_entries (member_id, article_id, sort_order) SELECT ${id}, a.id, 1 FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.code = 'basket-${id}'`,
  ];
  for (const s of statements) await t.db.handle.db.execute(s);
}

/** Rows of member `id` per member table, album items and SMS codes of `mobileNo`. */
async function owned(id: number, mobileNo: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await memberTables())
    out[table] = Number(
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE member_id = ${id}`))[0]?.n,
    );
  out.member_album_items = Number(
    (
      await rows<{ n: string }>(
        `SELECT count(*) AS n FROM member_album_items i JOIN member_albums a ON a.id = i.album_id WHERE a.member_id = ${id}`,
      )
    )[0]?.n,
  );
  out.sms_codes = Number(
    (await rows<{ n: string }>(`SELECT count(*) AS n FROM sms_codes WHERE mobile_no = '${mobileNo}'`))[0]?.n,
  );
  out.members = Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM members WHERE id = ${id}`))[0]?.n);
  return out;
}

describe('member deletion', () => {
  it('removes every row of the member in every member table, and leaves another member intact', async () => {
    const aNo = newMobile();
    const bNo = newMobile();
    const a = await registerMember(t, aNo);
    const b = await registerMember(t, bNo);
    const ids = await rows<{ id: number; mobile_no: string }>(
      `SELECT id, mobile_no FROM members WHERE mobile_no IN ('${aNo}', '${bNo}')`,
    );
    const aId = ids.find((r) => r.mobile_no === aNo)!.id;
    const bId = ids.find((r) => r.mobile_no === bNo)!.id;
    await fill(aId, aNo);
    await fill(bId, bNo);
    const before = await owned(aId, aNo);
    const tables = await memberTables();
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const [table, n] of Object.entries(before))
      expect(n, `member A has no row in ${table}: fill() misses it`).toBeGreaterThan(0);
    const bBefore = await owned(bId, bNo);

    const r = await t.http.delete(RcPubPaths.deleteMember).set('token', a).set('language', 'en');
    expect(r.body).toMatchObject({ status: 0, message: 'Account deleted', data: true });

    const after = await owned(aId, aNo);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));
    expect(await owned(bId, bNo)).toEqual(bBefore);
    expect((await info(t, a)).body.status).toBe(401);
    expect((await info(t, b)).body.status).toBe(0);
    expect((await isRegisteredLookup(t, aNo)).body.data).toBe(false);
  });
});
