/**
 * The gateway's search suggestions (Query.searchSuggestions; docs/product/search.md#suggestions): the site comes from
 * the request's Host, the text is trimmed and checked before rc-pub is called (blank gives [], over 50 characters is
 * BAD_REQUEST), wire kinds become the SearchSuggestionKind names and a journal suggestion carries its journal.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RcPubPaths, SearchPaths, type SuggestionsWire } from 'rc-pub/contract';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { fail, ok } from './samples.js';

const SUGGEST = /* GraphQL */ `
query S($text: String!, $limit: Int) {
  site { id }
  searchSuggestions(text: $text, limit: $limit) { kind text articleId publication { id siteSld } }
}`;

const ANSWER: SuggestionsWire = [
  { kind: 'journal', text: '肝脏', publicationId: 7 },
  { kind: 'keyword', text: '肝细胞' },
  { kind: 'author', text: '肝一' },
  { kind: 'title', text: '肝再生的影响', articleId: 42 },
];

let fake: FakeRcPub;
let app: GatewayApp;

async function gql(variables: Record<string, unknown>, lang = 'zh') {
  return request(app.server).post('/graphql').set('x-language', lang).send({ query: SUGGEST, variables });
}
const suggestCalls = () => fake.seen.filter((s) => s.path === SearchPaths.suggest);

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
  fake.on(SearchPaths.suggest, () => ok(ANSWER));
  fake.on(RcPubPaths.publications, (req) =>
    ok(
      (req.query.get('ids') ?? '')
        .split(',')
        .map(Number)
        .map((id) => ({ id, titleZh: '肝脏', titleEn: 'Liver', siteSld: 'liver', siteId: 30 })),
    ),
  );
});

describe('Query.searchSuggestions', () => {
  it("asks rc-pub within the Host's site and maps kinds, articles and journals", async () => {
    const res = await gql({ text: '  肝 ', limit: 5 });
    expect(res.body.errors).toBeUndefined();
    const [call] = suggestCalls();
    expect(call?.query.get('q')).toBe('肝');
    expect(call?.query.get('siteId')).toBe(String(res.body.data.site.id));
    expect(call?.query.get('limit')).toBe('5');
    expect(res.body.data.searchSuggestions).toEqual([
      { kind: 'JOURNAL', text: '肝脏', articleId: null, publication: { id: 7, siteSld: 'liver' } },
      { kind: 'KEYWORD', text: '肝细胞', articleId: null, publication: null },
      { kind: 'AUTHOR', text: '肝一', articleId: null, publication: null },
      { kind: 'TITLE', text: '肝再生的影响', articleId: 42, publication: null },
    ]);
  });

  it('a blank text is [] without a call; over 50 characters is BAD_REQUEST; limits are clamped to 1..10', async () => {
    const blank = await gql({ text: '   ' });
    expect(blank.body.data.searchSuggestions).toEqual([]);
    expect(suggestCalls()).toHaveLength(0);
    const long = await gql({ text: '肝'.repeat(51) }, 'en');
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(suggestCalls()).toHaveLength(0);
    await gql({ text: '肝', limit: 99 });
    expect(suggestCalls()[0]?.query.get('limit')).toBe('10');
  });

  it("rc-pub's 400 is BAD_REQUEST, never a server error", async () => {
    fake.on(SearchPaths.suggest, () => fail(400, 'q: too long'));
    const res = await gql({ text: '肝' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
