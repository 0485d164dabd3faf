/**
 * The journal pages  in Chromium (docs/product/content.md): a journal introduction and its column page
 * (/newPeriodIntroduce), the current issue with its section tabs, the online-first list (/newAcademic singleFirst)
 * and a column's articles (/thesisDetails), at 1440 px and 390 px in zh and en: each hydrates without a console error or a GraphQL request and nothing scrolls
 * sideways. The seed has no menu items of the codes column and singleFirst yet (sitepages adds them): the suite adds
 * them to its database. Set SHOTS_DIR to keep a full-page screenshot of each.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, sites } from '../../rc-pub/src/db/schema/index.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('journal pages in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack());
    const all = await stack.db.select().from(sites);
    ids.plosone = all.find((s) => s.sld === 'plosone')!.id;
    ids.elife = all.find((s) => s.sld === 'elife')!.id;
    for (const [key, siteId, code] of [
      ['introduce', ids.plosone, 'introduce'],
      ['column', ids.plosone, 'column'],
      ['singleFirst', ids.elife, 'singleFirst'],
    ] as const) {
      const [row] = await stack.db
        .insert(channels)
        .values({ siteId, code, nameZh: `【演示】${code}`, nameEn: `[Demo] ${code}`, sort: 100 })
        .returning({ id: channels.id });
      ids[key] = row!.id;
    }
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const pages = (lang: string) => ({
    intro: `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.introduce}/${lang}`,
    columns: `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.column}/${lang}`,
    issue: `http://elife.localhost:${port}/newAcademic/${ids.elife}/0/directory/0/0/${lang}`,
    online: `http://elife.localhost:${port}/newAcademic/${ids.elife}/${ids.singleFirst}/singleFirst/0/0/${lang}`,
    column: `http://plosone.localhost:${port}/thesisDetails?columnId=${ids.column}&Fpath=Research%20Article&lang=${lang}`,
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    for (const [name, url] of Object.entries(pages(lang))) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const watch = watchPage(page);
      const res = await page.goto(url, { waitUntil: 'networkidle' });
      expect(res?.status(), name).toBe(200);
      expect(await hydrated(page), name).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: join(process.env.SHOTS_DIR, `journal-${name}-${width}-${lang}.png`),
          fullPage: true,
        });
      await page.close();
      expect(watch.errors, name).toEqual([]);
      expect(watch.graphqlRequests, name).toEqual([]);
    }
  });
});
