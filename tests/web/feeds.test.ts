/**
 * RSS 2.0 and Atom feeds on a site's host (feeds; server/src/routes/feeds/index.ts, URL scheme web/src/feed-urls.ts),
 * read with a real feed parser (@rowanmanning/feed-parser) through the real gateway on a seeded rc-pub, and compared
 * with what rc-pub itself answers: the current issue's articles, online-first articles (publication type 1; docs/product/citation-and-harvest.md#rss-and-atom-feeds),
 * the site's newest articles and news; titles in the feed's language with fallback; item links that open (200);
 * authors as each format wants them (RSS 2.0: names as Dublin Core dc:creator, no name in <author>, which holds an
 * email address; Atom: one <author> per author, a group author as one, the feed's own author for entries that name
 * none). Schema validity of every feed: feed-validity.test.ts.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import type {
  ArticleDetailWire,
  ArticleSummaryWire,
  IssueWire,
  NewsWire,
  Page,
  PublicationWire,
} from 'rc-pub/contract';
import { RcPubPaths } from 'rc-pub/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './helpers/stack.js';

/** server/src/routes/feeds/index.ts FEED_MAX_ITEMS. */
const MAX_ITEMS = 50;

const stack = useStack();
let server: Parameters<typeof request>[0];

beforeAll(() => {
  server = stack().gateway.server;
});

/** rc-pub's `data` for a GET (its envelope unwrapped). */
async function rc<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(path, stack().rcPubUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url);
  expect(res.status, url.href).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const siteOf = async (sld: string) =>
  (
    await request(server)
      .post('/graphql')
      .send({ query: `{ site(sld: "${sld}") { id } }` })
      .expect(200)
  ).body.data.site as { id: number };
const journalsOf = (siteId: number) => rc<PublicationWire[]>(RcPubPaths.publications, { siteId });
const currentIssue = async (publicationId: number) =>
  (await rc<IssueWire[]>(RcPubPaths.firstTwoPeriods, { publicationIndexId: publicationId }))[0];

/** The title a feed in `lang` must show: that language's, else the other interface language's, else the original. */
function expectedTitle(a: ArticleSummaryWire, lang: 'zh' | 'en'): string | undefined {
  const of = (l: string) => a.titles.find((t) => t.lang.split('-')[0] === l && t.title.trim())?.title;
  return of(lang) ?? of(lang === 'zh' ? 'en' : 'zh') ?? of(a.originalLanguage) ?? a.titles[0]?.title;
}

async function feed(host: string, path: string, type: 'rss' | 'atom') {
  const res = await request(server).get(path).set('Host', host).expect(200);
  expect(res.headers['content-type']).toBe(`application/${type}+xml; charset=utf-8`);
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  return parseFeed(res.text);
}

/** Requests each absolute URL on the gateway with its own Host and expects 200. */
async function expectPagesOpen(urls: readonly string[]) {
  for (const u of urls) {
    const url = new URL(u);
    const res = await request(server).get(`${url.pathname}${url.search}`).set('Host', url.host);
    expect(res.status, u).toBe(200);
  }
}

describe('journal feeds', () => {
  it('current issue: one item per article of the issue in table-of-contents order, links that open (RSS)', async () => {
    const site = await siteOf('rsp');
    const [journal] = await journalsOf(site.id);
    const issue = (await currentIssue(journal!.id))!;
    const toc = await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, { issueId: issue.id, size: MAX_ITEMS });
    expect(toc.content.length).toBeGreaterThan(1);

    const f = await feed('rsp.localhost', `/feeds/en/journal-${journal!.id}-current.rss`, 'rss');
    expect(f.items).toHaveLength(Math.min(toc.total, MAX_ITEMS));
    expect(f.items.map((i) => i.url)).toEqual(
      toc.content.map((a) => `http://rsp.localhost/article/id/${site.id}/${a.id}/en`),
    );
    expect(f.items.map((i) => i.title)).toEqual(toc.content.map((a) => expectedTitle(a, 'en')));
    expect(f.self).toBe(`http://rsp.localhost/feeds/en/journal-${journal!.id}-current.rss`);
    expect(f.language).toBe('en');
    // DOI as guid (not a permalink); authors as the record lists them; a publication date
    const first = toc.content[0]!;
    const item = f.items[0]!;
    expect(first.doi).toBeTruthy();
    expect(item.id).toBe(first.doi);
    expect(item.authors.map((a) => a.name)).toEqual(first.authors);
    expect(item.published?.toISOString().slice(0, 10)).toBe(first.publishedDate?.slice(0, 10));
    // categories are the article's keywords
    const detail = await rc<ArticleDetailWire>(`${RcPubPaths.article}/${first.id}`);
    const keywords = detail.texts.find((t) => t.lang === 'en' && t.keywords.length)?.keywords ?? [];
    expect(keywords.length).toBeGreaterThan(0);
    expect(item.categories.map((c) => c.label)).toEqual(keywords);
    await expectPagesOpen([f.url!, ...f.items.map((i) => i.url!)]);
  });

  it('Atom carries the same items with the DOI as the entry id and no empty elements', async () => {
    const site = await siteOf('rsp');
    const [journal] = await journalsOf(site.id);
    const rss = await feed('rsp.localhost', `/feeds/zh/journal-${journal!.id}-current.rss`, 'rss');
    const res = await request(server).get(`/feeds/zh/journal-${journal!.id}-current.atom`).set('Host', 'rsp.localhost');
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<(summary|author|category|name)[^>]*>\s*<\/\1>|<(summary|author|category)\s*\/>/);
    const atom = parseFeed(res.text);
    expect(atom.items.map((i) => i.url)).toEqual(rss.items.map((i) => i.url));
    expect(atom.items.map((i) => i.title)).toEqual(rss.items.map((i) => i.title));
    for (const i of atom.items) expect(i.id).toMatch(/^https:\/\/doi\.org\/10\./);
    expect(atom.self).toBe(`http://rsp.localhost/feeds/zh/journal-${journal!.id}-current.atom`);
  });

  it('titles follow the feed language, with the other interface language where a title is missing', async () => {
    // rsp's articles are Portuguese originals with English (and Spanish) titles and no Chinese title: the zh feed
    // shows the English title, not the original's; an article with only its original title shows that one.
    const site = await siteOf('rsp');
    const [journal] = await journalsOf(site.id);
    const issue = (await currentIssue(journal!.id))!;
    const toc = (await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, { issueId: issue.id, size: MAX_ITEMS }))
      .content;
    const en = (a: ArticleSummaryWire) => a.titles.find((t) => t.lang === 'en')?.title;
    const translated = toc.filter((a) => a.originalLanguage === 'pt' && en(a));
    expect(translated.length).toBeGreaterThan(0);
    const zh = await feed('rsp.localhost', `/feeds/zh/journal-${journal!.id}-current.rss`, 'rss');
    expect(zh.language).toBe('zh-CN');
    expect(zh.title).toContain('当期目录');
    expect(zh.items.map((i) => i.title)).toEqual(toc.map((a) => expectedTitle(a, 'zh')));
    for (const a of translated) expect(zh.items.find((i) => i.url?.endsWith(`/${a.id}/zh`))?.title).toBe(en(a));
    for (const i of zh.items)
      expect(i.url).toMatch(new RegExp(`^http://rsp\\.localhost/article/id/${site.id}/\\d+/zh$`));
  });

  it('online first: the journal’s publication-type-1 articles, newest first', async () => {
    const site = await siteOf('www');
    const counts = await Promise.all(
      (await journalsOf(site.id)).map(async (j) => ({
        id: j.id,
        page: await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, {
          publicationId: j.id,
          publicationType: 1,
          size: MAX_ITEMS,
          sort: 'date',
        }),
      })),
    );
    const withOnlineFirst = counts.find((c) => c.page.total > 0);
    const without = counts.find((c) => c.page.total === 0);
    for (const c of [withOnlineFirst, without].filter((x) => x !== undefined)) {
      const f = await feed('www.localhost', `/feeds/en/journal-${c.id}-online-first.rss`, 'rss');
      expect(f.items.map((i) => i.url)).toEqual(
        c.page.content.map((a) => `http://www.localhost/article/id/${site.id}/${a.id}/en`),
      );
    }
    expect(withOnlineFirst, 'a journal with online-first articles (eLife in the seed)').toBeDefined();
  });
});

describe('site feeds', () => {
  it('latest: the newest articles of the site’s journals, newest first', async () => {
    const site = await siteOf('plos');
    const latest = await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, {
      siteId: site.id,
      size: MAX_ITEMS,
      sort: 'date',
    });
    const f = await feed('plos.localhost', '/feeds/zh/latest.atom', 'atom');
    expect(f.items).toHaveLength(Math.min(latest.total, MAX_ITEMS));
    expect(f.items.map((i) => i.url)).toEqual(
      latest.content.map((a) => `http://plos.localhost/article/id/${site.id}/${a.id}/zh`),
    );
    const dates = f.items.map((i) => i.published?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await expectPagesOpen(f.items.slice(0, 5).map((i) => i.url!));
  });

  it('news: the site’s news in the feed language, linking their news pages', async () => {
    const site = await siteOf('zhdemo');
    const news = await rc<Page<NewsWire>>(RcPubPaths.newsList, { siteId: site.id, size: MAX_ITEMS });
    expect(news.total).toBeGreaterThan(0);
    for (const lang of ['zh', 'en'] as const) {
      const f = await feed('zhdemo.localhost', `/feeds/${lang}/news.rss`, 'rss');
      expect(f.items.map((i) => i.title)).toEqual(
        news.content.map((n) => (lang === 'zh' ? n.titleZh || n.titleEn : n.titleEn || n.titleZh)),
      );
      expect(f.items.map((i) => i.url)).toEqual(
        news.content.map((n) => `http://zhdemo.localhost/newsDetails/${site.id}/${n.id}/${lang}`),
      );
      await expectPagesOpen(f.items.map((i) => i.url!));
    }
    // the demo news have distinct zh and en titles, so the two feeds must differ
    expect(news.content.some((n) => n.titleZh && n.titleEn && n.titleZh !== n.titleEn)).toBe(true);
  });
});

describe('authors', () => {
  /** rc-pub's authors of an article (contributors whose role is author), in order. */
  const authorsOf = (a: ArticleDetailWire) => a.contributors.filter((c) => c.role === 'author');

  it('each article lists its authors in order, a group author as one name (RSS dc:creator, Atom <author>)', async () => {
    // The PRISMA statement: four people and "The PRISMA Group" (JATS <collab>), in PLOS Medicine's latest articles
    const prisma = await rc<ArticleDetailWire>(RcPubPaths.articleByDoi, { doi: '10.1371/journal.pmed.1000097' });
    const authors = authorsOf(prisma);
    const group = authors.find((c) => c.collab);
    expect(group, 'a group author in the record').toBeDefined();
    expect(authors.filter((c) => !c.collab).length).toBeGreaterThan(1);
    const names = authors.map((c) => c.name);
    for (const format of ['rss', 'atom'] as const) {
      const res = await request(server).get(`/feeds/en/latest.${format}`).set('Host', 'plosmed.localhost').expect(200);
      const item = parseFeed(res.text).items.find((i) => i.url?.endsWith(`/${prisma.id}/en`));
      expect(item, format).toBeDefined();
      expect(item!.authors.map((a) => a.name)).toEqual(names);
      expect(item!.authors.filter((a) => a.name === group!.name)).toHaveLength(1);
      if (format === 'rss') {
        // names are Dublin Core creators; RSS <author> would have to be an email address
        expect(res.text).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
        expect(res.text).toContain(`<dc:creator>${group!.name}</dc:creator>`);
        expect(res.text).not.toMatch(/<author>/);
      }
    }
  });

  it('Atom gives an author with an ORCID iD its iD as <uri>', async () => {
    const site = await siteOf('elife');
    const latest = await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, {
      siteId: site.id,
      size: MAX_ITEMS,
      sort: 'date',
    });
    const details = await Promise.all(
      latest.content.map((a) => rc<ArticleDetailWire>(`${RcPubPaths.article}/${a.id}`)),
    );
    const withOrcid = details.find((d) => authorsOf(d).some((c) => c.orcid));
    expect(withOrcid, 'an eLife article whose author has an ORCID iD').toBeDefined();
    const f = await feed('elife.localhost', '/feeds/en/latest.atom', 'atom');
    const item = f.items.find((i) => i.url?.endsWith(`/${withOrcid!.id}/en`))!;
    expect(item.authors.map((a) => a.url)).toEqual(authorsOf(withOrcid!).map((c) => c.orcid));
  });

  it('Atom names the site as the author of news, and the journal for a record without authors', async () => {
    const site = (
      await request(server).post('/graphql').send({ query: '{ site(sld: "zhdemo") { id nameZh nameEn } }' }).expect(200)
    ).body.data.site as { id: number; nameZh: string; nameEn: string };
    const news = await feed('zhdemo.localhost', '/feeds/zh/news.atom', 'atom');
    expect(news.items.length).toBeGreaterThan(0);
    expect(news.authors.map((a) => a.name)).toEqual([site.nameZh || site.nameEn]);
    for (const i of news.items) expect(i.authors.map((a) => a.name)).toEqual([site.nameZh || site.nameEn]);
    // the demo CSL journals' records carry no authors: nothing is invented, the journal stands for them
    const journals = await journalsOf(site.id);
    for (const j of journals) {
      const page = await rc<Page<ArticleSummaryWire>>(RcPubPaths.articleList, { publicationId: j.id, size: 1 });
      if (page.content[0]?.authors.length !== 0) continue;
      const f = await feed('zhdemo.localhost', `/feeds/zh/journal-${j.id}-current.atom`, 'atom');
      expect(f.authors.map((a) => a.name)).toEqual([j.titleZh || j.titleEn]);
      return;
    }
    throw new Error('no zhdemo journal without authors');
  });
});

describe('what is not a feed', () => {
  it('answers 404 in plain text for a journal of another site, malformed names, languages and ids', async () => {
    const other = (await journalsOf((await siteOf('rsp')).id))[0]!;
    for (const path of [
      `/feeds/en/journal-${other.id}-current.rss`, // rsp's journal on plosone's host
      `/feeds/en/journal-${other.id}-online-first.atom`,
      '/feeds/en/journal-x-current.rss',
      '/feeds/en/journal-0-current.rss',
      '/feeds/en/journal-2147483648-current.rss', // beyond int4
      '/feeds/en/journal-1-current.json',
      '/feeds/en/latest.xml',
      '/feeds/fr/latest.rss',
    ]) {
      const res = await request(server).get(path).set('Host', 'plosone.localhost');
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/plain');
    }
    await request(server).get('/feeds/en/latest.rss').set('Host', 'nosuchsite.localhost').expect(404);
  });
});
