/**
 * The session hand-over through the real gateway over the real rc-pub and the seeded database
 * (docs/product/members.md#token-hand-over): a signed-in member asks createHandover for a link to one of the
 * deployment's sites; another browser opening the link is signed in once (its own new session, never the member's
 * token), and the link opened again signs nobody in; a session token on a URL signs nobody in; every such page
 * redirects to itself without the parameter; createHandover refuses visitors and targets that are not the
 * deployment's own sites, and its answer is never cached.
 * It starts rc-pub on a seeded database of its own and the gateway over it, as member-api.test.ts does, rather than
 * the worker's shared stack: its members are registered through rc-pub's routes with the test configuration's field
 * key and SMS outbox (tests/helpers/rc-pub-config.ts), which the shared stack does not expose.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type AccountClient, newMobile, registerMember } from '../rc-pub/account-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let gateway: GatewayApp;
let client: AccountClient;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  const config = testRcPubConfig({ RC_PUB_SMS_IP_MAX_PER_HOUR: '1000' });
  rcPub = await buildApp({ config, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(rcPubUrl, { RC_PUB_AES_KEY: config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '0' });
  client = { http: request(rcPub.server), config };
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

type Agent = ReturnType<typeof request.agent>;
/** The site host the gateway's requests name (plosmed of the seeded sites, on a local port). */
const HOST = 'plosmed.localhost:3000';

/** A browser on HOST: its own cookie jar, English. */
function browser(): Agent {
  return request.agent(gateway.server).set('host', HOST).set('x-language', 'en');
}

const CREATE = 'mutation($t: String!) { createHandover(target: $t) { url expiresAt } }';

function gql(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  return agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
}

/** The browser's member as the gateway sees it (null for a visitor). */
async function me(agent: Agent): Promise<string | null> {
  const r = await gql(agent, '{ me { mobileNo } }');
  return (r.body.data?.me?.mobileNo as string | undefined) ?? null;
}

function setCookies(res: request.Response): string[] {
  const c = res.headers['set-cookie'] as unknown;
  return Array.isArray(c) ? (c as string[]) : typeof c === 'string' ? [c] : [];
}

/** The value a response sets `commonToken` to, or undefined when it sets none. */
function newToken(res: request.Response): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith('commonToken='));
  return line ? decodeURIComponent(/^commonToken=([^;]*)/.exec(line)?.[1] ?? '') : undefined;
}

/** A member signed in on a browser of their own (registered through rc-pub); their number, token and browser. */
async function member(): Promise<{ mobileNo: string; token: string; agent: Agent }> {
  const mobileNo = newMobile();
  const token = await registerMember(client, mobileNo);
  const agent = browser().set('cookie', `commonToken=${token}`);
  expect(await me(agent)).toBe(mobileNo);
  return { mobileNo, token, agent };
}

/** Path and query of an absolute URL (what a browser on HOST requests). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('a hand-over link', () => {
  it('signs another browser in once, with a session of its own; the same link again signs nobody in', async () => {
    const { mobileNo, token, agent } = await member();
    const made = await gql(agent, CREATE, { t: `http://${HOST}/personal/album/en?page=2` });
    expect(made.body.errors, JSON.stringify(made.body)).toBeUndefined();
    expect(made.headers['cache-control']).toBe('no-store');
    const { url, expiresAt } = made.body.data.createHandover as { url: string; expiresAt: string };
    const code = new URL(url).searchParams.get('token') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).not.toBe(token);
    expect(url).toBe(`http://${HOST}/personal/album/en?page=2&token=${code}`);
    const life = Date.parse(expiresAt) - Date.now();
    expect(life).toBeGreaterThan(30_000);
    expect(life).toBeLessThanOrEqual(60_000);

    const other = browser();
    const first = await other.get(pathOf(url));
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/personal/album/en?page=2');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const given = newToken(first);
    expect(given, JSON.stringify(setCookies(first))).toBeTruthy();
    expect(given).not.toBe(token);
    expect(given).not.toBe(code);
    expect(setCookies(first).find((c) => c.startsWith('userName='))).toContain(
      encodeURIComponent(`${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}`),
    );
    expect(await me(other)).toBe(mobileNo);
    const sessions = await gql(other, '{ me { sessions { method current } } }');
    expect(sessions.body.data.me.sessions).toContainEqual({ method: 'handover', current: true });

    const third = browser();
    const again = await third.get(pathOf(url));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/personal/album/en?page=2');
    expect(newToken(again)).toBeUndefined();
    expect(await me(third)).toBeNull();
    // the member's own session and the handed-over one both go on
    expect(await me(agent)).toBe(mobileNo);
    expect(await me(other)).toBe(mobileNo);
  });

  it('a session token on a URL signs nobody in and is not spent', async () => {
    const { mobileNo, token, agent } = await member();
    const visitor = browser();
    const res = await visitor.get(`/journal/en?token=${encodeURIComponent(token)}&x=1`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/journal/en?x=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(newToken(res)).toBeUndefined();
    expect(await me(visitor)).toBeNull();
    expect(await me(agent)).toBe(mobileNo);
  });

  it('the redirect never sends the browser to another host', async () => {
    const res = await browser().get(`//evil.example.org/?token=${'A'.repeat(43)}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});

describe('createHandover', () => {
  it('refuses a visitor', async () => {
    const r = await gql(browser(), CREATE, { t: `http://${HOST}/` });
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it("refuses targets that are not pages of this deployment's sites, and asks rc-pub for no code then", async () => {
    const { token, agent } = await member();
    const foreign = [
      'https://evil.example.org/personal',
      'http://plosmed.localhost.evil.example.org/',
      `http://${HOST}.evil.example.org/`,
      `http://user@${HOST}/`,
      `http://${HOST}//evil.example.org/`,
      'http://nosuchsite.localhost:3000/',
      'http://forbidden.localhost:3000/',
      'http://plosmed.localhost:4000/',
      'ftp://plosmed.localhost:3000/',
      'javascript:alert(1)',
      '/personal',
      'not a url',
    ];
    for (const t of foreign) {
      const r = await gql(agent, CREATE, { t });
      expect(r.body.errors?.[0]?.extensions?.code, t).toBe('BAD_REQUEST');
      expect(r.body.errors[0].message, t).toBe(
        "target must be an absolute http(s) URL of a page of one of this deployment's sites",
      );
    }
    // none of them cost a code: the session's budget of 10 a minute is whole
    for (let i = 0; i < 10; i++) {
      const r = await client.http.post(RcPubPaths.handover).set('token', token);
      expect(r.body.status, `code ${i + 1}`).toBe(0);
    }
  });

  it('accepts every site of the deployment, on its own host and on the bare base host', async () => {
    const { agent } = await member();
    for (const t of [`http://rsp.localhost:3000/article/id/1/2/en`, 'http://localhost:3000/', `http://${HOST}/`]) {
      const r = await gql(agent, CREATE, { t });
      expect(r.body.errors, `${t}: ${JSON.stringify(r.body)}`).toBeUndefined();
      expect(r.body.data.createHandover.url.startsWith(`${t}?token=`), t).toBe(true);
    }
  });
});
