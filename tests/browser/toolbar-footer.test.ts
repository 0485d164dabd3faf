/**
 * The floating toolbar, the footer and the toasts in Chromium through the real seeded stack (docs/product/sites-and-frame.md,
 * "Fixed buttons and toolbar" and "Footer": tool items, footer config, back-to-top, toasts, thresholds): back-to-top appears
 * only past 300 px of scroll and takes the page back to the top; the tools (past 400 px) show their tooltips and the
 * pop-up picture on keyboard focus, Escape closes them, rss and e-mail open in a new tab; the seeded footer shows its
 * demo-marked fields and a sitemap link that serves the sitemap; toasts are announced through live regions that exist
 * before the toast. Set SHOTS_DIR to keep screenshots at 1440 and 390 px in zh and en. The footer's visit counters
 * count real page views (docs/product/usage.md#site-visit-counters): browsers' pages once per visitor, never crawlers'
 * or prefetches.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, painted, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { footerConfigs, headerConfigs, sites } from '../../rc-pub/src/db/schema/index.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('toolbar and footer browser test');

describe.skipIf(!hasChromium)('floating toolbar, footer and toasts in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let issueId = 0;

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack());
    browser = await launchChromium();
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: `plosmed.localhost:${port}` },
      payload: { query: '{ site { publication { latestIssue { id } } } }' },
    });
    issueId = res.json().data.site.publication.latestIssue.id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** The latest PLOS Medicine issue's table of contents: a page long enough to scroll. */
  const toc = (lang: string) => `http://plosmed.localhost:${port}/newAcademic/1/0/directory/${issueId}/0/${lang}`;
  const shot = (name: string) => (process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : null);

  async function open(url: string, width = 1440, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion });
    const watch = watchPage(page);
    expect((await page.goto(url, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    return { page, watch };
  }

  const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  const backToTop = (page: Page) => page.locator('[data-testid="back-to-top"]');

  it('shows back-to-top only past 300 px and scrolls back to the top (smoothly, at once under reduced motion)', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { page, watch } = await open(toc('en'), 1440, motion);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1400);
      await scrollTo(page, 250);
      await painted(page);
      expect(await backToTop(page).count()).toBe(0);
      await scrollTo(page, 350);
      await backToTop(page).waitFor({ timeout: 10_000 });
      expect(await backToTop(page).getAttribute('aria-label')).toBe('Back to top');
      // the tools wait for 400 px of scroll (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar)
      expect(await page.locator('[data-testid="toolbar"] [data-tool]').count()).toBe(0);
      await scrollTo(page, 900);
      await page.locator('[data-testid="toolbar"] [data-tool]').first().waitFor();
      await backToTop(page).click();
      if (motion === 'reduce') expect(await page.evaluate(() => window.scrollY)).toBe(0);
      else expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0); // still gliding
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
      await expect.poll(() => backToTop(page).count()).toBe(0);
      expect(watch.errors).toEqual([]);
      await page.close();
    }
  });

  it('reaches every tool by keyboard with its tooltip; the pop-up picture shows on focus and Escape closes it', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { page } = await open(toc(lang));
      await scrollTo(page, 900);
      const tools = page.locator('[data-testid="toolbar"] [data-tool]');
      await tools.first().waitFor();
      // rss, e-mail, the journal website and the pop-up picture (the batch citation is the basket button)
      expect(await tools.count()).toBe(4);
      const rss = tools.nth(0).locator('a');
      await rss.focus();
      const tip = tools.nth(0).getByRole('tooltip');
      expect(await tip.isVisible()).toBe(true);
      expect(await tip.textContent()).toBe(lang === 'zh' ? 'RSS 订阅: RSS' : 'RSS');
      expect(await rss.getAttribute('target')).toBe('_blank');
      expect(await rss.getAttribute('href')).toBe(`/rssList/${lang}`);
      expect(await tools.nth(1).locator('a').getAttribute('target')).toBe('_blank');
      // Tab moves on to the next tool, whose tooltip shows while the first one's hides
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        lang === 'zh' ? '邮件订阅' : 'Email alerts',
      );
      expect(await tip.isVisible()).toBe(false);
      expect(await tools.nth(1).getByRole('tooltip').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await tools.nth(1).getByRole('tooltip').isVisible()).toBe(false);
      await page.keyboard.press('Tab');
      // the custom tool (plosmed has no homepage in our data: the demo notes) with its picture icon
      expect(await tools.nth(2).getByRole('tooltip').textContent()).toBe(
        lang === 'zh' ? '演示说明' : 'About this demo',
      );
      expect(
        await tools
          .nth(2)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
      ).toBe(true);
      await page.keyboard.press('Tab');
      const pop = tools
        .nth(3)
        .getByRole('button', { name: lang === 'zh' ? '[演示] 微信公众号' : '[Demo] WeChat account' });
      expect(await pop.evaluate((el) => el === document.activeElement)).toBe(true);
      const picture = tools.nth(3).locator('[data-testid="tool-popup"] img');
      expect(await picture.isVisible()).toBe(true);
      expect(await pop.getAttribute('aria-expanded')).toBe('true');
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await picture.isVisible()).toBe(false);
      expect(await pop.getAttribute('aria-expanded')).toBe('false');
      // hover shows it again
      await tools.nth(3).hover();
      expect(await picture.isVisible()).toBe(true);
      const s = shot(`footer8-toolbar-${lang}.png`);
      if (s) await page.screenshot({ path: s });
      await page.close();
    }
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('shows the seeded footer at %i px in %s with a working sitemap link', async (width, lang) => {
    for (const sld of ['plosmed', 'www']) {
      const { page, watch } = await open(`http://${sld}.localhost:${port}/homeNav/${sld}/${lang}`, width);
      const footer = page.locator('footer');
      expect(await footer.getAttribute('data-theme-footer')).toBe(sld === 'www' ? 'dark' : 'light');
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText() is the rendered text a reader sees
      const text = (await footer.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(lang === 'zh' ? '电话：[Demo] 010-0000-0000' : 'Tel: [Demo] 010-0000-0000');
      expect(text).toContain(lang === 'zh' ? '地址：[演示]' : 'Address: [Demo]');
      expect(text.includes(lang === 'zh' ? '总访问量' : 'Total visits')).toBe(sld === 'www');
      expect(text.includes(lang === 'zh' ? '传真' : 'Fax')).toBe(sld === 'www');
      const qr = footer.locator('[data-field="qr"] img');
      expect(await qr.boundingBox()).toMatchObject({ width: 100, height: 100 });
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const logo = footer.locator('[data-field="logo"]');
      expect(await logo.evaluate((el) => getComputedStyle(el).marginRight)).toBe(width < 1310 ? '55px' : '80px');
      const sitemap = footer.getByRole('link', { name: lang === 'zh' ? '网站地图' : 'Sitemap' });
      expect(await sitemap.isVisible()).toBe(true);
      const href = await sitemap.getAttribute('href');
      const res = await page.evaluate(async (url) => {
        const r = await fetch(url!);
        return { status: r.status, text: await r.text() };
      }, href);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`http://${sld}.localhost:${port}/`);
      // the footer itself never makes the page scroll sideways (the header is checked in header-styles.test.ts)
      expect(
        await footer.evaluate((el) =>
          Math.max(el.scrollWidth - el.clientWidth, el.getBoundingClientRect().right - window.innerWidth),
        ),
      ).toBeLessThanOrEqual(0);
      const s = shot(`footer8-footer-${sld}-${width}-${lang}.png`);
      if (s) {
        await footer.scrollIntoViewIfNeeded();
        await page.screenshot({ path: s });
      }
      expect(watch.errors).toEqual([]);
      await page.close();
    }
  });

  it('counts browsers’ page views once per visitor in the footer counters, not crawlers or prefetches', async () => {
    const counters = async () => {
      const res = await stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: `www.localhost:${port}` },
        payload: { query: '{ site { footer { showVisits sumVisits todayVisits } } }' },
      });
      return res.json().data.site.footer as { showVisits: boolean; sumVisits: number; todayVisits: number };
    };
    const before = await counters();
    expect(before.showVisits).toBe(true);
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { host: `www.localhost:${port}`, ...headers } },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
          },
        );
        req.on('error', reject);
        req.end();
      });
    // one visitor reading three pages (the later ones answered from the page cache's edge), a second browser, a
    // crawler and a prefetch: two visits
    await get('/homeNav/www/zh', { 'user-agent': chrome });
    await get('/homeNav/www/zh', { 'user-agent': chrome });
    await get('/homeNav/www/en', { 'user-agent': chrome });
    await get('/homeNav/www/zh', { 'user-agent': firefox });
    await get('/homeNav/www/zh', {
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    });
    await get('/homeNav/www/en', { 'user-agent': chrome.replace('140', '141'), 'sec-purpose': 'prefetch' });
    // the gateway sends its batch within 5 s; rc-pub's footer answer includes counts not yet written
    await expect
      .poll(async () => (await counters()).todayVisits, { timeout: 15_000, interval: 500 })
      .toBe(before.todayVisits + 2);
    await new Promise((r) => setTimeout(r, 6000));
    expect(await counters()).toEqual({
      showVisits: true,
      sumVisits: before.sumVisits + 2,
      todayVisits: before.todayVisits + 2,
    });
  }, 60_000);

  it('applies the site CSS page-wide, hostile CSS cannot escape, and the footer logo links to the website', async () => {
    const plosmed = (await stack.db.select({ id: sites.id }).from(sites).where(eq(sites.sld, 'plosmed')))[0]!.id;
    const [seeded] = await stack.db
      .select({ footerCss: footerConfigs.cssContent, linkAddress: footerConfigs.linkAddress })
      .from(footerConfigs)
      .where(eq(footerConfigs.siteId, plosmed));
    const [seededHeader] = await stack.db
      .select({ css: headerConfigs.cssContent })
      .from(headerConfigs)
      .where(eq(headerConfigs.siteId, plosmed));
    const css = {
      header: '[data-field="logoName"] { letter-spacing: 3px }',
      footer:
        '[data-field="copyright"] { font-style: italic } </style><script>window.__siteCssEscaped = 1</script>' +
        '<!-- @import url(https://evil.example/x.css); footer { background-image: url(https://evil.example/t.png) }',
    };
    await stack.db.update(headerConfigs).set({ cssContent: css.header }).where(eq(headerConfigs.siteId, plosmed));
    await stack.db
      .update(footerConfigs)
      .set({ cssContent: css.footer, linkAddress: 'https://www.plos.org/' })
      .where(eq(footerConfigs.siteId, plosmed));
    try {
      for (const [width, lang] of [
        [1440, 'en'],
        [390, 'zh'],
      ] as const) {
        const remote: string[] = [];
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        page.on('request', (r) => {
          if (!r.url().startsWith(`http://plosmed.localhost:${port}/`)) remote.push(r.url());
        });
        const watch = watchPage(page);
        // a query string of its own: not the page the earlier tests put in the page cache
        const res = await page.goto(`http://plosmed.localhost:${port}/homeNav/plosmed/${lang}?css=${width}`, {
          waitUntil: 'networkidle',
        });
        expect(res?.status()).toBe(200);
        expect(await hydrated(page)).toBe(true);
        const footer = page.locator('footer');
        expect(await footer.locator('[data-field="copyright"]').evaluate((el) => getComputedStyle(el).fontStyle)).toBe(
          'italic',
        );
        expect(
          await footer.locator('[data-field="logoName"]').evaluate((el) => getComputedStyle(el).letterSpacing),
        ).toBe('3px');
        expect(await page.evaluate(() => (window as { __siteCssEscaped?: number }).__siteCssEscaped)).toBeUndefined();
        expect(await page.locator('head style[data-site-css]').count()).toBe(2);
        expect(remote).toEqual([]);
        const link = footer.getByRole('link', { name: 'PLOS Medicine' });
        expect(await link.getAttribute('href')).toBe('https://www.plos.org/');
        expect(watch.errors).toEqual([]);
        const s = shot(`footer8-sitecss-${width}-${lang}.png`);
        if (s) {
          await footer.scrollIntoViewIfNeeded();
          await page.screenshot({ path: s });
        }
        await page.close();
      }
    } finally {
      await stack.db
        .update(headerConfigs)
        .set({ cssContent: seededHeader?.css ?? null })
        .where(eq(headerConfigs.siteId, plosmed));
      await stack.db
        .update(footerConfigs)
        .set({ cssContent: seeded?.footerCss ?? null, linkAddress: seeded?.linkAddress ?? null })
        .where(eq(footerConfigs.siteId, plosmed));
    }
  });

  it('announces toasts through live regions that are there before the toast (docs/product/calls-and-errors.md#how-pages-show-errors)', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { page } = await open(toc(lang));
      await page.waitForSelector('[data-testid="basket-button"]');
      const polite = page.locator('[role="status"][aria-live="polite"]');
      expect(await page.locator('[role="alert"][aria-live="assertive"]').count()).toBeGreaterThan(0);
      expect(await polite.count()).toBeGreaterThan(0);
      await page.click('[data-testid="basket-add-selected"]');
      const error = page.locator('[role="alert"][aria-live="assertive"] [data-testid="toast"]');
      await error.first().waitFor({ timeout: 10_000 });
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText() is the rendered text a reader sees
      expect(await error.first().innerText()).toContain(lang === 'zh' ? '未选择数据' : 'No data selected');
      await page.locator('[data-testid="basket-pick"]').first().check();
      await page.click('[data-testid="basket-add-selected"]');
      const success = page.locator('[role="status"][aria-live="polite"] [data-testid="toast"]');
      await success.first().waitFor({ timeout: 10_000 });
      expect(await success.first().getAttribute('data-kind')).toBe('success');
      await page.evaluate(() => localStorage.removeItem('citationBasket'));
      await page.close();
    }
  });
});
