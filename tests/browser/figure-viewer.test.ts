/**
 * An article's figures, its figure viewer, its downloads and its printing, in Chromium on the worker's shared stack
 * (docs/product/content.md#article-page; web/src/components/figures/). The JOSE article 10.21105/jose.00185 ships its
 * eight figure images in its package: they show as lazy images that keep their place, open in the viewer by click,
 * tap, Enter or Space, move with the arrow keys and buttons across the article's figures, zoom with the buttons, the
 * keys, a pinch and a double tap, offer the original and the web size for download and copy a link to the figure, and
 * Escape gives the focus back to the figure. The downloads list the PDF and the JATS XML, whose links answer. A PLOS
 * figure whose image is not in the package says so and links to it at the publisher. Printing shows the article
 * alone, figures included. axe-core finds nothing serious with the viewer open. Skipped with a notice when Chromium
 * is absent, failed under CI=true (helpers/chromium.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('figure viewer browser test');

/** axe-core's browser build, run in the page (as helpers/a11y.ts does). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Resource {
  id: number;
  kind: string;
  jatsId: string | null;
  label: string | null;
  publisherUrl: string | null;
  image: { originalSize: number; originalMime: string } | null;
}
interface ArticleIds {
  id: number;
  pdf: { url: string; origin: string; size: number | null };
  xmlUrl: string | null;
  resources: Resource[];
}

const JOSE = '10.21105/jose.00185';
const JOSE_PACKAGE_PDF = '10.21105/jose.00090';
const PLOS = '10.1371/journal.pone.0160653';

const viewer = '[data-testid="figure-viewer"]';
/** A size as the page gives it in English: decimal kB or MB with at most one decimal ("212.1 kB", "1.4 MB"). */
const kB = (bytes: number) => {
  const mb = bytes >= 1_000_000;
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / (mb ? 1e6 : 1e3))} ${mb ? 'MB' : 'kB'}`;
};
const bodyImages = '[data-testid="article-body"] img[role="button"]';

describe.skipIf(!hasChromium)('figures, the figure viewer, downloads and printing of an article page', () => {
  const env = useBrowserStack();
  const site: Record<string, number> = {};
  const art: Record<string, ArticleIds> = {};

  async function gql<T>(sld: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await env.stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: `${sld}.localhost:${env.port}` },
      payload: { query, variables },
    });
    const body = res.json() as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  }

  beforeAll(async () => {
    for (const sld of ['jose', 'plosone'])
      site[sld] = (await gql<{ site: { id: number } }>(sld, '{ site { id } }')).site.id;
    const q = `query A($doi: String!) { articleByDoi(doi: $doi) {
      id pdf { url origin size } xmlUrl
      resources { id kind jatsId label publisherUrl image { originalSize originalMime } } } }`;
    for (const doi of [JOSE, JOSE_PACKAGE_PDF, PLOS]) {
      const a = (await gql<{ articleByDoi: ArticleIds | null }>('jose', q, { doi })).articleByDoi;
      expect(a, `${doi} is seeded`).not.toBeNull();
      art[doi] = a!;
    }
  }, 300_000);

  const path = (sld: 'jose' | 'plosone', doi: string, lang: string) =>
    `/article/id/${site[sld]}/${art[doi]!.id}/${lang}`;
  const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent()) ?? '';
  /** The scale of the shown slide's image (Swiper's zoom transform), 1 when not zoomed. */
  const scale = (page: Page) =>
    page.evaluate(
      `Number(/scale\\(([\\d.]+)\\)/.exec(document.querySelector('.swiper-slide-active picture')?.style.transform ?? '')?.[1] ?? 1)`,
    );
  const focusedLabel = (page: Page) => page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? ''`);
  /** GET `url` from the page (the browser resolves the site's host): status, type, disposition and body size. */
  const fetchFrom = (page: Page, url: string) =>
    page.evaluate(
      `fetch(${JSON.stringify(url)}).then(async (r) => ({ status: r.status, type: r.headers.get('content-type') ?? '',
        disposition: r.headers.get('content-disposition') ?? '', size: (await r.arrayBuffer()).byteLength }))`,
    ) as Promise<{ status: number; type: string; disposition: string; size: number }>;

  it('shows the JOSE article’s eight figures as lazy images that keep their place before they load', async () => {
    const page = await env.open('jose', path('jose', JOSE, 'en'));
    const figures = art[JOSE]!.resources.filter((r) => r.kind === 'FIGURE');
    expect(figures).toHaveLength(8);
    expect(figures.every((r) => r.image)).toBe(true);
    const images = await page.locator(bodyImages).evaluateAll((els) =>
      els.map((el) => {
        const img = el as HTMLImageElement;
        return {
          name: img.getAttribute('aria-label'),
          lazy: img.loading,
          ratio: img.width / Number(img.getAttribute('width')) - img.height / Number(img.getAttribute('height')),
          height: img.height,
          loaded: img.complete && img.naturalWidth > 0,
        };
      }),
    );
    expect(images.map((i) => i.name)).toEqual(figures.map((_, i) => `Open Figure ${i + 1} in the viewer`));
    expect(images.every((i) => i.lazy === 'lazy' && i.height > 0 && Math.abs(i.ratio) < 0.01)).toBe(true);
    // the last figure, far below the fold, has not loaded and already takes its height
    expect(images.at(-1)!.loaded).toBe(false);
    await page.close();
  });

  it('opens a figure by click, moves across the article’s figures with the arrow keys and buttons, and Escape returns to the figure', async () => {
    const page = await env.open('jose', path('jose', JOSE, 'en'));
    await page.locator(bodyImages).first().click();
    await page.waitForSelector(`${viewer}[open]`);
    expect(await text(page, `${viewer} h2`)).toBe('Figure 1');
    expect(await page.locator(viewer).getAttribute('aria-labelledby')).toBe(
      await page.locator(`${viewer} h2`).getAttribute('id'),
    );
    expect(await text(page, '[data-testid="viewer-position"]')).toBe('1 / 8');
    expect(await text(page, '[data-testid="viewer-caption"]')).toContain(
      'Basic models representing planar layers, folded layers, faulted layers, and truncated layers.',
    );
    // the arrow keys move the slider once it runs (the dialog opens first)
    await page.waitForSelector(`${viewer}[data-ready]`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => text(page, '[data-testid="viewer-position"]')).toBe('3 / 8');
    expect(await text(page, `${viewer} h2`)).toBe('Figure 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => text(page, '[data-testid="viewer-position"]')).toBe('2 / 8');
    for (let i = 3; i <= 8; i++) {
      await page.click('[data-testid="viewer-next"]');
      await expect.poll(() => text(page, '[data-testid="viewer-position"]')).toBe(`${i} / 8`);
    }
    expect(await page.getAttribute('[data-testid="viewer-next"]', 'aria-disabled')).toBe('true');
    // the last figure's image is shown (loaded when its slide came near)
    await expect
      .poll(() =>
        page
          .locator('.swiper-slide-active [data-testid="viewer-image"]')
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(viewer).count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Open Figure 1 in the viewer');
    await page.close();
  });

  it('opens by Enter and Space and zooms with the buttons and the + and - keys', async () => {
    const page = await env.open('jose', path('jose', JOSE, 'zh'));
    await page.locator(bodyImages).nth(2).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${viewer}[open]`);
    expect(await text(page, '[data-testid="viewer-position"]')).toBe('3 / 8');
    expect(await text(page, `${viewer} h2`)).toBe('图 3');
    // focus moved into the dialog
    expect(await page.evaluate(`!!document.activeElement?.closest('[data-testid="figure-viewer"]')`)).toBe(true);
    await page.click('[data-testid="viewer-zoom-in"]');
    await expect.poll(() => scale(page)).toBe(2);
    await page.click('[data-testid="viewer-zoom-out"]');
    await expect.poll(() => scale(page)).toBe(1);
    await page.keyboard.press('+');
    await expect.poll(() => scale(page)).toBe(2);
    await page.keyboard.press('-');
    await expect.poll(() => scale(page)).toBe(1);
    await page.click(`${viewer} button[aria-label="关闭查看器"]`);
    await expect.poll(() => page.locator(viewer).count()).toBe(0);
    expect(await focusedLabel(page)).toBe('在查看器中打开 图 3');
    await page.locator(bodyImages).nth(1).focus();
    await page.keyboard.press(' ');
    await page.waitForSelector(`${viewer}[open]`);
    expect(await text(page, '[data-testid="viewer-position"]')).toBe('2 / 8');
    await page.close();
  });

  it('zooms with a double tap and a pinch on a phone (Swiper’s zoom)', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`http://jose.localhost:${env.port}${path('jose', JOSE, 'en')}`, { waitUntil: 'networkidle' });
    // a tap or click before hydration reaches no handler
    expect(await hydrated(page), 'article hydrated').toBe(true);
    const img = page.locator(bodyImages).nth(2);
    await img.scrollIntoViewIfNeeded();
    await img.tap();
    await page.waitForSelector(`${viewer}[open]`);
    const shown = page.locator('.swiper-slide-active [data-testid="viewer-image"]');
    await expect.poll(() => shown.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = (await shown.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([px, py], id) => ({ x: px, y: py, id })) });
    // a double tap zooms in (Swiper's toggle), 0 resets, then a pinch zooms in
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect.poll(() => scale(page)).toBeGreaterThan(1.5);
    await page.keyboard.press('0');
    await expect.poll(() => scale(page)).toBe(1);
    await touch('touchStart', [
      [x - 20, y],
      [x + 20, y],
    ]);
    for (let d = 30; d <= 120; d += 10) {
      await touch('touchMove', [
        [x - d, y],
        [x + d, y],
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(() => scale(page)).toBeGreaterThan(1.5);
    await context.close();
  });

  it('downloads the original and the web size of a figure and copies a link to it', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`http://jose.localhost:${env.port}${path('jose', JOSE, 'en')}`, { waitUntil: 'networkidle' });
    // a tap or click before hydration reaches no handler
    expect(await hydrated(page), 'article hydrated').toBe(true);
    await page.locator(bodyImages).first().click();
    await page.waitForSelector(`${viewer}[open]`);
    const first = art[JOSE]!.resources.find((r) => r.kind === 'FIGURE')!;
    const original = page.locator('[data-testid="viewer-original"]');
    expect(await original.textContent()).toBe(`Download original (PNG, ${kB(first.image!.originalSize)})`);
    expect(await original.getAttribute('download')).not.toBeNull();
    const got = await fetchFrom(page, (await original.getAttribute('href'))!);
    expect(got).toMatchObject({ status: 200, type: first.image!.originalMime, size: first.image!.originalSize });
    expect(got.disposition).toMatch(/^attachment/);
    const web = await fetchFrom(page, (await page.getAttribute('[data-testid="viewer-web"]', 'href'))!);
    expect(web).toMatchObject({ status: 200, type: 'image/jpeg' });
    await page.click('[data-testid="viewer-copy"]');
    await expect.poll(() => text(page, '[data-testid="viewer-status"]')).toBe('Link copied');
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toBe(`${page.url().split('#')[0]}#${first.jatsId}`);
    // the link's anchor is the figure on the page
    expect(await page.locator(`[data-testid="article-body"] figure[id="${first.jatsId}"]`).count()).toBe(1);
    await context.close();
  });

  it('lists the article’s PDF (with its size or how it was made) and its XML, and their links answer', async () => {
    for (const doi of [JOSE, JOSE_PACKAGE_PDF]) {
      // as the page will show it (a rendered PDF gets its size once made)
      const q = 'query P($doi: String!) { articleByDoi(doi: $doi) { pdf { url origin size } xmlUrl } }';
      const { pdf, xmlUrl } = (await gql<{ articleByDoi: ArticleIds }>('jose', q, { doi })).articleByDoi;
      const page = await env.open('jose', path('jose', doi, 'en'));
      const pdfItem = page.locator('[data-testid="download-pdf"]');
      await pdfItem.waitFor();
      expect(await pdfItem.locator('a').getAttribute('href')).toBe(pdf.url);
      const size = pdf.size === null ? '' : kB(pdf.size);
      expect(await pdfItem.textContent()).toBe(
        pdf.origin === 'RENDERED' ? `PDF (made from the article text${size && `, ${size}`})` : `PDF (${size})`,
      );
      const got = await fetchFrom(page, pdf.url);
      expect([200, 202]).toContain(got.status);
      expect(got.type).toMatch(got.status === 200 ? /^application\/pdf/ : /^text\/html/);
      const xml = page.locator('[data-testid="download-jats"] a');
      expect(await xml.getAttribute('href')).toBe(xmlUrl);
      expect(await xml.getAttribute('download')).not.toBeNull();
      const xmlGot = await fetchFrom(page, xmlUrl!);
      expect(xmlGot.status).toBe(200);
      expect(xmlGot.type).toMatch(/xml/);
      // supplementary files (none in this package) would follow, each with its type and size (figure-body.test.ts)
      expect(await page.locator('[data-testid="download-supplementary"]').count()).toBe(0);
      await page.close();
    }
  });

  it.each([
    ['en', 'The image of Fig 1 is not included here — view it at the publisher'],
    ['zh', 'Fig 1 的图片未收录于本站，可在出版方网站查看'],
  ])('says a PLOS figure’s image is not here and links to it at the publisher (%s)', async (lang, sentence) => {
    const page = await env.open('plosone', path('plosone', PLOS, lang), 390, 844);
    const figures = art[PLOS]!.resources.filter((r) => r.kind === 'FIGURE');
    const notes = await page.locator('[data-testid="article-body"] figure.fig').evaluateAll((els) =>
      els.map((f) => ({
        text: f.querySelector('.figure-note')?.textContent ?? '',
        href: f.querySelector('.figure-note a')?.getAttribute('href') ?? '',
        boxes: f.querySelectorAll('.figure-missing, [role="img"]:empty').length,
      })),
    );
    expect(notes).toHaveLength(figures.length);
    expect(notes[0]!.text).toBe(sentence);
    expect(notes.map((n) => n.href)).toEqual(figures.map((f) => f.publisherUrl));
    expect(notes.every((n) => n.href.startsWith('https://doi.org/10.1371/journal.pone.0160653.g00') && !n.boxes)).toBe(
      true,
    );
    await page.close();
  });

  it('prints the article alone: no header, footer, toolbar or viewer, every section and every figure', async () => {
    const page = await env.open('jose', path('jose', JOSE, 'en'));
    await page.locator(bodyImages).first().click();
    await page.waitForSelector(`${viewer}[open]`);
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).display !== 'none'));
    expect(await shown('#root header:not(main header)')).toEqual([false]);
    expect(await shown('#root footer:not(main footer)')).toEqual([false]);
    expect(await shown('[data-testid="toolbar"]')).toEqual([false]);
    expect(await shown(viewer)).toEqual([false]);
    expect(await shown('[data-testid="article-downloads"]')).toEqual([false]);
    expect(await shown('[data-testid="article-body"]')).toEqual([true]);
    // every section is laid out (none skipped as off-screen), so none prints blank
    const sections = await page
      .locator('[data-testid="article-body"] > section')
      .evaluateAll((els) =>
        els.map((el) => (el as HTMLElement).offsetHeight > 0 && getComputedStyle(el).contentVisibility),
      );
    expect(sections.length).toBeGreaterThan(3);
    expect(sections.every((s) => s === 'visible')).toBe(true);
    // the references too, which phones also lay out only when scrolled near
    expect(
      await page.locator('[data-testid="references"]').evaluate((el) => getComputedStyle(el).contentVisibility),
    ).toBe('visible');
    const pdf = await page.pdf({ format: 'A4' });
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    let printed = '';
    let images = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const pdfPage = await doc.getPage(p);
      printed += (await pdfPage.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      images += (await pdfPage.getOperatorList()).fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    }
    const flat = printed.replace(/\s+/g, ' ');
    expect(flat).toContain('From Maps to Models');
    expect(flat).toContain('Basic models representing planar layers');
    expect(flat).toContain('References');
    expect(flat).not.toContain('Advanced search');
    expect(flat).not.toContain('Download original');
    // the eight figures print, the lazy ones below the fold included
    expect(images).toBeGreaterThanOrEqual(8);
    await page.close();
  });

  it.each([
    [1440, 'en'],
    [390, 'zh'],
  ])('has no serious axe-core violation with the viewer open (%i px, %s)', async (width, lang) => {
    const page = await env.open('jose', path('jose', JOSE, lang), width, 844);
    await page.locator(bodyImages).first().click();
    await page.waitForSelector(`${viewer}[open]`);
    await expect
      .poll(() =>
        page
          .locator('.swiper-slide-active [data-testid="viewer-image"]')
          .evaluate((i) => (i as HTMLImageElement).complete),
      )
      .toBe(true);
    await page.evaluate(AXE_SOURCE);
    const result = (await page.evaluate(`axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })`)) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
    await page.close();
  });
});
