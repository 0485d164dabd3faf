/**
 * GET /handover?target=<url> and the shared session cookies (docs/product/members.md#one-sign-in-across-the-portal),
 * through the real gateway over the real rc-pub and the seeded database:
 * - a visitor, and a member going where the session cookies already reach, pass straight to the target (303);
 * - a target that is no page of the deployment's sites is refused with a readable 400 page, and makes no code;
 * - a signed-in member crossing to a host the cookies do not reach arrives with a one-time code, which signs one
 *   browser in and then nobody;
 * - with SESSION_COOKIE_DOMAIN the session cookies carry `Domain=` on hosts inside it (host-only elsewhere), and a
 *   logout clears both kinds.
 * It starts rc-pub on a seeded database of its own (members are registered through rc-pub's routes with the test
 * configuration's field key and SMS outbox), as handover.test.ts does.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type AccountClient, newMobile, registerMember } from '../rc-pub/account-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
/** A gateway whose cookies are host-only (no shared domain: `*.localhost`). */
let gateway: GatewayApp;
/** A gateway with SESSION_COOKIE_DOMAIN=portal.test. */
let shared: GatewayApp;
let client: AccountClient;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  const config = testRcPubConfig({ RC_PUB_SMS_IP_MAX_PER_HOUR: '1000' });
  rcPub = await buildApp({ config, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  const env = { RC_PUB_AES_KEY: config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '0' };
  gateway = await testGateway(rcPubUrl, env);
  shared = await testGateway(rcPubUrl, { ...env, SESSION_COOKIE_DOMAIN: 'portal.test' });
  client = { http: request(rcPub.server), config };
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await shared?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

type Agent = ReturnType<typeof request.agent>;
const HOST = 'zhdemo.localhost:3000';
const OTHER = 'plosmed.localhost:3000';

function browser(app: GatewayApp, host: string): Agent {
  return request.agent(app.server).set('host', host).set('x-language', 'en');
}

function gql(agent: Agent, query: string) {
  return agent.post('/graphql').set('content-type', 'application/json').send({ query });
}

async function me(agent: Agent): Promise<string | null> {
  const r = await gql(agent, '{ me { mobileNo } }');
  return (r.body.data?.me?.mobileNo as string | undefined) ?? null;
}

function setCookies(res: request.Response): string[] {
  const c = res.headers['set-cookie'] as unknown;
  return Array.isArray(c) ? (c as string[]) : typeof c === 'string' ? [c] : [];
}

const handover = (agent: Agent, target: string) => agent.get(`/handover?${new URLSearchParams({ target })}`);

describe('GET /handover', () => {
  it('sends a visitor to the target unchanged, uncached and without a Referer', async () => {
    const target = `http://${OTHER}/journal/en?x=1`;
    const res = await handover(browser(gateway, HOST), target);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(target);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a target that is not a page of the deployment’s sites with a readable page, and makes no code', async () => {
    const token = await registerMember(client, newMobile());
    const agent = browser(gateway, HOST).set('cookie', `commonToken=${token}`);
    for (const target of [
      'https://evil.example/steal',
      `http://${OTHER}.evil.example/`,
      'javascript:alert(1)',
      `http://user:pw@${OTHER}/`,
      `http://${OTHER}//evil.example/`,
      '/journal/en',
    ]) {
      const res = await handover(agent, target);
      expect(res.status, target).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('This link points to an address that is not one of this portal');
      expect(res.text).toContain('<html lang="zh-CN">');
    }
    expect((await agent.get('/handover')).status).toBe(400);
    const sessions = await gql(agent, '{ me { sessions { method } } }');
    expect(sessions.body.data.me.sessions).toEqual([{ method: 'register' }]);
  });

  it('gives a member crossing to a host the cookies do not reach a code that works once', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(client, mobileNo);
    const agent = browser(gateway, HOST).set('cookie', `commonToken=${token}`);
    const res = await handover(agent, `http://${OTHER}/journal/en?x=1&token=planted`);
    expect(res.status).toBe(303);
    const to = new URL(res.headers.location as string);
    expect(to.host).toBe(OTHER);
    const code = to.searchParams.get('token') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).not.toBe(token);
    expect(to.searchParams.get('x')).toBe('1');

    const there = browser(gateway, OTHER);
    const first = await there.get(`${to.pathname}${to.search}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/journal/en?x=1');
    expect(await me(there)).toBe(mobileNo);
    const elsewhere = browser(gateway, OTHER);
    await elsewhere.get(`${to.pathname}${to.search}`);
    expect(await me(elsewhere)).toBeNull();
  });

  it('makes no code when the target is on the same host', async () => {
    const token = await registerMember(client, newMobile());
    const agent = browser(gateway, HOST).set('cookie', `commonToken=${token}`);
    const target = `http://${HOST}/journal/en`;
    const res = await handover(agent, target);
    expect(res.headers.location).toBe(target);
  });

  it('makes no code when the shared cookie domain already reaches the target', async () => {
    const token = await registerMember(client, newMobile());
    const agent = browser(shared, 'zhdemo.portal.test').set('cookie', `commonToken=${token}`);
    const target = 'http://plosmed.portal.test/journal/en';
    const res = await handover(agent, target);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(target);
  });
});

describe('the session cookies on a shared domain', () => {
  it('are set on SESSION_COOKIE_DOMAIN for hosts inside it, host-only elsewhere; a logout clears both', async () => {
    const mobileNo = newMobile();
    const token = await registerMember(client, mobileNo);
    const agent = browser(shared, 'zhdemo.portal.test').set('cookie', `commonToken=${token}`);
    const made = await handover(agent, 'http://zhdemo.portal.test/journal/en');
    expect(made.status).toBe(303);
    // a hand-over code exchanged on a host inside the domain: the new session's cookies carry Domain=
    const code = await gql(
      agent,
      'mutation { createHandover(target: "http://plosmed.portal.test/journal/en") { url } }',
    );
    const url = new URL(code.body.data.createHandover.url as string);
    const inside = await browser(shared, 'plosmed.portal.test').get(`${url.pathname}${url.search}`);
    const set = setCookies(inside);
    const tokenCookie = set.find((c) => c.startsWith('commonToken=') && !/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c));
    expect(tokenCookie).toMatch(/Domain=portal\.test/);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(set.find((c) => c.startsWith('userName=') && /Domain=portal\.test/.test(c))).toBeTruthy();

    // outside the domain (an alias host) the same gateway sets host-only cookies
    const code2 = await gql(
      agent,
      'mutation { createHandover(target: "http://zhdemo.portal.test/journal/en") { url } }',
    );
    const url2 = new URL(code2.body.data.createHandover.url as string);
    const outside = await browser(shared, 'zhdemo.localhost:3000').get(`${url2.pathname}${url2.search}`);
    expect(
      setCookies(outside)
        .filter((c) => c.startsWith('commonToken='))
        .every((c) => !/Domain=/i.test(c)),
    ).toBe(true);

    // a logout clears the domain cookies and any host-only leftover
    const out = await gql(agent, 'mutation { logout }');
    expect(out.body.errors, JSON.stringify(out.body)).toBeUndefined();
    const cleared = setCookies(out).filter((c) => c.startsWith('commonToken='));
    expect(cleared.some((c) => /Domain=portal\.test/.test(c))).toBe(true);
    expect(cleared.some((c) => !/Domain=/i.test(c))).toBe(true);
  });
});
