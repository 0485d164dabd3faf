/**
 * An article's figures as the page shows them, from rc-pub's body HTML (web/src/components/figures/bodyFigures.ts):
 * figure images become buttons named after their figure that open the viewer, a figure whose image is not here says
 * so in the page language and links to it at the publisher (never an empty box); the viewer's slides
 * (figures/slides.ts) and the downloads' file types (figures/fileType.ts), with the real zh and en catalogues.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from '../../web/node_modules/react-intl/index.js';
import { withBodyFigures } from '../../web/src/components/figures/bodyFigures.js';
import { fileTypeName } from '../../web/src/components/figures/fileType.js';
import { bodyFigureTexts } from '../../web/src/components/figures/figureTexts.js';
import { figureSlides, widestOf } from '../../web/src/components/figures/slides.js';

const i18n = join(import.meta.dirname, '../../web/src/i18n');

/** react-intl in `lang` with the page catalogue (content.json) and the figures chunk's (figures.json). */
function intlFor(lang: 'zh' | 'en'): IntlShape {
  const read = (file: string) => JSON.parse(readFileSync(join(i18n, lang, file), 'utf8')) as Record<string, string>;
  return createIntl({
    locale: lang === 'zh' ? 'zh-CN' : 'en',
    defaultLocale: 'en',
    messages: { ...read('content.json'), ...read('figures.json') },
  });
}
const en = intlFor('en');
const zh = intlFor('zh');

/** A figure as rc-pub writes a stored image (picture, web sizes, original's size, lazy). */
const STORED =
  '<figure id="fig-1" class="fig"><span id="resource-11" class="resource-anchor"></span><picture>' +
  '<source type="image/webp" srcset="/w480 480w" sizes="100vw"><img src="/j960" srcset="/j480 480w, /j960 960w" ' +
  'sizes="100vw" width="3048" height="660" alt="Basic models" loading="lazy" decoding="async" data-file-id="7">' +
  '</picture><figcaption><p>Basic models.</p></figcaption></figure>';

describe('figure images in the body', () => {
  it('are buttons named after their figure, in the page language, and keep their markup', () => {
    const html = STORED.replace('<figcaption>', '<figcaption><span class="label">Figure 1</span> ');
    const out = withBodyFigures(html, [{ id: 11, jatsId: 'fig-1', label: 'Figure 1' }], bodyFigureTexts(en));
    expect(out).toContain(
      '<img role="button" tabindex="0" aria-label="Open Figure 1 in the viewer" src="/j960" srcset="/j480 480w, /j960 960w"',
    );
    expect(out).toContain('width="3048" height="660" alt="Basic models"');
    const cn = withBodyFigures(html, [{ id: 11, jatsId: 'fig-1', label: 'Figure 1' }], bodyFigureTexts(zh));
    expect(cn).toContain('aria-label="在查看器中打开 Figure 1"');
  });

  it('names a figure without a label by its place (JOSE figures have none) and skips tables in the count', () => {
    const table = '<figure id="t1" class="table-wrap"><img src="/t" alt="T"></figure>';
    const second = STORED.replace(/fig-1/g, 'fig-2').replace('resource-11', 'resource-12');
    const out = withBodyFigures(STORED + table + second, [], bodyFigureTexts(en));
    expect(out.match(/aria-label="[^"]*"/g)).toEqual([
      'aria-label="Open Figure 1 in the viewer"',
      'aria-label="Open Table 1 in the viewer"',
      'aria-label="Open Figure 2 in the viewer"',
    ]);
  });

  it('gives an image without width and height the stored image’s, so it keeps its place before it loads', () => {
    const old =
      '<figure id="g1" class="fig"><span id="resource-5" class="resource-anchor"></span><img src="/f" alt="x"></figure>';
    const out = withBodyFigures(old, [{ id: 5, image: { width: 800, height: 600 } }], bodyFigureTexts(en));
    expect(out).toContain(
      '<img role="button" tabindex="0" aria-label="Open Figure 1 in the viewer" width="800" height="600" src="/f"',
    );
  });
});

describe('a figure whose image is not here', () => {
  const plos = (inner: string) =>
    `<figure id="pone.g001" class="fig"><span id="resource-553" class="resource-anchor"></span>${inner}` +
    '<figcaption><span class="label">Fig 1</span> <p>Caption.</p></figcaption></figure>';
  const resource = {
    id: 553,
    jatsId: 'pone.g001',
    label: 'Fig 1',
    publisherUrl: 'https://doi.org/10.1371/journal.pone.0160653.g001',
  };

  it('says so in the page language and links to it at the publisher (placeholder of bodies imported before)', () => {
    const html = plos('<div class="figure-missing" role="img" aria-label="Fig 1" data-href="pone.g001.tif"></div>');
    const out = withBodyFigures(html, [resource], bodyFigureTexts(en));
    expect(out).not.toContain('figure-missing');
    expect(out).toContain(
      '<p class="figure-note">The image of Fig 1 is not included here — <a href="https://doi.org/10.1371/journal.pone.0160653.g001">view it at the publisher</a></p>',
    );
    expect(withBodyFigures(html, [resource], bodyFigureTexts(zh))).toContain(
      '<p class="figure-note">Fig 1 的图片未收录于本站，<a href="https://doi.org/10.1371/journal.pone.0160653.g001">可在出版方网站查看</a></p>',
    );
  });

  it('re-words rc-pub’s sentence in the page language, keeping its link, and says when a file cannot be shown', () => {
    const sentence = (reason: string) =>
      `<p class="figure-unavailable" data-label="Figure 2." data-publisher-url="https://doi.org/10.7554/eLife.02304.005" data-reason="${reason}">` +
      '本站未收录Figure 2.的图片。 <a href="https://doi.org/10.7554/eLife.02304.005" target="_blank" rel="noopener">到出版方网站查看</a></p>';
    const out = withBodyFigures(plos(sentence('missing')), [], bodyFigureTexts(en));
    expect(out).toContain(
      'The image of Figure 2 is not included here — <a href="https://doi.org/10.7554/eLife.02304.005">view it at the publisher</a>',
    );
    expect(out).not.toContain('本站');
    expect(withBodyFigures(plos(sentence('unreadable')), [], bodyFigureTexts(zh))).toContain(
      'Figure 2 的图片无法在此显示，<a',
    );
  });

  it('ends the sentence without a link when no publisher page is known, and never links a file name', () => {
    const html = plos('<div class="figure-missing" role="img" aria-label="Fig 1" data-href="pone.g001.tif"></div>');
    const out = withBodyFigures(html, [{ ...resource, publisherUrl: 'javascript:alert(1)' }], bodyFigureTexts(en));
    expect(out).toContain('<p class="figure-note">The image of Fig 1 is not included here.</p>');
    expect(out).not.toContain('<a href="javascript');
  });

  it('marks an inline graphic that is not here, and escapes what it writes', () => {
    const html = '<p>See <span class="figure-missing" role="img" aria-label="x" data-href="i.gif"></span>.</p>';
    expect(withBodyFigures(html, [], bodyFigureTexts(en))).toBe(
      '<p>See <span class="figure-note-inline">[image not included]</span>.</p>',
    );
    const odd = plos('<div class="figure-missing" role="img" aria-label="x"></div>').replace(
      'Fig 1<',
      'A &lt;b&gt; &amp; "c"<',
    );
    expect(withBodyFigures(odd, [], bodyFigureTexts(en))).toContain(
      'The image of A &lt;b&gt; &amp; &quot;c&quot; is not',
    );
  });
});

describe('the viewer’s slides', () => {
  it('shows each figure at its widest web size, tables as HTML, and offers the original for download', () => {
    const slides = figureSlides([
      {
        id: 1,
        kind: 'FIGURE',
        jatsId: 'fig-1',
        label: 'Figure 1.',
        image: {
          width: 3048,
          height: 660,
          src: '/j960',
          srcset: '/j480 480w, /j960 960w, /j1600 1600w',
          webpSrcset: '/w480 480w, /w1600 1600w',
          originalUrl: '/download?id=7',
          originalMime: 'image/png',
          originalSize: 212145,
        },
      },
      { id: 2, kind: 'OTHER' },
      { id: 3, kind: 'TABLE', tableHtml: '<table></table>' },
      { id: 4, kind: 'FIGURE', fileUrl: '/get?id=9', mime: 'image/gif', downloadUrl: '/download?id=9', fileSize: 10 },
      { id: 5, kind: 'FIGURE', publisherUrl: 'https://doi.org/x' },
    ]);
    expect(slides.map((s) => [s.resourceId, s.kind, s.n, s.label, s.anchor])).toEqual([
      [1, 'FIGURE', 1, 'Figure 1', 'fig-1'],
      [3, 'TABLE', 1, null, 'resource-3'],
      [4, 'FIGURE', 2, null, 'resource-4'],
      [5, 'FIGURE', 3, null, 'resource-5'],
    ]);
    expect(slides[0]!.image).toEqual({ src: '/j1600', webp: '/w1600', width: 3048, height: 660, webSrc: '/j960' });
    expect(slides[0]!.original).toEqual({ url: '/download?id=7', mime: 'image/png', size: 212145 });
    expect(slides[1]!.tableHtml).toBe('<table></table>');
    expect(slides[2]!.image?.src).toBe('/get?id=9');
    expect(slides[2]!.original).toEqual({ url: '/download?id=9', mime: 'image/gif', size: 10 });
    expect(slides[3]).toMatchObject({ image: null, original: null, publisherUrl: 'https://doi.org/x' });
    expect(widestOf('')).toBeNull();
  });
});

describe('file types of downloads (their sizes: browser/figure-viewer.test.ts)', () => {
  it('names office files in words and other formats by their short name, in the page language', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(fileTypeName(en, docx, 's001.docx')).toBe('Word document');
    expect(fileTypeName(zh, 'application/vnd.ms-excel', 's2.xls')).toBe('Excel 表格');
    expect(fileTypeName(en, 'application/x-zip-compressed', 'data.zip')).toBe('ZIP');
    expect(fileTypeName(en, 'text/csv; charset=utf-8', 'd.csv')).toBe('CSV');
    expect(fileTypeName(en, 'image/tiff', null)).toBe('TIFF');
    expect(fileTypeName(en, 'application/octet-stream', 'model.sav')).toBe('SAV');
    expect(fileTypeName(zh, null, null)).toBe('文件');
  });
});
