/**
 * The home query against rc-pub answers recorded by `pnpm fixtures:record` (tests/fixtures/rc-pub): one GraphQL
 * request returns a site's header, visible nav with targets (docs/product/sites-and-frame.md, "Menu visibility" and "Where a menu item leads"), footer, tools, top news and home
 * modules; rc-pub is called in parallel; per-site configuration is cached across requests.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { type ArticleDetailWire, type ChannelWire, type IssueWire, RcPubPaths, type SiteWire } from 'rc-pub/contract';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { fixtureKey, type Fixture } from './fixture-key.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { ARTICLE_BY_DOI_QUERY, ARTICLE_QUERY, HOME_QUERY } from './queries.js';
import { HIDDEN_NAV_CODES } from '../../server/src/domain/nav.js';

const fixtures = loadFixtures();
let fake: FakeRcPub;
let app: GatewayApp;

/** The recorded envelope of a GET of `url` (path and query under /rc-pub) in `language`. */
function envelope(url: string, language: 'zh' | 'en'): { data: unknown; message: string } {
  const key = fixtureKey({ method: 'GET', url: `/rc-pub/front/${url}`, language });
  const fx = fixtures.get(key) as Fixture | undefined;
  if (!fx) throw new Error(`missing fixture ${key}: run pnpm fixtures:record`);
  return fx.body as { data: unknown; message: string };
}

/** The `data` of the recorded envelope of a GET of `url` (under /rc-pub/front/) in `language`. */
function recorded<T>(url: string, language: 'zh' | 'en'): T {
  return envelope(url, language).data as T;
}

async function home(sld: string, headers: Record<string, string> = {}, target: GatewayApp = app) {
  return request(target.server).post('/graphql').set(headers).send({ query: HOME_QUERY, variables: { sld } });
}

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures });
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('home page in one query (recorded rc-pub answers)', () => {
  it('returns header, nav, footer, tools, top news and home modules of plosmed in ONE request', async () => {
    const res = await home('plosmed', { 'x-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(fake.missing).toEqual([]);
    const site = res.body.data.site;
    const wire = recorded<SiteWire>('site/findBySld?sld=plosmed', 'en');
    expect(site).toMatchObject({ id: wire.id, sld: 'plosmed', type: 'SINGLE', name: wire.enName });

    expect(site.header.greeting).toBeTruthy();
    expect(site.header.customButtons.length).toBeLessThanOrEqual(3);
    expect(site.footer.copyright).toBeTruthy();
    expect(site.tools.length).toBeGreaterThan(0);
    expect(site.topNews.length).toBeGreaterThan(0);
    expect(site.topNews[0].title).toMatch(/\[Demo\]/);

    // only visible items, in the recorded order, with their targets (docs/product/sites-and-frame.md#menu-visibility).
    const channels = recorded<ChannelWire[]>(`layout/channels?filter=true&siteId=${wire.id}`, 'en');
    const hidden = HIDDEN_NAV_CODES; // the list itself is pinned by domain.test.ts
    const expectedCodes = channels
      .filter((c) => Number(c.enable) === 1 && c.enName.trim() && !hidden.has(c.code))
      .map((c) => c.code);
    expect(site.nav.map((n: { code: string }) => n.code)).toEqual(expectedCodes);
    const issues = recorded<IssueWire[]>(`front-period/firstTwo?publicationIndexId=${wire.publicationId}`, 'en');
    const directory = site.nav.find((n: { code: string }) => n.code === 'directory');
    expect(directory.target).toEqual({
      href: `/newAcademic/${wire.id}/${directory.id}/directory/${issues[0]!.id}/0/en`,
      external: false,
    });
    const homeItem = site.nav.find((n: { code: string }) => n.code === 'index');
    expect(homeItem.target.href).toBe('/homeNav/plosmed/en');
    expect(homeItem.children).toEqual([]);

    // Home modules with their content: the latest issue's table of contents from the real import.
    const latest = site.homeModules.find((m: { type: string }) => m.type === 'latestIssue');
    expect(latest.issue.id).toBe(issues[0]!.id);
    expect(latest.issue.publication.title).toBe('PLOS Medicine');
    expect(latest.articles.length).toBeGreaterThan(0);
    expect(latest.articles[0].doi).toMatch(/^10\.1371\/journal\.pmed\./);
    expect(latest.articles[0].authorNames.length).toBeGreaterThan(0);
    expect(site.homeModules.find((m: { type: string }) => m.type === 'news').news.length).toBeGreaterThan(0);
    expect(site.homeModules.find((m: { type: string }) => m.type === 'html').html).toContain('PLOS Medicine');
  });

  it('the aggregate site lists every journal with its latest issue', async () => {
    const res = await home('www');
    expect(res.body.errors).toBeUndefined();
    expect(fake.missing).toEqual([]);
    const journals = res.body.data.site.homeModules.find((m: { type: string }) => m.type === 'journals');
    expect(journals.publications.length).toBeGreaterThanOrEqual(6);
    const titles = journals.publications.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['PLOS Medicine', 'PLOS ONE']));
    expect(res.body.data.site.type).toBe('ALL');
  });

  it('calls rc-pub in parallel, not in a waterfall', async () => {
    fake.delayFixturesMs = 40;
    const res = await home('jose');
    expect(res.body.errors).toBeUndefined();
    // site lookup, then header, publication config, channels, footer, tools, top news, banners, group, ... at once
    expect(fake.peakInFlight).toBeGreaterThanOrEqual(6);
  });

  it('the language changes the texts (x-language header, else the language cookie)', async () => {
    const zh = (await home('plosmed')).body.data;
    const en = (await home('plosmed', { cookie: 'language=en' })).body.data;
    expect(zh.language).toBe('ZH');
    expect(en.language).toBe('EN');
    const zhHome = zh.site.nav.find((n: { code: string }) => n.code === 'index');
    const enHome = en.site.nav.find((n: { code: string }) => n.code === 'index');
    expect(enHome.name).toBe('Home');
    expect(zhHome.name).not.toBe(enHome.name);
    expect(zhHome.target.href).toBe('/homeNav/plosmed/zh');
    expect(zh.site.header.greeting).not.toBe(en.site.header.greeting);
  });

  it('the forbidden site → FORBIDDEN_SITE with rc-pub message', async () => {
    const res = await home('forbidden');
    expect(res.body.data).toBeNull();
    const msg = envelope('site/findBySld?sld=forbidden', 'zh').message;
    expect(res.body.errors).toEqual([
      expect.objectContaining({ message: msg, extensions: { code: 'FORBIDDEN_SITE' } }),
    ]);
  });
});

describe('per-site configuration cache', () => {
  it('a second home request within SITE_CONFIG_TTL_MS does not fetch the site config again', async () => {
    const cached = await testGateway(fake.url, { SITE_CONFIG_TTL_MS: '60000' });
    try {
      await home('plosmed', {}, cached);
      const first = fake.seen.filter((s) => s.path.endsWith('/findBySld')).length;
      await home('plosmed', {}, cached);
      const both = fake.seen.filter((s) => s.path.endsWith('/findBySld') || s.path.endsWith('/getConfigHeader'));
      expect(first).toBe(1);
      expect(both.filter((s) => s.path.endsWith('/findBySld'))).toHaveLength(1);
      expect(both.filter((s) => s.path.endsWith('/getConfigHeader'))).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });
});

describe('article (recorded)', () => {
  const articleFx = [...fixtures.values()].find(
    (f) => f.language === 'en' && /^GET \/rc-pub\/front\/front-article\/\d+ /.test(f.key),
  );

  it('resolves every detail field of a real article, by id and by DOI', async () => {
    expect(articleFx, 'run pnpm fixtures:record').toBeDefined();
    const wire = (articleFx!.body as { data: { id: number; doi: string } }).data;
    const res = await request(app.server)
      .post('/graphql')
      .set('x-language', 'en')
      .send({ query: ARTICLE_QUERY, variables: { id: wire.id } });
    expect(res.body.errors).toBeUndefined();
    const a = res.body.data.article;
    expect(a.doi).toBe(wire.doi);
    // the resolver link of the DOI, for the page and for integrators (schema Article.doiUrl, Reference.doiUrl)
    expect(a.doiUrl).toBe(`https://doi.org/${wire.doi}`);
    // PLOS writes cited DOIs as doi.org links and PMIDs as object-ids; import keeps them, each DOI gets its link
    const cited = a.references.filter((r: { doi: string | null }) => r.doi !== null);
    expect(cited.length).toBeGreaterThan(30);
    for (const r of cited as { doiUrl: string }[]) expect(r.doiUrl.startsWith('https://doi.org/10.')).toBe(true);
    expect(a.references.filter((r: { pmid: string | null }) => r.pmid !== null).length).toBeGreaterThan(30);
    expect(a.title.length).toBeGreaterThan(10);
    expect(a.texts[0].isOriginal).toBe(true);
    expect(a.texts[0].abstractHtml).toBeTruthy();
    expect(a.contributors.length).toBeGreaterThan(0);
    expect(a.references.length).toBeGreaterThan(0);
    expect(a.publication.title).toBe('PLOS Medicine');
    expect(a.issue.articles.map((x: { id: number }) => x.id)).toContain(wire.id);
    const byDoi = await request(app.server)
      .post('/graphql')
      .send({ query: ARTICLE_BY_DOI_QUERY, variables: { doi: wire.doi } });
    expect(byDoi.body.data.articleByDoi).toMatchObject({ id: wire.id, doi: wire.doi });
    expect(fake.missing).toEqual([]);
  });

  it("names the language of the title it shows: the request's version, else the original (Article.titleLanguage)", async () => {
    const wire = (articleFx!.body as { data: ArticleDetailWire }).data;
    const [en] = wire.titles;
    const zhFirst = {
      ...wire,
      originalLanguage: 'zh',
      titles: [
        { ...en!, lang: 'zh', title: '[演示] 中文题名' },
        { ...en!, lang: 'en', title: '[Demo] English title' },
      ],
    };
    fake.on(`${RcPubPaths.article}/${wire.id}`, () => ({ body: { status: 0, message: 'ok', data: zhFirst } }));
    const ask = (lang: string) =>
      request(app.server)
        .post('/graphql')
        .set('x-language', lang)
        .send({ query: `{ article(id: ${wire.id}) { title titleLanguage } }` });
    expect((await ask('en')).body.data.article).toEqual({ title: '[Demo] English title', titleLanguage: 'en' });
    expect((await ask('zh')).body.data.article).toEqual({ title: '[演示] 中文题名', titleLanguage: 'zh' });
    // an English-only article on a Chinese page: its English title, marked as English
    const enOnly = { ...wire, originalLanguage: 'en', titles: [{ ...en!, lang: 'en', title: '[Demo] Only English' }] };
    fake.on(`${RcPubPaths.article}/${wire.id}`, () => ({ body: { status: 0, message: 'ok', data: enOnly } }));
    expect((await ask('zh')).body.data.article).toEqual({ title: '[Demo] Only English', titleLanguage: 'en' });
  });

  it('links a cited DOI to its resolver, escaping what would end the path (Reference.doiUrl)', async () => {
    const wire = (articleFx!.body as { data: ArticleDetailWire }).data;
    const [first, ...rest] = wire.references;
    const cited = { ...wire, references: [{ ...first!, doi: '10.1000/a#b?c' }, ...rest] };
    fake.on(`${RcPubPaths.article}/${wire.id}`, () => ({ body: { status: 0, message: 'ok', data: cited } }));
    const res = await request(app.server)
      .post('/graphql')
      .send({ query: `{ article(id: ${wire.id}) { references { doi doiUrl } } }` });
    expect(res.body.data.article.references[0]).toEqual({
      doi: '10.1000/a#b?c',
      doiUrl: 'https://doi.org/10.1000/a%23b%3Fc',
    });
    expect(res.body.data.article.references[1].doiUrl).toBeNull();
  });
});
