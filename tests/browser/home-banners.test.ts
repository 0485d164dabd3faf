/**
 * Theme, banners and the home page in Debian Chromium (playwright-core) on the real seeded stack, with the
 * home fixtures of tests/web/helpers/home-fixtures.ts (a module of every type, banners of every type, three top news):
 * - the top-news carousel (docs/product/sites-and-frame.md#top-news-banner) does not start Swiper while the page loads (its
 *   preview shows the arrows and bullets, and Swiper's chunk is not requested) but at the reader's first input; then it
 *   works by keyboard: Tab reaches its named 'next' arrow, Enter moves the slide, and the slides are labelled "1 / 3"
 *   in a polite live region;
 * - an institutional group site's hero (groupType 1, docs/product/sites-and-frame.md#institutional-group-sites) rotates by itself and its pause button stops it; under
 *   prefers-reduced-motion it never starts; other sites' banners never move by themselves;
 * - no home page scrolls sideways at 390 px (www and zhdemo, zh and en);
 * - screenshots at 1440 and 390 px in zh and en go to /tmp/home8-*.png.
 *
 * Own stack: adds home-page fixtures (top news, banners) to seeded sites and makes zhdemo an institutional group site.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { addHomeFixtures } from '../web/helpers/home-fixtures.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('home banners browser test');
const shots = process.env.SHOTS_DIR;

describe.skipIf(!hasChromium)('home banners in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    const started = await startListeningStack({ own: true });
    stack = started.stack;
    port = started.port;
    // before any request: the gateway caches site records (groupType included)
    await addHomeFixtures(stack.db, 'plosone');
    await addHomeFixtures(stack.db, 'zhdemo', { groupType: 1 });
    browser = await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /**
   * Opens a home page; `clock` installs Playwright's fake clock first, so a test can let seven seconds of timers
   * (autoplay) pass at once with `page.clock.runFor` instead of waiting for them.
   */
  async function open(
    sld: string,
    lang: 'zh' | 'en',
    width: number,
    context?: BrowserContext,
    clock = false,
  ): Promise<Page> {
    const page = await (context ?? browser).newPage({ viewport: { width, height: 900 } });
    if (clock) await page.clock.install();
    await page.goto(`http://${sld}.localhost:${port}/homeNav/${sld}/${lang}`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    return page;
  }
  const activeLabel = (page: Page, root: string) =>
    page.locator(`${root} .swiper-slide-active`).first().getAttribute('aria-label');

  it('starts the top news at the first key press, then moves it by keyboard: named arrows, "1 / N" slides', async () => {
    const swiperRequests: string[] = [];
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('request', (r) => {
      if (/\/assets\/swiper/.test(r.url())) swiperRequests.push(r.url());
    });
    await page.goto(`http://plosone.localhost:${port}/homeNav/plosone/en`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    const root = '[data-testid="top-news-carousel"]';
    // loaded and hydrated, nobody has touched the page: the preview, with its bullets, and no Swiper yet
    expect(await page.locator(`${root} .swiper-initialized`).count()).toBe(0);
    expect(await page.locator(`${root} .swiper-pagination-bullet`).count()).toBeGreaterThanOrEqual(3);
    expect(swiperRequests).toEqual([]);
    await page.keyboard.press('Tab');
    const next = page.locator(`${root} .swiper-button-next`);
    await expect.poll(() => next.getAttribute('aria-label')).toBe('Next slide');
    expect(swiperRequests.length).toBeGreaterThan(0);
    expect(await page.locator(`${root} .swiper-button-prev`).getAttribute('aria-label')).toBe('Previous slide');
    const first = await activeLabel(page, root);
    expect(first).toMatch(/^1 \/ [3-9]$/); // the fixtures' three top news and any the seed has
    const total = first!.split(' / ')[1];
    expect(await page.locator(`${root} .swiper-wrapper`).getAttribute('aria-live')).toBe('polite');
    let reached = false;
    for (let i = 0; i < 120 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await next.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches the next arrow').toBe(true);
    // a visible focus ring
    expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeLabel(page, root)).toBe(`2 / ${total}`);
    await page.close();
  });

  it('keeps the top news title clear of the arrows at 1440 px, in the preview and once Swiper runs', async () => {
    const page = await open('plosone', 'en', 1440);
    const root = '[data-testid="top-news-carousel"]';
    const gaps = () =>
      page.locator(root).evaluate((band) => {
        const title = band.querySelector('.swiper-slide-active p, .swiper-slide p')!.getBoundingClientRect();
        const prev = band.querySelector('.swiper-button-prev')!.getBoundingClientRect();
        const next = band.querySelector('.swiper-button-next')!.getBoundingClientRect();
        return { left: title.left - prev.right, right: next.left - title.right };
      });
    const preview = await gaps();
    expect(preview.left).toBeGreaterThanOrEqual(8);
    expect(preview.right).toBeGreaterThanOrEqual(8);
    await page.mouse.move(700, 600);
    await expect.poll(() => page.locator(`${root} .swiper-initialized`).count()).toBe(1);
    expect(await gaps()).toEqual(preview);
    await page.close();
  });

  it('names the Chinese arrows from the catalogue', async () => {
    const page = await open('plosone', 'zh', 1440);
    await page.mouse.move(10, 10); // the first input starts the carousel
    const next = page.locator('[data-testid="top-news-carousel"] .swiper-button-next');
    await expect.poll(() => next.getAttribute('aria-label')).toBe('下一张');
    await page.close();
  });

  it('never moves the banners of a site that is not an institutional group site', async () => {
    const page = await open('plosone', 'en', 1440, undefined, true);
    const root = '[data-testid="site-banners"]';
    expect(await page.locator(`${root} .swiper-initialized`).count()).toBe(0);
    await page.mouse.move(10, 10); // the first input starts the carousel
    await expect.poll(() => activeLabel(page, root)).toBe('1 / 6');
    await page.clock.runFor(7000);
    expect(await activeLabel(page, root)).toBe('1 / 6');
    await page.close();
  });

  it('rotates the groupType 1 hero until its pause button is pressed', async () => {
    const page = await open('zhdemo', 'en', 1440, undefined, true);
    const root = '[data-testid="site-banners"]';
    expect(await page.locator(`${root} [data-variant="hero"]`).getAttribute('data-playing')).toBe('true');
    // the hero starts Swiper by itself once hydrated, with no input
    await expect.poll(() => activeLabel(page, root)).toBe('1 / 6');
    await page.clock.runFor(7000);
    await expect.poll(() => activeLabel(page, root)).toBe('2 / 6');
    const pause = page.locator('[data-testid="banner-pause"]');
    expect(await pause.getAttribute('aria-label')).toBe('Pause the banner rotation');
    await pause.click();
    await page.mouse.move(0, 0);
    expect(await pause.getAttribute('aria-label')).toBe('Play the banner rotation');
    const held = await activeLabel(page, root);
    await page.clock.runFor(7000);
    expect(await activeLabel(page, root)).toBe(held);
    await page.close();
  });

  it('never starts the hero under prefers-reduced-motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await open('zhdemo', 'zh', 1440, context, true);
    const root = '[data-testid="site-banners"]';
    await expect.poll(() => page.locator(`${root} [data-variant="hero"]`).getAttribute('data-playing')).toBe('false');
    expect(await page.locator('[data-testid="banner-pause"]').getAttribute('aria-label')).toBe('播放横幅轮播');
    await expect.poll(() => activeLabel(page, root)).toBe('1 / 6');
    await page.clock.runFor(7000);
    expect(await activeLabel(page, root)).toBe('1 / 6');
    await context.close();
  });

  it('does not scroll sideways at 390 px (screenshots at 390 and 1440 px into SHOTS_DIR when set)', async () => {
    for (const sld of ['www', 'zhdemo', 'plosone'])
      for (const lang of ['zh', 'en'] as const) {
        const page = await open(sld, lang, 390);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll, `${sld} ${lang} scrollWidth`).toBeLessThanOrEqual(client);
        if (shots) {
          await page.screenshot({ path: join(shots, `home-${sld}-${lang}-390.png`), fullPage: true });
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.screenshot({ path: join(shots, `home-${sld}-${lang}-1440.png`), fullPage: true });
        }
        await page.close();
      }
  }, 180_000); // three homes in two languages, each loaded and measured
});
