/**
 * The home page's rc-pub calls start in as few sequential waves as their data dependencies allow, each call
 * the moment its input is known (the site → everything that needs only the site id; the home channel → its modules;
 * a journal's newest issue → its articles), and only for what the query selects.
 *
 * The fake rc-pub replays recorded answers after a fixed latency (BASE_MS; SLOW_MS for the one slow path) and notes
 * when each call arrives; each call is placed in a wave by the answers that preceded it (see `waves`). The
 * assertions compare wave structures (which calls start in which wave), never wall-clock thresholds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { HOME_QUERY } from './queries.js';

/** Latency of every recorded answer, ms. */
const BASE_MS = 100;
/** Latency of the one slow call, ms (two waves). */
const SLOW_MS = 200;

/**
 * The web home page's query (web/src/pages/home/HomePage.tsx with its fragments, trimmed to the fields that matter
 * for rc-pub calls). `publications` is behind `$journals` because no recorded answer exists for a single site's
 * journal list.
 */
const WEB_HOME_QUERY = /* GraphQL */ `
query HomeWaves($sld: String, $journals: Boolean!) {
  site(sld: $sld) {
    id sld type name grayType logoUrl demo theme { primary }
    header { navStyle showLogin greeting logoUrl searchBox resourceTypes customButtons { name href } }
    nav { id code name target { href external } children { id code name target { href external } } }
    groupEntrance { publicationId name sld siteId logoUrl }
    footer { copyright showVisits }
    tools { id name href }
    topNews { id title imageUrl }
    publication { ...Journal latestIssue { id volume number articles { id title authorNames pages doi } } }
    publications @include(if: $journals) { id title coverUrl }
    homeModules { id type title news { id title publishedAt } }
  }
}
fragment Journal on Publication { id title issn eissn publisher indexed }`;

/** The frame's header only (e.g. an error page's frame). */
const HEADER_ONLY_QUERY = /* GraphQL */ `
query HeaderOnly($sld: String) { site(sld: $sld) { id name header { greeting logoUrl navStyle } } }`;

const fixtures = loadFixtures();
let fake: FakeRcPub;
let cold: GatewayApp;
let warm: GatewayApp;

/**
 * One rc-pub call as the fake saw it: its fixture key without `GET /rc-pub/front/` and, for the zh these queries ask
 * in, without the language (an en call would keep ` language=en` and fail the expected waves); start and answer
 * time (ms).
 */
interface Call {
  key: string;
  start: number;
  end: number;
}

/** Serves every recorded path with BASE_MS latency (SLOW_MS for keys matching `slow`) and records the calls. */
function replayWithLatency(slow?: RegExp): Call[] {
  const calls: Call[] = [];
  for (const p of new Set([...fixtures.values()].map((f) => f.path))) {
    fake.on(p, (req) => {
      const start = performance.now();
      const delayMs = slow?.test(req.key) ? SLOW_MS : BASE_MS;
      calls.push({
        key: req.key.replace(/^GET \/rc-pub\/front\//, '').replace(/ language=zh$/, ''),
        start,
        end: start + delayMs,
      });
      const fx = fixtures.get(req.key);
      return fx ? { httpStatus: fx.httpStatus, body: fx.body, delayMs } : undefined;
    });
  }
  return calls;
}

/**
 * Calls by wave. A call's wave is the latest moment, in units of BASE_MS, at which a call answered before it started:
 * max over those calls of (their wave + their latency / BASE_MS), 0 when none had. So a call that waited for a slow
 * answer it did not need lands after an empty wave, and the gateway's own work (which only delays starts, by far
 * less than BASE_MS) never moves a call to another wave. Keys sorted.
 */
function waves(calls: readonly Call[]): string[][] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const level = new Map<Call, number>();
  const out: string[][] = [];
  for (const c of sorted) {
    let w = 0;
    for (const d of sorted) {
      if (d.end > c.start) continue;
      w = Math.max(w, (level.get(d) ?? 0) + Math.round((d.end - d.start) / BASE_MS));
    }
    level.set(c, w);
    while (out.length <= w) out.push([]);
    out[w]!.push(c.key);
  }
  return out.map((keys) => keys.sort());
}

/** Runs a query against `app` with rc-pub latency on; returns the wave structure after checking the answer. */
async function measure(app: GatewayApp, query: string, variables: Record<string, unknown>, slow?: RegExp) {
  const calls = replayWithLatency(slow);
  const res = await request(app.server).post('/graphql').send({ query, variables });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  expect(fake.missing).toEqual([]);
  const keys = calls.map((c) => c.key);
  expect(new Set(keys).size, 'each rc-pub call once').toBe(keys.length);
  return { data: res.body.data, waves: waves(calls), count: calls.length };
}

/** Plain replay (no latency) of one query: warms connections, code paths and the per-site cache. */
async function warmUp(app: GatewayApp, query: string, variables: Record<string, unknown>) {
  const res = await request(app.server).post('/graphql').send({ query, variables });
  expect(res.body.errors).toBeUndefined();
  fake.reset();
}

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures });
  cold = await testGateway(fake.url);
  warm = await testGateway(fake.url, { SITE_CONFIG_TTL_MS: '600000' });
});
afterAll(async () => {
  await cold?.close();
  await warm?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const PLOSMED = { sld: 'plosmed', journals: false };
/** The calls that need only plosmed's site record (site 4, journal 2). */
const PLOSMED_SITE_WAVE = [
  'config-footer?siteId=4',
  'front-news/getTopNews?newsDataType=news&siteId=4',
  'front-period/firstTwo?publicationIndexId=2',
  'front-publication/list?ids=2',
  'layout/channels?filter=true&siteId=4',
  'site/findGroup?siteId=4',
  'site/getConfigHeader?siteId=4',
  'site/getPublicationConfig?siteId=4',
  'tools/list?siteId=4',
];
const LATEST_ISSUE_ARTICLES = 'front-article/search?issueId=53&page=0&size=100';
const PLOSMED_NEWS = 'front-news/list?newsDataType=news&page=0&siteId=4&size=5';

describe('home page rc-pub waves', () => {
  it('cold cache: after the site, one wave for everything the site id decides; articles follow the newest issue', async () => {
    await warmUp(cold, WEB_HOME_QUERY, PLOSMED);
    // The journal record is slow: the newest issue's articles need only the issue, not the journal record.
    const m = await measure(cold, WEB_HOME_QUERY, PLOSMED, /front-publication\/list\?ids=/);
    expect(m.data.site.publication.latestIssue.articles.length).toBeGreaterThan(0);
    expect(m.waves).toEqual([
      ['site/findBySld?sld=plosmed'],
      PLOSMED_SITE_WAVE,
      // home channel → modules; newest issue → its articles
      [LATEST_ISSUE_ARTICLES, 'module/list?channelId=60'].sort(),
      // the news module → its news (the one chain rc-pub's paths make four deep: site → menus → modules → news)
      [PLOSMED_NEWS],
    ]);
  });

  it('warm per-site cache: the home content starts at once, the articles one wave later', async () => {
    await warmUp(warm, WEB_HOME_QUERY, PLOSMED);
    const m = await measure(warm, WEB_HOME_QUERY, PLOSMED, /front-publication\/list\?ids=/);
    expect(m.waves).toEqual([
      ['front-period/firstTwo?publicationIndexId=2', 'front-publication/list?ids=2', PLOSMED_NEWS].sort(),
      [LATEST_ISSUE_ARTICLES],
    ]);
  });

  it('warm per-site cache, aggregate site: the whole home page is one wave', async () => {
    const vars = { sld: 'www', journals: true };
    await warmUp(warm, WEB_HOME_QUERY, vars);
    const m = await measure(warm, WEB_HOME_QUERY, vars, /front-news\/list/);
    expect(m.waves).toEqual([
      ['front-news/list?newsDataType=news&page=0&siteId=1&size=5', 'front-publication/list?siteId=1'],
    ]);
  });

  it('the aggregate site: site journals start beside the menus; calls neither grow nor repeat', async () => {
    const vars = { sld: 'www', journals: true };
    await warmUp(cold, WEB_HOME_QUERY, vars);
    const m = await measure(cold, WEB_HOME_QUERY, vars, /site\/findGroup/);
    expect(m.waves).toEqual([
      ['site/findBySld?sld=www'],
      [
        'config-footer?siteId=1',
        'front-news/getTopNews?newsDataType=news&siteId=1',
        'front-publication/list?siteId=1',
        'layout/channels?filter=true&siteId=1',
        'site/findGroup?siteId=1',
        'site/getConfigHeader?siteId=1',
        'site/getPublicationConfig?siteId=1',
        'tools/list?siteId=1',
      ],
      ['module/list?channelId=1'],
      ['front-news/list?newsDataType=news&page=0&siteId=1&size=5'],
    ]);
  });

  it('the full home query of the aggregate site makes the same 32 calls (one more, the rank module ranking), each once', async () => {
    await warmUp(cold, HOME_QUERY, { sld: 'www' });
    const m = await measure(cold, HOME_QUERY, { sld: 'www' });
    expect(m.count).toBe(32);
  });

  it('a header-only query makes no home calls', async () => {
    await warmUp(cold, HEADER_ONLY_QUERY, { sld: 'plosmed' });
    const m = await measure(cold, HEADER_ONLY_QUERY, { sld: 'plosmed' });
    expect(m.waves).toEqual([
      ['site/findBySld?sld=plosmed'],
      ['site/getConfigHeader?siteId=4', 'site/getPublicationConfig?siteId=4'],
    ]);
  });
});
