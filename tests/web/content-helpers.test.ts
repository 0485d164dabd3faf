/**
 * Pure helpers of the content pages: DOI route parsing (doi/doiOne/doiTwo/doiThree, lang last; docs/product/content.md#article-page), grouping an
 * issue's contents by column, choosing an article's text version, route parameter parsing, DOI/ORCID links.
 */
import { describe, expect, it } from 'vitest';
import { parseDoiPath } from '../../web/src/pages/content/article/doiPath.js';
import { orderTexts, pickBodyText, textsWithBody } from '../../web/src/pages/content/article/texts.js';
import { sameLabel } from '../../web/src/pages/content/article/labels.js';
import { hasDemoMarker } from '../../web/src/components/content/demo.js';
import { academicHref, orcidUrl } from '../../web/src/components/content/hrefs.js';
import { intParam, param } from '../../web/src/components/content/params.js';
import { groupByColumn } from '../../web/src/pages/content/journal/groupByColumn.js';

describe('parseDoiPath', () => {
  it('keeps slashes inside the DOI and takes a trailing zh/en as the language', () => {
    expect(parseDoiPath('10.1371/journal.pone.0002554/en')).toEqual({
      doi: '10.1371/journal.pone.0002554',
      lang: 'en',
    });
    expect(parseDoiPath('10.1000/a/b/c/zh')).toEqual({ doi: '10.1000/a/b/c', lang: 'zh' });
    expect(parseDoiPath('10.7554/eLife.00005')).toEqual({ doi: '10.7554/eLife.00005', lang: null });
  });

  it('decodes a percent-encoded DOI once', () => {
    expect(parseDoiPath('10.1371%2Fjournal.pone.0002554/en')?.doi).toBe('10.1371/journal.pone.0002554');
    expect(parseDoiPath('10.1000/x%ZZ/en')?.doi).toBe('10.1000/x%ZZ');
  });

  it('rejects paths without a DOI', () => {
    expect(parseDoiPath('en')).toBeNull();
    expect(parseDoiPath(undefined)).toBeNull();
    expect(parseDoiPath('journal.pone.0002554/en')).toBeNull();
    expect(parseDoiPath('10.1371/en')).toBeNull();
  });
});

describe('groupByColumn', () => {
  it('groups in page order, columns in order of first appearance, blank columns together', () => {
    const a = [
      { id: 1, column: 'Editorial' },
      { id: 2, column: 'Research Article' },
      { id: 3, column: null },
      { id: 4, column: 'Editorial' },
      { id: 5, column: '  ' },
    ];
    expect(groupByColumn(a).map((g) => [g.column, g.articles.map((x) => x.id)])).toEqual([
      ['Editorial', [1, 4]],
      ['Research Article', [2]],
      [null, [3, 5]],
    ]);
  });
});

describe('article text versions', () => {
  const texts = [
    { lang: 'pt', isOriginal: true, bodyHtml: '<p>pt</p>' },
    { lang: 'en', isOriginal: false, bodyHtml: '<p>en</p>' },
    { lang: 'es', isOriginal: false, bodyHtml: null },
    { lang: 'zh-CN', isOriginal: false, bodyHtml: '<p>zh</p>' },
  ];

  it('orders the interface language first, then the original, then the rest', () => {
    expect(orderTexts(texts, 'en').map((t) => t.lang)).toEqual(['en', 'pt', 'es', 'zh-CN']);
    expect(orderTexts(texts, 'zh').map((t) => t.lang)).toEqual(['zh-CN', 'pt', 'en', 'es']);
  });

  it('offers only versions with a full text and honours a valid ?text= choice', () => {
    expect(textsWithBody(texts, 'en').map((t) => t.lang)).toEqual(['en', 'pt', 'zh-CN']);
    expect(pickBodyText(texts, 'en', 'pt')?.lang).toBe('pt');
    expect(pickBodyText(texts, 'en', 'es')?.lang).toBe('en');
    expect(pickBodyText(texts, 'en', null)?.lang).toBe('en');
    expect(pickBodyText([{ lang: 'en', isOriginal: true, bodyHtml: ' ' }], 'en', null)).toBeNull();
  });
});

describe('labels, params and links', () => {
  it('treats a JATS article-type as the same label as its column', () => {
    expect(sameLabel('research-article', 'Research Article')).toBe(true);
    expect(sameLabel('research-article', 'Artigos Originais')).toBe(false);
    expect(sameLabel('editorial', null)).toBe(false);
  });

  it('recognises demo markers already in a title', () => {
    expect(hasDemoMarker('[演示] 欢迎访问')).toBe(true);
    expect(hasDemoMarker('【演示】工学期刊')).toBe(true);
    expect(hasDemoMarker('[Demo] Journal')).toBe(true);
    expect(hasDemoMarker('PLOS ONE')).toBe(false);
  });

  it('reads numeric ids and ignores a language code in a parameter slot', () => {
    expect(intParam('42')).toBe(42);
    expect(intParam('en')).toBeNull();
    expect(intParam('4x')).toBeNull();
    expect(intParam('1234567890')).toBeNull();
    expect(param('zh')).toBeUndefined();
    expect(param('backissue')).toBe('backissue');
  });

  it('builds issue and ORCID links (DOI links come from the gateway: Article.doiUrl)', () => {
    expect(academicHref(7, 72, 'backissue', 0, 'en')).toBe('/newAcademic/7/72/backissue/0/0/en');
    expect(orcidUrl('https://orcid.org/0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcidUrl('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
  });
});
