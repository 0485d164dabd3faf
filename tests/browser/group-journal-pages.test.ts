/**
 * A CSL demo journal's pages on the group site zhdemo (docs/product/content.md#group-journal-pages), in Chromium on
 * the worker's shared stack: at 390 x 844 each tab of the journal (its home with the facts and the current issue's
 * long table of contents, the back issues, online first, the introduction and the board) hydrates and nothing scrolls
 * sideways, in zh and en; the group entrance in the header opens and its first journal leads to that journal's home
 * on zhdemo. Set SHOTS_DIR to keep a screenshot of each journal home.
 */
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('group journal pages browser test');
const TABS = ['home', 'current', 'issues', 'online', 'about', 'board'] as const;

describe.skipIf(!hasChromium)('group journal pages in Chromium (docs/product/content.md#group-journal-pages)', () => {
  const env = useBrowserStack();

  /** zhdemo's id and its first journal's id, from GraphQL. */
  async function ids(): Promise<{ site: number; journal: number }> {
    const res = await request(env.stack.gateway.server)
      .post('/graphql')
      .send({ query: '{ site(sld: "zhdemo") { id publications { id } } }' })
      .expect(200);
    const site = (res.body as { data: { site: { id: number; publications: { id: number }[] } } }).data.site;
    return { site: site.id, journal: site.publications[0]!.id };
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`every tab fits a 390 px phone without sideways scrolling (${lang})`, { timeout: 300_000 }, async () => {
      const { site, journal } = await ids();
      for (const tab of TABS) {
        const page = await env.open('zhdemo', `/journal/${site}/${journal}/${tab}/${lang}`, 390, 844);
        try {
          expect(await page.locator('[data-testid="group-journal"]').count(), tab).toBe(1);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${tab}: px scrolling sideways`).toBeLessThanOrEqual(0);
          if (tab === 'home' && process.env.SHOTS_DIR)
            await page.screenshot({ path: join(process.env.SHOTS_DIR, `group-journal-home-${lang}-390.png`) });
        } finally {
          await page.close();
        }
      }
    });
  }

  it('the group entrance opens and leads to the journal home on the group site (zh)', async () => {
    const { site } = await ids();
    const page = await env.open('zhdemo', '/homeNav/zhdemo/zh', 1440, 900);
    try {
      const entrance = page.locator('[data-testid="group-entrance"]');
      await entrance.locator('button').first().click();
      const first = entrance.locator('a').first();
      await expect.poll(() => first.isVisible()).toBe(true);
      const href = await first.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/journal/${site}/\\d+/home/zh$`));
      await Promise.all([page.waitForURL(`**${href}`), first.click()]);
      await expect.poll(() => page.locator('[data-testid="group-journal"] h1').count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});
