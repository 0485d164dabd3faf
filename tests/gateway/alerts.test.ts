/**
 * Email alerts through the real gateway over the real rc-pub: rc-pub runs on a test database with a little
 * content of its own (tests/rc-pub/alerts-helper.ts) and a mailer that keeps the mails, the gateway in front of it.
 * A visitor solves the captcha from GraphQL's own challenge, gets a code mailed (the Host's site names the sender),
 * subscribes with it; a second code within 60 s is RATE_LIMITED. A member proves their email, then subscribes
 * without a code, lists, pauses and ends alerts; another member can neither see nor change them; a visitor has no
 * list. A mail client's RFC 8058 one-click POST /mail/unsubscribe ends an alert with the mail's token.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../rc-pub/src/alerts/unsubscribe-token.js';
import { deriveSecret, parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { createMemberSession, type TestMember } from '../helpers/member-session.js';
import { type AlertsApp, mailedCode, newEmail, startAlertsApp } from '../rc-pub/alerts-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

let rc: AlertsApp;
let gateway: GatewayApp;

beforeAll(async () => {
  rc = await startAlertsApp({ RC_PUB_EMAIL_IP_MAX_PER_HOUR: '1000' });
  await rc.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(rc.app.server.address() as AddressInfo).port}`;
  gateway = await testGateway(url, { RC_PUB_AES_KEY: rc.config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '0' });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await rc?.close();
});

const SUBSCRIPTION = `id email type keywords column publicationId publicationTitle siteId language frequency status createdAt`;

/** GraphQL on the group site's host, as a visitor or with a member's session cookie. */
async function gql(query: string, variables: Record<string, unknown> = {}, member?: TestMember) {
  const req = request(gateway.server)
    .post('/graphql')
    .set('host', 'alertgroup.localhost')
    .set('x-language', 'en')
    .set('content-type', 'application/json');
  if (member) req.set('cookie', `commonToken=${member.token}`);
  const res = await req.send({ query, variables });
  return res.body as { data?: Record<string, never>; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The error code of a GraphQL answer (fails when there is none). */
function errorCode(body: Awaited<ReturnType<typeof gql>>): string | undefined {
  expect(body.errors, JSON.stringify(body)).toBeDefined();
  return body.errors?.[0]?.extensions?.code;
}

async function captcha(): Promise<string> {
  const r = await gql('mutation { captchaChallenge { json } }');
  return solveCaptchaJson((r.data as unknown as { captchaChallenge: { json: string } }).captchaChallenge.json);
}

const SEND = `mutation($e: String!, $p: EmailCodePurpose!, $c: String!) {
  sendEmailCode(email: $e, purpose: $p, captcha: $c) { resendAfterSeconds validForSeconds } }`;
const SUBSCRIBE = `mutation($i: SubscriptionInput!) { subscribe(input: $i) { ${SUBSCRIPTION} } }`;
const LIST = `{ me { emailVerified subscriptions { ${SUBSCRIPTION} } } }`;

/** Mails a code through the gateway and returns it. */
async function code(email: string, purpose = 'SUBSCRIBE', member?: TestMember): Promise<string> {
  const r = await gql(SEND, { e: email, p: purpose, c: await captcha() }, member);
  expect(r.errors, JSON.stringify(r)).toBeUndefined();
  expect(r.data?.sendEmailCode).toEqual({ resendAfterSeconds: 60, validForSeconds: 900 });
  return mailedCode(rc, email);
}

type Sub = { id: number; status: string; keywords: string[]; type: string; email: string };
const list = async (member: TestMember) => {
  const r = await gql(LIST, {}, member);
  expect(r.errors, JSON.stringify(r)).toBeUndefined();
  return (r.data as unknown as { me: { emailVerified: boolean; subscriptions: Sub[] } }).me;
};

describe('a visitor', () => {
  it('gets a code mailed by the Host site, subscribes with it, and a second code within 60 s is RATE_LIMITED', async () => {
    const email = newEmail('visitor');
    const c = await code(email);
    expect(rc.mail.sent.at(-1)?.from.name).toBe('Test Journal Group');
    const again = await gql(SEND, { e: email, p: 'SUBSCRIBE', c: await captcha() });
    expect(errorCode(again)).toBe('RATE_LIMITED');
    const wrong = await gql(SUBSCRIBE, {
      i: {
        email,
        code: c === '000000' ? '111111' : '000000',
        type: 'CURRENT',
        publicationId: rc.ids.journalA,
        language: 'EN',
        frequency: 'DAILY',
      },
    });
    expect(errorCode(wrong)).toBe('BAD_REQUEST');
    const r = await gql(SUBSCRIBE, {
      i: { email, code: c, type: 'CURRENT', publicationId: rc.ids.journalA, language: 'EN', frequency: 'DAILY' },
    });
    expect(r.errors, JSON.stringify(r)).toBeUndefined();
    expect(r.data?.subscribe).toMatchObject({
      email,
      type: 'CURRENT',
      keywords: [],
      column: null,
      publicationId: rc.ids.journalA,
      publicationTitle: 'Journal A',
      siteId: rc.ids.groupSite,
      language: 'EN',
      frequency: 'DAILY',
      status: 'ACTIVE',
    });
  });

  it('cannot subscribe without a code, nor list anything', async () => {
    const r = await gql(SUBSCRIBE, {
      i: { email: newEmail(), type: 'KEYWORDS', keywords: '制备', language: 'ZH', frequency: 'WEEKLY' },
    });
    expect(errorCode(r)).toBe('BAD_REQUEST');
    expect(r.errors?.[0]?.message).toBe('Please enter the verification code mailed to you');
    const me = await gql(LIST);
    expect(me.data).toEqual({ me: null });
    const pause = await gql('mutation { updateSubscription(id: 1, update: { status: PAUSED }) { id } }');
    expect(errorCode(pause)).toBe('UNAUTHENTICATED');
  });

  it('sees the rule a COLUMN alert breaks', async () => {
    const email = newEmail();
    const r = await gql(SUBSCRIBE, {
      i: {
        email,
        code: await code(email),
        type: 'COLUMN',
        column: 'Letters',
        publicationId: rc.ids.journalA,
        language: 'EN',
        frequency: 'IMMEDIATE',
      },
    });
    expect(errorCode(r)).toBe('BAD_REQUEST');
    expect(r.errors?.[0]?.message).toBe("The journal has no column 'Letters'");
  });
});

describe('members', () => {
  let a: TestMember;
  let b: TestMember;
  let aEmail: string;
  let aKeywords: Sub;

  beforeAll(async () => {
    a = await createMemberSession(rc.db.handle.db);
    b = await createMemberSession(rc.db.handle.db);
    aEmail = newEmail('member');
  });

  it('proves an email, then subscribes to it without a code', async () => {
    expect((await list(a)).emailVerified).toBe(false);
    const c = await code(aEmail, 'VERIFY_EMAIL', a);
    const v = await gql(
      `mutation($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) { email emailVerified } }`,
      { e: aEmail, c },
      a,
    );
    expect(v.errors, JSON.stringify(v)).toBeUndefined();
    expect(v.data?.verifyEmail).toEqual({ email: aEmail, emailVerified: true });
    const r = await gql(
      SUBSCRIBE,
      { i: { email: aEmail, type: 'KEYWORDS', keywords: '制备；graphene; 制备', language: 'ZH', frequency: 'WEEKLY' } },
      a,
    );
    expect(r.errors, JSON.stringify(r)).toBeUndefined();
    aKeywords = r.data?.subscribe as unknown as Sub;
    expect(aKeywords).toMatchObject({
      type: 'KEYWORDS',
      keywords: ['制备', 'graphene'],
      status: 'ACTIVE',
      publicationId: null,
    });
    const found = await gql(`{ me { subscription(type: KEYWORDS, keywords: "制备;graphene") { id } } }`, {}, a);
    expect(found.data).toEqual({ me: { subscription: { id: aKeywords.id } } });
  });

  it('lists, pauses and ends their own alerts', async () => {
    const journal = await gql(
      SUBSCRIBE,
      {
        i: {
          email: aEmail,
          type: 'ONLINE_FIRST',
          publicationId: rc.ids.journalB,
          language: 'EN',
          frequency: 'IMMEDIATE',
        },
      },
      a,
    );
    const onlineFirst = journal.data?.subscribe as unknown as Sub;
    expect((await list(a)).subscriptions.map((s) => s.id).sort()).toEqual([aKeywords.id, onlineFirst.id].sort());
    const paused = await gql(
      `mutation($id: Int!) { updateSubscription(id: $id, update: { status: PAUSED, frequency: DAILY }) { status frequency } }`,
      { id: aKeywords.id },
      a,
    );
    expect(paused.data?.updateSubscription).toEqual({ status: 'PAUSED', frequency: 'DAILY' });
    const gone = await gql(`mutation($id: Int!) { unsubscribe(id: $id) }`, { id: onlineFirst.id }, a);
    expect(gone.data).toEqual({ unsubscribe: true });
    expect((await list(a)).subscriptions.map((s) => s.id)).toEqual([aKeywords.id]);
  });

  it("never reach another member's alerts", async () => {
    expect((await list(b)).subscriptions).toEqual([]);
    const pause = await gql(
      `mutation($id: Int!) { updateSubscription(id: $id, update: { status: ACTIVE }) { id } }`,
      { id: aKeywords.id },
      b,
    );
    expect(errorCode(pause)).toBe('NOT_FOUND');
    const end = await gql(`mutation($id: Int!) { unsubscribe(id: $id) }`, { id: aKeywords.id }, b);
    expect(errorCode(end)).toBe('NOT_FOUND');
    const seen = await gql(`{ me { subscription(type: KEYWORDS, keywords: "制备;graphene") { id } } }`, {}, b);
    expect(seen.data).toEqual({ me: { subscription: null } });
    expect((await list(a)).subscriptions[0]).toMatchObject({ id: aKeywords.id, status: 'PAUSED' });
  });
});

describe('RFC 8058 one-click POST /mail/unsubscribe', () => {
  const secret = () => deriveSecret(parseAesKey(rc.config.aesKey.value ?? ''), 'unsubscribe');
  const oneClick = (token: string) =>
    request(gateway.server)
      .post(`/mail/unsubscribe?token=${encodeURIComponent(token)}`)
      .set('host', 'alertgroup.localhost')
      .type('form')
      .send('List-Unsubscribe=One-Click');

  it("ends the alert the mail's token names, without a login; again is still 200; a forged token is 400", async () => {
    const member = await createMemberSession(rc.db.handle.db);
    const email = newEmail('oneclick');
    const c = await code(email);
    const made = await gql(
      SUBSCRIBE,
      {
        i: { email, code: c, type: 'CURRENT', publicationId: rc.ids.journalB, language: 'ZH', frequency: 'IMMEDIATE' },
      },
      member,
    );
    expect(made.errors, JSON.stringify(made)).toBeUndefined();
    const id = (made.data?.subscribe as unknown as Sub | undefined)?.id ?? 0;
    expect((await list(member)).subscriptions.map((s) => s.id)).toEqual([id]);

    const forged = await oneClick(`${id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(400);
    expect((await list(member)).subscriptions.map((s) => s.id)).toEqual([id]);

    const res = await oneClick(unsubscribeToken(secret(), id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toContain('Unsubscribed');
    expect((await list(member)).subscriptions).toEqual([]);

    const again = await oneClick(unsubscribeToken(secret(), id));
    expect(again.status).toBe(200);
    expect(again.text).toContain('already unsubscribed');
    expect((await oneClick('')).status).toBe(400);
  });
});
