/**
 * Email alerts in Chromium over the real gateway and rc-pub (/emailSubscribe, docs/product/alerts.md#subscribing;
 * 'Subscription successfully', 'Unsubscription successfully'): a visitor uses the form with the keyboard only (rule errors beside their fields,
 * focus on the first), subscribes to keywords with the code read from the mail rc-pub wrote (MAIL_DROP_DIR, a temporary
 * folder); a member verifies their email in the personal centre's 'subscribe' tab, subscribes from /emailSubscribe
 * without a code, then pauses, changes the frequency of and deletes the alert there; /unsubscribe ends an alert by
 * its mail token after hydration. Pages hydrate without console errors, fit 390 px without sideways scrolling, and
 * their controls are at least 44 px high. Screenshots at 1440 and 390 px in zh and en go to SHOTS_DIR
 * when it is set.
 *
 * Own stack: rc-pub mails into a folder the test reads (MAIL_DROP_DIR) with a known field key, a cheap captcha and no account rate limit.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../../rc-pub/src/lib/field-crypto.js';
import { unsubscribeToken } from '../../rc-pub/src/alerts/unsubscribe-token.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { gql, registerMember, type StackMember } from '../web/helpers/member.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
/** Where screenshots go, when set (the run takes none otherwise: each full-page PNG costs the machine time). */
const SHOTS = process.env.SHOTS_DIR;
const HOST = 'zhdemo.localhost';
const AES_KEY = randomBytes(32).toString('base64');
const MAIL_DIR = mkdtempSync(join(tmpdir(), 'alerts-mail-'));

/** The 6-digit code of the newest mail rc-pub wrote to `address` (MAIL_DROP_DIR .eml files). */
async function mailedCode(address: string): Promise<string> {
  const files = readdirSync(MAIL_DIR, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => join(MAIL_DIR, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const mail = await simpleParser(readFileSync(file));
    const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(',') : (mail.to?.text ?? '');
    if (!to.includes(address)) continue;
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`no code mailed to ${address} in ${MAIL_DIR}`);
}

describe.skipIf(!hasChromium)('email alerts in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let origin: string;
  let member: StackMember;

  beforeAll(async () => {
    let port: number;
    ({ stack, port } = await startListeningStack({
      rcPubEnv: { RC_PUB_CAPTCHA_MAX_NUMBER: '5000', RC_PUB_AES_KEY: AES_KEY, MAIL_DROP_DIR: MAIL_DIR },
      gatewayEnv: { RATE_LIMIT_ACCOUNT: '0' },
    }));
    origin = `http://${HOST}:${port}`;
    browser = await launchChromium();
    member = await registerMember(stack, HOST);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function newPage(width: number, cookie = '', host = HOST): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (cookie)
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...rest] = pair.split('=');
          return { name: name ?? '', value: rest.join('='), domain: host, path: '/' };
        }),
      );
    return { context, page: await context.newPage() };
  }

  async function open(page: Page, path: string, host = HOST) {
    const res = await page.goto(`${origin.replace(HOST, host)}${path}`, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    expect(await hydrated(page), path).toBe(true);
  }

  /** No sideways scrolling, and every visible control of `scope` at least 44 px high. */
  async function checkLayout(page: Page, scope: string) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const small = await page.evaluate((sel) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll(
        `${sel} input:not([type=radio]):not([type=hidden]), ${sel} select, ${sel} button, ${sel} a`,
      )) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height < 44) out.push(`${el.tagName} ${el.textContent ?? ''} ${r.height}`);
      }
      for (const el of document.querySelectorAll(`${sel} input[type=radio]`)) {
        const r = el.closest('label')?.getBoundingClientRect();
        if (r && r.height < 44) out.push(`radio ${r.height}`);
      }
      return out;
    }, scope);
    expect(small).toEqual([]);
  }

  it('never puts the email into the URL when a form is sent before the page has hydrated', async () => {
    const email = 'early.reader@example.org';
    for (const [path, cookie, form] of [
      ['/emailSubscribe?lang=en', '', 'subscribe-form'],
      ['/personal/subscribe/en', member.cookie, 'verify-email-form'],
    ] as const) {
      const { context, page } = await newPage(390, cookie);
      // the server's page alone: its scripts never run, so the browser submits the form itself
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      await page.fill(`[data-testid="${form}"] input[type=email]`, email);
      await Promise.all([page.waitForEvent('load'), page.click(`[data-testid="${form}"] button[type=submit]`)]);
      // the same page again, in its language
      expect(new URL(page.url()).pathname + (new URL(page.url()).searchParams.get('lang') ?? ''), path).toBe(
        new URL(`${origin}${path}`).pathname + (new URL(`${origin}${path}`).searchParams.get('lang') ?? ''),
      );
      // an address is personal data: never in a URL, the history or a server log
      expect(
        urls.filter((u) => decodeURIComponent(u).includes(email)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('renders in zh and en at 1440 and 390 px within the width, without console errors', async () => {
    for (const lang of ['zh', 'en'] as const)
      for (const width of [1440, 390]) {
        const { context, page } = await newPage(width);
        const watch = watchPage(page);
        await open(page, `/emailSubscribe?type=keywords&lang=${lang}`);
        await checkLayout(page, '[data-testid="email-subscribe"]');
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `email-subscribe-${lang}-${width}.png`), fullPage: true });
        expect(watch.errors).toEqual([]);
        await context.close();
      }
  });

  it('a visitor subscribes to keywords with the keyboard only and the mailed code', async () => {
    const { context, page } = await newPage(390);
    const watch = watchPage(page);
    await open(page, '/emailSubscribe?lang=en');
    // keyboard only: focus the email field, then submit with Enter: every broken rule beside its field
    await page.getByLabel('Email address').focus();
    await page.keyboard.type('reader@example');
    await page.keyboard.press('Enter');
    const email = page.locator('#subscribe-email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#subscribe-email-error').textContent()).toBe('Please enter a valid email address');
    expect(await email.getAttribute('aria-describedby')).toContain('subscribe-email-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('subscribe-email');
    await page.keyboard.type('.org');
    // the type radios: Tab into the group, arrows move within it (New issue → Online first → Keywords)
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('input[name="type"]:checked').getAttribute('value')).toBe('KEYWORDS');
    // eleven keywords break the rule (≤ 10), checked in the page
    await page.locator('#subscribe-keywords').fill(Array.from({ length: 11 }, (_, i) => `k${i}`).join(';'));
    await page.locator('#subscribe-keywords').press('Enter');
    await expect.poll(() => page.locator('#subscribe-keywords-error').textContent()).toBe('At most 10 keywords');
    await page.locator('#subscribe-keywords').fill('制备；graphene');
    // send code: the captcha is solved in the page, then the countdown runs
    await page.getByTestId('send-code').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('send-code').textContent(), { timeout: 30_000 })
      .toMatch(/Resend in \d+ s/);
    expect(await page.getByTestId('form-status').textContent()).toContain('The code was sent');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('subscribe-code');
    await page.keyboard.type(await mailedCode('reader@example.org'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('subscribe-done').textContent(), { timeout: 15_000 })
      .toBe('Subscription successfully');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'email-subscribe-done-en-390.png'), fullPage: true });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('a member verifies the email, subscribes without a code and manages the alert in the personal centre', async () => {
    const { context, page } = await newPage(1440, member.cookie);
    const watch = watchPage(page);
    await open(page, '/personal/subscribe/zh');
    await expect.poll(() => page.getByTestId('alerts-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('alerts-empty').locator('a').getAttribute('href')).toBe('/emailSubscribe?lang=zh');
    await page.locator('#verify-email').fill('member@example.org');
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent(), { timeout: 30_000 }).toMatch(/秒后重新发送/);
    await page.locator('#verify-code').fill(await mailedCode('member@example.org'));
    await page.getByRole('button', { name: '验证' }).click();
    await expect
      .poll(() => page.getByTestId('email-verified').textContent(), { timeout: 15_000 })
      .toContain('member@example.org');
    // /emailSubscribe prefills the verified email and asks no code
    await open(page, '/emailSubscribe?type=current&lang=zh');
    expect(await page.locator('#subscribe-email').inputValue()).toBe('member@example.org');
    expect(await page.locator('#subscribe-code').count()).toBe(0);
    await page.locator('#subscribe-journal').selectOption({ index: 1 });
    await page.getByRole('button', { name: '订阅' }).click();
    await expect.poll(() => page.getByTestId('subscribe-done').textContent(), { timeout: 15_000 }).toBe('订阅成功');
    // the personal centre lists it: pause, weekly digest, delete
    await open(page, '/personal/subscribe/zh');
    const row = page.getByTestId('alert-row').first();
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'personal-subscribe-zh-1440.png'), fullPage: true });
    await row.getByTestId('alert-toggle').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('PAUSED');
    await row.getByTestId('alert-frequency').selectOption('WEEKLY');
    await expect.poll(() => page.getByText('已保存').count()).toBeGreaterThan(0);
    const list = await gql(stack, HOST, member.cookie, '{ me { subscriptions { status frequency } } }');
    expect(list.body.data.me.subscriptions).toEqual([{ status: 'PAUSED', frequency: 'WEEKLY' }]);
    await page.setViewportSize({ width: 390, height: 900 });
    await checkLayout(page, '[data-testid="alerts-tab"]');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'personal-subscribe-zh-390.png'), fullPage: true });
    page.once('dialog', (d) => void d.accept());
    await row.getByTestId('alert-delete').click();
    await expect.poll(() => page.getByText('取消订阅成功').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('alerts-empty').isVisible()).toBe(true);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("'alert me' on a journal's issue page: a link to /emailSubscribe in a new tab, in place for a verified member", async () => {
    // a single-journal site: its issue page shows the journal's header
    const single = 'plosone.localhost';
    const site = await gql(stack, single, '', '{ site { id publication { id } } }');
    const siteId = site.body.data.site.id as number;
    const pubId = site.body.data.site.publication.id as number;
    const path = `/newAcademic/${siteId}/0/directory/0/0/zh`;
    // a visitor: links preselecting the journal, opening a new tab
    const visitor = await newPage(390, '', single);
    await open(visitor.page, path, single);
    const current = visitor.page.locator('[data-testid="alert-button"][data-alert-type="CURRENT"]');
    await expect.poll(() => current.getAttribute('data-state')).toBe('link');
    expect(await current.getAttribute('href')).toBe(`/emailSubscribe?type=current&publicationId=${pubId}&lang=zh`);
    expect(await current.getAttribute('target')).toBe('_blank');
    expect(await current.getAttribute('aria-label')).toContain('新标签页');
    const online = visitor.page.locator('[data-testid="alert-button"][data-alert-type="ONLINE_FIRST"]');
    expect(await online.getAttribute('href')).toBe(`/emailSubscribe?type=onlineFirst&publicationId=${pubId}&lang=zh`);
    expect((await current.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await visitor.context.close();
    // the member (email verified above): subscribes in place, then the button says so
    const { context, page } = await newPage(1440, member.cookie, single);
    const watch = watchPage(page);
    await open(page, path, single);
    const button = page.locator('[data-testid="alert-button"][data-alert-type="CURRENT"]');
    await expect.poll(() => button.getAttribute('data-state')).toBe('in-place');
    await button.click();
    await expect.poll(() => page.getByText('订阅成功').count()).toBeGreaterThan(0);
    await expect.poll(() => button.getAttribute('data-state')).toBe('on');
    expect(await page.context().pages()).toHaveLength(1); // no new tab
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'alert-me-journal-zh-1440.png') });
    const list = await gql(stack, single, member.cookie, '{ me { subscriptions { id type publicationId } } }');
    const made = list.body.data.me.subscriptions as { id: number; type: string; publicationId: number }[];
    expect(made.map(({ type, publicationId }) => ({ type, publicationId }))).toEqual([
      { type: 'CURRENT', publicationId: pubId },
    ]);
    await gql(stack, HOST, member.cookie, 'mutation($id: Int) { unsubscribe(id: $id) }', { id: made[0]?.id });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  async function memberAlertId(): Promise<number> {
    const made = await gql(
      stack,
      HOST,
      member.cookie,
      'mutation { subscribe(input: { email: "member@example.org", type: KEYWORDS, keywords: "制备", language: EN, frequency: DAILY }) { id } }',
    );
    expect(made.body.errors, JSON.stringify(made.body)).toBeUndefined();
    return made.body.data.subscribe.id as number;
  }

  // the mail's link as it is: the gateway's token-on-URL hand-over (docs/product/members.md#token-hand-over) leaves /unsubscribe's token alone
  it('/unsubscribe ends the alert of a mail token after hydration, once', async () => {
    const id = await memberAlertId();
    const token = unsubscribeToken(deriveSecret(Buffer.from(AES_KEY, 'base64'), 'unsubscribe'), id);
    for (const lang of ['en', 'zh'] as const) {
      const { context, page } = await newPage(lang === 'en' ? 390 : 1440);
      await open(page, `/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`);
      if (lang === 'en') {
        await expect.poll(() => page.getByTestId('unsubscribe-done').isVisible()).toBe(true);
        expect(await page.getByTestId('unsubscribe-done').textContent()).toContain('Unsubscription successfully');
      } else {
        // used again: the clear message and the way home
        await expect.poll(() => page.getByTestId('unsubscribe-bad').isVisible()).toBe(true);
      }
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `unsubscribe-${lang}.png`), fullPage: true });
      await context.close();
    }
  });

  it('/unsubscribe ends the alert of its token once, then the same token is a bad link', async () => {
    // The token reaches the page by a client-side navigation here (the mail link's page load is tested above).
    const id = await memberAlertId();
    const token = unsubscribeToken(deriveSecret(Buffer.from(AES_KEY, 'base64'), 'unsubscribe'), id);
    const count = async () =>
      (await gql(stack, HOST, member.cookie, '{ me { subscriptions { id } } }')).body.data.me.subscriptions.length;
    expect(await count()).toBe(1);
    for (const [lang, width] of [
      ['en', 390],
      ['zh', 1440],
    ] as const) {
      const { context, page } = await newPage(width);
      const watch = watchPage(page);
      const mutations: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/graphql') && r.method() === 'POST' && r.postData()?.includes('AlertsUnsubscribe'))
          mutations.push(r.url());
      });
      await open(page, `/unsubscribe?lang=${lang}`);
      // Without a token the page already shows the bad-link message, so wait for the mutation's answer before
      // looking at the page: otherwise the zh round could see the token-less message and never send the mutation.
      const answered = page.waitForResponse(
        (r) => r.url().includes('/graphql') && r.request().postData()?.includes('AlertsUnsubscribe') === true,
      );
      await page.evaluate(
        (url) => {
          history.pushState({}, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        },
        `/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`,
      );
      await answered;
      if (lang === 'en') {
        await expect.poll(() => page.getByTestId('unsubscribe-done').isVisible()).toBe(true);
        expect(await page.getByTestId('unsubscribe-done').textContent()).toContain('Unsubscription successfully');
        expect(await count()).toBe(0);
      } else {
        await expect.poll(() => page.getByTestId('unsubscribe-bad').isVisible()).toBe(true);
      }
      expect(mutations).toHaveLength(1);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `unsubscribe-${lang}-${width}.png`), fullPage: true });
      expect(watch.errors).toEqual([]);
      await context.close();
    }
  });

  it('/unsubscribe with a bad token says so and links home, in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { context, page } = await newPage(390);
      const watch = watchPage(page);
      await open(page, `/unsubscribe?lang=${lang}`);
      expect(await page.getByTestId('unsubscribe-bad').isVisible()).toBe(true);
      expect(await page.locator(`a[href="/?lang=${lang}"]`).count()).toBeGreaterThan(0);
      await checkLayout(page, '[data-testid="unsubscribe"]');
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `unsubscribe-bad-${lang}-390.png`), fullPage: true });
      expect(watch.errors).toEqual([]);
      await context.close();
    }
  });
});
