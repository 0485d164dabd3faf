/**
 * The member API through the real gateway over the real rc-pub and the seeded database: a browser-like
 * client (cookie jar) registers with an SMS code read from the outbox, solving the captcha from GraphQL's own
 * challenge; the session lives in cookies only (commonToken HttpOnly, userName masked, docs/product/members.md#sessions), never in an answer;
 * favourites, albums with an uploaded cover and figures from two articles, downloads and history read back; another
 * member reads none of it; logout and an ended session clear the cookies (status 401, docs/product/members.md#session-expiry); a password change ends the
 * other sessions; the account budget answers RATE_LIMITED.
 */
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import type { TestDb } from '../helpers/db.js';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { outbox, skipAhead } from '../rc-pub/account-helper.js';
import { type SeededIds, seededIds } from '../rc-pub/member-data.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

const PASSWORD = 'Journal2026x';
let tdb: TestDb;
let rcPub: Awaited<ReturnType<typeof buildApp>>;
let config: RcPubConfig;
let gateway: GatewayApp;
let ids: SeededIds;
let rcPubUrl: string;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  config = testRcPubConfig({ RC_PUB_SMS_IP_MAX_PER_HOUR: '1000' });
  rcPub = await buildApp({ config, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  gateway = await testGateway(rcPubUrl, { RC_PUB_AES_KEY: config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '0' });
  ids = await seededIds(tdb.handle.db);
}, 300_000);
afterAll(async () => {
  await gateway?.close();
  await rcPub?.close();
  await tdb?.cleanup();
});

type Agent = ReturnType<typeof request.agent>;
let ipCounter = 0;

/** A browser: its own cookie jar and address. */
function browser(app: GatewayApp = gateway): Agent {
  ipCounter++;
  return request.agent(app.server).set('x-forwarded-for', `10.9.0.${ipCounter}`).set('x-language', 'en');
}

async function gql(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  const res = await agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
  return res;
}

/** A solved captcha from the gateway's own challenge (what the page does). */
async function captcha(agent: Agent): Promise<string> {
  const r = await gql(agent, 'mutation { captchaChallenge { json keyPrefix } }');
  return solveCaptchaJson(r.body.data.captchaChallenge.json);
}

let numbers = 0;
const newMobile = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`;

async function smsCode(agent: Agent, mobileNo: string, purpose: string): Promise<string> {
  const r = await gql(
    agent,
    'mutation($m: String!, $p: SmsPurpose!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: $p, captcha: $c) { resendAfterSeconds validForSeconds } }',
    { m: mobileNo, p: purpose, c: await captcha(agent) },
  );
  expect(r.body.errors, JSON.stringify(r.body)).toBeUndefined();
  expect(r.body.data.sendSmsCode).toEqual({ resendAfterSeconds: 60, validForSeconds: 300 });
  const line = outbox({ config } as never, mobileNo).at(-1);
  expect(line?.type).toBe(purpose === 'CHANGE_MOBILE' ? 'changeMobile' : purpose.toLowerCase());
  return line!.code;
}

const REGISTER =
  'mutation($m: String!, $c: String!, $p: String!, $k: String!) { register(mobileNo: $m, code: $c, password: $p, agree: true, captcha: $k) { mobileNo displayName } }';

async function registered(agent: Agent): Promise<string> {
  const mobileNo = newMobile();
  const code = await smsCode(agent, mobileNo, 'REGISTER');
  const r = await gql(agent, REGISTER, { m: mobileNo, c: code, p: PASSWORD, k: await captcha(agent) });
  expect(r.body.errors, JSON.stringify(r.body)).toBeUndefined();
  return mobileNo;
}

function cookies(res: request.Response): string[] {
  const c = res.headers['set-cookie'] as unknown;
  return Array.isArray(c) ? (c as string[]) : typeof c === 'string' ? [c] : [];
}

describe('signing up and in through GraphQL', () => {
  it('registers with an SMS code; the session is an HttpOnly cookie and never part of an answer', async () => {
    const agent = browser();
    expect((await gql(agent, '{ me { mobileNo } }')).body.data.me).toBeNull();
    const mobileNo = newMobile();
    const code = await smsCode(agent, mobileNo, 'REGISTER');
    const res = await gql(agent, REGISTER, { m: mobileNo, c: code, p: PASSWORD, k: await captcha(agent) });
    expect(res.body.data.register).toEqual({
      mobileNo,
      displayName: `${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}`,
    });
    const set = cookies(res);
    const token = set.find((c) => c.startsWith('commonToken='));
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).not.toMatch(/Secure/); // plain HTTP here; Secure behind HTTPS
    const value = /^commonToken=([^;]+)/.exec(token ?? '')?.[1] ?? '';
    expect(value.length).toBeGreaterThan(20);
    expect(JSON.stringify(res.body)).not.toContain(value);
    expect(set.find((c) => c.startsWith('userName='))).toContain(encodeURIComponent(`${mobileNo.slice(0, 3)}****`));
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await gql(agent, '{ me { mobileNo name sessions { method current } } }');
    expect(me.body.data.me).toMatchObject({ mobileNo, name: null, sessions: [{ method: 'register', current: true }] });
  });

  it('refuses a weak password with the broken password rule, and an unknown number with its error text', async () => {
    const agent = browser();
    const mobileNo = newMobile();
    const code = await smsCode(agent, mobileNo, 'REGISTER');
    const weak = await gql(agent, REGISTER, { m: mobileNo, c: code, p: 'short', k: await captcha(agent) });
    expect(weak.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const login = await gql(
      agent,
      'mutation($m: String!, $p: String!, $c: String!) { login(mobileNo: $m, password: $p, captcha: $c) { mobileNo } }',
      { m: newMobile(), p: PASSWORD, c: await captcha(agent) },
    );
    expect(login.body.errors[0].message).toBe('User not found, please register first.');
    expect(cookies(login)).toEqual([]);
  });

  it('logs out (cookies cleared), logs in with the password and with an SMS code', async () => {
    const agent = browser();
    const mobileNo = await registered(agent);
    const out = await gql(agent, 'mutation { logout }');
    expect(out.body.data.logout).toBe(true);
    expect(cookies(out).find((c) => c.startsWith('commonToken='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await gql(agent, '{ me { mobileNo } }')).body.data.me).toBeNull();
    const login = await gql(
      agent,
      'mutation($m: String!, $p: String!, $c: String!) { login(mobileNo: $m, password: $p, captcha: $c) { mobileNo } }',
      { m: mobileNo, p: PASSWORD, c: await captcha(agent) },
    );
    expect(login.body.data.login.mobileNo).toBe(mobileNo);
    expect((await gql(agent, '{ me { mobileNo } }')).body.data.me.mobileNo).toBe(mobileNo);
    const sms = browser();
    // one code per number per minute (rc-pub): the register code was just sent
    skipAhead(61_000);
    let code: string;
    try {
      code = await smsCode(sms, mobileNo, 'LOGIN');
    } finally {
      vi.useRealTimers();
    }
    const r = await gql(
      sms,
      'mutation($m: String!, $c: String!, $k: String!) { loginBySms(mobileNo: $m, code: $c, captcha: $k) { mobileNo } }',
      { m: mobileNo, c: code, k: await captcha(sms) },
    );
    expect(r.body.data.loginBySms.mobileNo).toBe(mobileNo);
    const sessions = await gql(sms, '{ me { sessions { method current } } }');
    expect(sessions.body.data.me.sessions.map((s: { method: string }) => s.method).sort()).toEqual(['password', 'sms']);
  });

  it('a password change ends the other sessions: they get UNAUTHENTICATED and their cookies are cleared', async () => {
    const a = browser();
    const mobileNo = await registered(a);
    const b = browser();
    await gql(
      b,
      'mutation($m: String!, $p: String!, $c: String!) { login(mobileNo: $m, password: $p, captcha: $c) { mobileNo } }',
      { m: mobileNo, p: PASSWORD, c: await captcha(b) },
    );
    const change = await gql(
      a,
      'mutation($o: String!, $p: String!) { changePassword(oldPassword: $o, password: $p) }',
      {
        o: PASSWORD,
        p: 'Another2026y',
      },
    );
    expect(change.body.data.changePassword).toBe(true);
    const stale = await gql(b, '{ me { mobileNo favourites { total } } }');
    expect(stale.body.data.me).toBeNull();
    expect(cookies(stale).find((c) => c.startsWith('commonToken='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const favs = await gql(b, 'mutation($a: Int!) { collect(resource: { resourceType: ARTICLE, resourceId: $a }) }', {
      a: ids.article1,
    });
    expect(favs.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(a, '{ me { mobileNo } }')).body.data.me.mobileNo).toBe(mobileNo);
  });
});

describe('what a member keeps, through the gateway', () => {
  it('favourites an article and a figure, makes an album with a cover and two figures of two articles', async () => {
    const agent = browser();
    await registered(agent);
    for (const [type, id] of [
      ['ARTICLE', ids.article1],
      ['FIGURE', ids.figure1.id],
    ] as const) {
      const r = await gql(
        agent,
        `mutation($i: Int!) { collect(resource: { resourceType: ${type}, resourceId: $i }) }`,
        {
          i: id,
        },
      );
      expect(r.body, JSON.stringify(r.body)).toEqual({ data: { collect: true } });
    }
    const favs = await gql(
      agent,
      '{ me { favourites { total items { target { resourceType resourceId exists title articleId thumbnailUrl } } } favouriteIds(type: ARTICLE, ids: [1, 2, 3]) } }',
    );
    expect(favs.body.data.me.favourites.total).toBe(2);
    const targets = favs.body.data.me.favourites.items.map((f: { target: unknown }) => f.target);
    expect(targets[0]).toMatchObject({ resourceType: 'FIGURE', resourceId: ids.figure1.id, exists: true });
    expect(targets[0].title).not.toBe('');
    expect(targets[0].thumbnailUrl).toBe(`/rc-pub/front/files/get?id=${ids.figure1.fileId}`);
    expect(targets[1]).toMatchObject({ resourceType: 'ARTICLE', resourceId: ids.article1, articleId: ids.article1 });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const up = await agent
      .post('/rc-pub/front/files/fileUpload')
      .set('x-portal-request', '1')
      .field('purpose', 'albumCover')
      .attach('file', png, 'cover.png');
    expect(up.body, JSON.stringify(up.body)).toMatchObject({ status: 0, data: { mime: 'image/png' } });
    const album = await gql(
      agent,
      'mutation($c: Int) { createAlbum(input: { name: "细胞图像", enName: "Cell images", coverId: $c }) { id name coverUrl itemCount } }',
      { c: up.body.data.id },
    );
    const created = album.body.data.createAlbum;
    expect(created).toMatchObject({ name: '细胞图像', itemCount: 0 });
    const cover = await agent.get(created.coverUrl);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('private, no-store');
    const add = await gql(
      agent,
      'mutation($a: [Int!]!, $r: [MemberResourceInput!]!) { addToAlbums(albumIds: $a, resources: $r) }',
      {
        a: [created.id],
        r: [
          { resourceType: 'FIGURE', resourceId: ids.figure1.id },
          { resourceType: 'FIGURE', resourceId: ids.figure2.id },
        ],
      },
    );
    expect(add.body.data.addToAlbums).toBe(true);
    const read = await gql(
      agent,
      `{ me { album(id: ${created.id}) { itemCount items { total items { target { articleId } } } } } }`,
    );
    const items = read.body.data.me.album.items.items.map((i: { target: { articleId: number } }) => i.target.articleId);
    expect(read.body.data.me.album.itemCount).toBe(2);
    expect(new Set(items)).toEqual(new Set([ids.article1, ids.article2]));
    // the same entries one level shallower (Member.albumItems, for the personal centre's album page)
    const flat = await gql(
      agent,
      `{ me { albumItems(albumId: ${created.id}) { total items { target { articleId } } } } }`,
    );
    expect(flat.body.data.me.albumItems.total).toBe(2);

    const tooMany = await gql(agent, 'mutation { addToAlbums(albumIds: [1, 2, 3, 4, 5, 6], resources: []) }');
    expect(tooMany.body.errors[0].message).toBe('At most 5 selections');

    // another member sees and changes none of it
    const other = browser();
    await registered(other);
    expect((await gql(other, `{ me { album(id: ${created.id}) { id } } }`)).body.data.me.album).toBeNull();
    expect(
      (await gql(other, `{ me { albumItems(albumId: ${created.id}) { total } } }`)).body.data.me.albumItems,
    ).toBeNull();
    const edit = await gql(other, `mutation { updateAlbum(id: ${created.id}, input: { name: "x" }) { id } }`);
    expect(edit.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await other.get(created.coverUrl)).status).toBe(404);
    expect((await gql(other, '{ me { favourites { total } } }')).body.data.me.favourites.total).toBe(0);
  });

  it('records downloads and article views for the member', async () => {
    const agent = browser();
    await registered(agent);
    const dl = await agent.get(`/rc-pub/front/files/download?kind=xml&articleId=${ids.article1}`);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(dl.headers['cache-control']).toBe('private, no-store');
    const view = await gql(agent, `mutation { recordArticleView(articleId: ${ids.article2}) }`);
    expect(view.body.data.recordArticleView).toBe(true);
    const r = await gql(
      agent,
      '{ me { downloads { total items { kind target { articleId } } } history { total items { target { articleId title } } } } }',
    );
    expect(r.body.data.me.downloads).toMatchObject({
      total: 1,
      items: [{ kind: 'XML', target: { articleId: ids.article1 } }],
    });
    expect(r.body.data.me.history.total).toBe(1);
    expect(r.body.data.me.history.items[0].target.articleId).toBe(ids.article2);
  });

  it('answers a visitor UNAUTHENTICATED on member fields, and false for a view it does not record', async () => {
    const agent = browser();
    const r = await gql(
      agent,
      `mutation { collect(resource: { resourceType: ARTICLE, resourceId: ${ids.article1} }) }`,
    );
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(agent, `mutation { recordArticleView(articleId: ${ids.article1}) }`)).body.data).toEqual({
      recordArticleView: false,
    });
  });
});

describe('account budget (RATE_LIMIT_ACCOUNT)', () => {
  it('answers RATE_LIMITED past the budget, without asking rc-pub', async () => {
    const limited = await testGateway(rcPubUrl, { RC_PUB_AES_KEY: config.aesKey.value ?? '', RATE_LIMIT_ACCOUNT: '2' });
    try {
      const agent = browser(limited);
      const before = outbox({ config } as never).length;
      const send = async () =>
        gql(
          agent,
          'mutation($m: String!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: REGISTER, captcha: $c) { validForSeconds } }',
          { m: newMobile(), c: await captcha(agent) },
        );
      expect((await send()).body.errors).toBeUndefined();
      expect((await send()).body.errors).toBeUndefined();
      const third = await send();
      expect(third.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(outbox({ config } as never).length).toBe(before + 2);
    } finally {
      await limited.close();
    }
  });
});
