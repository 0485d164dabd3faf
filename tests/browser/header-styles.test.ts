/**
 * The header and navigation (docs/product/sites-and-frame.md#header): the six navigation styles (0 is style 1), the overflow
 * widths and the active menu item, and the site-specific header settings as configuration. Pure rules first, then each
 * seeded site's home page through the real gateway on the seeded stack.
 * - Server-rendered: which header elements each site's style renders.
 * - In Debian Chromium (playwright-core), with phones: the side menu opens and closes by keyboard with focus returned
 *   (slide-in two-level side menu), dropdowns open above the sticky bar and work by keyboard, the fixed header with the
 *   compact logo appears once scrolled past the header and never on article pages, and no seeded home page scrolls
 *   sideways at 390 px (zh and en). With HEADER_SHOTS=<dir> it also writes the 1440 px screenshots of
 *   docs/header-styles/.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerLayout, normaliseNavStyle, widthBaseOf } from '../../web/src/components/frame/header/layout.js';
import {
  activeNavIndex,
  budgetFollowsWindow,
  estimateLabelWidth,
  fitCount,
  navWidthBudget,
} from '../../web/src/components/frame/navSplit.js';
import { hydrated, launchChromium, painted, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('header styles browser test');
const SITES = ['www', 'plos', 'plosone', 'plosmed', 'ploscompbiol', 'elife', 'rsp', 'jose', 'zhdemo'];
const shots = process.env.HEADER_SHOTS;

describe('overflow width (docs/product/sites-and-frame.md#overflow-menu)', () => {
  it('is 650 px, or the window less 820 when the header is fixed', () => {
    expect(navWidthBudget({ navStyle: 1, distributed: false, fixed: false, windowWidth: 1920 })).toBe(650);
    expect(navWidthBudget({ navStyle: 3, distributed: false, fixed: true, windowWidth: 1440 })).toBe(620);
    expect(navWidthBudget({ navStyle: 3, distributed: false, fixed: true, windowWidth: 1920 })).toBe(1100);
  });

  it('is 1100 px when distributed, or the window less 180 for style 1', () => {
    expect(navWidthBudget({ navStyle: 4, distributed: true, fixed: false, windowWidth: 1440 })).toBe(1100);
    expect(navWidthBudget({ navStyle: 2, distributed: true, fixed: true, windowWidth: 1920 })).toBe(1100);
    expect(navWidthBudget({ navStyle: 1, distributed: true, fixed: false, windowWidth: 1440 })).toBe(1260);
    expect(navWidthBudget({ navStyle: 1, distributed: true, fixed: false, windowWidth: 1280 })).toBe(1100);
  });

  it('follows the window only where the product says so (so a 650 px split holds through hydration)', () => {
    expect(budgetFollowsWindow({ navStyle: 1, distributed: false, fixed: false })).toBe(false);
    expect(budgetFollowsWindow({ navStyle: 3, distributed: false, fixed: true })).toBe(true);
    expect(budgetFollowsWindow({ navStyle: 1, distributed: true, fixed: false })).toBe(true);
    expect(budgetFollowsWindow({ navStyle: 4, distributed: true, fixed: false })).toBe(false);
  });

  it('splits the same labels into more shown items as the width grows', () => {
    const widths = [
      '首页',
      '当期目录',
      '过刊浏览',
      '网络首发',
      '录用定稿',
      '新闻公告',
      '期刊简介',
      '编委会',
      '投稿指南',
    ].map(estimateLabelWidth);
    const at = (rule: Parameters<typeof navWidthBudget>[0]) => fitCount(widths, navWidthBudget(rule));
    const plain = at({ navStyle: 1, distributed: false, fixed: false });
    const distributed = at({ navStyle: 4, distributed: true, fixed: false });
    expect(plain).toBeLessThan(widths.length);
    expect(distributed).toBe(widths.length);
    expect(at({ navStyle: 3, distributed: false, fixed: true, windowWidth: 1100 })).toBeLessThan(plain);
  });
});

describe('active menu item (docs/product/sites-and-frame.md#where-a-menu-item-leads)', () => {
  const item = (id: number, href: string, children: { id: number; href: string }[] = []) => ({
    id,
    target: { href, external: false },
    children: children.map((c) => ({ id: c.id, target: { href: c.href, external: false } })),
  });
  const items = [
    item(1, '/homeNav/plos/en'),
    item(2, '/newAcademic/4/2/directory/9/0/en'),
    item(3, '/news?columnId=3&code=news', [{ id: 31, href: '/newPeriodIntroduce/4/31/en' }]),
    { id: 4, target: { href: 'https://example.org/', external: true }, children: [] },
  ];

  it('marks the item of the page, its parent for a child page, and -1 when nothing matches', () => {
    expect(activeNavIndex(items, '/homeNav/plos/en')).toBe(0);
    expect(activeNavIndex(items, '/newAcademic/4/2/directory/12/0/en')).toBe(1);
    expect(activeNavIndex(items, '/news', '?code=news&columnId=3')).toBe(2);
    expect(activeNavIndex(items, '/newPeriodIntroduce/4/31/en')).toBe(2);
    // a disabled column is not in the menu: its page marks no item (-1)
    expect(activeNavIndex(items, '/newPeriodIntroduce/4/77/en')).toBe(-1);
    expect(activeNavIndex(items, '/news', '?columnId=8')).toBe(-1);
  });
});

describe('styles and their width bases (docs/product/sites-and-frame.md#header-styles)', () => {
  it('treats 0 and unknown styles as 1', () => {
    expect(normaliseNavStyle(0)).toBe(1);
    expect(normaliseNavStyle(7)).toBe(1);
    expect(normaliseNavStyle(6)).toBe(6);
  });

  it('centres styles 2 and 4 at 1200 px unless the site sets a base; the others follow the window', () => {
    expect(widthBaseOf(2, null)).toBe(1200);
    expect(widthBaseOf(4, null)).toBe(1200);
    expect(widthBaseOf(2, 1000)).toBe(1000);
    expect(widthBaseOf(1, null)).toBeNull();
  });

  it('has a ceiling only for style 3 and the side menu at every width for styles 3 and 6', () => {
    expect(headerLayout({ navStyle: 3, ceiling: true }).ceiling).toBe(true);
    expect(headerLayout({ navStyle: 1, ceiling: true }).ceiling).toBe(false);
    expect(headerLayout({ navStyle: 3, ceiling: false }).sideMenuAlways).toBe(true);
    expect(headerLayout({ navStyle: 6, ceiling: false }).noMenuBar).toBe(true);
    expect(headerLayout({ navStyle: 2, ceiling: false }).sideMenuAlways).toBe(false);
  });
});

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];
beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  server = stack.gateway.server;
});
afterAll(async () => {
  await stack?.close();
});

async function home(sld: string, lang = 'zh'): Promise<string> {
  const res = await request(server).get(`/homeNav/${sld}/${lang}`).set('host', `${sld}.localhost`);
  expect(res.status).toBe(200);
  return res.text;
}

/** The server-rendered `<header>` element of a page. */
function headerOf(html: string): string {
  const start = html.indexOf('<header');
  return html.slice(start, html.indexOf('</header>', start) + 9);
}

describe('each seeded style renders its own header, server-rendered', () => {
  it('the seed shows all six styles and the ceiling variant', async () => {
    const styles = new Set<string>();
    let ceiling = false;
    for (const sld of ['www', 'plos', 'plosone', 'plosmed', 'ploscompbiol', 'elife', 'rsp', 'jose', 'zhdemo']) {
      const h = headerOf(await home(sld));
      styles.add(/data-nav-style="(\d)"/.exec(h)?.[1] ?? '?');
      if (h.includes('data-ceiling="true"')) ceiling = true;
    }
    expect([...styles].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(ceiling).toBe(true);
  });

  it('style 1 (plosmed): a logo row, then the full-width colour bar with the menu and the search box', async () => {
    const html = await home('plosmed', 'en');
    const h = headerOf(html);
    expect(h).toContain('data-nav-style="1"');
    expect(h).not.toContain('data-testid="header-strip"');
    const bar = h.slice(h.indexOf('data-testid="nav-bar"'));
    expect(bar).toContain('aria-label="Main navigation"');
    expect(bar).toContain('data-testid="header-search"');
    // the home item is the current page (the active item)
    expect(bar).toMatch(/aria-current="page"[^>]*>Home</);
    // the phone controls are there for narrow windows, 44 px targets
    expect(h).toContain('data-testid="menu-button"');
    expect(h).toContain('data-testid="search-toggle"');
  });

  it('style 2 (plos): the utility strip above a centred 1200 px header', async () => {
    const h = headerOf(await home('plos', 'en'));
    expect(h).toContain('data-nav-style="2"');
    expect(h).toContain('data-testid="header-strip"');
    expect(h).toContain('data-testid="group-entrance"');
  });

  it('style 3 (zhdemo, rsp): menu in the logo row, the side-menu button, and rsp sticks to the top (ceiling)', async () => {
    const z = headerOf(await home('zhdemo'));
    expect(z).toContain('data-nav-style="3"');
    const row = z.slice(z.indexOf('data-testid="brand-row"'));
    expect(row.indexOf('data-testid="nav-bar"')).toBeGreaterThan(0);
    expect(z).not.toContain('data-ceiling');
    const r = await home('rsp');
    expect(headerOf(r)).toContain('data-ceiling="true"');
    // the ceiling header is itself fixed: no separate fixed search bar
    expect(r).not.toContain('data-testid="fixed-search-bar"');
  });

  it('style 4 (ploscompbiol): the white centred menu; style 5 (plosone): the cover image; style 6 (elife): no menu bar', async () => {
    expect(headerOf(await home('ploscompbiol'))).toContain('data-nav-style="4"');
    const cover = headerOf(await home('plosone'));
    expect(cover).toContain('data-nav-style="5"');
    // the seed's cover picture is a stored file (deploy/sites/pictures, served by rc-pub's files/get)
    expect(cover).toMatch(/background-image:[^"]*url\(&quot;\/rc-pub\/front\/files\/get\?id=\d+&quot;\)/);
    const side = headerOf(await home('elife'));
    expect(side).toContain('data-nav-style="6"');
    expect(side).not.toContain('aria-label="主导航"');
    expect(side).toContain('data-testid="header-search"');
  });

  it('the site-specific settings are header config: jose has a 1000 px base, the fixed types and the language dropdown', async () => {
    const html = await home('jose', 'en');
    const h = headerOf(html);
    expect(h).toContain('data-testid="language-menu"');
    expect(h).not.toContain('data-testid="language-toggle"');
    const radios = h.slice(h.indexOf('data-testid="search-types"')).match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    // the table type rides on the figure id 25 (the search area's types): the fixed set offers no other type
    const types = new Set(radios.map((tag) => /value="(-?\d+)"/.exec(tag)?.[1]).filter(Boolean));
    expect([...types]).toEqual(['428', '25', '28', '29']);
    expect(h).toContain('data-width-base="1000"');
    expect(headerOf(await home('plos'))).toContain('data-width-base="1200"');
    expect(headerOf(await home('plosmed'))).toContain('data-width-base="window"');
    // rsp's 140 px header
    expect(headerOf(await home('rsp'))).toContain('data-header-height="140"');
  });

  it('keeps the title navigation out of the account pages (docs/product/sites-and-frame.md#header)', async () => {
    const res = await request(server).get('/login?lang=en').set('host', 'rsp.localhost');
    expect(res.text).toContain('data-testid="site-header"');
    expect(res.text).not.toContain('data-testid="nav-bar"');
  });
});

describe.skipIf(!hasChromium)('header styles in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(sld: string, path: string, width: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://${sld}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    return page;
  }
  const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

  it('lists the group entrance in the side menu at 390 px, each journal linked to its pages (zhdemo)', async () => {
    const page = await open('zhdemo', '/?lang=zh', 390);
    await page.locator('[data-testid="menu-button"]').click();
    const group = page.locator('[data-testid="side-menu-group"]');
    await expect.poll(() => group.isVisible()).toBe(true);
    const hrefs = await group.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(13);
    for (const href of hrefs) expect(href).toMatch(/^\/journal\/\d+\/\d+\/home\/zh$/);
    await page.close();
  });

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

  it('fixes the header with the compact logo once scrolled past it, never on article pages (docs/product/sites-and-frame.md#fixed-header)', async () => {
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
    await painted(page);
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
  }, 180_000); // every seeded home in two languages: 18 page loads

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
