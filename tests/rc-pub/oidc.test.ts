/**
 * Third-party login through rc-pub against a real OpenID Connect provider (getUmtLoginUrl,
 * loginByThirdLoginUrl, thirdBind; 'User not found, please bind first.'; docs/product/members.md#third-party-login): `oidc-provider` runs on port 4450 and
 * the test walks its authorisation code flow over HTTP. An unbound identity gets a bind ticket, binding needs a
 * registered number and its login SMS code, a bound identity signs straight in; states and tickets are single use
 * and short-lived; without OIDC_* every call answers NOT_CONFIGURED.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { type TestOidcProvider, authorizeAt, startOidcProvider } from '../helpers/oidc-provider.js';
import { codeFor, newMobile, registerMember, skipAhead } from './account-helper.js';
import { type TestApp, startApp } from './app-helper.js';

const PROVIDER_PORT = 4450;
const CALLBACK = 'http://localhost:4451/oidc/callback';

let op: TestOidcProvider;
let t: TestApp;
let subjects = 0;
beforeAll(async () => {
  op = await startOidcProvider(PROVIDER_PORT, [CALLBACK, 'http://localhost:4452/oidc/callback']);
  t = await startApp({
    seeded: false,
    env: {
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_NAME: 'ORCID',
      OIDC_REDIRECT_URI: CALLBACK,
      OIDC_SCOPES: 'openid profile',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A subject nobody has bound yet, e.g. an ORCID iD. */
function newSubject(): string {
  subjects++;
  return `0000-0002-${String(process.pid % 10000).padStart(4, '0')}-${String(subjects).padStart(4, '0')}`;
}

/** getUmtLoginUrl for `redirect`; its { url, state }. */
async function start(redirect = '/personal'): Promise<{ url: string; state: string }> {
  const r = await t.http.get(RcPubPaths.getUmtLoginUrl).query({ redirectUri: redirect }).set('language', 'en');
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
  return r.body.data as { url: string; state: string };
}

/** Signs in at the provider as `subject` and posts the callback to loginByThirdLoginUrl; the response. */
async function loginAs(subject: string, opts: { name?: string; lang?: 'zh' | 'en'; redirect?: string } = {}) {
  op.signInAs(subject, opts.name);
  const { url, state } = await start(opts.redirect);
  const callbackUrl = await authorizeAt(url, CALLBACK);
  return t.http
    .post(RcPubPaths.loginByThirdLoginUrl)
    .set('language', opts.lang ?? 'en')
    .send({ callbackUrl, state });
}

/** Binds `ticket` to `mobileNo` with a fresh login code (a minute on, past the resend limit); the response. */
async function bind(ticket: string, mobileNo: string) {
  skipAhead(61_000);
  const code = await codeFor(t, mobileNo, 'login');
  return t.http.post(RcPubPaths.thirdBind).set('language', 'en').send({ ticket, mobileNo, code });
}

describe('configured provider (getUmtLoginUrl)', () => {
  it('names the provider for the login button', async () => {
    const r = await t.http.get(RcPubPaths.thirdLoginInfo);
    expect(r.body).toMatchObject({ status: 0, data: { name: 'ORCID' } });
  });

  it('answers an authorisation URL of the issuer with PKCE, state and nonce', async () => {
    const { url, state } = await start('/personal?tab=collect');
    const u = new URL(url);
    expect(u.origin).toBe(op.issuer);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: op.clientId,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid profile',
      code_challenge_method: 'S256',
      state,
    });
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(u.searchParams.get('nonce')).toBeTruthy();
  });

  it('refuses a return address outside the portal', async () => {
    for (const redirectUri of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const r = await t.http.get(RcPubPaths.getUmtLoginUrl).query({ redirectUri }).set('language', 'en');
      expect(r.body, redirectUri).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    }
  });
});

describe('an identity nobody bound (binding failure, thirdBind)', () => {
  it('answers BIND_REQUIRED with a ticket; binding it to a registered number signs in and remembers it', async () => {
    const subject = newSubject();
    const first = await loginAs(subject, { name: 'Ada Lovelace', redirect: '/personal' });
    expect(first.body).toMatchObject({
      status: 10004,
      code: 'BIND_REQUIRED',
      message: 'User not found, please bind first.',
      data: { provider: 'ORCID', displayName: 'Ada Lovelace', redirect: '/personal', expiresIn: 600 },
    });
    const ticket = first.body.data.ticket as string;

    // an unknown number is told so only once its code was used (docs/product/members.md#who-is-a-member)
    const unknown = newMobile();
    const guessed = await t.http
      .post(RcPubPaths.thirdBind)
      .set('language', 'en')
      .send({ ticket, mobileNo: unknown, code: '123456' });
    expect(guessed.body).toMatchObject({ status: 400, message: expect.stringMatching(/invalid or already used/) });
    const notRegistered = await t.http
      .post(RcPubPaths.thirdBind)
      .set('language', 'en')
      .send({ ticket, mobileNo: unknown, code: await codeFor(t, unknown, 'login') });
    expect(notRegistered.body).toMatchObject({ status: 404, message: 'User not found, please register first.' });

    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'login');
    // a dead ticket is refused before the code is tried, so the code still works afterwards
    const madeUp = await t.http
      .post(RcPubPaths.thirdBind)
      .set('language', 'en')
      .send({ ticket: 'made-up', mobileNo, code });
    expect(madeUp.body.message).toMatch(/binding request expired or was already used/);
    const bound = await t.http.post(RcPubPaths.thirdBind).set('language', 'en').send({ ticket, mobileNo, code });
    expect(bound.body).toMatchObject({
      status: 0,
      message: 'Login successful',
      data: { member: { mobileNo }, redirect: '/personal' },
    });
    const token = bound.body.data.token as string;
    const ids = await t.http.get(RcPubPaths.memberIdentities).set('token', token);
    expect(ids.body.data).toEqual([
      expect.objectContaining({ issuer: op.issuer, subject, displayName: 'Ada Lovelace' }),
    ]);
    const sessions = await t.http.get(RcPubPaths.memberSessions).set('token', token);
    expect(sessions.body.data).toContainEqual(expect.objectContaining({ method: 'oidc', current: true }));

    // the ticket was used
    const again = await bind(ticket, mobileNo);
    expect(again.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it('says it in Chinese too', async () => {
    const r = await loginAs(newSubject(), { lang: 'zh' });
    expect(r.body).toMatchObject({ status: 10004, message: '用户不存在，请先绑定。' });
  });

  it('refuses a ticket after its 10 minutes', async () => {
    const first = await loginAs(newSubject());
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(10 * 60_000 - 30_000);
    const late = await bind(first.body.data.ticket, mobileNo);
    expect(late.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(late.body.message).toMatch(/binding request expired/);
  });
});

describe('a bound identity', () => {
  it('signs straight in as its member, until the member unbinds it', async () => {
    const subject = newSubject();
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    const ticket = (await loginAs(subject)).body.data.ticket as string;
    expect((await bind(ticket, mobileNo)).body.status).toBe(0);

    const direct = await loginAs(subject, { redirect: '/search?q=x' });
    expect(direct.body).toMatchObject({
      status: 0,
      message: 'Login successful',
      data: { member: { mobileNo }, redirect: '/search?q=x' },
    });
    expect(direct.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = direct.body.data.token as string;
    const [identity] = (await t.http.get(RcPubPaths.memberIdentities).set('token', token)).body.data as {
      id: number;
    }[];
    // another member cannot unbind it
    const other = await registerMember(t, newMobile());
    const foreign = await t.http.delete(RcPubPaths.memberIdentities).set('token', other).send({ id: identity!.id });
    expect(foreign.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const un = await t.http
      .delete(RcPubPaths.memberIdentities)
      .set('token', token)
      .set('language', 'en')
      .send({ id: identity!.id });
    expect(un.body).toMatchObject({ status: 0, message: 'Unbound', data: true });
    expect((await loginAs(subject)).body).toMatchObject({ status: 10004, code: 'BIND_REQUIRED' });
  });
});

describe('states are single use and checked', () => {
  it('refuses a replayed state and a made-up one', async () => {
    op.signInAs(newSubject());
    const { url, state } = await start();
    const callbackUrl = await authorizeAt(url, CALLBACK);
    const once = await t.http.post(RcPubPaths.loginByThirdLoginUrl).send({ callbackUrl, state });
    expect(once.body.status).toBe(10004);
    const replay = await t.http
      .post(RcPubPaths.loginByThirdLoginUrl)
      .set('language', 'en')
      .send({ callbackUrl, state });
    expect(replay.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(replay.body.message).toMatch(/sign-in request expired or was already used/);
    const madeUp = await t.http
      .post(RcPubPaths.loginByThirdLoginUrl)
      .send({ callbackUrl, state: 'not-a-state-we-gave' });
    expect(madeUp.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it("refuses a callback carrying another request's code (state mismatch)", async () => {
    op.signInAs(newSubject());
    const a = await start();
    const b = await start();
    const callbackOfA = await authorizeAt(a.url, CALLBACK);
    const r = await t.http
      .post(RcPubPaths.loginByThirdLoginUrl)
      .set('language', 'en')
      .send({ callbackUrl: callbackOfA, state: b.state });
    expect(r.body).toMatchObject({ status: 400, message: 'Signing in with ORCID did not succeed, please try again' });
  });

  it('refuses a state after its 10 minutes', async () => {
    op.signInAs(newSubject());
    const { url, state } = await start();
    const callbackUrl = await authorizeAt(url, CALLBACK);
    skipAhead(10 * 60_000 + 1000);
    const r = await t.http.post(RcPubPaths.loginByThirdLoginUrl).set('language', 'en').send({ callbackUrl, state });
    expect(r.body.message).toMatch(/sign-in request expired/);
  });

  it('passes on the provider refusing (error=access_denied) as a failed sign-in', async () => {
    const { state } = await start();
    const r = await t.http
      .post(RcPubPaths.loginByThirdLoginUrl)
      .set('language', 'en')
      .send({ callbackUrl: `${CALLBACK}?error=access_denied&state=${state}`, state });
    expect(r.body).toMatchObject({ status: 400, message: 'Signing in with ORCID did not succeed, please try again' });
  });
});

describe('redirect URI from the portal origin', () => {
  it('is <origin>/oidc/callback when OIDC_REDIRECT_URI is unset', async () => {
    const derived = await startApp({
      seeded: false,
      env: {
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: op.clientId,
        OIDC_CLIENT_SECRET: op.clientSecret,
        OIDC_NAME: 'ORCID',
      },
    });
    try {
      const r = await derived.http.get(RcPubPaths.getUmtLoginUrl).set('x-portal-origin', 'http://localhost:4452');
      expect(new URL(r.body.data.url).searchParams.get('redirect_uri')).toBe('http://localhost:4452/oidc/callback');
      const none = await derived.http.get(RcPubPaths.getUmtLoginUrl).set('language', 'en');
      expect(none.body).toMatchObject({
        status: 400,
        message: 'The callback address is unknown: set OIDC_REDIRECT_URI',
      });
    } finally {
      await derived.close();
    }
  });
});

describe('not configured', () => {
  it('answers NOT_CONFIGURED (not 404) on every call, and no provider for the button', async () => {
    const off = await startApp({ seeded: false });
    try {
      // the site flag umtFlag: off whatever is stored, while no provider is configured; as stored otherwise
      await off.db.handle.db
        .insert(sites)
        .values({ sld: 'umt', type: 'single', nameZh: '站', nameEn: 'Site', umtFlag: 1 });
      await t.db.handle.db
        .insert(sites)
        .values({ sld: 'umt', type: 'single', nameZh: '站', nameEn: 'Site', umtFlag: 1 });
      expect((await off.http.get(RcPubPaths.findBySld).query({ sld: 'umt' })).body.data.umtFlag).toBe(0);
      expect((await t.http.get(RcPubPaths.findBySld).query({ sld: 'umt' })).body.data.umtFlag).toBe(1);
      expect((await off.http.get(RcPubPaths.thirdLoginInfo)).body).toMatchObject({ status: 0, data: null });
      const calls = [
        off.http.get(RcPubPaths.getUmtLoginUrl).set('language', 'en'),
        off.http
          .post(RcPubPaths.loginByThirdLoginUrl)
          .set('language', 'en')
          .send({ callbackUrl: CALLBACK, state: 'x' }),
        off.http
          .post(RcPubPaths.thirdBind)
          .set('language', 'en')
          .send({ ticket: 'x', mobileNo: newMobile(), code: '1' }),
      ];
      for (const r of await Promise.all(calls))
        expect(r.body).toEqual({
          status: 10005,
          code: 'NOT_CONFIGURED',
          message: 'Third-party login is not configured on this portal',
          data: null,
        });
    } finally {
      await off.close();
    }
  });

  it('is a configuration error when only part of OIDC_* is set, or http outside localhost', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://orcid.org', OIDC_NAME: 'ORCID' })).toThrow(
      /OIDC_CLIENT_ID must be set[\s\S]*OIDC_CLIENT_SECRET must be set/,
    );
    expect(() =>
      loadConfig({
        OIDC_ISSUER: 'http://orcid.org',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
        OIDC_NAME: 'ORCID',
      }),
    ).toThrow(/OIDC_ISSUER must use https/);
  });
});
