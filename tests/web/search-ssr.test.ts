/**
 * Search pages server-rendered with fixture GraphQL ("gateway and web"; docs/product/search.md: result routes and
 * /seniorSearch, search flow, keyword limits and advanced rules, sort, ranges, page size): article results
 * with highlights, facets and paging; figures with thumbnails or placeholders; the empty and error states in zh and
 * en; the advanced form; the header box (150) and fixed bar (125) limits. The real-stack variant is
 * search-stack.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender, SsrRequest } from '../../web/src/ssr-contract.js';
import { loadBuiltEntry } from './helpers/build.js';
import { hit, mainText, operations, result, type SearchAnswer, searchExecute } from './search-fixtures.js';

let render: SsrRender;
let template: string;

beforeAll(async () => {
  ({ render, template } = await loadBuiltEntry());
});

async function page(url: string, answer: SearchAnswer = result([])) {
  const mock = searchExecute(answer);
  const req: SsrRequest = {
    url,
    host: 'localhost:3000',
    cookies: {},
    template,
    execute: mock.execute,
  };
  const res = await render(req);
  return { res, html: res.html ?? '', calls: mock.calls };
}

const journal = { id: 9, title: '[Demo] Journal', issn: '0000-0000', eissn: null, cn: null, siteSld: 'demo1' };

const articleHits = [
  hit(17, 'ARTICLE', {
    title: '[Demo] Graphene preparation',
    highlightTitle: '[Demo] <em>Graphene</em> preparation',
    snippet: 'We report <em>graphene</em> made at [demo] scale.',
    authors: ['[Demo] A. Author', '[Demo] B. Author'],
    doi: '10.0000/demo.17',
    doiUrl: 'https://doi.org/10.0000/demo.17',
    publication: journal,
    year: 2024,
    article: { id: 17, versionLabel: null, titleLanguage: 'en' },
  }),
  hit(18, 'ARTICLE', { title: '[Demo] Second', publication: journal, year: 2023 }),
];
const clusters = [
  { field: 'year', approximate: false, buckets: [{ value: '2024', label: '2024', count: 30 }] },
  {
    field: 'author',
    approximate: false,
    buckets: [{ value: '[Demo] A. Author', label: '[Demo] A. Author', count: 3 }],
  },
];

describe('article results (/article)', () => {
  it('runs one query with the URL state and shows highlights, count, facets, sort, range and paging', async () => {
    const { res, html, calls } = await page(
      '/article?type=428&index=title&searchText=graphene&sort=date&range=5&page=2&lang=en',
      result(articleHits, 45, clusters, 1),
    );
    expect(res.status).toBe(200);
    expect(operations(calls)).toEqual(['SearchPage']);
    const input = calls.find((c) => c.field === 'search')?.input;
    expect(input).toMatchObject({
      q: 'graphene',
      type: 'ARTICLE',
      field: 'TITLE',
      sort: 'DATE',
      range: 5,
      page: 1,
      size: 20,
    });
    // Highlighted title (the gateway's sanitized HTML) linking to the article page.
    expect(html).toMatch(
      /href="\/article\/id\/3\/17\/en" lang="en">(<style[^<]*<\/style>)?<span[^>]*>\[Demo\] <em>Graphene<\/em> preparation<\/span><\/a>/,
    );
    expect(html).toContain('We report <em>graphene</em>');
    const text = mainText(html);
    expect(text).toContain('45 results for “graphene”');
    expect(text).toContain('[Demo] A. Author, [Demo] B. Author');
    expect(text).toContain('DOI: 10.0000/demo.17');
    expect(html).toContain('href="https://doi.org/10.0000/demo.17"');
    // Facet links toggle filters in the URL and keep the search.
    expect(html).toMatch(
      /href="\/article\?type=428&amp;index=title&amp;searchText=graphene&amp;sort=date&amp;range=5&amp;year=2024&amp;lang=en"/,
    );
    expect(html).toContain('author=%5BDemo%5D+A.+Author');
    // Paging: 45 results at 20 a page = 3 pages; page 2 is current with previous and next links.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);
    expect(html).toMatch(/href="[^"]*page=3&amp;lang=en" rel="next"|rel="next"[^>]*href="[^"]*page=3/);
    expect(text).toContain('Page 2 of 3');
    // Sort and time range links go back to page 1.
    expect(html).toMatch(
      /href="\/article\?type=428&amp;index=title&amp;searchText=graphene&amp;sort=citations&amp;range=5&amp;lang=en"/,
    );
    expect(text).toContain('Last 3 years');
  });

  it('shows the same page in Chinese', async () => {
    const { html } = await page('/article?type=428&searchText=石墨烯', result(articleHits, 2));
    expect(html).toContain('<html lang="zh-CN">');
    expect(mainText(html)).toContain('共找到 2 条与“石墨烯”相关的结果');
    expect(mainText(html)).toContain('相关度');
    // an English title on the Chinese page is marked as English (WCAG 3.1.2); a hit without its article is not marked
    expect(html).toMatch(/href="\/article\/id\/\d+\/17\/zh" lang="en">/);
    expect(html).toMatch(/href="\/article\/id\/\d+\/18\/zh">/);
  });

  it('runs advancedSearch with an author row when an author facet is selected', async () => {
    const { calls } = await page('/article?type=428&searchText=graphene&author=X&lang=en', result(articleHits));
    expect(operations(calls)).toEqual(['AdvancedSearchResults']);
    const input = calls.find((c) => c.field === 'advancedSearch')?.input as { rows: unknown[] };
    expect(input.rows).toEqual([
      { op: 'AND', field: 'ALL', value: 'graphene', precision: 0 },
      { op: 'AND', field: 'AUTHOR', value: 'X', precision: 1 },
    ]);
  });

  it('redirects a type that belongs to another route (the header form without JavaScript)', async () => {
    const { res } = await page('/article?type=25&index=caption&searchText=cell&lang=en');
    expect(res.status).toBe(302);
    expect(res.redirect).toBe('/mag?type=25&index=caption&searchText=cell&lang=en');
  });
});

describe('estimated facet counts (SearchCluster.approximate)', () => {
  /** A very large result set: the year facet exact, the author facet estimated from a sample by rc-pub. */
  const largeClusters = [
    { field: 'year', approximate: false, buckets: [{ value: '2024', label: '2024', count: 120000 }] },
    {
      field: 'author',
      approximate: true,
      buckets: [
        { value: '[Demo] A. Author', label: '[Demo] A. Author', count: 41800 },
        { value: '[Demo] B. Author', label: '[Demo] B. Author', count: 900 },
      ],
    },
  ];
  /** The facet column's HTML from the heading `name` to the next heading (or the column's end). */
  function facet(html: string, name: string): string {
    const nav = html.slice(html.indexOf('data-testid="search-facets"'));
    const from = nav.search(new RegExp(`<h2[^>]*>${name}</h2>`));
    expect(from, `facet ${name}`).toBeGreaterThanOrEqual(0);
    const rest = nav.slice(from);
    const next = rest.slice(1).search(/<h2[^>]*>/);
    return rest.slice(0, next < 0 ? rest.indexOf('</nav>') : next + 1);
  }
  /** Visible and spoken text of an HTML fragment (React's <!-- --> text separators joined up). */
  const text = (fragment: string) => mainText(`<main>${fragment.replace(/<!-- -->/g, '')}</main>`);

  it('marks an estimated facet with ≈ and a note in English; an exact facet shows neither', async () => {
    const { html } = await page('/article?searchText=graphene&lang=en', result(articleHits, 250000, largeClusters));
    const author = text(facet(html, 'Author'));
    expect(author).toContain('Estimated from a sample of the results');
    expect(author).toContain('(≈41800)');
    expect(author).toContain('(≈900)');
    // Screen readers hear words, not the sign: the marked count is hidden and "about N" is read instead.
    expect(facet(html, 'Author').replace(/<!-- -->/g, '')).toMatch(/aria-hidden="true"[^>]*>\(≈41800\)</);
    expect(author).toContain('about 41800');
    const year = text(facet(html, 'Year'));
    expect(year).toContain('(120000)');
    expect(year).not.toContain('≈');
    expect(year).not.toContain('about');
    expect(year).not.toContain('Estimated from a sample');
  });

  it('marks an estimated facet with 约 and a note in Chinese; an exact facet shows neither', async () => {
    const { html } = await page('/article?searchText=石墨烯&lang=zh', result(articleHits, 250000, largeClusters));
    const author = text(facet(html, '作者'));
    expect(author).toContain('按结果抽样估计');
    expect(author).toContain('(约41800)');
    expect(author).toContain('约 41800');
    expect(author).not.toContain('≈');
    const year = text(facet(html, '年份'));
    expect(year).toContain('(120000)');
    expect(year).not.toContain('约');
    expect(year).not.toContain('按结果抽样估计');
  });

  it('shows no estimate marker or note when every facet is exact', async () => {
    for (const lang of ['en', 'zh']) {
      const { html } = await page(`/article?searchText=graphene&lang=${lang}`, result(articleHits, 2, clusters));
      const column = html.slice(html.indexOf('data-testid="search-facets"'));
      const facets = text(`<nav ${column.slice(0, column.indexOf('</nav>'))}`);
      expect(facets).toContain('(30)');
      expect(facets).not.toMatch(/≈|约|about \d|Estimated from a sample|按结果抽样估计/);
    }
  });
});

describe('figure and table results (/mag, /textList)', () => {
  it('shows a thumbnail or a placeholder, the label, the caption and a link to the article', async () => {
    const hits = [
      hit(101, 'FIGURE', {
        label: 'Fig 1',
        snippet: '<em>Cell</em> counts [demo]',
        fileUrl: '/files/get?id=5',
        article: { id: 17, titleLanguage: 'en' },
        articleTitle: '[Demo] Article',
      }),
      hit(102, 'FIGURE', { label: 'Fig 2', article: { id: 17, titleLanguage: 'en' }, articleTitle: '[Demo] Article' }),
    ];
    const { html } = await page('/mag?type=25&searchText=cell&lang=en', result(hits));
    expect(html).toMatch(/<img[^>]*src="\/files\/get\?id=5"[^>]*alt="Fig 1"/);
    expect(html).toContain('data-testid="thumb-placeholder"');
    expect(mainText(html)).toContain('No preview');
    expect(html).toContain('<em>Cell</em> counts');
    // each hit links to its own place in the article (#resource-{id})
    expect(html).toContain('href="/article/id/3/17/en#resource-101"');
    expect(html).toContain('href="/article/id/3/17/en#resource-102"');
    expect(mainText(html)).toContain('From: [Demo] Article');
  });
});

describe('empty and error states (both languages)', () => {
  it('shows the empty state', async () => {
    const en = await page('/article?searchText=nothing&lang=en');
    expect(en.html).toContain('data-testid="search-empty"');
    expect(mainText(en.html)).toContain('No results found');
    const zh = await page('/article?searchText=nothing&lang=zh');
    expect(mainText(zh.html)).toContain('没有找到相关结果');
  });

  it('offers the searches that find something as links with their counts, keeping the type (zh and en)', async () => {
    const offers = [
      { kind: 'ALL_FIELDS', q: '[demo] graphene', field: 'ALL', precision: 0, total: 12 },
      { kind: 'DROP_RAREST', q: '[demo]', field: 'TITLE', precision: 1, total: 1 },
    ];
    const url = '/article?type=428&index=title&searchText=%5Bdemo%5D%20graphene%20zzqx&precision=1';
    const en = await page(`${url}&lang=en`, result([], 0, [], 0, offers));
    const text = mainText(en.html);
    expect(text).toContain('These searches find something:');
    expect(text).toContain('“[demo] graphene” in all fields (12 results)');
    expect(text).toContain('“[demo]”, without the rarest term (1 result)');
    const links = [...en.html.matchAll(/<a [^>]*data-kind="([A-Z_]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['ALL_FIELDS', '/article?type=428&amp;index=all&amp;searchText=%5Bdemo%5D+graphene&amp;lang=en'],
      ['DROP_RAREST', '/article?type=428&amp;index=title&amp;searchText=%5Bdemo%5D&amp;precision=1&amp;lang=en'],
    ]);
    const zh = await page(`${url}&lang=zh`, result([], 0, [], 0, offers));
    expect(mainText(zh.html)).toContain('在全部字段中检索“[demo] graphene”（12 条结果）');
    // without offers, only the hint
    expect((await page('/article?searchText=nothing&lang=en')).html).not.toContain('search-alternatives');
  });

  it('shows a BAD_REQUEST message inside the frame with status 400', async () => {
    const answer = { error: 'Unbalanced quotes [demo message]', code: 'BAD_REQUEST' };
    const en = await page('/article?searchText=%22open&lang=en', answer);
    expect(en.res.status).toBe(400);
    expect(mainText(en.html)).toContain('The search could not be run');
    expect(mainText(en.html)).toContain('Unbalanced quotes [demo message]');
    expect(en.html).toContain('[Demo] Journal Group');
    const zh = await page('/article?searchText=%22open&lang=zh', { error: '引号不成对 [演示]', code: 'BAD_REQUEST' });
    expect(mainText(zh.html)).toContain('检索未能执行');
    expect(mainText(zh.html)).toContain('引号不成对 [演示]');
  });

  it('asks for a keyword and runs no search when the URL has none (docs/product/search.md#search-flow)', async () => {
    const { html, calls } = await page('/article?searchText=&lang=en');
    expect(mainText(html)).toContain('Enter a search term');
    expect(operations(calls)).toEqual(['SearchFrame']);
  });

  it('rejects a keyword over 150 characters without searching', async () => {
    const { res, html, calls } = await page(`/article?searchText=${'x'.repeat(151)}&lang=en`);
    expect(res.status).toBe(400);
    expect(mainText(html)).toContain('at most 150 characters');
    expect(calls.some((c) => c.field)).toBe(false);
  });
});

describe('advanced search (/seniorSearch, docs/product/search.md#advanced-search)', () => {
  it('renders the form with rows, operators, precision and the syntax help', async () => {
    const { html } = await page('/seniorSearch?lang=en');
    expect(html.match(/data-testid="adv-row"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Operator 2"');
    expect(html).not.toContain('aria-label="Operator 1"');
    expect(html).toContain('<option value="abstract">Abstract</option>');
    expect(html).toContain('<option value="1">Precise</option>');
    expect(mainText(html)).toContain('AND, OR and NOT must be written in uppercase');
    expect(mainText(html)).toContain('At most 5 conditions');
    const zh = await page('/seniorSearch?lang=zh');
    expect(mainText(zh.html)).toContain('高级检索');
  });

  it('prefills rows from an adv URL and the result page runs advancedSearch with them', async () => {
    const adv = JSON.stringify([
      { op: 'AND', field: 'title', value: 'graphene', precision: 1 },
      { op: 'NOT', field: 'author', value: 'X', precision: 0 },
    ]);
    const form = await page(`/seniorSearch?type=428&adv=${encodeURIComponent(adv)}&lang=en`);
    expect(form.html.match(/data-testid="adv-row"/g)).toHaveLength(2);
    expect(form.html).toContain('value="graphene"');
    const results = await page(`/article?type=428&adv=${encodeURIComponent(adv)}&lang=en`, result(articleHits));
    expect(operations(results.calls)).toEqual(['AdvancedSearchResults']);
    const input = results.calls.find((c) => c.field === 'advancedSearch')?.input as { rows: unknown[] };
    // The URL names its fields as URLs always did (`title`); the query sends their GraphQL names.
    expect(input.rows).toEqual([
      { op: 'AND', field: 'TITLE', value: 'graphene', precision: 1 },
      { op: 'NOT', field: 'AUTHOR', value: 'X', precision: 0 },
    ]);
    expect(mainText(results.html)).toContain('for “title:graphene NOT author:X”');
  });

  it('answers an unreadable adv with a readable error', async () => {
    const { res, html } = await page('/article?adv=%5Bnot-json&lang=en');
    expect(res.status).toBe(400);
    expect(mainText(html)).toContain('The advanced search in this link is incomplete.');
  });
});

describe('header search area and fixed bar (docs/product/search.md#keyword-rules)', () => {
  it('limits the header box to 150 and the fixed bar to 125 characters, with type radios and fields', async () => {
    const { html } = await page('/mag?type=25&searchText=cell&lang=en', result([]));
    const header = html.slice(html.indexOf('data-testid="header-search"'));
    expect(header).toMatch(/<input[^>]*maxLength="150"/);
    const fixed = html.slice(html.indexOf('data-testid="fixed-search-bar"'));
    expect(fixed).toMatch(/<input[^>]*maxLength="125"/);
    // Radios from header.resourceTypes (table offered after figure), the page's type checked.
    // (the portal's styled radio button: web/src/components/form/controls.ts)
    expect(html).toMatch(/<input type="radio" class="rc-radio" name="type" checked="" value="25"\/>/);
    expect(html).not.toMatch(/<input type="radio" class="rc-radio" name="type" checked="" value="428"/);
    expect(html).toContain('value="table"');
    // The condition dropdown lists the figure fields.
    expect(header).toContain('<option value="caption">Caption</option>');
    expect(html).toContain('href="/seniorSearch?lang=en"');
  });
});
