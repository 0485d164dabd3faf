/**
 * The article page in Chromium with issue 9's details (docs/product/content.md, version label, reference links, related articles): at
 * 1440 px and 390 px, in zh and en, an accepted eLife article hydrates without a console error or a GraphQL request,
 * nothing scrolls sideways, the version label and the related articles show; asked on another journal's site the
 * browser lands on the eLife site's page (301). Set SHOTS_DIR to keep a screenshot of each (for looking at it).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('article details in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let elife: number;
  let plosone: number;
  let poa: number;

  async function gql<T>(query: string): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await res.json()) as { data: T }).data;
  }

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack());
    browser = await launchChromium();
    elife = (await gql<{ site: { id: number } }>('{ site(sld: "elife") { id } }')).site.id;
    plosone = (await gql<{ site: { id: number } }>('{ site(sld: "plosone") { id } }')).site.id;
    poa = (await gql<{ a: { id: number } }>('{ a: articleByDoi(doi: "10.7554/eLife.06828") { id } }')).a.id;
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const res = await page.goto(`http://elife.localhost:${port}/article/id/${plosone}/${poa}/${lang}`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/article/id/${elife}/${poa}/${lang}`);
    expect(await hydrated(page)).toBe(true);
    await expect
      .poll(() => page.locator('header [data-testid="version-label"]').textContent())
      .toBe(lang === 'zh' ? '录用定稿' : 'Accept');
    expect(await page.locator('[data-testid="related-articles"] li').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `article-${width}-${lang}.png`), fullPage: false });
    if (process.env.SHOTS_DIR) {
      await page.locator('[data-testid="related-articles"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `article-related-${width}-${lang}.png`) });
    }
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });
});
