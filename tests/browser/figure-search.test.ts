/**
 * A reader with a JOSE article, in Chromium on the worker's shared stack (docs/product/content.md#article-page,
 * docs/product/search.md#figure-table-and-media-search): opens the article 10.21105/jose.00185 and sees its figures,
 * opens one in the figure viewer and downloads its original, downloads the article's PDF and its JATS XML, then finds
 * the figure in figure search (/mag) by a word of its caption: the hit shows the figure's thumbnail (a fixed box with
 * the image's width and height, so the list does not shift) and leads back to the figure on the article page.
 * Skipped with a notice when Chromium is absent, failed under CI=true (helpers/chromium.ts).
 */
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('figure search browser test');

describe.skipIf(!hasChromium)(
  'a reader finds a JOSE article’s figures, downloads and the figure in figure search',
  () => {
    const env = useBrowserStack();

    it('opens the article, its figure in the viewer, downloads the original, the PDF and the XML, and finds the figure by its caption', async () => {
      const res = await env.stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: `jose.localhost:${env.port}` },
        payload: {
          query:
            '{ site { id } articleByDoi(doi: "10.21105/jose.00185") { id resources { id kind image { thumbnailUrl } } } }',
        },
      });
      const { site, articleByDoi: article } = res.json().data as {
        site: { id: number };
        articleByDoi: { id: number; resources: { id: number; kind: string; image: { thumbnailUrl: string } | null }[] };
      };
      const figure = article.resources.find((r) => r.kind === 'FIGURE')!;
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`http://jose.localhost:${env.port}/article/id/${site.id}/${article.id}/en`, {
        waitUntil: 'networkidle',
      });

      // the figures are there, as images
      const images = page.locator('[data-testid="article-body"] figure img');
      expect(await images.count()).toBe(8);
      await images.first().scrollIntoViewIfNeeded();
      await expect.poll(() => images.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      // the viewer, and the original's download
      await images.first().click();
      await page.waitForSelector('[data-testid="figure-viewer"][open]');
      const original = page.waitForEvent('download');
      await page.click('[data-testid="viewer-original"]');
      expect((await original).suggestedFilename()).toBe('fig1.png');
      await page.keyboard.press('Escape');

      // the article's PDF opens (the file, or the page saying it is being prepared) and its XML downloads
      const pdf = page.waitForResponse((r) => r.url().includes('/rc-pub/front/files/pdf?'));
      await page.click('[data-testid="download-pdf"] a');
      expect([200, 202]).toContain((await pdf).status());
      await page.goto(`http://jose.localhost:${env.port}/article/id/${site.id}/${article.id}/en`, {
        waitUntil: 'networkidle',
      });
      const xml = page.waitForEvent('download');
      await page.click('[data-testid="download-jats"] a');
      expect((await xml).suggestedFilename()).toBe('10.21105_jose.00185.xml');

      // figure search by a word of the caption ("Basic models representing planar layers, … and truncated layers.")
      await page.goto(`http://jose.localhost:${env.port}/mag?searchText=truncated&lang=en`, {
        waitUntil: 'networkidle',
      });
      const thumb = page.locator(`a[href$="#resource-${figure.id}"] img[data-testid="hit-thumbnail"]`);
      await thumb.waitFor();
      expect(await thumb.getAttribute('src')).toBe(figure.image!.thumbnailUrl);
      expect(await thumb.getAttribute('width')).toBe('120');
      expect(await thumb.getAttribute('height')).toBe('120');
      expect(await thumb.getAttribute('alt')).toMatch(/^Basic models representing planar layers/);
      await expect.poll(() => thumb.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // every figure hit that has a file shows its thumbnail, none a placeholder
      expect(await page.locator('[data-testid="thumb-placeholder"]').count()).toBe(0);
      await thumb.click();
      await page.waitForURL(new RegExp(`/article/id/${site.id}/${article.id}/en#resource-${figure.id}$`));
      await expect
        .poll(() => page.evaluate(`document.querySelector(':target')?.closest('figure')?.id ?? ''`))
        .toBe('fig-1');
      await context.close();
    });
  },
);
