/**
 * The citation basket in Chromium through the real stack ("basket behaviour in Chromium (add, survive reload,
 * select-all, copy, clear, export)"; the dialog, local storage, rules, texts and badge of
 * docs/product/citation-and-harvest.md#citation-basket, downloadCitation). A reader puts an article from a table of contents and two from a
 * search result page of other journals into the basket, reloads, copies the selection's GB/T 7714 strings (compared
 * with Site.batchCitation), exports BibTeX with abstracts, deletes and clears; a second tab follows every change; the
 * article page's 'How to cite' box shows the server-rendered citation and fetches another style on demand; an English
 * reader of a Portuguese article sees its citation in Portuguese and in English and copies the one chosen. Skipped with
 * a notice when Chromium is absent, failed under CI=true (helpers/chromium.ts). Screenshots of the dialog go to
 * SHOTS_DIR when set.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('basket browser test');

/** demo-data/jats/rev-saude-publica/0034-8910-rsp-48-2-0225.xml: a Portuguese article with an English translation. */
const RSP_PT_DOI = '10.1590/S0034-8910.2014048004798';

/** One article's citation as the gateway answers it. */
interface Citation {
  articleId: number;
  quote: string;
  transQuote: string;
}

describe.skipIf(!hasChromium)('citation basket in the browser (www)', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let base: string;
  let host: string;
  /** The latest issue of PLOS Medicine: its id and first article. */
  let toc: { issueId: number; articleId: number; journal: string };

  async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host, 'accept-language': 'en' },
      payload: { query, variables },
    });
    const body = res.json() as { data: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  }

  beforeAll(async () => {
    const started = await startListeningStack();
    stack = started.stack;
    host = `www.localhost:${started.port}`;
    base = `http://${host}`;
    const data = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: `plosmed.localhost:${started.port}` },
      payload: { query: '{ site { publication { title latestIssue { id articles { id } } } } }' },
    });
    const publication = data.json().data.site.publication;
    toc = {
      issueId: publication.latestIssue.id,
      articleId: publication.latestIssue.articles[0].id,
      journal: publication.title,
    };
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** Opens a page of the stack and waits until the basket button (loaded after hydration) is there. */
  async function open(path: string, page?: Page): Promise<{ page: Page; errors: string[] }> {
    const p = page ?? (await context.newPage());
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    await p.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await p.waitForSelector('[data-testid="basket-button"]');
    return { page: p, errors };
  }

  /** The toast texts shown now (page or dialog region). */
  const toasts = (page: Page) => page.locator('[data-testid="toast"]').allTextContents();
  /** Waits for a toast containing `text`. */
  const toast = (page: Page, text: string) =>
    page.locator('[data-testid="toast"]', { hasText: text }).first().waitFor({ timeout: 10_000 });
  const count = async (page: Page) => Number(await page.getAttribute('[data-testid="basket-button"]', 'data-count'));

  /** Screenshot `name` into SHOTS_DIR of the dialog opened from the phone toolbar of `path` at 390 px. */
  async function phoneShot(page: Page, path: string, name: string): Promise<void> {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.click('[data-testid="toolbar-toggle"]');
    await page.click('[data-testid="basket-button"]');
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: join(process.env.SHOTS_DIR ?? '.', name) });
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  let chosen: number[] = [];
  let other: Page;

  it('adds an article from a table of contents; the toolbar button names the count', async () => {
    const { page, errors } = await open(`/newAcademic/1/0/directory/${toc.issueId}/0/en`);
    other = (await open('/homeNav/www/en')).page; // a second tab of the same reader
    expect(await count(page)).toBe(0);
    expect(await page.locator('[data-testid="basket-badge"]').count()).toBe(0);
    await page.click('[data-testid="basket-add-selected"]');
    await toast(page, 'No data selected'); // nothing ticked (docs/product/citation-and-harvest.md#citation-basket)
    await page.check(`[data-testid="basket-pick"][data-article-id="${toc.articleId}"]`);
    await page.click('[data-testid="basket-add-selected"]');
    await toast(page, '1 article added to the citation basket');
    expect(await count(page)).toBe(1);
    expect(await page.textContent('[data-testid="basket-badge"]')).toBe('1');
    await page.getByRole('button', { name: 'Batch citation, 1 article' }).waitFor();
    await other.waitForSelector('[data-testid="basket-button"][data-count="1"]'); // storage event
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds two articles of other journals from a search result page, and not the first one again', async () => {
    const { page, errors } = await open('/article?type=428&searchText=cancer&lang=en');
    chosen = await page.evaluate(
      ({ skipId, journal }) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="search-hits"] > li')]
          .filter((li) => !li.textContent?.includes(journal))
          .map((li) => Number(li.querySelector('[data-testid="basket-pick"]')?.getAttribute('data-article-id')))
          .filter((id) => id > 0 && id !== skipId)
          .slice(0, 2),
      { skipId: toc.articleId, journal: toc.journal },
    );
    expect(chosen).toHaveLength(2);
    for (const id of [...chosen, toc.articleId]) {
      const pick = page.locator(`[data-testid="basket-pick"][data-article-id="${id}"]`);
      if ((await pick.count()) > 0) await pick.check();
    }
    await page.click('[data-testid="basket-add-selected"]');
    await toast(page, '2 articles added to the citation basket');
    expect(await count(page)).toBe(3);
    await other.waitForSelector('[data-testid="basket-button"][data-count="3"]');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the basket over a reload, in local storage as two lists (docs/product/citation-and-harvest.md#citation-basket)', async () => {
    await other.reload({ waitUntil: 'networkidle' });
    await other.waitForSelector('[data-testid="basket-button"][data-count="3"]');
    const stored = await other.evaluate(() => ({
      entries: JSON.parse(localStorage.getItem('citationBasket') ?? '[]') as { id: number; sortId: number }[],
      strings: JSON.parse(localStorage.getItem('citationBasketStrings') ?? '[]') as string[],
    }));
    expect(stored.entries.map((e) => e.id)).toEqual([toc.articleId, ...chosen]);
    expect(stored.entries.map((e) => e.sortId)).toEqual([1, 2, 3]);
    expect(stored.strings).toHaveLength(3);
  });

  it('copies the selected GB/T 7714 strings, one numbered line each, after select-all', async () => {
    const { page, errors } = await open('/homeNav/www/en');
    await page.click('[data-testid="basket-button"]');
    const dialog = page.getByRole('dialog', { name: 'Batch citation' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBe(770); // the dialog's width (docs/product/citation-and-harvest.md#citation-basket)
    expect(await page.locator('[data-testid="basket-entry-pick"]').count()).toBe(3);
    await page.click('[data-testid="basket-copy"]');
    await toast(page, 'No data selected'); // nothing selected (docs/product/citation-and-harvest.md#citation-basket)
    await page.check('[data-testid="basket-select-all"]');
    expect(await page.textContent('[data-testid="basket-summary"]')).toBe('3 of 3 selected');
    await page.click('[data-testid="basket-copy"]');
    await toast(page, 'Success copy');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const { site } = await graphql<{ site: { batchCitation: Citation[] } }>(
      'query($ids: [Int!]!) { site { batchCitation(ids: $ids) { articleId quote transQuote } } }',
      { ids: [toc.articleId, ...chosen] },
    );
    expect(site.batchCitation.map((c) => c.articleId)).toEqual([toc.articleId, ...chosen]);
    expect(copied).toBe(site.batchCitation.map((c, i) => `[${i + 1}] ${c.quote}`).join('\n'));
    // Select-all toggles all entries off again.
    await page.uncheck('[data-testid="basket-select-all"]');
    expect(await page.textContent('[data-testid="basket-summary"]')).toBe('0 of 3 selected');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('exports the selection as BibTeX with abstracts through the download navigation (docs/product/citation-and-harvest.md#citation-export)', async () => {
    const { page, errors } = await open('/homeNav/www/en');
    await page.click('[data-testid="basket-button"]');
    await page.click('[data-testid="export-button"]');
    await toast(page, 'No data selected');
    await page.check('[data-testid="basket-select-all"]');
    await page.click('[data-testid="export-button"]');
    await page.getByLabel('Include abstracts').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="export-panel"] [data-format="bibtex"]'),
    ]);
    const url = new URL(download.url());
    expect(url.pathname).toBe('/front/front-article/downloadCitation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ids: [toc.articleId, ...chosen].join(','),
      citationType: 'bibtex',
      language: 'en',
      abstract: '1',
    });
    expect(download.suggestedFilename()).toMatch(/\.bib$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bib = await readFile(path, 'utf8');
    expect(bib.match(/^@article\{/gm)).toHaveLength(3);
    expect(bib).toMatch(/abstract = \{/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('deletes one entry and clears the rest, in step with the other tab', async () => {
    const { page, errors } = await open('/homeNav/www/en');
    await page.click('[data-testid="basket-button"]');
    await page.getByRole('dialog', { name: 'Batch citation' }).waitFor();
    await page.locator('[data-testid="basket-entry-delete"]').first().click();
    await toast(page, 'Delete succeeded');
    expect(await page.locator('[data-testid="basket-entry-pick"]').count()).toBe(2);
    await other.waitForSelector('[data-testid="basket-button"][data-count="2"]');
    await page.click('[data-testid="basket-clear"]');
    await toast(page, 'No data selected');
    await page.check('[data-testid="basket-select-all"]');
    await page.click('[data-testid="basket-clear"]');
    await toast(page, 'Empty successfully');
    await page.waitForSelector('[data-testid="basket-empty"]');
    await other.waitForSelector('[data-testid="basket-button"][data-count="0"]');
    // Escape closes the dialog and gives focus back to the toolbar button.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('basket-button');
    expect(await count(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks Chinese on a zh page and keeps 99+ on the badge past 99 entries', async () => {
    const { page } = await open('/homeNav/www/zh');
    await page.evaluate(() => {
      const entries = Array.from({ length: 120 }, (_, i) => ({
        id: 100_000 + i,
        resName: `T${i}`,
        resString: '',
        sortId: i + 1,
      }));
      localStorage.setItem('citationBasket', JSON.stringify(entries));
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="basket-button"][data-count="120"]');
    expect(await page.textContent('[data-testid="basket-badge"]')).toBe('99+');
    await page.getByRole('button', { name: '批量引用，120 篇文章' }).click();
    await page.click('[data-testid="basket-copy"]');
    await toast(page, '未选择数据');
    expect((await toasts(page)).some((t) => t.includes('未选择数据'))).toBe(true);
    await page.evaluate(() => localStorage.removeItem('citationBasket'));
    await page.close();
  });

  it("shows 'How to cite this article' in the server HTML and fetches another style on demand", async () => {
    const articlePath = `/article/id/1/${toc.articleId}/en`;
    const html = await stack.gateway.inject({ method: 'GET', url: articlePath, headers: { host } });
    expect(html.statusCode).toBe(200);
    // The box shows the citation of the page's one query, as the page's Apollo state carries it.
    const state = /"citation":\{"__typename":"Citation"[^}]*?"quote":("(?:[^"\\]|\\.)*")/.exec(html.body);
    const quote = JSON.parse(state?.[1] ?? '""') as string;
    expect(quote).toContain('Intra-tumor Genetic Heterogeneity');
    expect(quote).toContain('10.1371/journal.pmed.1001786');
    expect(html.body).toContain('How to cite this article');
    const served = /data-testid="citation-quote"[^>]*>([^<]*)</.exec(html.body)?.[1] ?? '';
    const decoded = served
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(decoded).toBe(quote);

    const graphqlOps: string[] = [];
    const page = await context.newPage();
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphqlOps.push(JSON.parse(r.postData() ?? '{}').operationName);
    });
    await open(articlePath, page);
    expect(graphqlOps).toEqual([]); // the default style came with the page's one query
    await page.selectOption('[data-testid="citation-style"]', 'APA');
    await page.waitForFunction((old) => {
      const q = document.querySelector('[data-testid="citation-quote"]')?.textContent;
      return !!q && q !== old;
    }, quote);
    expect(graphqlOps).toEqual(['ArticleCitation']);
    await page.click('[data-testid="citation-copy"]');
    await toast(page, 'Success copy');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.textContent('[data-testid="citation-quote"]'),
    );
    await page.click('[data-testid="article-basket-add"]');
    await toast(page, '1 article added to the citation basket');
    await page.waitForSelector('[data-testid="article-basket-add"][data-in-basket="true"]');
    expect(await count(page)).toBe(1);
    await page.close();
  });

  it('shows a Portuguese article in Portuguese and English and copies the language the reader chooses', async () => {
    const { a } = await graphql<{ a: { id: number } | null }>(
      'query($doi: String!) { a: articleByDoi(doi: $doi) { id } }',
      { doi: RSP_PT_DOI },
    );
    expect(a, 'the Portuguese RSP article is seeded').not.toBeNull();
    const { site } = await graphql<{ site: { batchCitation: Citation[] } }>(
      'query($ids: [Int!]!) { site { batchCitation(ids: $ids) { articleId quote transQuote } } }',
      { ids: [a!.id] },
    );
    const [cite] = site.batchCitation;
    expect(cite?.quote).toContain('Impacto do estresse');
    expect(cite?.transQuote).toContain('The impact of stress');

    const { page, errors } = await open('/homeNav/www/en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => localStorage.removeItem('citationBasket'));
    await open(`/article/id/1/${a!.id}/en`, page);
    await page.click('[data-testid="article-basket-add"]');
    await toast(page, '1 article added to the citation basket');
    await page.click('[data-testid="basket-button"]');
    const dialog = page.getByRole('dialog', { name: 'Batch citation' });
    await dialog.waitFor();
    // both citations are shown, the English one marked as English
    expect(await page.textContent('[data-testid="basket-entry-quote"]')).toBe(cite!.quote);
    const trans = page.locator('[data-testid="basket-entry-trans-quote"]');
    expect(await trans.textContent()).toBe(cite!.transQuote);
    expect(await trans.getAttribute('lang')).toBe('en');
    // an English page chooses English first; the reader's choice is what Copy writes
    const language = page.getByRole('radiogroup', { name: 'Citation language' });
    expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await page.check('[data-testid="basket-select-all"]');
    await page.click('[data-testid="basket-copy"]');
    await toast(page, 'Success copy');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`[1] ${cite!.transQuote}`);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, 'basket-en-1440.png') });
    await language.getByRole('radio', { name: 'Original' }).check();
    await page.click('[data-testid="basket-copy"]');
    await page.waitForFunction(
      (quote) => navigator.clipboard.readText().then((t) => t === quote),
      `[1] ${cite!.quote}`,
    );
    expect(errors).toEqual([]);
    if (process.env.SHOTS_DIR) await phoneShot(page, '/homeNav/www/en', 'basket-en-390.png');

    // a Chinese page chooses the original language first
    await page.setViewportSize({ width: 1440, height: 900 });
    await open('/homeNav/www/zh', page);
    await page.getByRole('button', { name: '批量引用，1 篇文章' }).click();
    const zh = page.getByRole('radiogroup', { name: '引文语言' });
    expect(await zh.getByRole('radio', { name: '原文' }).isChecked()).toBe(true);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: join(process.env.SHOTS_DIR, 'basket-zh-1440.png') });
      await phoneShot(page, '/homeNav/www/zh', 'basket-zh-390.png');
    }
    await page.evaluate(() => localStorage.removeItem('citationBasket'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.close();
  });
});
