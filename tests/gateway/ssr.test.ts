/**
 * SSR wiring (web/src/ssr-contract.ts) with a stand-in render function: in-process GraphQL with the page request's
 * Host, cookies and route language; SsrResponse applied (HTML, status, redirect); a clear 503 without web/dist.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RcPubPaths } from 'rc-pub/contract';
import type { SsrExecutionResult, SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { demoSite, fail, ok } from './samples.js';

let fake: FakeRcPub;
let app: GatewayApp;
let lastResult: unknown;

const render: SsrRender = async (req) => {
  if (req.url.startsWith('/go-away')) return { status: 302, redirect: '/forbiddenPage?lang=en' };
  if (req.url.startsWith('/bad-doc')) {
    lastResult = await req.execute('{ nope }', undefined, undefined, { lang: 'zh' });
    return { status: 200, html: 'ok' };
  }
  const lang = req.url.includes('/en') ? 'en' : 'zh';
  const r = await req.execute(
    'query Page($sld: String) { language site(sld: $sld) { sld name } }',
    { sld: null },
    'Page',
    { lang },
  );
  lastResult = r;
  const data = r.data as { language: string; site: { name: string } } | null;
  if (!data) return { status: 500, html: `errors: ${JSON.stringify(r.errors)}` };
  return {
    status: 200,
    headers: { 'x-rendered': 'yes' },
    html: req.template.replace(
      '<!--app-html-->',
      `<h1>${data.site.name}</h1><p>${data.language}</p><p>${req.cookies.commonToken ?? ''}</p>`,
    ),
  };
};

beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(
    fake.url,
    { SSR: 'on' },
    { ssr: { render, template: '<html><body><!--app-html--></body></html>' } },
  );
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.on(RcPubPaths.findBySld, () => ok(demoSite));
});

describe('SSR', () => {
  it('renders a page with in-process GraphQL in the route language, for the Host site', async () => {
    const res = await request(app.server)
      .get('/homeNav/demo/en')
      .set('host', 'demo.localhost:3000')
      .set('cookie', 'commonToken=t1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-rendered']).toBe('yes');
    expect(res.text).toContain('<h1>[Demo] Test site</h1><p>EN</p><p>t1</p>');
    const seen = fake.seen.at(-1)!;
    expect(seen.query.get('sld')).toBe('demo');
    expect(seen.headers.language).toBe('en');
    expect(seen.headers.token).toBe('t1');
  });

  it('passes GraphQL errors with their code to the page', async () => {
    fake.on(RcPubPaths.findBySld, () => fail(10001, 'forbidden'));
    const res = await request(app.server).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('FORBIDDEN_SITE');
    // In their JSON form, as a browser's GraphQL client gets them: plain objects, not GraphQLError instances.
    const errors = (lastResult as SsrExecutionResult).errors ?? [];
    expect(errors[0]).toMatchObject({ path: ['site'], extensions: { code: 'FORBIDDEN_SITE' } });
    expect(errors[0]).not.toBeInstanceOf(Error);
  });

  it('a bad document in execute → errors with BAD_REQUEST, not a crash', async () => {
    await request(app.server).get('/bad-doc').expect(200);
    expect(lastResult).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('applies a redirect as 302', async () => {
    const res = await request(app.server).get('/go-away');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/forbiddenPage?lang=en');
  });

  it('leaves /graphql to GraphQL', async () => {
    const res = await request(app.server).get('/graphql?query=%7Blanguage%7D').set('x-language', 'en');
    expect(res.body).toEqual({ data: { language: 'EN' } });
  });
});

describe('SSR without a build', () => {
  it('answers page GETs with a 503 saying to run pnpm build', async () => {
    const bare = await testGateway(fake.url, { SSR: 'on', WEB_DIST: '/nonexistent/web/dist' });
    try {
      const res = await request(bare.server).get('/article/id/1/2/en');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('pnpm build');
    } finally {
      await bare.close();
    }
  });
});
