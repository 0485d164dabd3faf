/**
 * The rules of the article page's scholarly head tags on edge cases (web/src/pages/content/article/scholarlyMeta.ts;
 * docs/product/citation-and-harvest.md): pages, missing values, escaping, the publication date, the PDF's URL and the
 * canonical URLs. The tags of real pages through the gateway: scholarly-meta.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { headTagsHtml } from '../../web/src/app/HeadTags.js';
import { type ScholarlyArticleInput, scholarlyHeadTags } from '../../web/src/pages/content/article/scholarlyMeta.js';

describe('scholarlyHeadTags rules', () => {
  const base: ScholarlyArticleInput = {
    id: 9,
    originalLanguage: 'en',
    texts: [{ lang: 'en', isOriginal: true, title: 'T', abstractHtml: '<p>A &amp; B</p>', keywords: [] }],
    contributors: [],
    affiliations: [],
    publication: { titleZh: '', titleEn: 'J' },
    references: [],
  };
  const html = (a: ScholarlyArticleInput, origin?: string) =>
    headTagsHtml({ s: scholarlyHeadTags(a, { origin, siteId: 1, pageLang: 'zh' }) });

  it('uses the elocation id as first page and writes no last page', () => {
    const out = html({ ...base, elocationId: 'e1000123' });
    expect(out).toContain('<meta name="citation_firstpage" content="e1000123">');
    expect(out).not.toContain('citation_lastpage');
  });
  it('writes no DOI, volume, issue or URL tags it has no value for', () => {
    const out = html({ ...base, issue: { volume: '3', number: '2', onlineFirst: true } });
    for (const name of ['citation_doi', 'DC.identifier', 'citation_volume', 'citation_issue', 'canonical', 'hreflang'])
      expect(out).not.toContain(name);
    expect(out).toContain('<meta name="DC.description" content="A &amp; B">');
  });
  it('escapes values and keeps script out of JSON-LD', () => {
    const out = html(
      { ...base, texts: [{ ...base.texts[0]!, title: '</script><script>alert(1)</script>"' }] },
      'https://x.example',
    );
    expect(out).not.toContain('</script><script>');
    expect(out).toContain('<link rel="canonical" href="https://x.example/article/id/1/9/zh">');
  });
  it('takes the publication date from the article, else its issue’s date, else its issue’s year', () => {
    const issue = { volume: '48', number: '2', onlineFirst: false };
    const cases: [Partial<ScholarlyArticleInput>, string, string][] = [
      [
        { publishedDate: '2014-04-25', issue: { ...issue, pubDate: '2014-04-01', year: 2014 } },
        '2014/04/25',
        '2014-04-25',
      ],
      [{ publishedDate: null, issue: { ...issue, pubDate: '2014-04-01', year: 2014 } }, '2014/04/01', '2014-04-01'],
      [{ publishedDate: null, issue: { ...issue, pubDate: null, year: 2014 } }, '2014', '2014'],
    ];
    for (const [input, slashed, iso] of cases) {
      const out = html({ ...base, ...input });
      expect(out).toContain(`<meta name="citation_publication_date" content="${slashed}">`);
      expect(out).toContain(`<meta name="DC.date" content="${iso}">`);
      expect(out).toContain(`"datePublished":"${iso}"`);
    }
    expect(html(base)).not.toContain('citation_publication_date');
  });
  it('writes the PDF’s URL absolute on the origin of the article’s URLs, and none without an origin', () => {
    const pdf = { url: '/rc-pub/front/files/pdf?articleId=9' };
    const canonical = {
      canonicalZh: 'https://j.example/article/id/3/9/zh',
      canonicalEn: 'https://j.example/article/id/3/9/en',
    };
    const out = html({ ...base, ...canonical, pdf }, 'https://www.example');
    const abs = 'https://j.example/rc-pub/front/files/pdf?articleId=9';
    expect(out).toContain(`<meta name="citation_pdf_url" content="${abs}">`);
    expect(out).toContain(`<meta name="DC.identifier" content="${abs}">`);
    expect(out).toContain(
      `"encoding":{"@type":"MediaObject","contentUrl":"${abs}","encodingFormat":"application/pdf"}`,
    );
    expect(out).not.toContain('www.example');
    expect(html({ ...base, pdf }, 'https://www.example')).toContain(
      '<meta name="citation_pdf_url" content="https://www.example/rc-pub/front/files/pdf?articleId=9">',
    );
    const bare = html({ ...base, pdf });
    for (const name of ['citation_pdf_url', 'DC.identifier', 'encoding']) expect(bare).not.toContain(name);
  });

  it('links the canonical URLs the gateway names, not this host’s', () => {
    const out = html(
      {
        ...base,
        canonicalZh: 'https://j.example/article/id/3/9/zh',
        canonicalEn: 'https://j.example/article/id/3/9/en',
      },
      'https://www.example',
    );
    expect(out).toContain('<link rel="canonical" href="https://j.example/article/id/3/9/zh">');
    expect(out).toContain('<meta name="citation_abstract_html_url" content="https://j.example/article/id/3/9/en">');
    expect(out).not.toContain('www.example');
  });
});
