/**
 * The deprecation path of the enums renamed to SCREAMING_SNAKE, through the real gateway over a fake
 * rc-pub: an old lowercase name is still accepted, as a literal in the query text and in variables, and gives the same
 * rc-pub call and the same answer as the new name; answers and introspected default values always use the new names;
 * introspection marks the old names deprecated and hides them unless asked for.
 */
import { SearchPaths } from 'rc-pub/contract';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { ok } from './samples.js';

let fake: FakeRcPub;
let app: GatewayApp;

/** Two figure hits as rc-pub answers them (wire type `figure`). */
const FIGURE_PAGE = {
  total: 2,
  page: 0,
  size: 20,
  terms: ['cell'],
  content: [201, 202].map((id) => ({
    id,
    type: 'figure',
    typeId: 25,
    title: `[Demo] Figure ${id}`,
    titleZh: null,
    titleEn: `[Demo] Figure ${id}`,
    highlightTitle: null,
    snippet: null,
    doi: null,
    authors: [],
    keywords: [],
    publicationId: null,
    publicationTitle: null,
    articleId: null,
    articleTitle: null,
    issueId: null,
    year: 2024,
    publishedDate: null,
    column: null,
    label: `Fig ${id}`,
    fileUrl: null,
    publicationType: 0,
    openAccess: 0,
    views: 0,
    downloads: 0,
    citations: 0,
    score: 1,
  })),
};

const SEARCH = /* GraphQL */ `
query S($input: SearchInput!) { language site(sld: "www") { search(input: $input) { total hits { id type } } } }`;

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await request(app.server).post('/graphql').send({ query, variables });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}
/** The query string of every call to `path`, without the `timestamps` every GET carries. */
function calls(path: string): Record<string, string>[] {
  return fake.seen
    .filter((s) => s.path === path)
    .map((s) => Object.fromEntries([...s.query.entries()].filter(([k]) => k !== 'timestamps')));
}

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  app = await testGateway(`http://127.0.0.1:${fake.port}`);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.on(SearchPaths.search, () => ok(FIGURE_PAGE));
  fake.on(SearchPaths.analyze, (req) => ok({ q: req.query.get('q'), type: req.query.get('type'), terms: ['x'] }));
});

describe('old enum names stay accepted for one release', () => {
  it('in variables: the same rc-pub call and the same answer, with the new names in it', async () => {
    const old = await gql(SEARCH, { input: { q: 'cell', type: 'figure', field: 'caption', sort: 'citations' } });
    const current = await gql(SEARCH, { input: { q: 'cell', type: 'FIGURE', field: 'CAPTION', sort: 'CITATIONS' } });
    const [oldCall, newCall] = calls(SearchPaths.search);
    expect(oldCall).toMatchObject({ type: 'figure', field: 'caption', sort: 'citations' });
    expect(newCall).toEqual(oldCall);
    expect(old).toEqual(current);
    expect(current.language).toBe('ZH');
    expect(current.site.search.hits).toEqual([
      { id: 201, type: 'FIGURE' },
      { id: 202, type: 'FIGURE' },
    ]);
  });

  it('as literals in the query text, also inside an input object', async () => {
    const literal = (type: string, field: string) => /* GraphQL */ `{
      site(sld: "www") { search(input: { q: "cell", type: ${type}, field: ${field} }) { hits { type } } }
      analyzeSearch(q: "cell", type: ${type === 'figure' ? 'publication' : 'PUBLICATION'}) { q }
    }`;
    const old = await gql(literal('figure', 'articleTitle'));
    const current = await gql(literal('FIGURE', 'ARTICLE_TITLE'));
    expect(old).toEqual(current);
    expect(current.site.search.hits[0].type).toBe('FIGURE');
    const searches = calls(SearchPaths.search);
    expect(searches.map((c) => [c.type, c.field])).toEqual([
      ['figure', 'articleTitle'],
      ['figure', 'articleTitle'],
    ]);
    expect(calls(SearchPaths.analyze).map((c) => c.type)).toEqual(['publication', 'publication']);
  });

  it('an unknown name is still refused (the aliases are exactly the old names)', async () => {
    const res = await request(app.server)
      .post('/graphql')
      .send({ query: SEARCH, variables: { input: { q: 'x', type: 'Article' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Value "Article" does not exist in "SearchType" enum/);
    expect(calls(SearchPaths.search)).toEqual([]);
  });
});

describe('introspection', () => {
  it('default values print the new names', async () => {
    const data = await gql(`{
      input: __type(name: "SearchInput") { inputFields { name defaultValue } }
      query: __type(name: "Query") { fields { name args { name defaultValue } } }
    }`);
    const defaults = Object.fromEntries(
      (data.input.inputFields as { name: string; defaultValue: string | null }[]).map((f) => [f.name, f.defaultValue]),
    );
    expect(defaults).toMatchObject({ type: 'ARTICLE', field: 'ALL', sort: 'RELEVANCE' });
    const analyze = (data.query.fields as { name: string; args: { name: string; defaultValue: string }[] }[]).find(
      (f) => f.name === 'analyzeSearch',
    );
    expect(analyze?.args.find((a) => a.name === 'type')?.defaultValue).toBe('ARTICLE');
  });

  it('lists the old names only when deprecated values are asked for, each pointing at its replacement', async () => {
    const data = await gql(`{
      __type(name: "SearchField") {
        current: enumValues { name }
        all: enumValues(includeDeprecated: true) { name isDeprecated deprecationReason }
      }
    }`);
    const current = (data.__type.current as { name: string }[]).map((v) => v.name);
    expect(current).toContain('ARTICLE_TITLE');
    expect(current.every((n) => /^[A-Z_]+$/.test(n))).toBe(true);
    expect(data.__type.all).toContainEqual({
      name: 'articleTitle',
      isDeprecated: true,
      deprecationReason: 'Use ARTICLE_TITLE.',
    });
  });
});
