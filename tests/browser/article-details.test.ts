/**
 * Article details (version label, reference links, related articles: docs/product/content.md#articles) through the real stack
 * (seeded rc-pub from demo-data/jats, gateway with SSR), server-rendered and in Chromium.
 * - Server-rendered: content answers 301 to a site that holds it (article, article by DOI, news, issue), version labels
 *   in zh and en, reference links from PLOS and eLife files, `#resource-{id}` anchors on every journal's article pages,
 *   related articles, dates through react-intl and no label with an empty value.
 * - In Chromium: at 1440 px and 390 px, in zh and en, an accepted eLife article hydrates without a console error or a
 *   GraphQL request, nothing scrolls sideways, the version label and the related articles show; asked on another
 *   journal's site the browser lands on the eLife site's page (301). Set SHOTS_DIR to keep a screenshot of each (for
 *   looking at it).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];

const SLDS = ['www', 'plos', 'plosone', 'plosmed', 'ploscompbiol', 'elife', 'rsp', 'jose'] as const;
type Sld = (typeof SLDS)[number];
let site: Record<Sld, number>;

interface Resource {
  id: number;
  jatsId: string | null;
}
interface ArticleIds {
  id: number;
  resources: Resource[];
}
const DOI = {
  plosRefs: '10.1371/journal.pone.0160653',
  elife: '10.7554/eLife.02304',
  elifePoa: '10.7554/eLife.06828',
  plosmed: '10.1371/journal.pmed.1001786',
  ploscompbiol: '10.1371/journal.pcbi.1004692',
  rsp: '10.1590/S0034-8910.2014048005091',
  jose: '10.21105/jose.00185',
} as const;
let art: Record<keyof typeof DOI, ArticleIds>;
let rspIssueId: number;
let rspNewsId: number | null;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request(server).post('/graphql').send({ query, variables }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  server = stack.gateway.server;
  // one small query per record: the gateway's work limits refuse a query of many aliases (server/src/graphql/limits.ts)
  site = {} as Record<Sld, number>;
  for (const s of SLDS) site[s] = (await gql<{ site: { id: number } }>(`{ site(sld: "${s}") { id } }`)).site.id;
  art = {} as Record<keyof typeof DOI, ArticleIds>;
  for (const [k, doi] of Object.entries(DOI) as [keyof typeof DOI, string][]) {
    const q = 'query A($doi: String!) { articleByDoi(doi: $doi) { id resources { id jatsId } } }';
    const a = (await gql<{ articleByDoi: ArticleIds | null }>(q, { doi })).articleByDoi;
    expect(a, `${k} is seeded`).not.toBeNull();
    art[k] = a!;
  }
  const d = await gql<{
    rspIssue: { publication: { latestIssue: { id: number } | null } | null };
    rspNews: { topNews: { id: number }[] };
  }>(`{
    rspIssue: site(sld: "rsp") { publication { latestIssue { id } } }
    rspNews: site(sld: "rsp") { topNews { id } }
  }`);
  rspIssueId = d.rspIssue.publication!.latestIssue!.id;
  rspNewsId = d.rspNews.topNews[0]?.id ?? null;
}, 600_000); // a changed rc-pub re-seeds the snapshot first (tests/helpers/seeded-db.ts)

afterAll(async () => {
  await stack?.close();
});

describe('content answers 301 to a site that holds it, server-rendered', () => {
  it('an eLife article asked on PLOS ONE moves to the eLife site, language and path kept', async () => {
    const res = await request(server).get(`/article/id/${site.plosone}/${art.elife.id}/en`).expect(301);
    expect(res.headers.location).toBe(`/article/id/${site.elife}/${art.elife.id}/en`);
    await request(server)
      .get(res.headers.location as string)
      .expect(200);
  });

  it('prefers the journal’s own single site over its group and the aggregate site', async () => {
    const res = await request(server).get(`/thesis/${site.elife}/${art.plosRefs.id}/zh`).expect(301);
    expect(res.headers.location).toBe(`/thesis/${site.plosone}/${art.plosRefs.id}/zh`);
  });

  it('keeps the page on the journal’s group site and on the aggregate site, which hold it', async () => {
    await request(server).get(`/article/id/${site.plos}/${art.plosRefs.id}/en`).expect(200);
    await request(server).get(`/article/id/${site.www}/${art.elife.id}/en`).expect(200);
  });

  it('moves the DOI route, whose DOI has slashes, on its site id segment only', async () => {
    const res = await request(server).get(`/article/doi/${site.plosone}/${DOI.jose}/en`).expect(301);
    expect(res.headers.location).toBe(`/article/doi/${site.jose}/${DOI.jose}/en`);
  });

  it('answers 404, not a redirect, for an unknown article', async () => {
    await request(server).get(`/article/id/${site.plosone}/999999/en`).expect(404);
  });

  it('moves a news item to its own site and an issue to its journal’s site', async () => {
    if (rspNewsId !== null) {
      const news = await request(server).get(`/newsDetails/${site.plosone}/${rspNewsId}/en`).expect(301);
      expect(news.headers.location).toBe(`/newsDetails/${site.rsp}/${rspNewsId}/en`);
    }
    const issue = await request(server).get(`/newAcademic/${site.plosone}/0/directory/${rspIssueId}/0/zh`).expect(301);
    expect(issue.headers.location).toBe(`/newAcademic/${site.rsp}/0/directory/${rspIssueId}/0/zh`);
    await request(server)
      .get(issue.headers.location as string)
      .expect(200);
  });
});

describe('article details, server-rendered', () => {
  it('shows the version label of an accepted article in both languages', async () => {
    const en = await request(server).get(`/article/id/${site.elife}/${art.elifePoa.id}/en`).expect(200);
    expect(/data-testid="version-label"[^>]*>Accept</.test(en.text), 'Accept label').toBe(true);
    const zh = await request(server).get(`/article/id/${site.elife}/${art.elifePoa.id}/zh`).expect(200);
    expect(/data-testid="version-label"[^>]*>录用定稿</.test(zh.text), '录用定稿 label').toBe(true);
    const plain = await request(server).get(`/article/id/${site.elife}/${art.elife.id}/en`).expect(200);
    const header = plain.text.slice(plain.text.indexOf('<article'), plain.text.indexOf('</header>'));
    expect(header.includes('data-testid="version-label"'), 'label on a version of record').toBe(false);
  });

  it('shows the version label on a search hit as on the article page', async () => {
    const q = encodeURIComponent(DOI.elifePoa);
    const en = await request(server).get(`/article?searchText=${q}&lang=en`).set('Host', 'elife.localhost').expect(200);
    const hits = en.text.slice(en.text.indexOf('<main'), en.text.indexOf('</main>'));
    expect(hits).toContain(`/article/id/${site.elife}/${art.elifePoa.id}/en`);
    expect(/data-testid="version-label"[^>]*>Accept</.test(hits), 'Accept label on the hit').toBe(true);
  });

  it('links reference DOIs and PubMed ids of a PLOS file, and DOIs of an eLife file', async () => {
    const plos = (await request(server).get(`/article/id/${site.plosone}/${art.plosRefs.id}/en`).expect(200)).text;
    expect(plos.includes('href="https://doi.org/10.1038/ng.2991"'), 'PLOS DOI link').toBe(true);
    expect(plos.includes('href="https://pubmed.ncbi.nlm.nih.gov/24880339/"'), 'PLOS PubMed link').toBe(true);
    const elife = (await request(server).get(`/article/id/${site.elife}/${art.elife.id}/en`).expect(200)).text;
    expect(elife.includes('href="https://doi.org/10.1107/S0907444909052925"'), 'eLife DOI link').toBe(true);
  });

  it('renders an anchor for every resource search hits link to, on an article of every journal', async () => {
    for (const [key, sld] of [
      ['plosRefs', 'plosone'],
      ['plosmed', 'plosmed'],
      ['ploscompbiol', 'ploscompbiol'],
      ['elife', 'elife'],
      ['rsp', 'rsp'],
      ['jose', 'jose'],
    ] as const) {
      const a = art[key];
      const html = (await request(server).get(`/article/id/${site[sld]}/${a.id}/en`).expect(200)).text;
      const anchored = a.resources.filter((r) => r.jatsId);
      if (key === 'jose')
        expect(anchored.length, 'JOSE figures have no JATS id: rc-pub gives them one').toBe(a.resources.length);
      const missing = anchored.filter((r) => !html.includes(`id="resource-${r.id}"`)).map((r) => r.jatsId);
      expect(missing, `${key}: resources without an anchor on the page`).toEqual([]);
    }
  });

  it('formats dates in the page language and leaves out empty parts of the issue label', async () => {
    const en = mainText((await request(server).get(`/article/id/${site.elife}/${art.elife.id}/en`).expect(200)).text);
    expect(en.includes('June 25, 2014'), 'en date').toBe(true);
    expect(en.includes('2014-06-25'), 'raw ISO date').toBe(false);
    expect(/Vol\. 3 No\./.test(en), 'Vol. 3 No.').toBe(false);
    expect(en.includes('2014 Vol. 3'), 'issue label').toBe(true);
    const zh = mainText((await request(server).get(`/article/id/${site.elife}/${art.elife.id}/zh`).expect(200)).text);
    expect(zh.includes('2014年6月25日'), 'zh date').toBe(true);
    expect(zh.includes('第期'), '第期').toBe(false);
    const zhHtml = (await request(server).get(`/article/id/${site.elife}/${art.elifePoa.id}/zh`).expect(200)).text;
    // no value starts with a separator (a dangling '· 开放获取' when the licence is missing)
    expect(/<dd[^>]*>(<[^>]+>)*\s*·/.test(zhHtml), 'a dd starts with ·').toBe(false);
    expect(/<dt[^>]*>[^<]*<\/dt><dd[^>]*><\/dd>/.test(zhHtml), 'an empty dd').toBe(false);
  });

  it('lists related articles of the same journal under the article, linked on the current site', async () => {
    const html = (await request(server).get(`/article/id/${site.elife}/${art.elife.id}/zh`).expect(200)).text;
    const at = html.indexOf('data-testid="related-articles"');
    expect(at).toBeGreaterThan(0);
    const section = html.slice(at, html.indexOf('</section>', at));
    expect(section).toContain('相关文章');
    const links = [...section.matchAll(/href="(\/article\/id\/\d+\/\d+\/zh)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.startsWith(`/article/id/${site.elife}/`)).toBe(true);
    expect(links).not.toContain(`/article/id/${site.elife}/${art.elife.id}/zh`);
  });
});

describe.skipIf(!hasChromium)('article details in Chromium', () => {
  let browser: Browser;
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
    browser = await launchChromium();
    elife = (await gql<{ site: { id: number } }>('{ site(sld: "elife") { id } }')).site.id;
    plosone = (await gql<{ site: { id: number } }>('{ site(sld: "plosone") { id } }')).site.id;
    poa = (await gql<{ a: { id: number } }>('{ a: articleByDoi(doi: "10.7554/eLife.06828") { id } }')).a.id;
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
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
