/**
 * The editorial board and books pages in Chromium (docs/product/content.md /newEditorial and /book, book jump, §8 book
 * jump failure toast): at 1440 px and 390 px, in zh and en, both pages hydrate without a console error or a GraphQL
 * request and nothing scrolls sideways; choosing a member shows them; 'read in the book cloud' opens the jump URL in a
 * new tab, and a failing jump shows the server's message as an error toast. Set SHOTS_DIR to keep screenshots.
 *
 * Own stack: rc-pub names a book cloud (RC_PUB_BOOK_CLOUD_URL) for the book jump.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelWire } from '../../rc-pub/src/contract/wire.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
const CLOUD = 'https://books.example.org/sso';

describe.skipIf(!hasChromium)('/newEditorial and /book in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  const ids = { plosone: 0, board: 0, www: 0, menu: 0 };

  async function channel(sld: string, code?: string): Promise<[number, number]> {
    const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ site(sld: "${sld}") { id } }` }),
    });
    const site = ((await r.json()) as { data: { site: { id: number } } }).data.site.id;
    const list = (await (
      await fetch(`${stack.rcPubUrl}/rc-pub/front/layout/channels?siteId=${site}&filter=false`)
    ).json()) as {
      data: ChannelWire[];
    };
    return [site, list.data.find((c) => !code || c.code === code)!.id];
  }

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack({ rcPubEnv: { RC_PUB_BOOK_CLOUD_URL: CLOUD } }));
    browser = await launchChromium();
    [ids.plosone, ids.board] = await channel('plosone', 'editorial');
    [ids.www, ids.menu] = await channel('www');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const shot = (name: string) =>
    process.env.SHOTS_DIR ? { path: join(process.env.SHOTS_DIR, name), fullPage: true } : null;

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const board = `http://plosone.localhost:${port}/newEditorial/${ids.plosone}/${ids.board}/0/${lang}`;
    expect((await page.goto(board, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect.poll(() => page.locator('[data-testid="expert-detail"] h2').isVisible()).toBe(true);
    const s1 = shot(`editorial-board-${width}-${lang}.png`);
    if (s1) await page.screenshot(s1);
    const books = `http://www.localhost:${port}/book/${ids.www}/${ids.menu}/${lang}`;
    expect((await page.goto(books, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('[data-testid="book"] summary').first().click();
    const s2 = shot(`editorial-books-${width}-${lang}.png`);
    if (s2) await page.screenshot(s2);
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });

  it('shows the member a reader picks', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://plosone.localhost:${port}/newEditorial/${ids.plosone}/${ids.board}/0/en`);
    expect(await hydrated(page)).toBe(true);
    await page.getByRole('link', { name: /\[Demo\] Board Member 3\b/ }).click();
    await expect
      .poll(() => page.locator('[data-testid="expert-detail"] h2').textContent())
      .toBe('[Demo] Board Member 3');
    expect(page.url()).toMatch(/\/newEditorial\/\d+\/\d+\/\d+\/en$/);
    await page.close();
  });

  it('opens the book cloud in a new tab, and shows the server message when the jump fails', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // the book cloud is not on this machine: answer its page here
    await context.route(`${CLOUD}**`, (route) =>
      route.fulfill({ status: 200, body: 'book cloud', contentType: 'text/plain' }),
    );
    const page = await context.newPage();
    await page.goto(`http://www.localhost:${port}/book/${ids.www}/${ids.menu}/en`);
    expect(await hydrated(page)).toBe(true);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('book-cloud-read').first().click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^https:\/\/books\.example\.org\/sso\?p=/);
    await tab.close();
    await page.route('**/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            { message: 'Book cloud reading is not available on this portal', extensions: { code: 'NOT_CONFIGURED' } },
          ],
        }),
      }),
    );
    await page.getByTestId('book-cloud-read').first().click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Book cloud reading is not available on this portal');
    // the blank tab was closed again (window.close() is asynchronous: Chromium reports it a moment later)
    await expect.poll(() => context.pages().length, { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
