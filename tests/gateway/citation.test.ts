/**
 * Citations through the gateway (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation): Site.batchCitation and
 * Article.citation against rc-pub answers recorded by `pnpm fixtures:record`, in both interface languages; id lists
 * checked before rc-pub is called (BAD_REQUEST in the request's language); the page origin sent to rc-pub as
 * `x-portal-origin`, from X-Forwarded-Proto/-Host only behind a trusted proxy (TRUST_PROXY).
 */
import request from 'supertest';
import type { CitationWire } from 'rc-pub/contract';
import { RcPubPaths } from 'rc-pub/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { Fixture } from './fixture-key.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { CITATION_QUERY, UNKNOWN_ARTICLE_ID } from './queries.js';

const fixtures = loadFixtures();
let fake: FakeRcPub;
let app: GatewayApp;

/** The recorded batchPublicizeInfo answer in `lang` (its query names the ids the recorder asked for). */
function recordedBatch(lang: 'zh' | 'en'): { ids: number[]; data: CitationWire[] } {
  const fx = [...fixtures.values()].find(
    (f: Fixture) => f.path === RcPubPaths.batchPublicizeInfo && f.language === lang,
  );
  if (!fx) throw new Error('no recorded batchPublicizeInfo: run pnpm fixtures:record');
  const ids = String((fx.query as Record<string, string>).ids)
    .split(',')
    .map(Number);
  return { ids, data: (fx.body as { data: CitationWire[] }).data };
}

/** The recorded cite answer of `style` in `lang`. */
function recordedCite(style: string, lang: 'zh' | 'en'): CitationWire {
  const fx = [...fixtures.values()].find(
    (f: Fixture) =>
      f.path === RcPubPaths.cite && f.language === lang && (f.query as Record<string, string>).style === style,
  );
  if (!fx) throw new Error(`no recorded cite ${style}: run pnpm fixtures:record`);
  return (fx.body as { data: CitationWire }).data;
}

function citations(variables: Record<string, unknown>, headers: Record<string, string> = {}, target = app) {
  return request(target.server)
    .post('/graphql')
    .set(headers)
    .send({ query: CITATION_QUERY, variables: { sld: 'www', ...variables } });
}

const toGraphql = (c: CitationWire) => ({ articleId: c.id, quote: c.quote, transQuote: c.transQuote });

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures });
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('Site.batchCitation and Article.citation (recorded)', () => {
  for (const lang of ['zh', 'en'] as const)
    it(`answers the citations in the order asked, unknown ids left out (${lang} interface)`, async () => {
      const { ids, data } = recordedBatch(lang);
      expect(ids).toContain(UNKNOWN_ARTICLE_ID);
      const res = await citations({ ids, id: ids[0] }, { 'x-language': lang });
      expect(res.body.errors).toBeUndefined();
      expect(fake.missing).toEqual([]);
      const batch = res.body.data.site.batchCitation;
      expect(batch.map((c: { articleId: number }) => c.articleId)).toEqual(
        ids.filter((id) => id !== UNKNOWN_ARTICLE_ID),
      );
      expect(batch).toEqual(data.map(toGraphql));
      // the plosmed article is English only; the Revista de Saúde Pública one has an English translation. Recorded
      // without the page origin (scripts/record-fixtures.ts), so in GB/T 7714's print form
      expect(batch[0].quote).toMatch(/\[J\]\. PLOS Medicine, 2015, 12\(2\): e1001786\.$/);
      expect(batch[0].transQuote).toBe('');
      expect(batch[1].transQuote).toMatch(/The impact of stress on the health of sugar cane cutters\[J\]/);
      expect(res.body.data.article.citation).toEqual(toGraphql(recordedCite('gbt7714-numeric', lang)));
    });

  it('renders the style asked for (APA)', async () => {
    const { ids } = recordedBatch('en');
    const res = await citations({ ids, id: ids[0], style: 'APA' }, { 'x-language': 'en' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.article.citation).toEqual(toGraphql(recordedCite('apa', 'en')));
    expect(res.body.data.article.citation.quote).toMatch(/^Mroz, E\. A\., .+\(2015\)\. /);
    const cite = fake.seen.find((r) => r.path === RcPubPaths.cite);
    expect(cite?.query.get('style')).toBe('apa');
  });

  it('sends the page origin from the Host; forwarded headers only count behind a trusted proxy', async () => {
    const { ids } = recordedBatch('zh');
    const originSeen = () =>
      fake.seen.find((r) => r.path === RcPubPaths.batchPublicizeInfo)?.headers['x-portal-origin'];
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.org' };
    await citations({ ids, id: ids[0] }, { host: 'www.localhost:4300', ...forwarded });
    expect(originSeen()).toBe('http://www.localhost:4300');

    const proxied = await testGateway(fake.url, { TRUST_PROXY: 'on' });
    try {
      fake.reset();
      await citations({ ids, id: ids[0] }, { host: 'www.localhost:4300', ...forwarded }, proxied);
      expect(originSeen()).toBe('https://portal.example.org');
    } finally {
      await proxied.close();
    }
  });
});

describe('Site.batchCitation input checks (before rc-pub)', () => {
  const cases: [string, number[], string, string][] = [
    ['no id', [], '请至少提供一篇文章的 id（参数 ids）', 'Give the id of at least one article (parameter ids)'],
    [
      '501 ids',
      Array.from({ length: 501 }, (_, i) => i + 1),
      '参数 ids 最多可含 500 个 id，收到 501 个',
      'Parameter ids takes at most 500 ids, got 501',
    ],
    ['an id of 0', [1, 0], '参数 ids 应为正整数 id，收到 0', 'Parameter ids must hold positive integer ids, got 0'],
  ];
  for (const [what, ids, zh, en] of cases)
    it(`BAD_REQUEST for ${what}, in the interface language`, async () => {
      for (const [lang, message] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const res = await request(app.server).post('/graphql').set('x-language', lang).send({
          query: 'query B($ids: [Int!]!) { site(sld: "www") { batchCitation(ids: $ids) { articleId } } }',
          variables: { ids },
        });
        expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
        expect(res.body.errors[0].message).toBe(message);
      }
      expect(fake.seen.filter((r) => r.path === RcPubPaths.batchPublicizeInfo)).toEqual([]);
    });

  it('500 ids with repeats count once and are passed on in order', async () => {
    fake.on(RcPubPaths.batchPublicizeInfo, () => ({ body: { status: 0, message: 'ok', data: [] } }));
    const ids = [...Array.from({ length: 500 }, (_, i) => 500 - i), 3, 7];
    const res = await request(app.server).post('/graphql').send({
      query: 'query B($ids: [Int!]!) { site(sld: "www") { batchCitation(ids: $ids) { articleId } } }',
      variables: { ids },
    });
    expect(res.body.errors).toBeUndefined();
    const seen = fake.seen.find((r) => r.path === RcPubPaths.batchPublicizeInfo);
    expect(seen?.query.get('ids')).toBe(ids.slice(0, 500).join(','));
  });
});
