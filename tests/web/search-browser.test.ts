/**
 * The search flow in Chromium through the real stack (docs/product/search.md, Search flow with its session
 * storage keys, and Keyword rules): a result page hydrates without errors or a GraphQL request; the header box analyses the keyword,
 * stores `keywords`/`selectvalue` and opens the result route of the selected type; a malformed keyword shows the
 * gateway's message inline; an empty keyword does not submit; the fixed bar appears once scrolled; suggestions as the
 * reader types are a WAI-ARIA combobox picked with the keyboard (docs/product/search.md#suggestions); a result page
 * reports its search once for COUNTER (docs/product/usage.md#counter-metrics). Skipped with a
 * notice when Chromium is absent, failed under CI=true (helpers/chromium.ts).
 */
import { launchChromium, requireChromium } from './helpers/chromium.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startListeningStack } from './helpers/stack.js';

const hasChromium = requireChromium('search browser test');

describe.skipIf(!hasChromium)('search in the browser (zhdemo)', () => {
  let stack: Stack;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    const started = await startListeningStack();
    stack = started.stack;
    const { port } = started;
    base = `http://zhdemo.localhost:${port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** Opens a page and collects page errors, console errors other than failed resources, and GraphQL requests. */
  async function open(path: string): Promise<{ page: Page; errors: string[]; graphql: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    const graphql: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphql.push(r.postData() ?? '');
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    return { page, errors, graphql };
  }

  const box = '[data-testid="header-search"] input[name="searchText"]';

  it('hydrates a result page, then runs the header flow to the journal results', async () => {
    const { page, errors, graphql } = await open('/article?type=428&searchText=%E5%88%B6%E5%A4%87&lang=zh');
    expect(await page.textContent('[data-testid="search-count"]')).toMatch(/共找到 \d+ 条与“制备”相关的结果/);
    expect(graphql).toEqual([]);
    await page.fill(box, '工学');
    await page.check('[data-testid="header-search"] input[type="radio"][value="-3"]');
    await page.press(box, 'Enter');
    await page.waitForURL(/\/searchPublication\?type=-3&index=all&searchText=%E5%B7%A5%E5%AD%A6&lang=zh$/);
    await page.waitForSelector('[data-testid="search-results"][data-type="PUBLICATION"]');
    // typing asks for suggestions (docs/product/search.md#suggestions); the first other request analyses the keyword
    expect(graphql.filter((q) => !q.includes('SearchSuggestions'))[0]).toContain('AnalyzeSearch');
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('keywords'),
      sessionStorage.getItem('selectvalue'),
    ]);
    expect(stored).toEqual(['工学', '-3']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the analysis error inline and does not submit an empty keyword', async () => {
    const { page, graphql } = await open('/seniorSearch?lang=en');
    await page.press(box, 'Enter');
    expect(page.url()).toContain('/seniorSearch');
    expect(graphql).toEqual([]);
    await page.fill(box, '"graphene');
    await page.press(box, 'Enter');
    await page.waitForSelector('[data-testid="search-error"]');
    expect(await page.textContent('[data-testid="search-error"]')).toMatch(/quote/i);
    expect(page.url()).toContain('/seniorSearch');
    await page.close();
  });

  it('hydrates a failed search with its message and shows the fixed bar after scrolling', async () => {
    const failed = await open('/article?searchText=%22graphene&lang=en');
    expect(await failed.page.textContent('[data-testid="search-error-state"]')).toMatch(/quote/i);
    expect(failed.errors).toEqual([]);
    await failed.page.close();
    const { page } = await open('/article?type=428&searchText=%E5%88%B6%E5%A4%87&lang=zh');
    expect(await page.isVisible('[data-testid="fixed-search-bar"]')).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForSelector('[data-testid="fixed-search-bar"]', { state: 'visible' });
    expect(await page.getAttribute('[data-testid="fixed-search-bar"] input[name="searchText"]', 'maxlength')).toBe(
      '125',
    );
    await page.close();
  });

  it('reports the search it shows once, from the browser (COUNTER Searches_Platform), and not its further pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const beacons: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/usage')
        beacons.push(JSON.parse(r.postData() ?? 'null'));
    });
    const first = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/usage');
    await page.goto(`${base}/article?type=428&searchText=%E5%88%B6%E5%A4%87&lang=zh`, { waitUntil: 'networkidle' });
    await first;
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({ siteId: expect.any(Number), search: { q: '制备', page: 0 } });
    await page.goto(`${base}/article?type=428&searchText=%E5%88%B6%E5%A4%87&lang=zh&page=2`, {
      waitUntil: 'networkidle',
    });
    await page.waitForSelector('[data-testid="search-count"]');
    expect(beacons).toHaveLength(1);
    await page.close();
  });

  it('picks a suggestion with the mouse and with a finger on a touch screen', async () => {
    for (const touch of [false, true]) {
      const context = await browser.newContext({
        viewport: touch ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      await page.goto(`${base}/seniorSearch?lang=zh`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      });
      // on a phone the header's search opens with its button first
      if (touch && !(await page.isVisible(box))) await page.getByRole('button', { name: '检索' }).first().tap();
      const input = page.locator(box);
      await input.click();
      await input.pressSequentially('肝');
      const listId = await input.getAttribute('aria-controls');
      const option = page.locator(`[id="${listId}"] [role="option"]`).first();
      await option.waitFor();
      const before = page.url();
      if (touch) await option.tap();
      else await option.click();
      await page.waitForURL((u) => u.toString() !== before);
      expect(page.url(), touch ? 'tap' : 'click').toMatch(
        /\/article\?.*index=(keyword|author)|\/article\/id\/|\/homeNav\/|\/searchPublication\?/,
      );
      await context.close();
    }
  });

  it('suggests as the reader types, in a combobox operated with the keyboard', async () => {
    const { page, errors } = await open('/seniorSearch?lang=zh');
    const input = page.locator(box);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    const listId = await input.getAttribute('aria-controls');
    expect(await page.getAttribute(`[id="${listId}"]`, 'role')).toBe('listbox');
    await input.click();
    await input.pressSequentially('肝');
    await page.waitForSelector(`[id="${listId}"] [role="option"]`);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const options = await page.locator(`[id="${listId}"] [role="option"]`).allTextContents();
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o).toContain('肝');
    expect(await page.textContent('[role="status"]')).toContain(`${options.length}`);
    // ArrowDown makes the first option active; Escape closes; ArrowDown reopens on the first option
    await page.keyboard.press('ArrowDown');
    const first = await input.getAttribute('aria-activedescendant');
    expect(await page.getAttribute(`[id="${first}"]`, 'aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(first);
    // Enter picks it: a keyword or author searches that field, a title opens the article, a journal its site
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/article\?.*index=(keyword|author)|\/article\/id\/|\/homeNav\/|\/searchPublication\?/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
