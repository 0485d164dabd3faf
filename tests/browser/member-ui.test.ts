/**
 * Member state on reading pages (the header's login state and session expiry, docs/product/members.md#sessions;
 * the toasts' texts), through the real stack (seeded rc-pub, gateway with SSR) in Chromium; the server-rendered side
 * is tests/web/member-ui-ssr.test.ts.
 * - a member registered through GraphQL with the SMS code from the outbox (as the page would) favourites
 *   an article and a figure (the buttons flip and stay so after a reload), puts two figures of different articles into
 *   a new album, uses the user menu with the keyboard only, and logs out ('Logged out successfully', then /login). A
 *   visitor's favourite button leads to /login with the page as `redirect`; an ended session shows the server's
 *   message and leads to /login. Set SHOTS_DIR to keep screenshots at 1440 and 390 px in zh and en.
 *
 * Own stack: rc-pub's whole configuration (a known SMS outbox, a larger SMS budget per address) and no account rate limit.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { hydrated, launchChromium, painted, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';
import { recordToasts, seenToastText } from '../web/helpers/toasts.js';
import { pageGql, registerInPage, touchingButtons } from './helpers/member-page.js';

const hasChromium = requireChromium('browser test');
const shots = process.env.SHOTS_DIR;
const config = testRcPubConfig({ RC_PUB_SMS_IP_MAX_PER_HOUR: '1000', RC_PUB_SEED: 'off' });

interface ArticleIds {
  id: number;
  figures: number[];
}

let stack: Stack;
let port: number;

beforeAll(async () => {
  ({ stack, port } = await startListeningStack({ rcPub: config, gatewayEnv: { RATE_LIMIT_ACCOUNT: '0' } }));
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

describe.skipIf(!hasChromium)('member widgets in Chromium', () => {
  let browser: Browser;
  let origin: string;
  let siteId: number;
  let violin: ArticleIds;
  let second: ArticleIds;

  const gql = pageGql;
  /** Registers a new member in the page's browser context (its SMS code from the outbox); answers the mobile number. */
  const register = (page: Page) => registerInPage(page, stack, new URL(origin).host);

  /** Opens `path` and waits for hydration. */
  async function open(page: Page, path: string): Promise<void> {
    const res = await page.goto(origin + path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
  }

  const articlePath = (a: ArticleIds, lang = 'en') => `/article/id/${siteId}/${a.id}/${lang}`;
  const articleButton = (page: Page) => page.locator('[data-member-type="ARTICLE"] [data-testid="favourite-button"]');
  const figureTools = (page: Page, id: number) => page.locator(`.member-figure-tools[data-resource-id="${id}"]`);

  beforeAll(async () => {
    origin = `http://zhdemo.localhost:${port}`;
    browser = await launchChromium();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query { site(sld: "plosone") { id }
          a: articleByDoi(doi: "10.1371/journal.pone.0002554") { id resources { id kind } }
          b: articleByDoi(doi: "10.1371/journal.pone.0008519") { id resources { id kind } } }`,
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        site: { id: number };
        a: { id: number; resources: { id: number; kind: string }[] };
        b: { id: number; resources: { id: number; kind: string }[] };
      };
    };
    siteId = data.site.id;
    const ids = (x: typeof data.a) => ({
      id: x.id,
      figures: x.resources.filter((r) => r.kind === 'FIGURE').map((r) => r.id),
    });
    violin = ids(data.a);
    second = ids(data.b);
    expect(violin.figures.length).toBeGreaterThan(0);
    expect(second.figures.length).toBeGreaterThan(0);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor sees the buttons; favouriting leads to /login with the page as redirect', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const watch = watchPage(page);
    await open(page, articlePath(violin));
    await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('visitor');
    await expect.poll(() => figureTools(page, violin.figures[0]!).count()).toBe(1);
    if (shots) await page.screenshot({ path: join(shots, 'visitor-article-1440-en.png') });
    // the article's buttons (favourite, album, and alert for an article with a column: the CSL demo records) never
    // touch: at least 4 px apart on a row
    expect((await touchingButtons(page)).pairs).toEqual([]);
    expect(watch.errors).toEqual([]);
    // no member request for a visitor
    expect(watch.graphqlRequests).toEqual([]);
    await Promise.all([page.waitForURL(/\/login\?/), articleButton(page).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('redirect')).toBe(articlePath(violin));
    // a CSL demo record has a column, so its page also shows the alert button beside the others
    await open(page, '/?lang=en');
    const journal = await page.locator('a[href^="/journal/"]').first().getAttribute('href');
    await open(page, journal!.replace('/home/', '/current/'));
    const csl = await page.locator('main a[href^="/article/id/"]').first().getAttribute('href');
    expect(csl).toMatch(/^\/article\/id\/\d+\/\d+\/(zh|en)$/);
    await open(page, csl!.replace(/\/(zh|en)$/, '/en'));
    await expect.poll(async () => (await touchingButtons(page)).count).toBeGreaterThanOrEqual(3);
    expect((await touchingButtons(page)).pairs).toEqual([]);
    await page.close();
  });

  describe('a member', () => {
    let context: BrowserContext;
    let page: Page;
    let mobileNo: string;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      await open(page, articlePath(violin));
      mobileNo = await register(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('favourites an article and a figure: the buttons flip, with toasts, and stay so after a reload', async () => {
      const watch = watchPage(page);
      await open(page, articlePath(violin));
      await expect(page.locator('[data-testid="user-menu-button"]').textContent()).resolves.toContain(
        `${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}`,
      );
      await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('off');
      await articleButton(page).click();
      await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('on');
      await expect.poll(() => articleButton(page).getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => page.locator('[data-testid="toast"]').allTextContents())
        .toContainEqual(expect.stringContaining('collection successful'));
      const figure = figureTools(page, violin.figures[0]!).locator('[data-testid="favourite-button"]');
      await expect.poll(() => figure.getAttribute('data-state')).toBe('off');
      await figure.click();
      await expect.poll(() => figure.getAttribute('data-state')).toBe('on');
      expect(watch.errors).toEqual([]);

      await open(page, articlePath(violin));
      await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('on');
      await expect.poll(() => figure.getAttribute('data-state')).toBe('on');
      // un-favourite the article again: 'cancellation successful'
      await articleButton(page).click();
      await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('off');
      await expect
        .poll(() => page.locator('[data-testid="toast"]').allTextContents())
        .toContainEqual(expect.stringContaining('cancellation successful'));
      await open(page, articlePath(violin));
      await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('off');
      await expect.poll(() => figure.getAttribute('data-state')).toBe('on');
      // the article page recorded the visit in the member's history
      const history = await gql<{ me: { history: { items: { target: { resourceId: number } }[] } } }>(
        page,
        'query { me { history { items { target { resourceId } } } } }',
      );
      expect(history.me.history.items.map((i) => i.target.resourceId)).toContain(violin.id);
    });

    it('puts two figures of different articles into a new album', async () => {
      await open(page, articlePath(violin));
      await figureTools(page, violin.figures[0]!).locator('[data-testid="album-button"]').click();
      const dialog = page.locator('[data-testid="album-dialog"]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => dialog.locator('[data-testid="no-albums"]').isVisible()).toBe(true);
      // OK without an album: 'Please select one of the albums'
      await dialog.locator('[data-testid="album-confirm"]').click();
      await expect
        .poll(() => dialog.locator('[data-testid="album-error"]').textContent())
        .toBe('Please select one of the albums');
      await dialog.locator('[data-testid="new-album-name"]').fill('Violins and more');
      await dialog.locator('[data-testid="new-album-create"]').click();
      const box = dialog.locator('input[type="checkbox"]');
      await expect.poll(() => box.count()).toBe(1);
      await expect.poll(() => box.isChecked()).toBe(true);
      if (shots) await page.screenshot({ path: join(shots, 'member-album-dialog-1440-en.png') });
      await dialog.locator('[data-testid="album-confirm"]').click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect
        .poll(() => page.locator('[data-testid="toast"]').allTextContents())
        .toContainEqual(expect.stringContaining('Submitted successfully'));

      await open(page, articlePath(second));
      await figureTools(page, second.figures[0]!).locator('[data-testid="album-button"]').click();
      await expect.poll(() => dialog.locator('input[type="checkbox"]').count()).toBe(1);
      await dialog.getByLabel('Violins and more').check();
      await dialog.locator('[data-testid="album-confirm"]').click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const { me } = await gql<{
        me: {
          albums: {
            items: {
              name: string;
              items: { items: { target: { resourceType: string; resourceId: number; articleId: number } }[] };
            }[];
          };
        };
      }>(
        page,
        'query { me { albums { items { name items { items { target { resourceType resourceId articleId } } } } } } }',
      );
      expect(me.albums.items).toHaveLength(1);
      const targets = me.albums.items[0]!.items.items.map((i) => i.target);
      expect(targets).toHaveLength(2);
      expect(targets.every((t) => t.resourceType === 'FIGURE')).toBe(true);
      expect(new Set(targets.map((t) => t.articleId))).toEqual(new Set([violin.id, second.id]));
    });

    it('favourites the journal from its issue page (JournalHeader)', async () => {
      await open(page, `/newAcademic/${siteId}/0/backissue/0/0/en`);
      const journal = page.locator('[data-member-type="JOURNAL"] [data-testid="favourite-button"]');
      await expect.poll(() => journal.getAttribute('data-state')).toBe('off');
      // journals go into favourites only, not albums
      expect(await page.locator('[data-member-type="JOURNAL"] [data-testid="album-button"]').count()).toBe(0);
      await journal.click();
      await expect.poll(() => journal.getAttribute('data-state')).toBe('on');
      await open(page, `/newAcademic/${siteId}/0/backissue/0/0/en`);
      await expect.poll(() => journal.getAttribute('data-state')).toBe('on');
    });

    it('at most 5 albums can be ticked', async () => {
      for (let i = 1; i <= 5; i++)
        await gql(page, 'mutation($n: String!) { createAlbum(input: { name: $n }) { id } }', { n: `Album ${i}` });
      await open(page, articlePath(violin));
      await figureTools(page, violin.figures[0]!).locator('[data-testid="album-button"]').click();
      const dialog = page.locator('[data-testid="album-dialog"]');
      const boxes = dialog.locator('input[type="checkbox"]');
      await expect.poll(() => boxes.count()).toBe(6);
      for (let i = 0; i < 5; i++) await boxes.nth(i).check();
      await boxes.nth(5).click();
      expect(await boxes.nth(5).isChecked()).toBe(false);
      await expect.poll(() => dialog.locator('[data-testid="album-error"]').textContent()).toBe('At most 5 selections');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    });

    it('screenshots at 1440 and 390 px in zh and en', async () => {
      for (const [width, lang] of [
        [1440, 'zh'],
        [1440, 'en'],
        [390, 'zh'],
        [390, 'en'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, articlePath(violin, lang));
        await expect.poll(() => articleButton(page).getAttribute('data-state')).toMatch(/^(on|off)$/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.locator('[data-testid="user-menu-button"]').click();
        await expect.poll(() => page.locator('[data-testid="user-menu-list"]').isVisible()).toBe(true);
        if (shots) await page.screenshot({ path: join(shots, `member-article-${width}-${lang}.png`) });
        await page.keyboard.press('Escape');
        await figureTools(page, violin.figures[0]!).scrollIntoViewIfNeeded();
        // the body paints lazily (content-visibility): give it a frame before the picture
        await painted(page);
        if (shots) await page.screenshot({ path: join(shots, `member-figure-${width}-${lang}.png`) });
        await figureTools(page, violin.figures[0]!).locator('[data-testid="album-button"]').click();
        const dialog = page.locator('[data-testid="album-dialog"]');
        await expect.poll(() => dialog.locator('input[type="checkbox"]').count()).toBe(6);
        const inView = await dialog.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
        });
        expect(inView).toBe(true);
        // the dialog has the site's theme colours: OK is a filled button, not white on white
        const ok = dialog.locator('[data-testid="album-confirm"]');
        expect(await ok.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
          /^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/,
        );
        if (shots) await page.screenshot({ path: join(shots, `member-album-dialog-${width}-${lang}.png`) });
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('the user menu works with the keyboard only and opens above the menu bar; logout shows the toast and lands on /login', async () => {
      await open(page, `/homeNav/zhdemo/en`);
      const button = page.locator('[data-testid="user-menu-button"]');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('[data-testid="user-menu-list"]');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      await expect.poll(focused).toBe('Personal centre');
      // the menu is on top where it covers the menu bar
      const onTop = await menu.evaluate((el) => {
        const items = el.querySelectorAll('[role="menuitem"]');
        return [...items].every((item) => {
          const r = item.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        });
      });
      expect(onTop).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('Log out');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('user-menu-button');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('Personal centre');
      await page.keyboard.press('End');
      await expect.poll(focused).toBe('Log out');
      // recorded in the page from before the key press: the page leaves for /login soon after the toast
      await recordToasts(page);
      await page.keyboard.press('Enter');
      // the header drops the member's name at once
      await expect.poll(() => page.locator('[data-testid="login-links"]').isVisible()).toBe(true);
      if (shots) await page.screenshot({ path: join(shots, 'member-logout-1440-en.png') });
      await page.waitForURL(/\/login\?lang=en/);
      expect(await seenToastText(page)).toContain('Logged out successfully');
      const cookies = await context.cookies();
      expect(cookies.filter((c) => c.name === 'userName' || c.name === 'commonToken').filter((c) => c.value)).toEqual(
        [],
      );
      const { me } = await gql<{ me: unknown }>(page, 'query { me { mobileNo } }');
      expect(me).toBeNull();
    });
  });

  it('an ended session: the server message as a toast, cookies cleared, then /login (docs/product/members.md#session-expiry)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await open(page, articlePath(violin));
    await register(page);
    await open(page, articlePath(violin));
    await expect.poll(() => articleButton(page).getAttribute('data-state')).toBe('off');
    // the session ends behind the page's back (another tab logs out everywhere)
    await gql(page, 'mutation { logoutEverywhere }');
    await context.addCookies([{ name: 'userName', value: '136****0000', url: origin }]);
    // the toast shows for 1.1 s before the page leaves for /login (docs/product/members.md#session-expiry): recorded
    // in the page from before the click, as a poll from here can miss that window on a busy machine
    await recordToasts(page);
    await articleButton(page).click();
    await page.waitForURL(/\/login\?/);
    expect(await seenToastText(page, 'error')).toContain('Please log in first'); // the server message
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(articlePath(violin));
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name === 'userName' && c.value)).toEqual([]);
    await context.close();
  });
});
