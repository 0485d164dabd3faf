/**
 * Hydration starts from what the server rendered (web/src/app/renderContext.ts; the login state of docs/product/members.md#sessions): a cookie that
 * changes between the server render and hydration (a logout in another tab) must not make React throw the page away
 * (error #418); the header then follows the cookie. The split parts the server rendered (the header, moduleRef.ts) load
 * before hydration, so the page hydrates in one pass.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('hydration from the render context in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    let port: number;
    ({ stack, port } = await startListeningStack());
    origin = `http://zhdemo.localhost:${port}`;
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('a logout between the server render and hydration: the page hydrates without an error, then shows the visitor header', async () => {
    // The server renders the member header from the request's userName cookie; another tab (here: a script that runs
    // before the page's own) clears the cookie before the page hydrates. Hydration must start from what the server
    // rendered (renderContext.ts), else React throws the page away (error #418), and then follow the cookie.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'userName', value: '136****0000', url: origin }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.addInitScript(() => {
      document.cookie = 'userName=; path=/; max-age=0';
    });
    const res = await page.goto(`${origin}/homeNav/zhdemo/en`, { waitUntil: 'networkidle' });
    expect(await res?.text()).toContain('data-testid="user-menu-button"');
    expect(await hydrated(page)).toBe(true);
    await expect.poll(() => page.locator('[data-testid="login-links"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="user-menu-button"]').count()).toBe(0);
    expect(watch.errors.filter((e) => !/status of 404\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('waits for the header chunk before hydrating, however late it arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // a slow network for the header's split chunk only: every other chunk arrives first
    let headerArrived = false;
    page.on('requestfinished', (req) => {
      if (/\/assets\/HeaderBody-[^/]*\.js$/.test(req.url())) headerArrived = true;
    });
    await page.route('**/assets/HeaderBody-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const res = await page.goto(`${origin}/homeNav/zhdemo/en`);
    expect(await res?.text()).toContain('"parts":["header"');
    // the footer is React's only once the header's chunk is there: the page hydrates as one, not the header later
    await page.waitForFunction(() => {
      const footer = document.querySelectorAll('#root footer *');
      const last = footer[footer.length - 1];
      return !!last && Object.keys(last).some((k) => k.startsWith('__reactProps'));
    });
    expect(headerArrived).toBe(true);
    expect(await hydrated(page)).toBe(true);
    await page.locator('[data-testid="nav-more"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-dropdown] > ul'))).toBe(true);
    await context.close();
  });
});
