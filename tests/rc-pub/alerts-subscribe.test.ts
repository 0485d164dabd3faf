/**
 * Subscribing to email alerts in rc-pub (subscribe, isSubscribe, subscribeList, unSubscribe and
 * the subscription types of docs/product/alerts.md): double opt-in (no subscription without the right code), a member's verified email instead of a code
 * (and only a verified one; saveInfo with another email un-verifies it), the target rules (keywords with '；', 11
 * keywords, 51 characters; journal, site, column), subscribing again keeps one row, unsubscribing by a mail link's
 * token (a forged one refused; pending deliveries go too), pausing, and member isolation (404, never the data).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../rc-pub/src/alerts/unsubscribe-token.js';
import { deriveSecret, parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { alertDeliveries, articles, memberSubscriptions } from '../../rc-pub/src/db/schema/index.js';
import { createMemberSession, type TestMember } from '../helpers/member-session.js';
import { type AlertsApp, codeFor, newEmail, startAlertsApp, subscribeCall } from './alerts-helper.js';

let t: AlertsApp;
beforeAll(async () => {
  t = await startAlertsApp({ RC_PUB_EMAIL_IP_MAX_PER_HOUR: '1000' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.handle.db;
const rowsOf = (email: string) => db().select().from(memberSubscriptions).where(eq(memberSubscriptions.email, email));
/** The key of unsubscribe tokens, derived from the app's field key as alerts/kit.ts does. */
const deriveUnsubscribeSecret = () => deriveSecret(parseAesKey(t.config.aesKey.value ?? ''), 'unsubscribe');

/** Subscribes `email` with a fresh code to `target`; the answer's body. */
async function subscribeWithCode(email: string, target: Record<string, unknown>, token?: string) {
  const code = await codeFor(t, email);
  return (await subscribeCall(t, { email, code, ...target }, token)).body;
}

const get = (path: string, member: TestMember, query: Record<string, unknown> = {}) =>
  t.http.get(path).set('token', member.token).set('language', 'en').query(query);
const post = (path: string, body: object, member?: TestMember) => {
  const req = t.http.post(path).set('language', 'en');
  if (member) req.set('token', member.token);
  return req.send(body);
};

/** Gives `member` the verified email `email` through sendEmailCode + verifyEmail. */
async function verify(member: TestMember, email: string) {
  const code = await codeFor(t, email, { purpose: 'verifyEmail', token: member.token });
  const r = await post(RcPubPaths.verifyEmail, { email, code }, member);
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0, data: { email, emailVerified: true } });
}

describe('double opt-in', () => {
  it('writes no subscription without the right code', async () => {
    const email = newEmail();
    const target = { type: 'current', publicationId: t.ids.journalA };
    expect((await subscribeCall(t, { email, ...target })).body).toMatchObject({
      status: 400,
      message: 'Please enter the verification code mailed to you',
    });
    const code = await codeFor(t, email);
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await subscribeCall(t, { email, code: wrong, ...target })).body.status).toBe(400);
    expect(await rowsOf(email)).toEqual([]);
    const ok = await subscribeCall(t, { email, code, ...target });
    expect(ok.body).toMatchObject({ status: 0, message: 'Subscription successfully', data: { status: 'active' } });
    expect((await rowsOf(email)).map((r) => [r.status, r.memberId])).toEqual([['active', null]]);
  });

  it('a member with an unverified (or another) email still needs a code; with the verified one none', async () => {
    const m = await createMemberSession(db());
    const email = newEmail('member');
    const target = { type: 'onlineFirst', publicationId: t.ids.journalB };
    await post(RcPubPaths.saveMemberInfo, { name: 'Li', email }, m);
    expect((await subscribeCall(t, { email, ...target }, m.token)).body.message).toBe(
      'Please enter the verification code mailed to you',
    );
    await verify(m, email);
    expect((await subscribeCall(t, { email: newEmail(), ...target }, m.token)).body.status).toBe(400);
    const ok = await subscribeCall(t, { email: email.toUpperCase(), ...target }, m.token);
    expect(ok.body, JSON.stringify(ok.body)).toMatchObject({ status: 0, data: { email, type: 'onlineFirst' } });
    expect((await rowsOf(email))[0]?.memberId).toBe(m.memberId);

    // another email saved in the profile is not verified any more
    const info = await post(RcPubPaths.saveMemberInfo, { name: 'Li', email: newEmail('changed') }, m);
    expect(info.body.data.emailVerified).toBe(false);
    await post(RcPubPaths.saveMemberInfo, { name: 'Li', email }, m);
    expect((await subscribeCall(t, { email, ...target, frequency: 'daily' }, m.token)).body.status).toBe(400);
  });

  it('a member who sends a right code gets the subscription tied to them', async () => {
    const m = await createMemberSession(db());
    const email = newEmail();
    const body = await subscribeWithCode(email, { type: 'current', publicationId: t.ids.journalC }, m.token);
    expect(body.status).toBe(0);
    const list = await get(RcPubPaths.subscribeList, m);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([body.data.id]);
  });
});

describe('rules', () => {
  const keywords = (value: string, scope: Record<string, unknown> = { siteId: t.ids.groupSite }) =>
    subscribeWithCode(newEmail(), { type: 'keywords', value, ...scope });

  it("splits keywords on ';' and '；', trims, drops empty parts and duplicates", async () => {
    const body = await keywords(' 制备；graphene ;; 制备;Graphene；石墨烯 ');
    expect(body).toMatchObject({
      status: 0,
      data: { value: '制备;graphene;石墨烯', keywords: ['制备', 'graphene', '石墨烯'], publicationId: null },
    });
  });

  it('refuses 11 keywords, a keyword of 51 characters, none at all, and a keyword alert without scope', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`).join(';');
    expect(await keywords(eleven)).toMatchObject({ status: 400, message: 'At most 10 keywords, got 11' });
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`).join('；');
    expect((await keywords(ten)).status).toBe(0);
    const long = '长'.repeat(51);
    expect((await keywords(`ok;${long}`)).message).toBe(`Each keyword may have at most 50 characters: '${long}'`);
    expect((await keywords('长'.repeat(50))).status).toBe(0);
    expect((await keywords(' ;；')).message).toMatch(/^Give at least one keyword/);
    expect((await keywords('x', {})).message).toBe('A keyword alert needs a journal or a site (its scope)');
  });

  it('needs an existing journal (of the site when one is named) and a column the journal has', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'current' }, 'Choose a journal: current-issue, online-first and column alerts need one'],
      [{ type: 'current', publicationId: 2_000_000 }, 'No such journal: 2000000'],
      [
        { type: 'onlineFirst', publicationId: t.ids.journalC, siteId: t.ids.groupSite },
        `Journal ${t.ids.journalC} is not a journal of site ${t.ids.groupSite}`,
      ],
      [{ type: 'keywords', value: 'x', siteId: 2_000_000 }, 'No such site: 2000000'],
      [{ type: 'column', value: ' ', publicationId: t.ids.journalA }, 'Give the name of the column to follow'],
      [
        { type: 'column', value: 'x'.repeat(101), publicationId: t.ids.journalA },
        'The column name must be at most 100 characters long',
      ],
      [{ type: 'column', value: 'Letters', publicationId: t.ids.journalA }, "The journal has no column 'Letters'"],
    ];
    for (const [target, message] of cases) {
      const r = await subscribeCall(t, { email: newEmail(), code: '000000', ...target });
      expect(r.body, JSON.stringify(target)).toMatchObject({ status: 400, message });
    }
    for (const column of ['综述', 'Review']) {
      const ok = await subscribeWithCode(newEmail(), { type: 'column', value: column, publicationId: t.ids.journalA });
      expect(ok).toMatchObject({ status: 0, data: { type: 'column', value: column, keywords: [] } });
    }
  });

  it('answers 400 envelopes, never 500, for hostile input', async () => {
    const bodies = [
      { email: 'x@example.org', type: 'weekly', language: 'en', frequency: 'immediate' },
      { email: 'x@example.org', type: 'current', publicationId: 2 ** 31, language: 'en', frequency: 'immediate' },
      { email: 'x@example.org', type: 'current', publicationId: 1, language: 'fr', frequency: 'immediate' },
      { email: 42, type: 'current' },
    ];
    for (const body of bodies) {
      const r = await t.http.post(RcPubPaths.subscribe).send(body);
      expect(r.body.status, JSON.stringify(body)).toBe(400);
    }
    const q = await t.http.get(RcPubPaths.isSubscribe).query({ type: 'keywords', value: '' });
    expect(q.body).toMatchObject({ status: 0, data: { subscribed: false, id: null } });
  });
});

describe('subscribing again', () => {
  it('updates language and frequency, makes it active and keeps the one row and its id', async () => {
    const m = await createMemberSession(db());
    const email = newEmail();
    await verify(m, email);
    const target = { type: 'keywords', value: '制备;graphene', siteId: t.ids.groupSite };
    const first = await subscribeCall(t, { email, ...target, language: 'zh', frequency: 'immediate' }, m.token);
    const id = first.body.data.id as number;
    await post(RcPubPaths.updateSubscribe, { id, status: 'paused' }, m);
    const again = await subscribeCall(t, { email, ...target, language: 'en', frequency: 'weekly' }, m.token);
    expect(again.body.data).toMatchObject({ id, language: 'en', frequency: 'weekly', status: 'active' });
    expect((await rowsOf(email)).length).toBe(1);
  });
});

describe('unsubscribing by the link token', () => {
  it('ends the alert without a login, with its pending deliveries; a forged or reused token is refused', async () => {
    const email = newEmail();
    const made = await subscribeWithCode(email, { type: 'current', publicationId: t.ids.journalA });
    const id = made.data.id as number;
    const [article] = await db()
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.publicationId, t.ids.journalA));
    await db().insert(alertDeliveries).values({ subscriptionId: id, articleId: article!.id, dueAt: new Date() });
    const secret = deriveUnsubscribeSecret();
    const forged = await post(RcPubPaths.unSubscribe, { token: `${id}.AAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.body).toMatchObject({
      status: 400,
      message: 'This unsubscribe link is not valid; use the complete link from the email',
    });
    const other = await post(RcPubPaths.unSubscribe, {
      token: unsubscribeToken(secret, id + 1).replace(/^\d+/, String(id)),
    });
    expect(other.body.status).toBe(400);
    const ok = await post(RcPubPaths.unSubscribe, { token: unsubscribeToken(secret, id) });
    expect(ok.body).toMatchObject({
      status: 0,
      message: 'Unsubscription successfully',
      data: { id, type: 'current', email },
    });
    expect(await rowsOf(email)).toEqual([]);
    const [left] = await db()
      .select({ n: count() })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.subscriptionId, id));
    expect(left?.n).toBe(0);
    expect((await post(RcPubPaths.unSubscribe, { token: unsubscribeToken(secret, id) })).body.status).toBe(404);
    expect((await post(RcPubPaths.unSubscribe, {})).body.status).toBe(400);
  });
});

describe('member isolation', () => {
  it("another member's subscription is never readable or changeable (404)", async () => {
    const a = await createMemberSession(db());
    const b = await createMemberSession(db());
    const aEmail = newEmail('a');
    await verify(a, aEmail);
    const made = await subscribeCall(t, { email: aEmail, type: 'current', publicationId: t.ids.journalB }, a.token);
    const id = made.body.data.id as number;
    expect((await get(RcPubPaths.subscribeList, b)).body.data).toEqual([]);
    const asB = { type: 'current', publicationId: t.ids.journalB };
    expect((await get(RcPubPaths.isSubscribe, b, asB)).body.data).toEqual({ subscribed: false, id: null });
    expect((await get(RcPubPaths.isSubscribe, a, asB)).body.data).toEqual({ subscribed: true, id });
    expect((await post(RcPubPaths.updateSubscribe, { id, status: 'paused' }, b)).body.status).toBe(404);
    expect((await post(RcPubPaths.unSubscribe, { id }, b)).body.status).toBe(404);
    // B cannot take A's address either: without A's code, B's subscribe to it is refused
    expect(
      (await subscribeCall(t, { email: aEmail, type: 'current', publicationId: t.ids.journalA }, b.token)).body.status,
    ).toBe(400);
    const listA = await get(RcPubPaths.subscribeList, a);
    expect(listA.body.data).toMatchObject([{ id, status: 'active', publicationTitle: 'Journal B' }]);
    expect((await t.http.get(RcPubPaths.subscribeList)).body.status).toBe(401);
    expect((await post(RcPubPaths.unSubscribe, { id })).body.status).toBe(401);
    expect((await post(RcPubPaths.unSubscribe, { id }, a)).body.status).toBe(0);
  });
});
