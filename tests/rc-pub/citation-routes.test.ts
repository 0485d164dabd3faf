/**
 * rc-pub's citation calls through the real app on the seeded database (batchPublicizeInfo and 'How to cite',
 * docs/product/citation-and-harvest.md): order kept, unknown ids skipped, the 500-id limit, clear 400 envelopes in the request's language,
 * the article's one address only from a valid `x-portal-origin` (GB/T online form), and 'How to cite' in each style.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { CITATION_MAX_IDS, type CitationWire } from '../../rc-pub/src/contract/citation.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { articles, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  code?: string;
}

let tdb: TestDb;
let app: App;
let siteId: number;
const byDoi = new Map<string, number>();
let zhId: number;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  const all = await tdb.handle.db.select().from(articles);
  for (const a of all) if (a.doi) byDoi.set(a.doi, a.id);
  zhId = all.find((a) => a.originalLanguage === 'zh')!.id;
  siteId = (await tdb.handle.db.select().from(sites)).find((s) => s.sld === 'www')!.id;
});
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

async function get<T>(url: string, query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<T>;
}
const batch = (ids: string, headers: Record<string, string> = {}, site: number = siteId) =>
  get<CitationWire[] | null>(RcPubPaths.batchPublicizeInfo, { siteId: site, ids }, headers);

const SIMPSON = '10.1371/journal.pone.0117949';
const LITTLE = '10.1371/journal.pone.0008915';
const PRIULI = '10.1590/S0034-8910.2014048004798';

describe('GET batchPublicizeInfo', () => {
  it('answers in the order asked, skipping unknown ids, with both languages', async () => {
    const [a, b, c] = [byDoi.get(PRIULI)!, byDoi.get(SIMPSON)!, byDoi.get(LITTLE)!];
    const env = await batch(`${a},2147483647,${b}, ${zhId},${c}`);
    expect(env.status).toBe(0);
    expect(env.data!.map((x) => x.id)).toEqual([a, b, zhId, c]);
    const [priuli, simpson, zh, little] = env.data!;
    expect(priuli!.quote).toMatch(/^PRIULI R M A, .*Impacto do estresse/);
    expect(priuli!.transQuote).toMatch(
      /^PRIULI R M A, .*The impact of stress on the health of sugar cane cutters\[J\]/,
    );
    expect(simpson!.quote).toMatch(/^SIMPSON M J\. Exact Solutions/);
    expect(simpson!.transQuote).toBe('');
    expect(zh!.quote).toMatch(/\[J\]\. 【演示】/);
    expect(little!.quote).toMatch(/^LITTLE M P, HEIDENREICH W F, LI G\. /);
    // plain text without a list number (docs/product/citation-and-harvest.md#citation-styles)
    for (const x of env.data!) expect(x.quote).not.toMatch(/^\[\d+\]/);
  });

  it("links every citation to the article's one address, whatever host or siteId asks; no address without a valid origin", async () => {
    const id = byDoi.get(SIMPSON)!;
    const plain = (await batch(String(id))).data![0]!.quote;
    expect(plain).toMatch(/\[J\]\. PLOS ONE, 2015, 10\(2\): e0117949\.$/);
    for (const origin of ['javascript:alert(1)', 'https://evil.example/path', 'not a url']) {
      const env = await batch(String(id), { 'x-portal-origin': origin });
      expect(env.data![0]!.quote, origin).toBe(plain);
    }
    const all = await tdb.handle.db.select().from(sites);
    const plosone = all.find((s) => s.sld === 'plosone')!;
    const address = `https://plosone.journals.example.org/article/id/${plosone.id}/${id}/en`;
    for (const [origin, site] of [
      ['https://www.journals.example.org', siteId],
      ['https://plos.journals.example.org', all.find((s) => s.sld === 'plos')!.id],
      ['https://plosone.journals.example.org', plosone.id],
    ] as const) {
      const quote = (await batch(String(id), { 'x-portal-origin': origin }, site)).data![0]!.quote;
      expect(quote, origin).toMatch(
        new RegExp(
          `\\[J/OL\\]\\. PLOS ONE, 2015, 10\\(2\\): e0117949\\[\\d{4}-\\d{2}-\\d{2}\\]\\. ${address.replace(/[./]/g, '\\$&')}\\. DOI:10\\.1371/journal\\.pone\\.0117949\\.$`,
        ),
      );
    }
  });

  it('takes 500 ids and refuses 501, naming the limit in the request language', async () => {
    const ids = [...byDoi.values()].slice(0, 5);
    // 500 distinct ids: five seeded articles first, then ids no article has (skipped)
    const distinct = [...ids, ...Array.from({ length: CITATION_MAX_IDS - ids.length }, (_, i) => 1_000_000 + i)];
    expect(new Set(distinct).size).toBe(500);
    const ok = await batch(distinct.join(','));
    expect(ok.status).toBe(0);
    expect(ok.data!.map((x) => x.id)).toEqual(ids);
    const over = [...distinct, 2_000_000].join(',');
    const zh = await batch(over);
    expect(zh).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    expect(zh.message).toBe('参数 ids 最多可含 500 个 id，收到 501 个');
    const en = await batch(over, { language: 'en' });
    expect(en.message).toBe('Parameter ids takes at most 500 ids, got 501');
  });

  it('answers a clear 400 for no id at all, in zh and en', async () => {
    for (const ids of ['', ' , ']) {
      const zh = await batch(ids);
      expect(zh).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
      expect(zh.message).toBe('请至少提供一篇文章的 id（参数 ids）');
      expect((await batch(ids, { language: 'en' })).message).toBe(
        'Give the id of at least one article (parameter ids)',
      );
    }
    const missing = await get<null>(RcPubPaths.batchPublicizeInfo, { siteId }, { language: 'en' });
    expect(missing).toMatchObject({ status: 400, message: 'Missing required parameter ids' });
  });

  it('refuses ids that are not ids, and an unknown site', async () => {
    const bad = await batch('1,abc', { language: 'en' });
    expect(bad).toMatchObject({
      status: 400,
      message: "Parameter ids must be comma-separated positive integers, got '1,abc'",
    });
    const site = await batch('1', { language: 'en' }, 999_999);
    expect(site).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Site not found: 999999' });
    const noSite = await get<null>(RcPubPaths.batchPublicizeInfo, { ids: '1' });
    expect(noSite).toMatchObject({ status: 400, message: '缺少必填参数 siteId' });
  });
});

describe('GET cite', () => {
  it('defaults to GB/T 7714 numeric and answers one CitationWire', async () => {
    const id = byDoi.get(LITTLE)!;
    const env = await get<CitationWire>(RcPubPaths.cite, { id });
    expect(env.status).toBe(0);
    expect(env.data).toEqual({
      id,
      quote:
        'LITTLE M P, HEIDENREICH W F, LI G. Parameter Identifiability and Redundancy: Theoretical Considerations[J]. PLOS ONE, 2010, 5(1): e8915.',
      transQuote: '',
    });
  });

  it('renders each style and both languages of a bilingual article', async () => {
    const id = byDoi.get(PRIULI)!;
    const headers = { 'x-portal-origin': 'http://www.localhost:4300' };
    const apa = await get<CitationWire>(RcPubPaths.cite, { id, style: 'apa', siteId }, headers);
    expect(apa.data.quote).toMatch(
      /^Priuli, R\. M\. A\., .+\(2014\)\. Impacto do estresse .+ 48\(2\), 225–231\. https:\/\/doi\.org\//,
    );
    expect(apa.data.transQuote).toMatch(/\(2014\)\. The impact of stress on the health of sugar cane cutters\. /);
    const ieee = await get<CitationWire>(RcPubPaths.cite, { id, style: 'ieee' });
    expect(ieee.data.quote).toMatch(/^R\. M\. A\. Priuli, .+, “Impacto do estresse/);
    const vancouver = await get<CitationWire>(RcPubPaths.cite, { id, style: 'vancouver' });
    expect(vancouver.data.quote).toMatch(/^Priuli RMA, .+ Rev Saúde Pública\. 2014 Apr 1;48\(2\):225–31\./);
    const ad = await get<CitationWire>(RcPubPaths.cite, { id, style: 'gbt7714-author-date', siteId }, headers);
    expect(ad.data.quote).toMatch(
      /^PRIULI R M A, .+, 2014\. Impacto .+\[J\/OL\]\. .+ 48\(2\): 225-231\[\d{4}-\d{2}-\d{2}\]\. http:\/\/rsp\.localhost:4300\/article\/id\/\d+\/\d+\/en\. DOI:/,
    );
  });

  it('404 for an unknown article (with its error text), 400 for an unknown style', async () => {
    const missing = await get<null>(RcPubPaths.cite, { id: 2_147_483_647 }, { language: 'en' });
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Article id is not exist.' });
    const style = await get<null>(RcPubPaths.cite, { id: 1, style: 'mla' }, { language: 'en' });
    expect(style.status).toBe(400);
    expect(style.message).toMatch(
      /^Invalid parameter style: must be one of gbt7714-numeric, gbt7714-author-date, apa, vancouver, ieee$/,
    );
  });
});
