/**
 * rc-pub on the real seed and demo data (site list; docs/product/sites-and-frame.md#site-states): site lookup statuses, channel
 * filter, article by DOI with slashes, periods by year, journal lists, header and home modules, news. The report and
 * the data are those of the seed from scratch that made the seeded snapshot (tests/helpers/seeded-db.ts: on PGlite in
 * the PGlite set, on PostgreSQL otherwise); the idempotence test seeds again over a copy of it (on PostgreSQL only when
 * the PGlite set re-runs beside it: the same statements, a minute on one core; tests/helpers/db.ts pgliteSetRerun).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, channels, news } from '../../rc-pub/src/db/schema/index.js';
import type { ProgressEvent } from '../../rc-pub/src/lib/progress.js';
import { seed } from '../../rc-pub/src/seed/index.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type {
  ArticleDetailWire,
  ArticleSummaryWire,
  ChannelWire,
  IssueYearWire,
  Page,
  PublicationWire,
  SiteWire,
} from '../../rc-pub/src/contract/wire.js';
import { pgliteSetRerun } from '../helpers/db.js';
import { startApp, type TestApp } from './app-helper.js';

let t: TestApp;
const site = async (sld: string): Promise<SiteWire> =>
  (await t.http.get(RcPubPaths.findBySld).query({ sld })).body.data;

beforeAll(async () => {
  t = await startApp({ seeded: true });
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('creates the demo sites in a fixed order and imports every demo file', () => {
    expect(t.seedReport!.sites.map((s) => `${s.id}:${s.sld}:${s.type}`)).toEqual([
      '1:www:all',
      '2:plos:group',
      '3:plosone:single',
      '4:plosmed:single',
      '5:ploscompbiol:single',
      '6:elife:single',
      '7:rsp:single',
      '8:jose:single',
      '9:zhdemo:group',
      '10:forbidden:single',
      '11:expired:single',
      '12:maintenance:single',
    ]);
    expect(t.seedReport!.imports.every((i) => i.failed === 0 && i.imported > 0)).toBe(true);
    // After --reset every demo file is a new article, and no file of a demo folder is left out
    expect(t.seedReport!.imports.map((i) => [i.sld, i.updated, i.skipped])).toEqual(
      t.seedReport!.imports.map((i) => [i.sld, 0, []]),
    );
  });
});

describe('site lookup (docs/product/sites-and-frame.md#site-states)', () => {
  it('finds a journal site by sld and by id, with its journal', async () => {
    const s = await site('plosmed');
    expect(s).toMatchObject({ sld: 'plosmed', type: 'single', name: 'PLOS Medicine', enName: 'PLOS Medicine' });
    expect(s.publicationId).toBeTypeOf('number');
    const byId = await t.http.get(RcPubPaths.findBySiteId).query({ siteId: s.id });
    expect(byId.body.data.sld).toBe('plosmed');
  });

  it('uses www when no sld is given', async () => {
    const r = await t.http.get(RcPubPaths.findBySld);
    expect(r.body.data).toMatchObject({ sld: 'www', type: 'all' });
  });

  it('answers forbidden, expired and maintenance sites with 10001, 10002, 10003 and their texts', async () => {
    const forbidden = await t.http.get(RcPubPaths.findBySld).query({ sld: 'forbidden' });
    expect(forbidden.status).toBe(200);
    expect(forbidden.body).toMatchObject({ status: 10001, code: 'FORBIDDEN_SITE', data: null });
    const expired = await t.http.get(RcPubPaths.findBySld).query({ sld: 'expired' }).set('language', 'en');
    expect(expired.body).toMatchObject({ status: 10002, code: 'SITE_EXPIRED' });
    expect(expired.body.message).toContain('This website has expired, please contact the enterprise administrator');
    const maint = await t.http.get(RcPubPaths.findBySld).query({ sld: 'maintenance' }).set('language', 'en');
    expect(maint.body).toMatchObject({ status: 10003, code: 'SITE_MAINTENANCE' });
    expect(maint.body.message).toContain('Please understand the inconvenience caused by system maintenance.');
    expect(maint.body.message).toContain(maint.body.data.phone);
    const maintZh = await t.http.get(RcPubPaths.findBySiteId).query({ siteId: 12 });
    expect(maintZh.body.message).toContain('系统维护中');
  });

  it('answers an unknown sld with status 404', async () => {
    const r = await t.http.get(RcPubPaths.findBySld).query({ sld: 'nope' });
    expect(r.body).toMatchObject({ status: 404, data: null });
  });
});

describe('channels (docs/product/sites-and-frame.md#menu-visibility)', () => {
  const codes = (items: ChannelWire[]): string[] => items.flatMap((c) => [c.code, ...codes(c.children)]);
  it('filter=true drops disabled items; without it they come with enable 0; children are nested with parentIndex', async () => {
    const id = (await site('elife')).id;
    const all: ChannelWire[] = (await t.http.get(RcPubPaths.channels).query({ siteId: id })).body.data;
    const enabled: ChannelWire[] = (await t.http.get(RcPubPaths.channels).query({ siteId: id, filter: true })).body
      .data;
    expect(all.find((c) => c.code === 'editorial')?.enable).toBe(0);
    expect(codes(enabled)).not.toContain('editorial');
    expect(codes(enabled)).toEqual(
      expect.arrayContaining(['index', 'directory', 'backissue', 'news', 'periodIntroduce', 'aboutus', 'subaboutus']),
    );
    const aboutIndex = enabled.findIndex((c) => c.code === 'aboutus');
    expect(enabled[aboutIndex]!.children.map((c) => c.parentIndex)).toEqual([aboutIndex, aboutIndex]);
  });

  it('channel info returns the page content in both languages', async () => {
    const id = (await site('rsp')).id;
    const items: ChannelWire[] = (await t.http.get(RcPubPaths.channels).query({ siteId: id })).body.data;
    const intro = items.find((c) => c.code === 'periodIntroduce')!;
    const r = await t.http.get(RcPubPaths.channelInfo).query({ channelId: intro.id });
    expect(r.body.data.content).toContain('Revista de Saúde Pública');
    expect(r.body.data.enContent).toContain('not its official website');
  });
});

describe('articles', () => {
  it('finds an article by a DOI with a slash, case-insensitively, with its texts', async () => {
    const r = await t.http.get(RcPubPaths.articleByDoi).query({ doi: '10.7554/ELIFE.00005' });
    expect(r.body.status).toBe(0);
    const a: ArticleDetailWire = r.body.data;
    expect(a.doi?.toLowerCase()).toBe('10.7554/elife.00005');
    expect(a.texts[0]?.title.length).toBeGreaterThan(5);
    const byId = await t.http.get(`${RcPubPaths.article}/${a.id}`);
    expect(byId.body.data.doi).toBe(a.doi);
    const missing = await t.http.get(RcPubPaths.articleByDoi).query({ doi: '10.9999/none/here' }).set('language', 'en');
    expect(missing.body).toMatchObject({ status: 404, message: 'No article with DOI 10.9999/none/here' });
  });

  it('lists an issue in page order and a site scope with paging from 0', async () => {
    const rsp = await site('rsp');
    const [first] = (await t.http.get(RcPubPaths.firstTwoPeriods).query({ publicationIndexId: rsp.publicationId })).body
      .data;
    const toc: Page<ArticleSummaryWire> = (
      await t.http.get(RcPubPaths.articleList).query({ issueId: first.id, size: 100 })
    ).body.data;
    expect(toc.total).toBe(19);
    const pages = toc.content.map((a) => Number(a.fpage)).filter((n) => !Number.isNaN(n));
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    const page1: Page<ArticleSummaryWire> = (
      await t.http.get(RcPubPaths.articleList).query({ siteId: 2, page: 1, size: 5 })
    ).body.data;
    expect(page1).toMatchObject({ page: 1, size: 5, total: 94 });
    expect(page1.content).toHaveLength(5);
  });
});

describe('periods and journals', () => {
  it('groups a journal’s issues by year, newest first; isBack omits the newest issue', async () => {
    const elife = await site('elife');
    const years: IssueYearWire[] = (
      await t.http.get(RcPubPaths.journalData).query({ siteId: elife.id, groupByYear: true })
    ).body.data;
    const ys = years.map((y) => y.year!);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(years.every((y) => y.periods.every((p) => p.year === y.year))).toBe(true);
    const all = years.flatMap((y) => y.periods);
    const back = (await t.http.get(RcPubPaths.journalData).query({ siteId: elife.id, isBack: true })).body.data;
    expect(back).toHaveLength(all.length - 1);
    expect(back.map((p: { id: number }) => p.id)).not.toContain(all[0]!.id);
  });

  it('lists the PLOS group journals with the single site serving each', async () => {
    const plos = await site('plos');
    const pubs: PublicationWire[] = (await t.http.get(RcPubPaths.publications).query({ siteId: plos.id })).body.data;
    expect(pubs.map((p) => p.siteSld)).toEqual(['plosone', 'plosmed', 'ploscompbiol']);
    expect(pubs[0]).toMatchObject({ titleEn: 'PLOS ONE', articleCount: 60 });
  });
});

describe('site frame', () => {
  it('header config carries greeting, language switch, login and every custom button', async () => {
    const r = await t.http.get(RcPubPaths.headerConfig).query({ siteId: 3 });
    expect(r.body.data).toMatchObject({
      switchLanguage: 1,
      showLogin: 1,
      greeting: '欢迎访问 PLOS ONE',
      enGreeting: 'Welcome to PLOS ONE',
    });
    expect(
      r.body.data.configData.customButtonList.map((b: { customButtonStatus: number }) => b.customButtonStatus),
    ).toEqual([1, 1, 0]);
    const cfg = await t.http.get(RcPubPaths.publicationConfig).query({ siteId: 3 }).set('language', 'en');
    expect(cfg.body.data.greetingConfig).toEqual({ hasGreeting: true, greeting: 'Welcome to PLOS ONE' });
  });

  it('home modules: latest issue, news, most read, rank and intro on a journal site; banner, journals, news and rank on the portal', async () => {
    const types = async (siteId: number) => {
      const items: ChannelWire[] = (await t.http.get(RcPubPaths.channels).query({ siteId })).body.data;
      const home = items.find((c) => c.code === 'index')!;
      return (await t.http.get(RcPubPaths.modules).query({ channelId: home.id })).body.data.map(
        (m: { type: string }) => m.type,
      );
    };
    // The site file (deploy/sites/demo-sites.yaml) seeds every module type somewhere (sites-file-answers.test.ts)
    expect(await types(3)).toEqual(['latestIssue', 'news', 'mostRead', 'rank', 'html']);
    expect(await types(1)).toEqual(['banner', 'journals', 'news', 'rank']);
  });

  it('top news and news detail are demo items marked [演示]/[Demo]', async () => {
    const top = (await t.http.get(RcPubPaths.topNews).query({ siteId: 1, newsDataType: 'news', type: 1 })).body.data;
    expect(top.length).toBeGreaterThan(0);
    const detail = (await t.http.get(`${RcPubPaths.news}/${top[0].id}`)).body.data;
    expect(detail.titleZh).toMatch(/^\[演示\]/);
    expect(detail.titleEn).toMatch(/^\[Demo\]/);
    expect(detail.demo).toBe(true);
  });

  it('tools and footer exist for each journal site; the footer holds no real-looking address (demo-marked)', async () => {
    const tools = (await t.http.get(RcPubPaths.tools).query({ siteId: 4 })).body.data.map(
      (x: { platformType: string }) => x.platformType,
    );
    // A custom link and a pop-up picture follow the platform tools
    expect(tools).toEqual(['rss', 'email', 'folderAdd', null, null]);
    const footer = (await t.http.get(RcPubPaths.footer).query({ siteId: 4 })).body.data;
    expect(footer.address).toMatch(/^\[演示\]/);
    expect(footer.enAddress).toMatch(/^\[Demo\]/);
    expect(footer.phone).toMatch(/^\[Demo\]/);
    expect(footer.enCopyright).toContain('demo site');
  });
});

describe('stored images', () => {
  it('serves the JOSE figures shipped beside the XML through the resource fileUrl', async () => {
    const toc: Page<ArticleSummaryWire> = (await t.http.get(RcPubPaths.articleList).query({ siteId: 8, size: 100 }))
      .body.data;
    let url: string | null = null;
    for (const a of toc.content) {
      const d: ArticleDetailWire = (await t.http.get(`${RcPubPaths.article}/${a.id}`)).body.data;
      url = d.resources.find((r) => r.kind === 'figure' && r.fileUrl)?.fileUrl ?? null;
      if (url) break;
    }
    expect(url).toMatch(/^\/rc-pub\/front\/files\/get\?id=\d+$/);
    const img = await t.http.get(url!);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\//);
    expect(Number(img.headers['content-length'])).toBeGreaterThan(100);
  });
});

describe('seed again', () => {
  it.skipIf(pgliteSetRerun)(
    'is idempotent: same site ids, no duplicate articles, channels or news',
    { timeout: 240_000 },
    async () => {
      const db = t.db.handle.db;
      const counts = async () => ({
        articles: Number(await db.$count(articles)),
        channels: Number(await db.$count(channels)),
        news: Number(await db.$count(news)),
      });
      const before = await counts();
      const events: ProgressEvent[] = [];
      const again = await seed(db, { demoDataDir: loadConfig({}).demoDataDir, onProgress: (e) => events.push(e) });
      expect(again.sites.map((s) => `${s.id}:${s.sld}`)).toEqual(t.seedReport!.sites.map((s) => `${s.id}:${s.sld}`));
      expect(await counts()).toEqual(before);
      // One event per demo file across every source, the total known up front; all already stored
      expect(events.map((e) => e.done)).toEqual(events.map((_, i) => i + 1));
      expect(new Set(events.map((e) => e.total))).toEqual(new Set([events.length]));
      expect(events.filter((e) => e.outcome !== 'updated' && e.outcome !== 'unchanged')).toEqual([]);
      expect(again.imports.reduce((n, i) => n + i.updated + i.unchanged, 0)).toBe(events.length);
      // JATS files and packages stored as they are stay untouched (CSL records are rewritten in place)
      const jats = again.imports.filter((i) => i.source.startsWith('jats/'));
      expect(jats.map((i) => [i.source, i.updated])).toEqual(jats.map((i) => [i.source, 0]));
      expect(jats.every((i) => i.unchanged > 0)).toBe(true);
    },
  );
});
