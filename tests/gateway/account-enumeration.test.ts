/**
 * Who is a member, through the gateway (docs/product/members.md#who-is-a-member): the isRegistered lookup needs a
 * solved captcha and counts against the per-address account budget (RATE_LIMIT_ACCOUNT, 30 a minute here as by
 * default), so 200 lookups from one address get 30 answers and 170 RATE_LIMITED refusals that never reach rc-pub,
 * while another address is still served. And the session cookies last as long as the session can (the login result's
 * `expiresIn`: 12 hours by default, docs/product/members.md#sessions). Real rc-pub on an empty database behind the
 * real gateway (TRUST_PROXY on, so each X-Forwarded-For is a client address).
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { outbox } from '../rc-pub/account-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

const BUDGET = 30;
const PROBES = 200;
let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let config: RcPubConfig;
let gateway: GatewayApp;

beforeAll(async () => {
  tdb = await createTestDb();
  config = testRcPubConfig({ RC_PUB_SMS_IP_MAX_PER_HOUR: '1000' });
  rcPub = await buildApp({ config, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(rcPubUrl, {
    RC_PUB_AES_KEY: config.aesKey.value ?? '',
    RATE_LIMIT_ACCOUNT: String(BUDGET),
    RATE_LIMIT_GRAPHQL: '0',
    TRUST_PROXY: '1',
  });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

type Agent = ReturnType<typeof request.agent>;

/** A browser at `address`: its own cookie jar. */
const browser = (address: string): Agent =>
  request.agent(gateway.server).set('x-forwarded-for', address).set('x-language', 'en');

const gql = (agent: Agent, query: string, variables: Record<string, unknown> = {}) =>
  agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });

async function captcha(agent: Agent): Promise<string> {
  const r = await gql(agent, 'mutation { captchaChallenge { json } }');
  return solveCaptchaJson(r.body.data.captchaChallenge.json);
}

const LOOKUP = 'query($m: String!, $c: String!) { isRegistered(mobileNo: $m, captcha: $c) }';
let numbers = 0;
const newMobile = () => `135${String(process.pid % 10000).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`;

describe('isRegistered behind the captcha and the account budget', () => {
  it('refuses a lookup without a solved captcha', async () => {
    const r = await gql(browser('198.51.100.7'), LOOKUP, { m: newMobile(), c: 'not a captcha' });
    expect(r.body.errors[0]).toMatchObject({
      message: 'Verification failed, please try again',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it(`answers ${BUDGET} of ${PROBES} lookups from one address, refuses the rest before rc-pub`, async () => {
    const prober = browser('203.0.113.50');
    const answers: ('answered' | 'limited' | 'other')[] = [];
    let unspent: string | undefined;
    for (let i = 0; i < PROBES; i++) {
      const c = await captcha(prober);
      const r = await gql(prober, LOOKUP, { m: newMobile(), c });
      if (r.body.data?.isRegistered === false) answers.push('answered');
      else if (r.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') {
        answers.push('limited');
        unspent ??= c;
      } else answers.push('other');
    }
    expect(answers.filter((a) => a === 'answered')).toHaveLength(BUDGET);
    expect(answers.filter((a) => a === 'limited')).toHaveLength(PROBES - BUDGET);
    expect(answers.slice(BUDGET).every((a) => a === 'limited')).toBe(true);
    // a refused lookup never reached rc-pub: its captcha is still unspent, and another address is served with it
    const other = browser('203.0.113.51');
    const served = await gql(other, LOOKUP, { m: newMobile(), c: unspent });
    expect(served.body).toEqual({ data: { isRegistered: false } });
  });
});

describe('session cookies follow the session lifetime', () => {
  it('keeps commonToken and userName for the 12 hours a session can live, not longer', async () => {
    const agent = browser('198.51.100.20');
    const mobileNo = newMobile();
    const send = await gql(
      agent,
      'mutation($m: String!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: REGISTER, captcha: $c) { validForSeconds } }',
      { m: mobileNo, c: await captcha(agent) },
    );
    expect(send.body.errors).toBeUndefined();
    const code = outbox({ config } as never, mobileNo).at(-1)?.code;
    const res = await gql(
      agent,
      'mutation($m: String!, $c: String!, $k: String!) { register(mobileNo: $m, code: $c, password: "quiet harbour lamp 7", agree: true, captcha: $k) { mobileNo } }',
      { m: mobileNo, c: code, k: await captcha(agent) },
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const name of ['commonToken', 'userName'])
      expect(set.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=43200(;|$)/);
  });
});
