/**
 * Search results pages through the gateway (docs/product/search.md: result routes, search flow, rc-pub's
 * search calls; open access 0 = open). Fixtures: tests/fixtures/rc-pub (search answers hand-written to the contract
 * rc-pub/src/contract/search.ts until `pnpm fixtures:record` records rc-pub's own), cases in
 * tests/fixtures/rc-pub/search/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  RcPubPaths,
  SearchPaths,
  type ArticleSummaryWire,
  type ClustersWire,
  type SearchResultWire,
} from 'rc-pub/contract';
import { FIXTURES_DIR, loadFixtures, startFakeRcPub, type FakeRcPub, type SeenRequest } from './fake-rc-pub.js';
import type { Fixture } from './fixture-key.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { fail, ok } from './samples.js';

const SEARCH_DIR = path.join(FIXTURES_DIR, 'search');
const RESULTS_PAGE = fs.readFileSync(path.join(SEARCH_DIR, 'results-page.graphql'), 'utf8');
const cases = JSON.parse(fs.readFileSync(path.join(SEARCH_DIR, 'cases.json'), 'utf8')) as {
  resultsPage: { sld: string; lang: string; input: { q: string } };
};
const page = cases.resultsPage;

const fixtures = loadFixtures();
let fake: FakeRcPub;
let app: GatewayApp;

/** The recorded `data` of the first rc-pub request the gateway made to `pathname` (fails when it made none). */
function recordedFor<T>(pathname: string): T {
  const seen = fake.seen.find((s) => s.path === pathname);
  if (!seen) throw new Error(`the gateway did not call ${pathname}`);
  const fx = fixtures.get(seen.key) as Fixture | undefined;
  if (!fx) throw new Error(`missing fixture ${seen.key}: run pnpm fixtures:record`);
  return (fx.body as { data: T }).data;
}

async function resultsPage(input: Record<string, unknown> = page.input, query = RESULTS_PAGE) {
  return request(app.server)
    .post('/graphql')
    .set('x-language', page.lang)
    .send({ query, variables: { sld: page.sld, input } });
}

const seenOn = (p: string): SeenRequest[] => fake.seen.filter((s) => s.path === p);

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures });
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('a search results page in ONE GraphQL request', () => {
  it('returns the frame, the hits with journal and article, and the facets', async () => {
    const res = await resultsPage();
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(fake.missing).toEqual([]);
    const site = res.body.data.site;
    expect(site.sld).toBe(page.sld);
    expect(site.nav.length).toBeGreaterThan(0);

    const wire = recordedFor<SearchResultWire>(SearchPaths.search);
    const search = site.search;
    expect(search).toMatchObject({ total: wire.total, page: wire.page, size: wire.size, terms: wire.terms });
    expect(search.hits.map((h: { id: number }) => h.id)).toEqual(wire.content.map((h) => h.id));
    for (const [i, h] of wire.content.entries()) {
      const hit = search.hits[i];
      // The type under its GraphQL name: rc-pub's `article` is ARTICLE.
      expect(hit).toMatchObject({ type: h.type.toUpperCase(), title: h.title, doi: h.doi, authors: h.authors });
      // open access 0 means open (docs/product/content.md#open-access).
      expect(hit.openAccess).toBe(h.openAccess === 0);
      expect(hit.publication?.id ?? null).toBe(h.publicationId);
      expect(hit.article?.id ?? null).toBe(h.type === 'article' ? h.id : h.articleId);
      // rc-pub's highlights are safe HTML already: they pass unchanged.
      expect(hit.highlightTitle).toBe(h.highlightTitle);
      expect(hit.snippet).toBe(h.snippet);
    }
    const articles = recordedFor<{ content: ArticleSummaryWire[] }>(RcPubPaths.articleList).content;
    const byId = new Map(articles.map((a) => [a.id, a]));
    for (const hit of search.hits)
      if (hit.article) expect(hit.article.authorNames).toEqual(byId.get(hit.article.id)?.authors);

    const clusters = recordedFor<ClustersWire>(SearchPaths.clusters);
    expect(search.clusters).toEqual(clusters.map((c) => ({ field: c.field, buckets: c.buckets })));
  });

  it('scopes the search to the site and sends the default parameters', async () => {
    const res = await resultsPage();
    const siteId = res.body.data.site.id;
    const [s] = seenOn(SearchPaths.search);
    expect(Object.fromEntries([...(s?.query.entries() ?? [])].filter(([k]) => k !== 'timestamps'))).toEqual({
      q: page.input.q,
      type: 'article',
      siteId: String(siteId),
      field: 'all',
      precision: '0',
      sort: 'relevance',
      range: 'all',
      page: '0',
      size: '20',
    });
    // The facets are asked for the same query.
    const [c] = seenOn(SearchPaths.clusters);
    expect(c?.key.replace(SearchPaths.clusters, SearchPaths.search)).toBe(s?.key);
    expect(s?.headers.language).toBe(page.lang);
  });

  /** True when the facet request reached rc-pub while the (300 ms slow) search was still in flight. */
  async function facetsDuringSearch(query: string): Promise<boolean | undefined> {
    let searchInFlight = false;
    let clustersArrivedDuringSearch: boolean | undefined;
    fake.on(SearchPaths.search, (req) => {
      searchInFlight = true;
      setTimeout(() => {
        searchInFlight = false;
      }, 300); // set before the fake's own 300 ms timer, so it fires first
      return { ...answerOf(req), delayMs: 300 };
    });
    fake.on(SearchPaths.clusters, (req) => {
      clustersArrivedDuringSearch = searchInFlight;
      return answerOf(req);
    });
    const res = await resultsPage(page.input, query);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.site.search.clusters.length).toBeGreaterThan(0);
    return clustersArrivedDuringSearch;
  }

  it('starts the facet call beside the search, not after it', async () => {
    expect(await facetsDuringSearch(RESULTS_PAGE)).toBe(true);
  });

  it('also when the facets are selected inside a named fragment (as the web app does)', async () => {
    // The clusters selection moved into `fragment Facets on SearchResult`.
    const clusters = RESULTS_PAGE.match(/clusters \{[^}]*\{[^}]*\}\s*\}/)?.[0];
    expect(clusters).toBeTruthy();
    const query = `${RESULTS_PAGE.replace(clusters ?? '', '...Facets')}\nfragment Facets on SearchResult { ${clusters} }`;
    expect(await facetsDuringSearch(query)).toBe(true);
  });

  it('does not call the facets when the query does not select them', async () => {
    const noClusters = RESULTS_PAGE.replace(/clusters \{[^}]*\{[^}]*\}\s*\}/, '');
    expect(noClusters).not.toContain('clusters');
    const res = await resultsPage(page.input, noClusters);
    expect(res.body.errors).toBeUndefined();
    expect(seenOn(SearchPaths.clusters)).toEqual([]);
    expect(seenOn(SearchPaths.search)).toHaveLength(1);
  });

  it('honours @include on the facets (skipped: no call; included: one call)', async () => {
    const withFlag = RESULTS_PAGE.replace('$input: SearchInput!)', '$input: SearchInput!, $facets: Boolean!)').replace(
      'clusters {',
      'clusters @include(if: $facets) {',
    );
    const run = (facets: boolean) =>
      request(app.server)
        .post('/graphql')
        .set('x-language', page.lang)
        .send({ query: withFlag, variables: { sld: page.sld, input: page.input, facets } });
    expect((await run(false)).body.data.site.search.clusters).toBeUndefined();
    expect(seenOn(SearchPaths.clusters)).toEqual([]);
    expect((await run(true)).body.data.site.search.clusters.length).toBeGreaterThan(0);
    expect(seenOn(SearchPaths.clusters)).toHaveLength(1);
  });

  it('loads the hits’ journals and articles in one batched call each', async () => {
    const res = await resultsPage();
    expect(res.body.errors).toBeUndefined();
    const hits = res.body.data.site.search.hits as { publication: { id: number } | null; article: { id: number } }[];
    expect(hits.length).toBeGreaterThan(1);
    const articleCalls = seenOn(RcPubPaths.articleList);
    expect(articleCalls).toHaveLength(1);
    expect(articleCalls[0]?.query.get('ids')?.split(',').map(Number).sort()).toEqual(
      [...new Set(hits.map((h) => h.article.id))].sort(),
    );
    const journalCalls = seenOn(RcPubPaths.publications).filter((s) => s.query.has('ids'));
    expect(journalCalls).toHaveLength(1);
    // No per-article detail call for list fields (GET /front/front-article/{id}).
    const detail = new RegExp(`^${RcPubPaths.article}/\\d+$`);
    expect(fake.seen.filter((s) => detail.test(s.path))).toEqual([]);
  });
  it('answers article { id } from the hit without loading the articles (a link needs only the id)', async () => {
    const idOnly = RESULTS_PAGE.replace(/article \{[^}]*\}/, 'article { id }');
    expect(idOnly).not.toBe(RESULTS_PAGE);
    const res = await resultsPage(page.input, idOnly);
    expect(res.body.errors).toBeUndefined();
    const wire = recordedFor<SearchResultWire>(SearchPaths.search);
    expect(
      res.body.data.site.search.hits.map((h: { article: { id: number } | null }) => h.article?.id ?? null),
    ).toEqual(wire.content.map((h) => (h.type === 'article' ? h.id : h.articleId)));
    expect(seenOn(RcPubPaths.articleList)).toEqual([]);
  });
});

/** The fixture answer for a request (for handlers that only add a delay or a flag). */
function answerOf(req: SeenRequest) {
  const fx = fixtures.get(req.key);
  if (!fx) throw new Error(`missing fixture ${req.key}`);
  return { httpStatus: fx.httpStatus, body: fx.body };
}

describe('failures keep what can be shown', () => {
  it('a BAD_REQUEST from rc-pub: search is null with rc-pub’s message, the page frame still resolves', async () => {
    fake.on(SearchPaths.search, () => fail(400, 'The quote at character 5 is not closed'));
    const res = await resultsPage({ q: 'abc "def' });
    expect(res.status).toBe(200);
    expect(res.body.data.site.nav.length).toBeGreaterThan(0);
    expect(res.body.data.site.search).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({
      message: 'The quote at character 5 is not closed',
      path: ['site', 'search'],
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('a failed facet call leaves the hits and reports the error at clusters', async () => {
    fake.on(SearchPaths.clusters, () => fail(500, 'facet index is rebuilding'));
    const res = await resultsPage();
    expect(res.body.data.site.search.hits.length).toBeGreaterThan(0);
    expect(res.body.data.site.search.clusters).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: 'facet index is rebuilding',
      path: ['site', 'search', 'clusters'],
      extensions: { code: 'UPSTREAM' },
    });
  });

  it('highlights keep only <em>; other markup is escaped, stray tags balanced', async () => {
    fake.on(SearchPaths.search, (req) => {
      const base = answerOf(req).body as { data: SearchResultWire };
      const first = base.data.content[0];
      if (!first) throw new Error('the recorded search has no hit');
      const hit = {
        ...first,
        highlightTitle: '<EM>Graph</EM>ene <script>alert(1)</script> &amp; A&B',
        snippet: '</em>x <em>open',
        openAccess: 1,
      };
      return ok({ ...base.data, content: [hit] });
    });
    const res = await resultsPage();
    const [hit] = res.body.data.site.search.hits;
    expect(hit.highlightTitle).toBe('<em>Graph</em>ene &lt;script&gt;alert(1)&lt;/script&gt; &amp; A&amp;B');
    expect(hit.snippet).toBe('x <em>open</em>');
    expect(hit.openAccess).toBe(false);
  });
});
