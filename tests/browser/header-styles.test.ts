/**
 * Issue 8 "Header and navigation" and "Phones" in Debian Chromium (playwright-core) on the real seeded stack: the side
 * menu opens and closes by keyboard with focus returned (docs/product/sites-and-frame.md, slide-in two-level side menu), dropdowns open above
 * the sticky bar and work by keyboard, the fixed header with the compact logo appears once scrolled past the header
 * and never on article pages (docs/product/sites-and-frame.md), and no seeded home page scrolls sideways at 390 px (zh and en). With
 * HEADER_SHOTS=<dir> it also writes the 1440 px screenshots of docs/header-styles/.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('header styles browser test');
const SITES = ['www', 'plos', 'plosone', 'plosmed', 'ploscompbiol', 'elife', 'rsp', 'jose', 'zhdemo'];
const shots = process.env.HEADER_SHOTS;

describe.skipIf(!hasChromium)('header styles in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    const started = await startListeningStack();
    stack = started.stack;
    port = started.port;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function open(sld: string, path: string, width: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://${sld}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    return page;
  }
  const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

  it('opens the two-level side menu from the menu button at 390 px and closes it with Escape, focus returned', async () => {
    const page = await open('plosmed', '/homeNav/plosmed/en', 390);
    const button = page.locator('[data-testid="menu-button"]');
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // the horizontal menu is not shown on phones
    expect(await page.locator('nav[aria-label="Main navigation"]').isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('[data-testid="side-menu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('role')).toBe('dialog');
    // focus is inside the dialog; a parent item shows its children with its button
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const expand = menu.locator('[data-testid="side-menu-expand"]').first();
    if ((await expand.count()) > 0) {
      expect(await expand.getAttribute('aria-expanded')).toBe('false');
      await expand.focus();
      await page.keyboard.press('Enter');
      expect(await expand.getAttribute('aria-expanded')).toBe('true');
      const list = await expand.getAttribute('aria-controls');
      expect(await page.locator(`[id="${list}"]`).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('menu-button');
    await page.close();
  });

  it('offers the side menu at 1440 px for style 6 and the search behind an icon on phones', async () => {
    const page = await open('elife', '/homeNav/elife/zh', 1440);
    await page.locator('[data-testid="menu-button"]').click();
    await expect.poll(() => page.locator('[data-testid="side-menu"]').isVisible()).toBe(true);
    await page.locator('[data-testid="side-menu-close"]').click();
    await expect.poll(() => page.locator('[data-testid="side-menu"]').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 900 });
    const search = page.locator('[data-testid="header-search"]');
    expect(await search.isVisible()).toBe(false);
    await page.locator('[data-testid="search-toggle"]').click();
    await expect.poll(() => search.isVisible()).toBe(true);
    await page.close();
  });

  it('opens More and the group entrance above the sticky bar, by keyboard, Escape returning focus', async () => {
    const page = await open('plos', '/homeNav/plos/en', 1440);
    for (const [trigger, name] of [
      ['[data-testid="nav-more"]', 'More'],
      ['[data-testid="group-entrance"] [data-trigger]', 'group'],
    ] as const) {
      const button = page.locator(trigger);
      await button.focus();
      await page.keyboard.press('Enter');
      const item = page.locator(`${trigger} + ul a`).first();
      await expect.poll(() => item.evaluate((el) => el === document.activeElement), { message: name }).toBe(true);
      const onTop = await item.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(onTop, name).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => button.evaluate((el) => el === document.activeElement), { message: name }).toBe(true);
      expect(await item.isVisible(), name).toBe(false);
    }
    await page.close();
  });

  it('fixes the header with the compact logo once scrolled past it, never on article pages (docs/product/sites-and-frame.md)', async () => {
    const page = await open('plosmed', '/homeNav/plosmed/en', 1280);
    await page.setViewportSize({ width: 1280, height: 480 });
    const bar = page.locator('[data-testid="fixed-search-bar"]');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.locator('[data-testid="compact-logo"]').isVisible()).toBe(true);
    const site = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ site { id publication { latestIssue { articles { id } } } } }' }),
      });
      return (await res.json()).data.site;
    });
    await page.goto(
      `http://plosmed.localhost:${port}/article/id/${site.id}/${site.publication.latestIssue.articles[0].id}/en`,
      {
        waitUntil: 'networkidle',
      },
    );
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    expect(await bar.count()).toBe(0);
    // the ceiling variant sticks from the top, but not on article pages either
    const rsp = await open('rsp', '/homeNav/rsp/zh', 1440);
    await rsp.setViewportSize({ width: 1440, height: 480 });
    await rsp.evaluate(() => window.scrollTo(0, 400));
    expect(await rsp.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const top = await rsp.locator('[data-testid="site-header"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
    await rsp.close();
    await page.close();
  });

  it('never scrolls sideways at 390 px in the header, with 44 px phone controls, on every seeded home (zh, en)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    for (const sld of SITES)
      for (const lang of ['zh', 'en']) {
        await page.goto(`http://${sld}.localhost:${port}/homeNav/${sld}/${lang}`, { waitUntil: 'networkidle' });
        const header = await page.locator('[data-testid="site-header"]').evaluate((el) => ({
          scroll: el.scrollWidth,
          right: Math.max(...[...el.querySelectorAll('*')].map((c) => c.getBoundingClientRect().right)),
        }));
        expect(header.scroll, `${sld} ${lang}`).toBeLessThanOrEqual(390);
        expect(header.right, `${sld} ${lang}`).toBeLessThanOrEqual(390);
        for (const id of ['menu-button', 'search-toggle']) {
          const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
          if (box) expect(Math.min(box.width, box.height), `${sld} ${id}`).toBeGreaterThanOrEqual(44);
        }
      }
    await page.close();
  });

  it.skipIf(!shots)('writes the 1440 px screenshot of each style', async () => {
    for (const [style, sld] of [
      [1, 'plosmed'],
      ['1-distributed', 'www'],
      [2, 'plos'],
      ['2-width-1000', 'jose'],
      [3, 'zhdemo'],
      ['3-ceiling', 'rsp'],
      [4, 'ploscompbiol'],
      [5, 'plosone'],
      [6, 'elife'],
    ] as const) {
      const page = await open(sld, `/homeNav/${sld}/zh`, 1440);
      await page.screenshot({
        path: join(shots!, `style-${style}.png`),
        clip: { x: 0, y: 0, width: 1440, height: 420 },
      });
      await page.close();
    }
  });
});
