/**
 * One sign-in across the portal (docs/product/members.md#one-sign-in-across-the-portal) and the member's basket on
 * every site (docs/product/citation-and-harvest.md#citation-basket), through the real stack in Chromium:
 * - a member signed in on zhdemo is signed in on plosmed (another subdomain) in the same browser; a logout on plosmed
 *   leaves zhdemo anonymous too;
 * - a site on another domain, reached through /handover, is signed in; its code works once; a logout on the site the
 *   member signed in on ends the handed-over session (its next call answers as to a visitor);
 * - the basket filled on zhdemo as a member shows the same entries on plosmed and in a fresh browser after signing in.
 *
 * Hosts: Chromium refuses `Domain=localhost` cookies (checked: a `Domain=localhost` cookie set on zhdemo.localhost
 * reaches neither zhdemo.localhost nor plosmed.localhost), so `*.localhost` sites cannot share a sign-in. The suite
 * serves its sites on `*.portal.test` (SESSION_COOKIE_DOMAIN=portal.test) and gives the sites a second domain,
 * `*.journals.test` (PUBLIC_SITE_ORIGIN), which the cookies do not reach; the shared Chromium maps every `.test` name
 * to 127.0.0.1 (`--host-resolver-rules`, tests/web/helpers/chromium.ts). PUBLIC_SITE_ORIGIN names the port, so the
 * gateway listens on a port picked before it starts.
 *
 * Own stack: the gateway's SESSION_COOKIE_DOMAIN and PUBLIC_SITE_ORIGIN, no account rate limit, a larger SMS budget.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { MEMBER_PASSWORD } from '../web/helpers/member.js';
import { type Stack, startStack } from '../web/helpers/stack.js';
import { pageCaptcha, pageGql, registerInPage } from './helpers/member-page.js';

const hasChromium = requireChromium('single sign-on browser test');
/** Set SHOTS_DIR to keep screenshots (the refused hand-over page; plosmed's header signed in from zhdemo). */
const shots = process.env.SHOTS_DIR;

/** A free loopback port (closed again at once, then given to the gateway). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

let stack: Stack;
let port: number;

beforeAll(async () => {
  port = await freePort();
  stack = await startStack({
    rcPubEnv: { RC_PUB_SMS_IP_MAX_PER_HOUR: '1000' },
    gatewayEnv: {
      RATE_LIMIT_ACCOUNT: '0',
      SESSION_COOKIE_DOMAIN: 'portal.test',
      PUBLIC_SITE_ORIGIN: `http://{sld}.journals.test:${port}`,
    },
  });
  await stack.gateway.listen({ host: '127.0.0.1', port });
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

describe.skipIf(!hasChromium)('one sign-in across the portal', () => {
  let browser: Browser;
  const site = (sld: string) => `http://${sld}.portal.test:${port}`;
  const otherDomain = (sld: string) => `http://${sld}.journals.test:${port}`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const gql = pageGql;
  const captcha = pageCaptcha;
  /** Registers a new member from `page` (its browser holds the session); the mobile number. */
  const register = (page: Page) => registerInPage(page, stack);

  async function open(page: Page, url: string): Promise<void> {
    await page.goto(url, { waitUntil: 'networkidle' });
    // a stack's first pages compile and render slowly on a busy machine: a second wait before giving up
    expect((await hydrated(page)) || (await hydrated(page))).toBe(true);
  }

  /** The header's member name, or null when it shows the login links. */
  async function headerMember(page: Page): Promise<string | null> {
    await page.waitForSelector('[data-testid="user-menu-button"], [data-testid="login-links"]');
    const button = page.locator('[data-testid="user-menu-button"]');
    return (await button.count()) > 0 ? ((await button.textContent()) ?? '').trim() : null;
  }

  const masked = (mobileNo: string) => `${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}`;
  const me = async (page: Page) =>
    (await gql<{ me: { mobileNo: string } | null }>(page, '{ me { mobileNo } }')).me?.mobileNo ?? null;

  it('a sign-in on zhdemo holds on plosmed; a logout on plosmed ends it on zhdemo too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${site('zhdemo')}/homeNav/zhdemo/en`);
    expect(await headerMember(page)).toBeNull();
    const mobileNo = await register(page);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'commonToken')?.domain).toBe('.portal.test');

    await open(page, `${site('plosmed')}/homeNav/plosmed/en`);
    expect(await headerMember(page)).toContain(masked(mobileNo));
    expect(await me(page)).toBe(mobileNo);
    if (shots) {
      for (const lang of ['en', 'zh'] as const)
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 700 });
          await open(page, `${site('plosmed')}/homeNav/plosmed/${lang}`);
          await page.screenshot({ path: join(shots, `sso-plosmed-signed-in-${lang}-${width}.png`) });
        }
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 700 });
        const refused = await page.goto(
          `${site('zhdemo')}/handover?target=${encodeURIComponent('https://evil.example/')}`,
        );
        expect(refused?.status()).toBe(400);
        await page.screenshot({ path: join(shots, `sso-handover-refused-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `${site('plosmed')}/homeNav/plosmed/en`);
    }

    await page.click('[data-testid="user-menu-button"]');
    await page.click('[data-testid="logout"]');
    await page.waitForURL(/\/login\?lang=en/);
    await open(page, `${site('zhdemo')}/homeNav/zhdemo/en`);
    expect(await headerMember(page)).toBeNull();
    expect(await me(page)).toBeNull();
    expect((await context.cookies()).filter((c) => c.name === 'commonToken' && c.value)).toEqual([]);
    await context.close();
  });

  it('a site on another domain is signed in through /handover, once; a logout elsewhere ends that session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${site('zhdemo')}/homeNav/zhdemo/en`);
    const mobileNo = await register(page);
    const target = `${otherDomain('plosmed')}/homeNav/plosmed/en`;

    // the code on the way: recorded from the redirect, to try it again afterwards
    const codes: string[] = [];
    page.on('response', (res) => {
      const location = res.headers().location;
      const code = location ? new URL(location, res.url()).searchParams.get('token') : null;
      if (code) codes.push(code);
    });
    await open(page, `${site('zhdemo')}/handover?target=${encodeURIComponent(target)}`);
    expect(page.url()).toBe(target);
    expect(await headerMember(page)).toContain(masked(mobileNo));
    expect(await me(page)).toBe(mobileNo);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // the same code in another browser signs nobody in
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await open(strangerPage, `${target}?token=${codes[0]}`);
    expect(await headerMember(strangerPage)).toBeNull();
    await stranger.close();

    // a logout on the portal domain ends the handed-over session on the other domain
    const portal = await context.newPage();
    await open(portal, `${site('zhdemo')}/homeNav/zhdemo/en`);
    await gql(portal, 'mutation { logout }');
    const after = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { saveMemberBasket(articleIds: []) { articleId } }' }),
      });
      return res.json();
    });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await open(page, target);
    expect(await headerMember(page)).toBeNull();
    await context.close();
  });

  it('the basket filled on zhdemo as a member is the same on plosmed and in a fresh browser after signing in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${site('zhdemo')}/homeNav/zhdemo/en`);
    const mobileNo = await register(page);
    const { site: plosmed } = await gql<{
      site: { publication: { issuesByYear: { issues: { id: number; articles: { id: number }[] }[] }[] } };
    }>(page, '{ site(sld: "plosmed") { publication { issuesByYear { issues { id articles { id } } } } } }');
    const issue = plosmed.publication.issuesByYear.flatMap((y) => y.issues).find((i) => i.articles.length >= 2);
    expect(issue, 'a seeded plosmed issue with two articles').toBeDefined();
    await open(page, `${site('zhdemo')}/newAcademic/1/0/directory/${issue!.id}/0/en`);
    await page.waitForSelector('[data-testid="basket-pick"]');
    const picks = page.locator('[data-testid="basket-pick"]');
    const ids = [
      Number(await picks.nth(0).getAttribute('data-article-id')),
      Number(await picks.nth(1).getAttribute('data-article-id')),
    ];
    await picks.nth(0).check();
    await picks.nth(1).check();
    await page.click('[data-testid="basket-add-selected"]');
    await page.waitForSelector('[data-testid="basket-button"][data-count="2"]');
    const stored = async (p: Page) =>
      (await gql<{ memberBasket: { articleId: number }[] }>(p, '{ memberBasket { articleId } }')).memberBasket.map(
        (e) => e.articleId,
      );
    await expect.poll(() => stored(page), { timeout: 15_000 }).toEqual(ids);

    // another site of the portal: its own local storage, the member's basket
    const other = await context.newPage();
    await open(other, `${site('plosmed')}/homeNav/plosmed/en`);
    await other.waitForSelector('[data-testid="basket-button"][data-count="2"]', {
      state: 'attached',
      timeout: 15_000,
    });
    const local = await other.evaluate(() =>
      (JSON.parse(localStorage.getItem('citationBasket') ?? '[]') as { id: number }[]).map((e) => e.id),
    );
    expect(local).toEqual(ids);
    await context.close();

    // a fresh browser: empty until the member signs in
    // (options no earlier context of this file used: a new context, not a tab of the file's pool)
    const fresh = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page2 = await fresh.newPage();
    await open(page2, `${site('plosmed')}/homeNav/plosmed/en`);
    await page2.waitForSelector('[data-testid="basket-button"]', { state: 'attached' });
    expect(Number(await page2.getAttribute('[data-testid="basket-button"]', 'data-count'))).toBe(0);
    await gql(
      page2,
      'mutation($m: String!, $p: String!, $k: String!) { login(mobileNo: $m, password: $p, captcha: $k) { mobileNo } }',
      {
        m: mobileNo,
        p: MEMBER_PASSWORD,
        k: await captcha(page2),
      },
    );
    await open(page2, `${site('plosmed')}/homeNav/plosmed/en`);
    await page2.waitForSelector('[data-testid="basket-button"][data-count="2"]', {
      state: 'attached',
      timeout: 15_000,
    });
    await fresh.close();
  });

  it('no member reads another member’s basket', async () => {
    const a = await browser.newContext();
    const pa = await a.newPage();
    await pa.goto(`${site('zhdemo')}/homeNav/zhdemo/en`);
    await register(pa);
    const { site: s } = await gql<{ site: { publication: { latestIssue: { articles: { id: number }[] } } } }>(
      pa,
      '{ site(sld: "plosmed") { publication { latestIssue { articles { id } } } } }',
    );
    const first = s.publication.latestIssue.articles[0]!.id;
    await gql(pa, 'mutation($i: [Int!]!) { saveMemberBasket(articleIds: $i) { articleId } }', { i: [first] });
    const b = await browser.newContext();
    const pb = await b.newPage();
    await pb.goto(`${site('zhdemo')}/homeNav/zhdemo/en`);
    await register(pb);
    const theirs = await gql<{ memberBasket: unknown[] }>(pb, '{ memberBasket { articleId } }');
    expect(theirs.memberBasket).toEqual([]);
    await a.close();
    await b.close();
  });
});
