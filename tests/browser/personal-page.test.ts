/**
 * /personal, the personal centre (docs/product/members.md#personal-centre: anonymous users are sent to login; tabs collect, download,
 * album, infomation, account; album cover, profile and password rules; their texts), through the real gateway on a
 * seeded rc-pub, server-rendered and in Chromium. Each part registers its own member through GraphQL (SMS code from the
 * outbox).
 * - Server-rendered: a visitor is redirected to /login with the page to come back to; the member sees each tab in zh
 *   and en with their own favourites, albums and album items, and the page is never cached.
 * - In Chromium: the member creates an album with a cover uploaded from the page, edits the profile (a bad email is
 *   refused beside its field first) and changes the password (a mismatched confirmation refused first), after which
 *   the new password logs in. Every tab at 1440 px and 390 px in zh and en hydrates without console errors and without
 *   sideways scrolling. Set SHOTS_DIR to keep a full-page screenshot of each.
 *
 * Own stack: a cheap captcha (RC_PUB_CAPTCHA_MAX_NUMBER) and no account rate limit, to register members.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import {
  gql,
  MEMBER_PASSWORD,
  registerMember,
  type SeededContent,
  seededContent,
  type StackMember,
} from '../web/helpers/member.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
const HOST = 'plosone.localhost';
const NEW_PASSWORD = 'Portal2027Yz';
let stack: Stack;
let port: number;
let member: StackMember;
let content: SeededContent;
let albumId: number;

const page = (path: string, cookie = '') =>
  request(stack.gateway.server).get(path).set('Host', HOST).set('Cookie', cookie).redirects(0);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  ({ stack, port } = await startListeningStack({
    rcPubEnv: { RC_PUB_CAPTCHA_MAX_NUMBER: '20' },
    gatewayEnv: { RATE_LIMIT_ACCOUNT: '0' },
  }));
  member = await registerMember(stack, HOST);
  content = await seededContent(stack, HOST);
  const [a1, a2] = content.articles;
  for (const r of [
    { resourceType: 'ARTICLE', resourceId: a1!.id },
    { resourceType: 'FIGURE', resourceId: a2!.figureId },
  ]) {
    const res = await gql(stack, HOST, member.cookie, 'mutation($r: MemberResourceInput!) { collect(resource: $r) }', {
      r,
    });
    expect(res.body.data?.collect, JSON.stringify(res.body)).toBe(true);
  }
  const album = await gql(
    stack,
    HOST,
    member.cookie,
    'mutation { createAlbum(input: { name: "细胞图像", enName: "Cell images", description: "Figures of two articles" }) { id } }',
  );
  albumId = album.body.data.createAlbum.id;
  const add = await gql(
    stack,
    HOST,
    member.cookie,
    'mutation($a: [Int!]!, $r: [MemberResourceInput!]!) { addToAlbums(albumIds: $a, resources: $r) }',
    {
      a: [albumId],
      r: [
        { resourceType: 'FIGURE', resourceId: a1!.figureId },
        { resourceType: 'FIGURE', resourceId: a2!.figureId },
      ],
    },
  );
  expect(add.body.data?.addToAlbums, JSON.stringify(add.body)).toBe(true);
  const profile = await gql(
    stack,
    HOST,
    member.cookie,
    'mutation { updateProfile(input: { name: "Li Hua", email: "li.hua@example.org", institution: "Test Institute" }) { name } }',
  );
  expect(profile.body.errors, JSON.stringify(profile.body)).toBeUndefined();
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

describe('/personal for a visitor, server-rendered (anonymous users are sent to login)', () => {
  it.each(['/personal', '/personal/album/en?q=x', '/personal/en'])(
    '%s redirects to /login with the way back',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(302);
      const to = new URL(res.headers.location as string, 'http://x');
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get('redirect')).toBe(path);
      expect(res.headers['cache-control']).not.toMatch(/public/);
    },
  );
});

describe('/personal for a member, server-rendered (the tabs)', () => {
  it.each([
    ['zh', '我的收藏', '我的专辑', '个人信息'],
    ['en', 'My favourites', 'My albums', 'Profile'],
  ] as const)(
    'opens the favourites by default in %s, with every tab in the navigation',
    async (lang, collect, album, info) => {
      const res = await page(`/personal/${lang}`, member.cookie).expect(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const body = text(res.text);
      for (const label of [collect, album, info]) expect(body).toContain(label);
      expect(res.text).toContain(`href="/personal/album/${lang}"`);
      expect(res.text).toMatch(/data-tab="collect"/);
      const [a1, a2] = content.articles;
      // The favourited article links to its page; the figure to its anchor in its article.
      expect(res.text).toContain(`href="/article/id/${content.siteId}/${a1!.id}/${lang}"`);
      expect(res.text).toContain(`href="/article/id/${content.siteId}/${a2!.id}/${lang}#resource-${a2!.figureId}"`);
      expect(res.text.match(/data-testid="favourite"/g)).toHaveLength(2);
    },
  );

  it('filters favourites by type', async () => {
    const res = await page('/personal/collect/en?type=FIGURE', member.cookie).expect(200);
    expect(res.text.match(/data-testid="favourite"/g)).toHaveLength(1);
    expect(res.text).toMatch(/aria-current="page"[^>]*>Figures</);
  });

  it.each([
    ['zh', '细胞图像', '2 项'],
    ['en', 'Cell images', '2 items'],
  ] as const)('lists the albums in %s and opens one with its figures from two articles', async (lang, name, count) => {
    const list = await page(`/personal/album/${lang}`, member.cookie).expect(200);
    expect(text(list.text)).toContain(name);
    expect(text(list.text)).toContain(count);
    const open = await page(`/personal/album/${lang}?open=${albumId}`, member.cookie).expect(200);
    expect(open.text.match(/data-testid="album-item"/g)).toHaveLength(2);
    for (const a of content.articles) expect(open.text).toContain(`#resource-${a.figureId}`);
  });

  it('shows the profile and the account security tab in both languages', async () => {
    const zh = await page('/personal/infomation/zh', member.cookie).expect(200);
    expect(zh.text).toContain('value="Li Hua"');
    expect(zh.text).toContain('value="li.hua@example.org"');
    expect(text(zh.text)).toContain('姓名');
    const en = await page('/personal/account/en', member.cookie).expect(200);
    const body = text(en.text);
    for (const s of [
      'Change password',
      'Change mobile number',
      'Log out everywhere',
      'Bound identities',
      'Delete account',
    ])
      expect(body).toContain(s);
    expect(body).toContain('This session');
    expect(en.text).toMatch(/autocomplete="new-password"/i);
    expect(en.text).toMatch(/autocomplete="one-time-code"/i);
  });

  it('shows downloads and browsing history', async () => {
    await gql(stack, HOST, member.cookie, 'mutation($a: Int!) { recordArticleView(articleId: $a) }', {
      a: content.articles[0]!.id,
    });
    const res = await page('/personal/download/en', member.cookie).expect(200);
    const body = text(res.text);
    expect(body).toContain('Downloads');
    expect(body).toContain('Browsing history');
    expect(res.text.slice(res.text.indexOf('data-testid="history"'))).toContain(
      `/article/id/${content.siteId}/${content.articles[0]!.id}/en`,
    );
  });

  it('answers 404 for an unknown tab', async () => {
    await page('/personal/nothing/en', member.cookie).expect(404);
  });
});

describe.skipIf(!hasChromium)('/personal in Chromium', () => {
  let browser: Browser;
  let member: StackMember;
  let context: BrowserContext;
  let cover: Buffer;
  let content: SeededContent;

  beforeAll(async () => {
    browser = await launchChromium();
    member = await registerMember(stack, HOST);
    // What the member keeps already: an article and a figure of another article, and an album of both figures.
    content = await seededContent(stack, HOST);
    const [a1, a2] = content.articles;
    for (const r of [
      { resourceType: 'ARTICLE', resourceId: a1!.id },
      { resourceType: 'ARTICLE', resourceId: a2!.id },
      { resourceType: 'FIGURE', resourceId: a2!.figureId },
    ])
      await gql(stack, HOST, member.cookie, 'mutation($r: MemberResourceInput!) { collect(resource: $r) }', { r });
    const album = await gql(
      stack,
      HOST,
      member.cookie,
      'mutation { createAlbum(input: { name: "细胞图像", enName: "Cell images" }) { id } }',
    );
    await gql(
      stack,
      HOST,
      member.cookie,
      'mutation($a: [Int!]!, $r: [MemberResourceInput!]!) { addToAlbums(albumIds: $a, resources: $r) }',
      {
        a: [album.body.data.createAlbum.id],
        r: content.articles.map((a) => ({ resourceType: 'FIGURE', resourceId: a.figureId })),
      },
    );
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      member.cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), domain: HOST, path: '/' };
      }),
    );
    cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = 1440): Promise<{ page: Page; watch: ReturnType<typeof watchPage> }> {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const watch = watchPage(page);
    page.on('dialog', (d) => void d.accept());
    const res = await page.goto(`http://${HOST}:${port}${path}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    return { page, watch };
  }

  const toast = (page: Page, text: string) =>
    page.locator('[data-testid="toast"]', { hasText: text }).first().waitFor();

  it('creates an album with a cover uploaded from the page', async () => {
    const { page, watch } = await open('/personal/album/en');
    await page.getByRole('button', { name: 'New album' }).click();
    const form = page.locator('[data-testid="album-form"]');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.locator('#album-new-name-error').textContent()).toBe('This field is required');
    await form.getByLabel('Name', { exact: true }).fill('显微图像');
    await form.getByLabel('English name').fill('Micrographs');
    await form.getByLabel('Description').fill('Figures I want to compare');
    // A file that breaks the upload rules (not JPG/PNG; docs/product/members.md#upload-rules) is refused beside the field, before any upload.
    await form
      .getByLabel(/^Cover/)
      .setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => form.locator('#album-new-cover-error').textContent()).toMatch(/JPG or PNG/);
    await form.getByLabel(/^Cover/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await form.locator('img').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Album created');
    const card = page.locator('[data-testid="album"]', { hasText: 'Micrographs' });
    await card.waitFor();
    const img = card.locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute('src')).toMatch(/^\/rc-pub\/front\/files\/member\?id=\d+/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it('adds the favourite articles of the page to the citation basket, and removes a favourite', async () => {
    const { page, watch } = await open('/personal/collect/en');
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Add to citation basket (2)' }).click();
    await toast(page, '2 articles added to the citation basket');
    const basket = await page.evaluate(
      () => JSON.parse(localStorage.getItem('citationBasket') ?? '[]') as { id: number }[],
    );
    expect(basket.map((e) => e.id).sort()).toEqual(content.articles.map((a) => a.id).sort());
    const figure = page.locator('[data-testid="favourite"]', { hasText: 'Figures' });
    await figure.getByRole('button', { name: /^Remove / }).click();
    await toast(page, 'cancellation successful');
    await expect.poll(() => page.locator('[data-testid="favourite"]').count()).toBe(2);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it('edits the profile, refusing a malformed email beside its field', async () => {
    const { page, watch } = await open('/personal/infomation/en');
    await page.getByLabel('Name', { exact: true }).fill('Wang Fang');
    await page.getByLabel('Email').fill('wang.fang@');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.locator('#profile-email-error');
    await expect.poll(() => error.textContent()).toBe('Email format incorrect, please try again.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill('wang.fang@example.org');
    await page.getByLabel('Institution').fill('Institute of Tests');
    await page.getByLabel(/^Profile picture/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: cover });
    const preview = page.locator('[data-testid="avatar-preview"]');
    await expect.poll(() => preview.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Submitted successfully');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('Email').inputValue()).toBe('wang.fang@example.org');
    expect(await page.getByLabel('Institution').inputValue()).toBe('Institute of Tests');
    expect(await preview.getAttribute('src')).toMatch(/^\/rc-pub\/front\/files\/member\?id=\d+/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it('changes the password after refusing a mismatched confirmation; the new password logs in', async () => {
    const { page, watch } = await open('/personal/account/en');
    const form = page.locator('[data-testid="password-form"]');
    await form.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => form.locator('#pw-confirm-error').textContent())
      .toBe('Passwords do not match, please try again');
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Password changed');
    expect(watch.errors).toEqual([]);
    await page.close();
    const challenge = await gql(stack, HOST, '', 'mutation { captchaChallenge { json } }');
    const login = await gql(
      stack,
      HOST,
      '',
      'mutation($m: String!, $p: String!, $c: String!) { login(mobileNo: $m, password: $p, captcha: $c) { mobileNo } }',
      { m: member.mobileNo, p: NEW_PASSWORD, c: await solveCaptchaJson(challenge.body.data.captchaChallenge.json) },
    );
    expect(login.body.errors, JSON.stringify(login.body)).toBeUndefined();
    expect(login.body.data.login.mobileNo).toBe(member.mobileNo);
  });

  const tabs = ['collect', 'download', 'album', 'subscribe', 'infomation', 'account'] as const;
  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('every tab at %i px in %s: hydrated, no console error, no sideways scroll', async (width, lang) => {
    for (const tab of tabs) {
      const { page, watch } = await open(`/personal/${tab}/${lang}`, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} overflows`).toBeLessThanOrEqual(0);
      expect(await page.locator('[data-testid="personal-tabs"] a').count()).toBe(tabs.length);
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: join(process.env.SHOTS_DIR, `personal-${tab}-${width}-${lang}.png`),
          fullPage: true,
        });
      expect(watch.errors, tab).toEqual([]);
      await page.close();
    }
    // An opened album: its figures from two articles, each linking to its place in its article.
    const { page, watch } = await open(`/personal/album/${lang}`, width);
    await page.getByRole('link', { name: lang === 'zh' ? '细胞图像' : 'Cell images' }).click();
    await page.locator('[data-testid="album-detail"]').waitFor();
    await expect.poll(() => page.locator('[data-testid="album-item"]').count()).toBe(2);
    for (const a of content.articles) expect(await page.locator(`a[href$="#resource-${a.figureId}"]`).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: join(process.env.SHOTS_DIR, `personal-album-open-${width}-${lang}.png`),
        fullPage: true,
      });
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
