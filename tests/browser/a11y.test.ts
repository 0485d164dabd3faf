/**
 * Accessibility in Chromium ("Accessible (WCAG 2.2 AA)"): axe-core (@axe-core/playwright, rules tagged
 * wcag2a/2aa/21a/21aa/22aa) finds no serious or critical violation on the home page of a single site and of www, a
 * journal page (/newPeriodIntroduce), a table of contents (/newAcademic directory), an article page, search results
 * (/article?searchText=), the advanced search (/seniorSearch), the news list (/news), a 404 and the error page
 * (/errorPage), in zh and en, at 1440 and 390 px. Each violation is printed with its rule id, impact, help and
 * targets. A reduced-motion context (`prefers-reduced-motion: reduce`) runs no CSS transition or animation.
 * Skipped with a notice when Chromium is absent, failed under CI=true (helpers/chromium.ts).
 *
 * Own stack: adds a menu item to a seeded site, which the menu and header tests of other files count.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, sites } from '../../rc-pub/src/db/schema/index.js';
import { hydrated, launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('a11y browser test');

/** WCAG 2.2 AA rule tags (axe-core 4.x). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per serious/critical violation: rule, impact, help and the first few targets. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 6)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6})` : ''}`,
    );
}

describe.skipIf(!hasChromium)('WCAG 2.2 AA in Chromium (axe-core)', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  const ids: Record<string, number> = {};
  let articlePath = '';

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack({ own: true }));
    const all = await stack.db.select().from(sites);
    ids.plosone = all.find((s) => s.sld === 'plosone')!.id;
    ids.elife = all.find((s) => s.sld === 'elife')!.id;
    const [row] = await stack.db
      .insert(channels)
      .values({
        siteId: ids.plosone,
        code: 'introduce',
        nameZh: '【演示】introduce',
        nameEn: '[Demo] introduce',
        sort: 100,
      })
      .returning({ id: channels.id });
    ids.introduce = row!.id;
    browser = await launchChromium();
    // an article of eLife's current issue, found through its table of contents
    const page = await browser.newPage();
    await page.goto(`http://elife.localhost:${port}/newAcademic/${ids.elife}/0/directory/0/0/en`);
    const href = await page.locator('a[href*="/article/id/"]').first().getAttribute('href');
    articlePath = new URL(href!, 'http://x').pathname.replace(/\/(zh|en)$/, '');
    await page.close();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const pages = (lang: string): [string, string][] => [
    ['home', `http://plosone.localhost:${port}/homeNav/plosone/${lang}`],
    ['www', `http://www.localhost:${port}/?lang=${lang}`],
    ['journal', `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.introduce}/${lang}`],
    ['toc', `http://elife.localhost:${port}/newAcademic/${ids.elife}/0/directory/0/0/${lang}`],
    ['article', `http://elife.localhost:${port}${articlePath}/${lang}`],
    ['search', `http://elife.localhost:${port}/article?searchText=cancer&lang=${lang}`],
    ['advanced', `http://elife.localhost:${port}/seniorSearch?lang=${lang}`],
    ['news', `http://plosone.localhost:${port}/news?type=news&lang=${lang}`],
    ['404', `http://plosone.localhost:${port}/no/such/page/${lang}`],
    ['error', `http://plosone.localhost:${port}/errorPage?lang=${lang}`],
  ];

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)(
    'no serious or critical violation at %i px in %s',
    async (width, lang) => {
      const findings: string[] = [];
      for (const [name, url] of pages(lang)) {
        // AxeBuilder needs a page of an explicit context
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'networkidle' });
        expect(await hydrated(page), name).toBe(true);
        for (const f of await axeFindings(page)) findings.push(`${name}: ${f}`);
        await context.close();
      }
      if (findings.length) console.log(`axe ${width} ${lang}\n${findings.join('\n')}`);
      expect(findings).toEqual([]);
    },
    300_000,
  );

  it('prefers-reduced-motion: reduce stops CSS transitions and animations', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://plosone.localhost:${port}/homeNav/plosone/en`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    const moving = await page.evaluate(() => {
      const secs = (v: string) =>
        Math.max(...v.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 0.001 : 1)));
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const cs = getComputedStyle(el);
        const t = secs(cs.transitionDuration);
        const a = cs.animationName !== 'none' ? secs(cs.animationDuration) : 0;
        if (t > 0.01 || a > 0.01) out.push(`${el.tagName}.${String(el.className).slice(0, 40)} t=${t} a=${a}`);
      }
      return out;
    });
    await context.close();
    expect(moving.slice(0, 20)).toEqual([]);
  }, 120_000);
});
