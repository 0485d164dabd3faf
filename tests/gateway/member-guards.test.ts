/**
 * The gateway's guards around member sessions, without rc-pub's member routes: CSRF (cookie-authenticated
 * writes must be requests another site cannot send: JSON GraphQL POSTs, no mutation over GET, a header on uploads),
 * the token-on-URL hand-over (docs/product/members.md#token-hand-over: a one-time code exchanged with rc-pub, never a
 * session, never left in the address bar), the upload pass-through refusing visitors, and
 * the name masking the header shows (docs/product/members.md#display-name).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { maskDisplayName } from '../../server/src/member/session.js';
import { withoutToken } from '../../server/src/plugins/app/token-on-url.js';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const render: SsrRender = async () => ({ status: 200, html: '<p>page</p>' });

let fake: FakeRcPub;
let app: GatewayApp;
beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(fake.url, { SSR: 'on', PAGE_CACHE: 'off' }, { ssr: { render, template: '<!--app-html-->' } });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('display-name masking (docs/product/members.md#display-name)', () => {
  it('masks positions -8 to -4 of a mobile number', () => {
    expect(maskDisplayName('13812345678')).toBe('138****5678');
    expect(maskDisplayName('8613812345678')).toBe('86138****5678');
  });
  it('never shows a short name whole', () => {
    expect(maskDisplayName('张三')).toBe('张****');
    expect(maskDisplayName('abcdef')).toBe('a****ef');
    expect(maskDisplayName('')).toBe('');
  });
});

describe('CSRF guard', () => {
  const logout = JSON.stringify({ query: 'mutation { logout }' });

  it('refuses a GraphQL POST that a form on another site could send (text/plain, form-encoded)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await request(app.server)
        .post('/graphql')
        .set('content-type', type)
        .set('cookie', 'commonToken=abc')
        .send(logout);
      expect(res.status, type).toBe(415);
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(res.headers['set-cookie'], type).toBeUndefined();
    }
  });

  it('runs a JSON GraphQL POST', async () => {
    const res = await request(app.server).post('/graphql').set('content-type', 'application/json').send(logout);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ logout: true });
  });

  it('runs no mutation over GET', async () => {
    const res = await request(app.server)
      .get(`/graphql?query=${encodeURIComponent('mutation { logout }')}`)
      .set('cookie', 'commonToken=abc');
    expect(res.body.data?.logout).toBeUndefined();
    expect(res.body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an upload without the page header, and a visitor with it', async () => {
    const noHeader = await request(app.server)
      .post('/rc-pub/front/files/fileUpload')
      .set('cookie', 'commonToken=abc')
      .field('purpose', 'avatar')
      .attach('file', Buffer.from('x'), 'a.png');
    expect(noHeader.status).toBe(403);
    const visitor = await request(app.server)
      .post('/rc-pub/front/files/fileUpload')
      .set('x-portal-request', '1')
      .field('purpose', 'avatar')
      .attach('file', Buffer.from('x'), 'a.png');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: null });
  });
});

describe('token on the URL (docs/product/members.md#token-hand-over)', () => {
  // A `token` on a URL is a one-time hand-over code exchanged with rc-pub, no longer a session token checked with the
  // personal-info call: a session token on a URL signs nobody in (tests/gateway/handover.test.ts runs it on rc-pub).
  const CODE = 'A'.repeat(43);

  it('strips the token from the URL and keeps the rest', () => {
    expect(withoutToken('/personal?token=abc&tab=album')).toBe('/personal?tab=album');
    expect(withoutToken('/?token=abc')).toBe('/');
    expect(withoutToken('/article?searchText=x')).toBeNull();
  });

  it('exchanges the token as a hand-over code, never reads it as a session; a refused code sets no session', async () => {
    fake.reset();
    fake.on(RcPubPaths.handoverExchange, () => ({
      body: {
        status: 400,
        code: 'BAD_REQUEST',
        message: 'This sign-in link is invalid, expired or already used',
        data: null,
      },
    }));
    const res = await request(app.server).get(`/personal?tab=album&token=${CODE}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/personal?tab=album');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(fake.seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', RcPubPaths.handoverExchange, { code: CODE }],
    ]);
    expect(fake.seen[0]?.headers.token).toBeUndefined();
  });

  it("sets the cookies of the session rc-pub starts for the code, not the code's", async () => {
    fake.reset();
    const session = 'S'.repeat(43);
    fake.on(RcPubPaths.handoverExchange, () => ({
      body: {
        status: 0,
        message: 'ok',
        data: { token: session, member: { mobileNo: '13812345678', headPicture: null } },
      },
    }));
    const res = await request(app.server).get(`/?token=${CODE}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const cookies = String(res.headers['set-cookie'] ?? '');
    expect(cookies).toContain(`commonToken=${session}`);
    expect(cookies).not.toContain(CODE);
    expect(cookies).toContain(`userName=${encodeURIComponent('138****5678')}`);
  });

  it('asks rc-pub nothing for a token that is not shaped like a code', async () => {
    fake.reset();
    const res = await request(app.server).get('/personal?token=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(303);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(fake.seen).toEqual([]);
  });

  it("leaves /unsubscribe's token alone: it is a mail link's, not a session", async () => {
    const res = await request(app.server).get(`/unsubscribe?token=${CODE}&lang=en`);
    expect(res.status).not.toBe(303);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('commonToken=');
  });
});
