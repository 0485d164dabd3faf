/**
 * Third-party login through the real gateway, the real rc-pub and a real OpenID Connect provider (getUmtLoginUrl,
 * loginByThirdLoginUrl, thirdBind; 'User not found, please bind first.'; docs/product/members.md#third-party-login): `oidc-provider` on port
 * 4460 signs in whoever the test names. A browser-like client (cookie jar) follows /oidc/start to the provider and back
 * to /oidc/callback: an unbound identity lands on /accountBinding with a ticket, bindThirdParty binds it after a LOGIN
 * SMS code and sets the session cookies; the bound identity then signs straight in. A callback in another browser, a
 * replayed one and an expired ticket are refused; without a provider the button query is null and /oidc/start a 404.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { type TestOidcProvider, authorizeAt, startOidcProvider } from '../helpers/oidc-provider.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { outbox, skipAhead } from '../rc-pub/account-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

const PROVIDER_PORT = 4460;
const CALLBACK = 'http://localhost:4461/oidc/callback';
const PASSWORD = 'Journal2026x';

let op: TestOidcProvider;
let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let config: RcPubConfig;
let gateway: GatewayApp;

beforeAll(async () => {
  op = await startOidcProvider(PROVIDER_PORT, [CALLBACK]);
  tdb = await createTestDb();
  config = testRcPubConfig({
    RC_PUB_SMS_IP_MAX_PER_HOUR: '1000',
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_NAME: 'ORCID',
    OIDC_REDIRECT_URI: CALLBACK,
    OIDC_SCOPES: 'openid profile',
  });
  rcPub = await buildApp({ config, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(rcPubUrl, { RC_PUB_AES_KEY: config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '0' });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await rcPub?.close();
  await tdb?.cleanup();
  await op?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Agent = ReturnType<typeof request.agent>;
let ipCounter = 0;
/** A browser: its own cookie jar and address. */
function browser(app: GatewayApp = gateway): Agent {
  ipCounter++;
  return request.agent(app.server).set('x-forwarded-for', `10.9.1.${ipCounter}`).set('x-language', 'en');
}

function gql(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  return agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
}

let numbers = 0;
const newMobile = () => `136${String(process.pid % 10000).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`;
let subjects = 0;
const newSubject = () =>
  `0000-0003-${String(process.pid % 10000).padStart(4, '0')}-${String(++subjects).padStart(4, '0')}`;

/** A captcha solved from GraphQL's own challenge, as the page does. */
async function captcha(agent: Agent): Promise<string> {
  const challenge = await gql(agent, 'mutation { captchaChallenge { json } }');
  return solveCaptchaJson(challenge.body.data.captchaChallenge.json);
}

/** Sends an SMS code of `purpose` through GraphQL (captcha solved as the page does) and reads it from the outbox. */
async function smsCode(agent: Agent, mobileNo: string, purpose: 'REGISTER' | 'LOGIN'): Promise<string> {
  const r = await gql(
    agent,
    'mutation($m: String!, $p: SmsPurpose!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: $p, captcha: $c) { validForSeconds } }',
    { m: mobileNo, p: purpose, c: await captcha(agent) },
  );
  expect(r.body.errors, JSON.stringify(r.body)).toBeUndefined();
  return outbox({ config } as never, mobileNo).at(-1)!.code;
}

/** A registered number (registered in a browser of its own). */
async function registeredMobile(): Promise<string> {
  const agent = browser();
  const mobileNo = newMobile();
  const code = await smsCode(agent, mobileNo, 'REGISTER');
  const r = await gql(
    agent,
    'mutation($m: String!, $c: String!, $p: String!, $k: String!) { register(mobileNo: $m, code: $c, password: $p, agree: true, captcha: $k) { mobileNo } }',
    { m: mobileNo, c: code, p: PASSWORD, k: await captcha(agent) },
  );
  expect(r.body.errors, JSON.stringify(r.body)).toBeUndefined();
  // past the 60 s resend limit of the number, for the LOGIN code of binding
  skipAhead(61_000);
  return mobileNo;
}

/** /oidc/start in `agent`, then the provider as `subject`: the callback path the provider sends the browser to. */
async function throughProvider(agent: Agent, subject: string, redirect = '/personal'): Promise<string> {
  op.signInAs(subject, 'Grace Hopper');
  const start = await agent.get('/oidc/start').query({ redirect });
  expect(start.status, start.text).toBe(302);
  expect(start.headers.location).toMatch(new RegExp(`^${op.issuer}/`));
  const back = new URL(await authorizeAt(start.headers.location as string, CALLBACK));
  return `${back.pathname}${back.search}`;
}

const BIND =
  'mutation($t: String!, $m: String!, $c: String!) { bindThirdParty(ticket: $t, mobileNo: $m, code: $c) { mobileNo } }';

describe('the provider button', () => {
  it('names the configured provider and where the login starts', async () => {
    const r = await gql(browser(), '{ thirdPartyLogin { name startPath } }');
    expect(r.body).toEqual({ data: { thirdPartyLogin: { name: 'ORCID', startPath: '/oidc/start' } } });
  });
});

describe('an identity nobody bound', () => {
  it('goes to /accountBinding with a ticket; binding signs in with the session cookies, and next time is direct', async () => {
    const subject = newSubject();
    const mobileNo = await registeredMobile();
    const agent = browser();
    const callback = await throughProvider(agent, subject, '/personal');
    const landed = await agent.get(callback);
    expect(landed.status).toBe(303);
    const binding = new URL(landed.headers.location as string, 'http://portal');
    expect(binding.pathname).toBe('/accountBinding');
    expect(binding.searchParams.get('redirect')).toBe('/personal');
    const ticket = binding.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await gql(agent, '{ me { mobileNo } }')).body.data.me).toBeNull();

    const code = await smsCode(agent, mobileNo, 'LOGIN');
    const bound = await gql(agent, BIND, { t: ticket, m: mobileNo, c: code });
    expect(bound.body.errors, JSON.stringify(bound.body)).toBeUndefined();
    expect(bound.body.data.bindThirdParty).toEqual({ mobileNo });
    const set = ([] as string[]).concat(bound.headers['set-cookie'] ?? []);
    expect(set.find((c) => c.startsWith('commonToken='))).toMatch(/HttpOnly/);
    expect(JSON.stringify(bound.body)).not.toContain(ticket);
    expect((await gql(agent, '{ me { mobileNo identities { subject displayName } } }')).body.data.me).toEqual({
      mobileNo,
      identities: [{ subject, displayName: 'Grace Hopper' }],
    });

    // the same ticket again
    const again = await gql(agent, BIND, { t: ticket, m: mobileNo, c: code });
    expect(again.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });

    // bound now: another browser signs straight in and comes back to the page it started from
    const other = browser();
    const direct = await other.get(await throughProvider(other, subject, '/search?q=coral'));
    expect(direct.status).toBe(303);
    expect(direct.headers.location).toBe('/search?q=coral');
    const cookies = ([] as string[]).concat(direct.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('commonToken='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('userName='))).toContain(
      `${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}`,
    );
    const me = await gql(other, '{ me { mobileNo identities { id } } }');
    expect(me.body.data.me.mobileNo).toBe(mobileNo);

    // unbinding from the account page: the next login asks to bind again
    const un = await gql(other, 'mutation($id: Int!) { unbindIdentity(id: $id) }', {
      id: me.body.data.me.identities[0].id,
    });
    expect(un.body).toEqual({ data: { unbindIdentity: true } });
    const third = browser();
    const rebind = await third.get(await throughProvider(third, subject));
    expect(rebind.headers.location).toMatch(/^\/accountBinding\?ticket=/);
  });

  it('answers NOT_FOUND with its error text for an unregistered number, once its code is used', async () => {
    const agent = browser();
    const landed = await agent.get(await throughProvider(agent, newSubject()));
    const ticket = new URL(landed.headers.location as string, 'http://portal').searchParams.get('ticket')!;
    const stranger = newMobile();
    const r = await gql(agent, BIND, { t: ticket, m: stranger, c: await smsCode(agent, stranger, 'LOGIN') });
    expect(r.body.errors[0]).toMatchObject({
      message: 'User not found, please register first.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses an expired ticket (10 minutes)', async () => {
    const mobileNo = await registeredMobile();
    const agent = browser();
    const landed = await agent.get(await throughProvider(agent, newSubject()));
    const ticket = new URL(landed.headers.location as string, 'http://portal').searchParams.get('ticket')!;
    skipAhead(10 * 60_000 + 1000);
    const code = await smsCode(agent, mobileNo, 'LOGIN');
    const r = await gql(agent, BIND, { t: ticket, m: mobileNo, c: code });
    expect(r.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(r.body.errors[0].message).toMatch(/binding request expired or was already used/);
    expect((await gql(agent, '{ me { mobileNo } }')).body.data.me).toBeNull();
  });
});

describe('callbacks that are refused', () => {
  it("refuses a callback in a browser that did not start the login (another's code), and a replay", async () => {
    const victim = browser();
    const attacker = browser();
    const callback = await throughProvider(attacker, newSubject());
    const planted = await victim.get(callback);
    expect(planted.status).toBe(303);
    expect(planted.headers.location).toBe('/accountBinding?failed=1');

    const own = browser();
    const cb = await throughProvider(own, newSubject());
    expect((await own.get(cb)).headers.location).toMatch(/^\/accountBinding\?ticket=/);
    expect((await own.get(cb)).headers.location).toBe('/accountBinding?failed=1');
  });

  it('refuses a bad state even with the cookie (rc-pub never gave it)', async () => {
    const agent = browser();
    const r = await agent.get('/oidc/callback?code=x&state=made-up').set('cookie', 'oidcState=made-up');
    expect(r.headers.location).toBe('/accountBinding?failed=1');
  });

  it('never redirects off the portal', async () => {
    const agent = browser();
    const landed = await agent.get(await throughProvider(agent, newSubject(), 'https://evil.example/'));
    expect(new URL(landed.headers.location as string, 'http://portal').searchParams.get('redirect')).toBe('/');
  });
});

describe('not configured', () => {
  it('has no provider button and /oidc/start answers a clear 404', async () => {
    const plainConfig = testRcPubConfig();
    const plain = await buildApp({ config: plainConfig, db: tdb.handle });
    await plain.listen({ port: 0, host: '127.0.0.1' });
    const off = await testGateway(`http://127.0.0.1:${(plain.server.address() as AddressInfo).port}`, {
      RC_PUB_AES_KEY: plainConfig.aesKey.value ?? '',
    });
    try {
      const agent = browser(off);
      expect((await gql(agent, '{ thirdPartyLogin { name } }')).body).toEqual({ data: { thirdPartyLogin: null } });
      const start = await agent.get('/oidc/start');
      expect(start.status).toBe(404);
      expect(start.text).toBe('Third-party login is not configured on this portal');
      const bind = await gql(agent, BIND, { t: 'x', m: newMobile(), c: '123456' });
      expect(bind.body.errors[0]).toMatchObject({
        message: 'Third-party login is not configured on this portal',
        extensions: { code: 'NOT_CONFIGURED' },
      });
    } finally {
      await off.close();
      await plain.close();
    }
  });
});
