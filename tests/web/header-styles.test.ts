/**
 * Issue 8 "Header and navigation": the six navigation styles (docs/product/sites-and-frame.md; 0 is style 1), docs/product/sites-and-frame.md's overflow widths and
 * active menu item, and docs/product/sites-and-frame.md's site-specific header settings as configuration. Pure rules first, then each seeded
 * site's home page server-rendered through the real gateway: which header elements its style renders.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { headerLayout, normaliseNavStyle, widthBaseOf } from '../../web/src/components/frame/header/layout.js';
import {
  activeNavIndex,
  budgetFollowsWindow,
  estimateLabelWidth,
  fitCount,
  navWidthBudget,
} from '../../web/src/components/frame/navSplit.js';
import { useStack } from './helpers/stack.js';

describe('overflow width (docs/product/sites-and-frame.md, overflow menu)', () => {
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

  it('follows the window only where docs/product says so (so a 650 px split holds through hydration)', () => {
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

describe('active menu item (docs/product/sites-and-frame.md)', () => {
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

describe('styles (docs/product/sites-and-frame.md, width bases)', () => {
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

const stack = useStack();
let server: Parameters<typeof request>[0];
beforeAll(() => {
  server = stack().gateway.server;
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

describe('each seeded style renders its own header', () => {
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
    // the home item is the current page (docs/product/sites-and-frame.md, active item)
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

  it('the docs/product/sites-and-frame.md, site settings are header config: jose has a 1000 px base, the fixed types and the language dropdown', async () => {
    const html = await home('jose', 'en');
    const h = headerOf(html);
    expect(h).toContain('data-testid="language-menu"');
    expect(h).not.toContain('data-testid="language-toggle"');
    const radios = h.slice(h.indexOf('data-testid="search-types"')).match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    // the table type rides on the figure id 25 (docs/product/sites-and-frame.md, types): the fixed set offers no other type
    const types = new Set(radios.map((tag) => /value="(-?\d+)"/.exec(tag)?.[1]).filter(Boolean));
    expect([...types]).toEqual(['428', '25', '28', '29']);
    expect(h).toContain('data-width-base="1000"');
    expect(headerOf(await home('plos'))).toContain('data-width-base="1200"');
    expect(headerOf(await home('plosmed'))).toContain('data-width-base="window"');
    // rsp's 140 px header
    expect(headerOf(await home('rsp'))).toContain('data-header-height="140"');
  });

  it('keeps the title navigation out of the account pages (docs/product/sites-and-frame.md)', async () => {
    const res = await request(server).get('/login?lang=en').set('host', 'rsp.localhost');
    expect(res.text).toContain('data-testid="site-header"');
    expect(res.text).not.toContain('data-testid="nav-bar"');
  });
});
