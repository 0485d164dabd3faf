/**
 * Column pages in Chromium (docs/product/sites-and-frame.md /aboutus, /newLeaguage, /science, fallback /{code}): at 1440 px and
 * 390 px, in zh and en, each page hydrates without a console error or a GraphQL request, nothing scrolls sideways,
 * and on /aboutus a click in the side list opens the child column in place (client navigation). Set SHOTS_DIR to keep
 * a full-page screenshot of each.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('browser test');

const PAGES = [
  ['aboutus', 'plos', '/aboutus'],
  ['league', 'plos', '/newLeaguage?styleId=4'],
  ['science', 'zhdemo', '/science'],
  ['notice', 'plos', '/notice?code=notice&newsDataType=announcement'],
] as const;

describe.skipIf(!hasChromium)('column pages in Chromium', () => {
  const env = useBrowserStack();

  const cases = PAGES.flatMap((p) =>
    ([1440, 390] as const).flatMap((width) => (['zh', 'en'] as const).map((lang) => [...p, width, lang] as const)),
  );

  it.each(cases)('%s (%s%s) at %i px in %s', async (name, sld, path, width, lang) => {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'language', value: lang, url: `http://${sld}.localhost:${env.port}/` }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    const res = await page.goto(`http://${sld}.localhost:${env.port}${path}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en');
    await expect.poll(() => page.locator('[data-testid="column"] h1').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: join(process.env.SHOTS_DIR, `column-${name}-${width}-${lang}.png`),
        fullPage: true,
      });
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
    await context.close();
  });

  it('opens a child column from the /aboutus side list in place', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: `http://plos.localhost:${env.port}/` }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`http://plos.localhost:${env.port}/aboutus`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    await page.locator('[data-testid="side-list"] a', { hasText: 'Contact' }).click();
    await expect.poll(() => page.locator('[data-testid="column"] h1').textContent()).toBe('Contact');
    expect(await page.locator('[data-testid="column"]').textContent()).toContain('[Demo] The demo site has no contact');
    expect(new URL(page.url()).searchParams.get('columnId')).toBeTruthy();
    expect(await page.locator('[data-testid="side-list"] a[aria-current="page"]').textContent()).toBe('Contact');
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
