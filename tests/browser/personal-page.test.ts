/**
 * /personal in Chromium (docs/product/members.md, personal centre; album cover, profile and password rules; §8 texts): a
 * member registered through GraphQL creates an album with a cover uploaded from the page, edits the profile (a bad
 * email is refused beside its field first) and changes the password (a mismatched confirmation refused first), after
 * which the new password logs in. Every tab at 1440 px and 390 px in zh and en hydrates without console errors and
 * without sideways scrolling. Set SHOTS_DIR to keep a full-page screenshot of each.
 *
 * Own stack: a cheap captcha and no account rate limit, to register members.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
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

describe.skipIf(!hasChromium)('/personal in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let member: StackMember;
  let context: BrowserContext;
  let cover: Buffer;
  let content: SeededContent;

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack({
      rcPubEnv: { RC_PUB_CAPTCHA_MAX_NUMBER: '20' },
      gatewayEnv: { RATE_LIMIT_ACCOUNT: '0' },
    }));
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
    await stack?.close();
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
    // A file that breaks docs/product/members.md (not JPG/PNG) is refused beside the field, before any upload.
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
