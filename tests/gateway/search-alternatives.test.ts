/**
 * Searches offered when one found nothing, through the gateway (SearchResult.alternatives; docs/product/search.md,
 * When nothing is found): rc-pub's `alternatives` of a page without a hit become SearchAlternative values with the
 * GraphQL enum names of their kind and field, and a page without them (hits, or an rc-pub that never sends the field)
 * gives an empty list, never null.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SearchPaths, type SearchResultWire } from 'rc-pub/contract';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { ok } from './samples.js';

const SEARCH = /* GraphQL */ `
query S($input: SearchInput!) {
  site(sld: "www") { search(input: $input) { total alternatives { kind q field precision total } } }
}`;

const EMPTY: SearchResultWire = {
  total: 0,
  page: 0,
  size: 20,
  terms: ['[demo]'],
  content: [],
  alternatives: [
    { kind: 'allFields', q: '[demo] graphene', field: 'all', precision: 0, total: 12 },
    { kind: 'fuzzy', q: 'title:"[demo] graphene"', field: 'articleTitle', precision: 0, total: 3 },
    { kind: 'dropRarest', q: '[demo]', field: 'title', precision: 1, total: 40 },
  ],
};

let fake: FakeRcPub;
let app: GatewayApp;
const gql = (input: Record<string, unknown>) =>
  request(app.server).post('/graphql').set('x-language', 'en').send({ query: SEARCH, variables: { input } });

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('SearchResult.alternatives', () => {
  it('carries rc-pub’s offers with the enum names of their kind and field', async () => {
    fake.on(SearchPaths.search, () => ok(EMPTY));
    const res = await gql({ q: '[demo] graphene zzqx', field: 'TITLE', precision: 1 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.site.search).toEqual({
      total: 0,
      alternatives: [
        { kind: 'ALL_FIELDS', q: '[demo] graphene', field: 'ALL', precision: 0, total: 12 },
        { kind: 'FUZZY', q: 'title:"[demo] graphene"', field: 'ARTICLE_TITLE', precision: 0, total: 3 },
        { kind: 'DROP_RAREST', q: '[demo]', field: 'TITLE', precision: 1, total: 40 },
      ],
    });
  });

  it('is an empty list when rc-pub sends none', async () => {
    const { alternatives: _none, ...withoutField } = EMPTY;
    fake.on(SearchPaths.search, () => ok(withoutField));
    const res = await gql({ q: 'zzqx' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.site.search).toEqual({ total: 0, alternatives: [] });
  });
});
