/**
 * The floating toolbar on a phone, in Chromium on the worker's shared stack
 * (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar; web/src/components/frame/toolbar/PhoneToolbar.tsx). At
 * 390 x 844 with an iPhone's user agent the toolbar is one round Tools button, and the page keeps the strip it sits in
 * free of text: scrolled through a long PLOS article and a search result page, top to end, no text of the page body
 * or the footer lies under it, and the first result is in full view. The button opens the tools, back-to-top and the
 * batch-citation button as a column (Enter, the arrow keys, Tab; Escape closes it and gives the focus back; a tap
 * outside closes it); closed, the basket's toasts still show. axe-core finds nothing serious in it, closed and open.
 * At 1440 px the toolbar is the column of today. Set SHOTS_DIR to keep screenshots.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type BrowserContext, devices, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, painted, requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('phone toolbar browser test');

const PLOS = '10.1371/journal.pone.0160653';
const toolbar = '[data-testid="toolbar"]';
const toggle = '[data-testid="toolbar-toggle"]';
const sheet = '[data-testid="toolbar-phone"] [data-sheet]';

/** axe-core's browser build, run in the page (as helpers/a11y.ts does). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The serious and critical WCAG 2.2 AA violations axe-core finds in the toolbar now, one line each (the pages'
 * content has its own checks: helpers/a11y.ts).
 */
async function axeFindingsOf(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(`axe.run({ include: [['${toolbar}']] }, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  })`)) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A rectangle in viewport coordinates. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The lines of text of the page body and the footer that lie under the toolbar now: each a text's start and its
 * visible rectangle (clipped by scrolling ancestors, e.g. a table wider than the page). Empty when nothing is covered.
 */
function coveredText(page: Page): Promise<{ text: string; rect: Box; toolbar: Box }[]> {
  return page.evaluate((sel) => {
    const bar = document.querySelector(sel)!.getBoundingClientRect();
    const meet = (a: Box, b: Box): Box | null => {
      const r = {
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      };
      return r.right > r.left && r.bottom > r.top ? r : null;
    };
    const view: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const clips = new Map<Element, Box | null>();
    /** The part of the viewport that `el`'s scrolling or clipping ancestors let show. */
    const clipOf = (el: Element | null): Box | null => {
      if (!el || el === document.body) return view;
      if (clips.has(el)) return clips.get(el)!;
      let clip = clipOf(el.parentElement);
      const cs = getComputedStyle(el);
      if (clip && (cs.overflowX !== 'visible' || cs.overflowY !== 'visible'))
        clip = meet(clip, el.getBoundingClientRect());
      clips.set(el, clip);
      return clip;
    };
    const found: { text: string; rect: Box; toolbar: Box }[] = [];
    for (const root of document.querySelectorAll('[data-site] > main, [data-site] > footer')) {
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walk.nextNode(); node; node = walk.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const clip = clipOf(node.parentElement);
        if (!clip) continue;
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const seen = meet(clip, r);
          if (seen && meet(seen, bar))
            found.push({ text: node.textContent.trim().slice(0, 40), rect: seen, toolbar: bar.toJSON() });
        }
      }
    }
    return found;
  }, toolbar);
}

describe.skipIf(!hasChromium)('the floating toolbar on a phone', () => {
  const env = useBrowserStack();
  let article = '';
  const search = (lang: string) => `/article?searchText=cancer&lang=${lang}`;
  const shot = (name: string) => (process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : null);

  beforeAll(async () => {
    const res = await env.stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: `plosone.localhost:${env.port}` },
      payload: { query: `{ site { id } articleByDoi(doi: "${PLOS}") { id } }` },
    });
    const data = res.json().data as { site: { id: number }; articleByDoi: { id: number } };
    article = `/article/id/${data.site.id}/${data.articleByDoi.id}`;
  });

  /** A page of `sld` at `path` in an iPhone-like context (390 x 844), hydrated, with its Tools button there. */
  async function phone(sld: string, path: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: devices['iPhone 13'].userAgent,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    expect(
      (await page.goto(`http://${sld}.localhost:${env.port}${path}`, { waitUntil: 'networkidle' }))?.status(),
    ).toBe(200);
    expect(await hydrated(page)).toBe(true);
    await page.locator(toggle).waitFor();
    return { page, context };
  }

  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await painted(page);
  };

  it.each([
    ['plosone', 'article', 'en'],
    ['plosone', 'article', 'zh'],
    ['elife', 'search', 'en'],
    ['elife', 'search', 'zh'],
  ] as const)('covers no text of a %s %s page in %s from its top to its end', async (sld, kind, lang) => {
    const { page, context } = await phone(sld, kind === 'article' ? `${article}/${lang}` : search(lang));
    // one button, round, at the bottom right: the six buttons of the wide screen are not there
    const button = page.locator(toggle);
    expect(await button.getAttribute('aria-label')).toBe(lang === 'zh' ? '工具' : 'Tools');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeGreaterThan(380);
    expect(box.y + box.height).toBeGreaterThan(800);
    expect(await page.locator('[data-testid="basket-button"]').isVisible()).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'a page long enough to scroll').toBeGreaterThan(kind === 'article' ? 8000 : 2000);
    if (kind === 'search') {
      // the first result, in view on arrival, is not under the button
      const first = (await page.locator('[data-testid="search-hits"] > li').first().boundingBox())!;
      expect(first.x + first.width).toBeLessThanOrEqual(box.x);
    }
    // every 600 px from the top to the end (past the back-to-top and tool thresholds)
    for (let y = 0; y < height; y += 600) {
      await scrollTo(page, y);
      expect(await coveredText(page), `at ${y} px`).toEqual([]);
    }
    await scrollTo(page, height);
    expect(await page.evaluate(() => innerHeight + scrollY)).toBeGreaterThanOrEqual(height - 1);
    expect(await coveredText(page), 'at the end').toEqual([]);
    // the English article and the Chinese result page, as a reader arrives
    const s = (kind === 'article') === (lang === 'en') && shot(`toolbar-phone-${lang}-390.png`);
    if (s) {
      await scrollTo(page, 0);
      await page.screenshot({ path: s });
    }
    // the check sees text under the button: without the page's free strip, the button lies over some
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-site] > main, [data-site] > footer'))
        el.style.paddingRight = '0';
    });
    let covered = 0;
    for (let y = 0; y < height && !covered; y += 600) {
      await scrollTo(page, y);
      covered = (await coveredText(page)).length;
    }
    expect(covered).toBeGreaterThan(0);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('opens the tools by keyboard and closes them with Escape (%s)', async (lang) => {
    const { page, context } = await phone('plosone', `${article}/${lang}`);
    await scrollTo(page, 2000); // past back-to-top's 300 px
    const button = page.locator(toggle);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const controlled = await button.getAttribute('aria-controls');
    expect(await page.evaluate((id) => document.getElementById(id!)?.hasAttribute('data-open'), controlled)).toBe(true);
    // the four tools (the batch citation is the basket button), back-to-top and the basket button
    const items = page.locator(`${sheet} :is(a[href], button):visible`);
    await expect.poll(() => items.count()).toBe(6);
    const names = await items.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(names.slice(0, 2)).toEqual(lang === 'zh' ? ['RSS 订阅', '邮件订阅'] : ['RSS', 'Email alerts']);
    expect(names[4]).toBe(lang === 'zh' ? '返回顶部' : 'Back to top');
    expect(await page.locator(`${sheet} [data-testid="basket-button"]`).isVisible()).toBe(true);
    // the open column is an overlay above the button, inside the viewport
    const column = (await page.locator(sheet).boundingBox())!;
    expect(column.y).toBeGreaterThanOrEqual(0);
    expect(column.y + column.height).toBeLessThanOrEqual((await button.boundingBox())!.y);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // Tab enters the column at its first tool; the arrow keys move through it and on to the button
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(names[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(lang === 'zh' ? '工具' : 'Tools');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(names[5]);
    const s = shot(`toolbar-phone-open-${lang}-390.png`);
    if (s) await page.screenshot({ path: s });
    // Escape closes it and gives the focus back to the button
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await items.count()).toBe(0);
    expect(await page.locator('[data-testid="basket-button"]').isVisible()).toBe(false);
    // a tap opens it, a tap outside closes it
    await button.tap();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.touchscreen.tap(150, 400);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // back-to-top from the column takes the page up and closes the column
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
    await button.tap();
    await page.locator(`${sheet} [data-testid="back-to-top"]`).tap();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens the basket from the column, and shows the basket toasts while closed', async () => {
    const { page, context } = await phone('elife', search('en'));
    await page.locator('[data-testid="basket-pick"]').first().check();
    await page.click('[data-testid="basket-add-selected"]');
    await page.locator('[data-testid="toast"]', { hasText: 'added to the citation basket' }).first().waitFor();
    await page.locator(toggle).tap();
    await page.locator(`${sheet} [data-testid="basket-button"][data-count="1"]`).tap();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // the dialog's Escape closes the dialog only: the column stays open with the basket button focused
    expect(await page.locator(toggle).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('basket-button');
    await context.close();
  });

  it.each(['zh', 'en'] as const)('has no serious axe-core violation at 390 px, closed and open (%s)', async (lang) => {
    const { page, context } = await phone('plosone', `${article}/${lang}`);
    await scrollTo(page, 2000);
    expect(await axeFindingsOf(page)).toEqual([]);
    await page.locator(toggle).tap();
    await page.locator(`${sheet}[data-open]`).waitFor();
    expect(await axeFindingsOf(page)).toEqual([]);
    await context.close();
  });

  it('keeps the column of buttons at 1440 px', async () => {
    const page = await env.open('plosone', `${article}/en`, 1440, 900);
    await page.locator('[data-testid="basket-button"]').waitFor();
    expect(await page.locator(toggle).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).paddingRight)).toBe('16px');
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.locator(`${toolbar} [data-tool]`).first().waitFor();
    expect(await page.locator(`${toolbar} [data-tool]`).count()).toBe(4);
    expect(await page.locator(`${toolbar} [data-testid="back-to-top"]`).isVisible()).toBe(true);
    const s = shot('toolbar-phone-en-1440.png');
    if (s) await page.screenshot({ path: s });
    await page.close();
  });
});
