/**
 * /rssList and feed autodiscovery (docs/product/citation-and-harvest.md#rss-and-atom-feeds: the page lists the feeds per site in
 * both languages, and every page links its site's feeds) through the real gateway on a seeded rc-pub, server-rendered
 * and in Chromium.
 * - Server-rendered: the page names every journal of the Host's site with its current-issue and online-first feeds, and
 *   the site's feeds, each as RSS and Atom in zh and en, and every one of those links answers 200 with a feed a parser
 *   reads; page heads carry `<link rel="alternate" type="application/rss+xml">` in the page language; the toolbar's RSS
 *   item leads here.
 * - In Chromium: at 1440 px and 390 px, in zh and en, the page hydrates without a console error or a GraphQL request,
 *   nothing scrolls sideways, and every journal's heading is visible. Set SHOTS_DIR to keep a full-page screenshot of
 *   each (for looking at it).
 */
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';
import { decodeEntities } from '../web/helpers/html.js';

const hasChromium = requireChromium('browser test');

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  server = stack.gateway.server;
});
afterAll(async () => {
  await stack?.close();
});

interface SiteData {
  id: number;
  name: string;
  publications: { id: number; title: string }[];
  tools: { platformType: string | null; href: string | null }[];
}

async function siteData(host: string, lang: 'zh' | 'en'): Promise<SiteData> {
  const res = await request(server)
    .post('/graphql')
    .set('Host', host)
    .set('Cookie', `language=${lang}`)
    .send({ query: '{ site { id name publications { id title } tools { platformType href } } }' })
    .expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.site as SiteData;
}

/** The `<a>` elements of the page's feed list: href, accessible name and visible text. */
function feedAnchors(html: string): { href: string; label: string; text: string }[] {
  const list = html.slice(html.indexOf('data-testid="rss-list"'));
  return [...list.matchAll(/<a [^>]*href="(\/feeds\/[^"]+)"[^>]*aria-label="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: m[1]!,
    label: decodeEntities(m[2]!),
    text: decodeEntities(m[3]!),
  }));
}

/** The head's feed autodiscovery links. */
function alternates(html: string): { title: string; href: string }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)">/g)].map(
    (m) => ({ title: decodeEntities(m[1]!), href: m[2]! }),
  );
}

/** GETs a feed path on `host`, expects 200 and a feed the parser reads; returns the parsed feed. */
async function openFeed(host: string, href: string) {
  const res = await request(server).get(href).set('Host', host);
  expect(res.status, href).toBe(200);
  expect(res.headers['content-type'], href).toMatch(/^application\/(rss|atom)\+xml; charset=utf-8$/);
  return parseFeed(res.text);
}

describe('/rssList, server-rendered', () => {
  it.each([
    ['zh', '/rssList/zh', 'RSS 订阅'],
    ['en', '/rssList/en', 'RSS feeds'],
    ['en', '/rssList?lang=en', 'RSS feeds'],
  ] as const)('lists every journal of the site and both site feeds (%s, %s)', async (lang, path, heading) => {
    const site = await siteData('zhdemo.localhost', lang);
    expect(site.publications.length).toBeGreaterThan(1);
    const res = await request(server).get(path).set('Host', 'zhdemo.localhost').expect(200);
    expect(res.text).toContain(`<title>${heading} - ${site.name}</title>`);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const h3 = [...res.text.matchAll(/<h3[^>]*id="feeds-journal-(\d+)"[^>]*>([^<]*)<\/h3>/g)].map((m) => ({
      id: Number(m[1]),
      title: decodeEntities(m[2]!),
    }));
    expect(h3).toEqual(site.publications.map((p) => ({ id: p.id, title: p.title })));
    const anchors = feedAnchors(res.text);
    // (2 site feeds + 2 per journal) × RSS/Atom × zh/en
    expect(anchors).toHaveLength((2 + 2 * site.publications.length) * 4);
    for (const p of site.publications) {
      for (const kind of ['current', 'online-first'])
        for (const ext of ['rss', 'atom'])
          for (const l of ['zh', 'en'])
            expect(anchors.map((a) => a.href)).toContain(`/feeds/${l}/journal-${p.id}-${kind}.${ext}`);
    }
    // each link's name says the feed, the format and the language, and contains its visible text (WCAG 2.5.3)
    const first = site.publications[0]!;
    const rssZh = anchors.find((a) => a.href === `/feeds/zh/journal-${first.id}-current.rss`)!;
    expect(rssZh.text).toBe(lang === 'zh' ? 'RSS（中文）' : 'RSS (Chinese)');
    expect(rssZh.label).toBe(
      lang === 'zh' ? `${first.title} - 当期目录：RSS（中文）` : `${first.title} - Current issue: RSS (Chinese)`,
    );
    for (const a of anchors) expect(a.label.endsWith(a.text)).toBe(true);
  });

  it('every feed link on the page answers 200 with a feed in its language', async () => {
    const res = await request(server).get('/rssList/en').set('Host', 'plos.localhost').expect(200);
    const anchors = feedAnchors(res.text);
    expect(anchors.length).toBe((2 + 2 * 3) * 4);
    for (const a of anchors) {
      const f = await openFeed('plos.localhost', a.href);
      expect(f.language, a.href).toBe(a.href.startsWith('/feeds/zh/') ? 'zh-CN' : 'en');
    }
  });

  it('is where the toolbar’s RSS item leads', async () => {
    const site = await siteData('plosone.localhost', 'zh');
    const rss = site.tools.find((t) => t.platformType === 'rss');
    expect(rss?.href).toBe('/rssList/zh');
    await request(server).get(rss!.href!).set('Host', 'plosone.localhost').expect(200);
  });
});

describe('feed autodiscovery in the server-rendered head', () => {
  it('every page names the site’s latest-articles feed in the page language', async () => {
    const zh = await siteData('plosone.localhost', 'zh');
    const en = await siteData('plosone.localhost', 'en');
    for (const [path, lang, name] of [
      ['/', 'zh', zh.name],
      ['/homeNav/plosone/en', 'en', en.name],
      ['/rssList/en', 'en', en.name],
    ] as const) {
      const res = await request(server).get(path).set('Host', 'plosone.localhost').expect(200);
      const links = alternates(res.text);
      expect(links, path).toContainEqual({
        title: `${name} - ${lang === 'zh' ? '最新文章' : 'Latest articles'}`,
        href: `/feeds/${lang}/latest.rss`,
      });
    }
    const f = await openFeed('plosone.localhost', '/feeds/en/latest.rss');
    expect(f.items.length).toBeGreaterThan(0);
  });

  it('a journal’s pages add its current-issue feed, which opens', async () => {
    const site = await siteData('rsp.localhost', 'en');
    const journal = site.publications[0]!;
    const res = await request(server)
      .get(`/newAcademic/${site.id}/0/directory/0/0/en`)
      .set('Host', 'rsp.localhost')
      .expect(200);
    const links = alternates(res.text);
    expect(links).toEqual([
      { title: `${site.name} - Latest articles`, href: '/feeds/en/latest.rss' },
      { title: `${journal.title} - Current issue`, href: `/feeds/en/journal-${journal.id}-current.rss` },
    ]);
    const f = await openFeed('rsp.localhost', links[1]!.href);
    expect(f.title).toBe(`${journal.title} - Current issue`);
    expect(f.items.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasChromium)('/rssList in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const res = await page.goto(`http://zhdemo.localhost:${port}/rssList/${lang}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.title()).toMatch(lang === 'zh' ? /^RSS 订阅 - / : /^RSS feeds - /);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const headings = page.locator('[data-testid="feed-journal"] h3');
    expect(await headings.count()).toBeGreaterThan(1);
    await expect.poll(() => headings.last().isVisible()).toBe(true);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `rsslist-${width}-${lang}.png`), fullPage: true });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });
});
