/**
 * The breadcrumb and the journal bar of a journal's inner pages (docs/product/sites-and-frame.md#breadcrumb,
 * #journal-bar), server-rendered through the real gateway over a seeded rc-pub: an article page on the journal's own
 * site (PLOS Medicine) shows site › issue › article, each step but the last a link that answers 200, the last the
 * current page; the head carries one BreadcrumbList; the journal bar (the site's menu: same names and targets as the
 * header menu) is on the article, issue and introduction pages and not on the home page. On a group site, a journal
 * without a site of its own gets its group journal pages in the bar and a journal step in the breadcrumb.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from './helpers/html.js';
import { useStack } from './helpers/stack.js';

const stack = useStack();
const server = () => stack().gateway.server;
type Lang = 'zh' | 'en';

interface NavItem {
  code: string;
  name: string;
  target: { href: string; external: boolean };
}
interface SiteInfo {
  id: number;
  name: string;
  nav: NavItem[];
  publication: { latestIssue: { id: number; articles: { id: number; title: string }[] } | null } | null;
}

async function siteInfo(sld: string, lang: Lang): Promise<SiteInfo> {
  const res = await request(server())
    .post('/graphql')
    .set('Host', `${sld}.localhost`)
    .set('Cookie', `language=${lang}`)
    .send({
      query: `{ site { id name nav { code name target { href external } }
        publication { latestIssue { id articles { id title } } } } }`,
    })
    .expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.site as SiteInfo;
}

function get(sld: string, path: string, lang: Lang) {
  return request(server()).get(path).set('Host', `${sld}.localhost`).set('Cookie', `language=${lang}`);
}

/** The outer HTML of the element that starts at `start` (first match) up to its closing `</nav>`. */
function navBlock(html: string, marker: string): string | null {
  const at = html.indexOf(marker);
  if (at < 0) return null;
  const open = html.lastIndexOf('<nav', at);
  return html.slice(open, html.indexOf('</nav>', at) + 6);
}

/** The steps of a breadcrumb block: link hrefs and texts, and the current page's text. */
function steps(block: string): { links: { href: string; text: string }[]; current: string | null } {
  const links = [...block.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: decodeEntities(m[1]!),
    text: decodeEntities(m[2]!),
  }));
  const cur = /<span [^>]*aria-current="page"[^>]*>([^<]*)<\/span>/.exec(block);
  return { links, current: cur ? decodeEntities(cur[1]!) : null };
}

describe.each(['en', 'zh'] as const)('PLOS Medicine in %s', (lang) => {
  let site: SiteInfo;
  let article: { id: number; title: string };
  let issueId: number;
  beforeAll(async () => {
    site = await siteInfo('plosmed', lang);
    const latest = site.publication?.latestIssue;
    expect(latest?.articles.length, 'the demo issue has articles').toBeGreaterThan(0);
    issueId = latest!.id;
    article = latest!.articles[0]!;
  });

  it('an article page has site › issue › article, each a link that answers 200, and a BreadcrumbList', async () => {
    const res = await get('plosmed', `/article/id/${site.id}/${article.id}/${lang}`, lang).expect(200);
    const block = navBlock(res.text, 'data-testid="breadcrumb"');
    expect(block, 'breadcrumb').not.toBeNull();
    expect(block).toMatch(/<nav [^>]*aria-label="(Breadcrumb|当前位置)"/);
    expect(block).toContain('<ol');
    const { links, current } = steps(block!);
    expect(current).toBe(article.title);
    // the current step is the article's English title, marked as in English as the heading is, on zh pages too
    // (WCAG 3.1.2; it also takes the Latin font stack there)
    expect(/<h1 lang="([^"]+)" data-testid="article-title"/.exec(res.text)?.[1]).toBe('en');
    expect(/<span [^>]*aria-current="page"[^>]*>/.exec(block!)?.[0]).toContain('lang="en"');
    expect(links.map((l) => l.href)).toEqual([
      `/homeNav/plosmed/${lang}`,
      expect.stringMatching(new RegExp(`^/newAcademic/${site.id}/\\d+/directory/${issueId}/0/${lang}$`)),
    ]);
    expect(links[0]!.text).toBe(site.name);
    for (const l of links) await get('plosmed', l.href, lang).expect(200);
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type'?: string; itemListElement?: { name: string }[] })
      .filter((j) => j['@type'] === 'BreadcrumbList');
    expect(ld).toHaveLength(1);
    expect(ld[0]!.itemListElement!.map((i) => i.name)).toEqual([site.name, links[1]!.text, article.title]);
  });

  it('the journal bar is the site menu on the article, issue and introduction pages, not on the home page', async () => {
    const intro = site.nav.find((n) => n.code === 'periodIntroduce')!;
    const directory = site.nav.find((n) => n.code === 'directory')!;
    for (const path of [`/article/id/${site.id}/${article.id}/${lang}`, directory.target.href, intro.target.href]) {
      const res = await get('plosmed', path, lang).expect(200);
      const bar = navBlock(res.text, 'data-testid="journal-nav"');
      expect(bar, `journal bar on ${path}`).not.toBeNull();
      const { links } = steps(bar!);
      expect(links.map((l) => [l.href, l.text])).toEqual(site.nav.map((n) => [n.target.href, n.name]));
    }
    const home = await get('plosmed', '/', lang).expect(200);
    expect(home.text).not.toContain('data-testid="journal-nav"');
    expect(home.text).not.toContain('data-testid="breadcrumb"');
  });

  it('the issue and introduction pages end their breadcrumb with the page itself', async () => {
    const intro = site.nav.find((n) => n.code === 'periodIntroduce')!;
    const res = await get('plosmed', intro.target.href, lang).expect(200);
    const { links, current } = steps(navBlock(res.text, 'data-testid="breadcrumb"')!);
    expect(links.map((l) => l.href)).toEqual([`/homeNav/plosmed/${lang}`]);
    expect(current).toBe(intro.name);
  });
});

describe('a group journal without a site of its own (zhdemo)', () => {
  it('its article page links the group journal pages in the bar and the journal in the breadcrumb', async () => {
    const res = await request(server())
      .post('/graphql')
      .set('Host', 'zhdemo.localhost')
      .set('Cookie', 'language=en')
      .send({ query: '{ site { id publications { id title siteSld latestIssue { id articles { id title } } } } }' })
      .expect(200);
    const site = res.body.data.site as {
      id: number;
      publications: {
        id: number;
        title: string;
        siteSld: string | null;
        latestIssue: { id: number; articles: { id: number; title: string }[] } | null;
      }[];
    };
    const journal = site.publications.find((p) => !p.siteSld && p.latestIssue?.articles.length);
    expect(journal, 'a group journal with an issue').toBeDefined();
    const article = journal!.latestIssue!.articles[0]!;
    const page = await get('zhdemo', `/article/id/${site.id}/${article.id}/en`, 'en').expect(200);
    const bar = steps(navBlock(page.text, 'data-testid="journal-nav"')!);
    expect(bar.links.map((l) => l.href)).toEqual(
      ['home', 'current', 'issues', 'online', 'about', 'board'].map(
        (t) => `/journal/${site.id}/${journal!.id}/${t}/en`,
      ),
    );
    const crumbs = steps(navBlock(page.text, 'data-testid="breadcrumb"')!);
    expect(crumbs.links.map((l) => l.href)).toEqual([
      '/homeNav/zhdemo/en',
      `/journal/${site.id}/${journal!.id}/home/en`,
      expect.stringMatching(new RegExp(`^/newAcademic/${site.id}/0/directory/${journal!.latestIssue!.id}/0/en$`)),
    ]);
    expect(crumbs.links[1]!.text).toBe(journal!.title);
    expect(crumbs.current).toBe(article.title);
    for (const l of crumbs.links) await get('zhdemo', l.href, 'en').expect(200);
  });
});
