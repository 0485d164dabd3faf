/**
 * Estimated facet counts through the gateway (/front/search/clusters, /front/advSearch/clusters; docs/product/search.md#filters-and-facets): rc-pub may
 * mark a facet `approximate: true` when its counts were estimated from an even sample of a very large match set
 * (contract ClusterWire). SearchCluster.approximate carries that mark to the page, and is `false` when rc-pub leaves
 * the field out (another rc-pub deployment) or says false, for the basic search and the advanced form alike.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SearchPaths } from 'rc-pub/contract';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { ok } from './samples.js';

const CLUSTERS = 'clusters { field approximate buckets { value label count } }';
const SEARCH = /* GraphQL */ `
query S($input: SearchInput!) { site(sld: "www") { search(input: $input) { total ${CLUSTERS} } } }`;
const ADVANCED = /* GraphQL */ `
query A($input: AdvancedSearchInput!) { site(sld: "www") { advancedSearch(input: $input) { total ${CLUSTERS} } } }`;

const PAGE = { total: 250_000, page: 0, size: 20, terms: ['demo'], content: [] };
const journal = { value: '7', label: '[Demo] Journal', count: 250_000 };
const author = { value: '[Demo] A. Author', label: '[Demo] A. Author', count: 41_800 };
const keyword = { value: '[demo] graphene', label: '[demo] graphene', count: 12_300 };
/** rc-pub's answer for a very large match set: journal exact (field omitted), author estimated, keyword said exact. */
const WIRE = [
  { field: 'journal', buckets: [journal] },
  { field: 'author', buckets: [author], approximate: true },
  { field: 'keyword', buckets: [keyword], approximate: false },
];
const EXPECTED = [
  { field: 'journal', approximate: false, buckets: [journal] },
  { field: 'author', approximate: true, buckets: [author] },
  { field: 'keyword', approximate: false, buckets: [keyword] },
];
/** The same facets from an rc-pub that never sends `approximate`. */
const WIRE_WITHOUT = WIRE.map(({ field, buckets }) => ({ field, buckets }));

let fake: FakeRcPub;
let app: GatewayApp;
const gql = (query: string, input: Record<string, unknown>, lang = 'en') =>
  request(app.server).post('/graphql').set('x-language', lang).send({ query, variables: { input } });

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.on(SearchPaths.search, () => ok(PAGE));
  fake.on(SearchPaths.advSearch, () => ok(PAGE));
});

describe('SearchCluster.approximate', () => {
  it('is true on the facet rc-pub estimated and false on the exact ones (basic search)', async () => {
    fake.on(SearchPaths.clusters, () => ok(WIRE));
    const res = await gql(SEARCH, { q: 'demo' });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.site.search.clusters).toEqual(EXPECTED);
  });

  it('is true on the facet rc-pub estimated and false on the exact ones (advanced form)', async () => {
    fake.on(SearchPaths.advClusters, () => ok(WIRE));
    const res = await gql(ADVANCED, { rows: [{ field: 'ALL', value: 'demo' }] }, 'zh');
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.site.advancedSearch.clusters).toEqual(EXPECTED);
  });

  it('is false on every facet when rc-pub omits the field', async () => {
    fake.on(SearchPaths.clusters, () => ok(WIRE_WITHOUT));
    fake.on(SearchPaths.advClusters, () => ok(WIRE_WITHOUT));
    const basic = await gql(SEARCH, { q: 'demo' });
    expect(basic.body.errors, JSON.stringify(basic.body.errors)).toBeUndefined();
    const adv = await gql(ADVANCED, { rows: [{ field: 'ALL', value: 'demo' }] });
    expect(adv.body.errors, JSON.stringify(adv.body.errors)).toBeUndefined();
    for (const clusters of [basic.body.data.site.search.clusters, adv.body.data.site.advancedSearch.clusters]) {
      expect(clusters.map((c: { field: string; approximate: boolean }) => [c.field, c.approximate])).toEqual([
        ['journal', false],
        ['author', false],
        ['keyword', false],
      ]);
    }
  });
});
