/**
 * The menu walk (docs/product/sites-and-frame.md: where menu items lead, menu visibility, custom buttons and tool items):
 * for every seeded site, in zh and en, every visible menu item and child, every custom button and every toolbar link
 * that points inside the portal is fetched through the real gateway (SSR over a seeded rc-pub) with that site's Host
 * and language, and must answer neither 404 nor 5xx (a redirect is followed once); so must the bare content routes
 * (docs/product/sites-and-frame.md#bare-routes) on every running site. Sites whose lookup is refused
 * (status 10001/10002/10003, docs/product/sites-and-frame.md#site-states) have no reachable menu: their home page must send readers to the error pages.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_SITES } from '../helpers/seed-sites.js';
import { useStack } from './helpers/stack.js';

// The walk must see the pages, not the load shedder's 503 on a busy test machine: the test stack has shedding off.
const stack = useStack();
const server = () => stack().gateway.server;

type Lang = 'zh' | 'en';
interface Link {
  sld: string;
  lang: Lang;
  what: string;
  href: string;
}
interface NavNode {
  name: string;
  target: { href: string; external: boolean };
  children?: NavNode[];
}

const SITE_LINKS = `query Walk($sld: String) {
  site(sld: $sld) {
    nav { name target { href external } children { name target { href external } } }
    header { customButtons { name href } }
    tools { name href }
  }
}`;

/** A link that stays inside the portal: a path (not //host), or null for absolute URLs and anchors. */
function portalPath(href: string | null | undefined): string | null {
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

const links: Link[] = [];
const refused: string[] = [];

beforeAll(async () => {
  for (const site of SEED_SITES) {
    if (site.status !== 0) {
      refused.push(site.sld);
      continue;
    }
    for (const lang of ['zh', 'en'] as const) {
      const res = await request(server())
        .post('/graphql')
        .set('Cookie', `language=${lang}`)
        .send({ query: SITE_LINKS, variables: { sld: site.sld } })
        .expect(200);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const s = res.body.data.site as {
        nav: NavNode[];
        header: { customButtons: { name: string; href: string }[] };
        tools: { name: string; href: string | null }[];
      };
      const add = (what: string, href: string | null | undefined) => {
        const path = portalPath(href);
        if (path) links.push({ sld: site.sld, lang, what, href: path });
      };
      for (const item of s.nav) {
        if (!item.target.external) add(`menu '${item.name}'`, item.target.href);
        for (const child of item.children ?? [])
          if (!child.target.external) add(`menu '${item.name} › ${child.name}'`, child.target.href);
      }
      for (const b of s.header.customButtons) add(`button '${b.name}'`, b.href);
      for (const t of s.tools) add(`tool '${t.name}'`, t.href);
    }
  }
}, 300_000);

/** Fetches a path as a reader of `link`'s site would (Host, language cookie). */
function fetchAs(link: Link, path: string) {
  return request(server()).get(path).set('Host', `${link.sld}.localhost:3000`).set('Cookie', `language=${link.lang}`);
}

/** The status a reader ends on: the link's answer, or after one same-site redirect, that page's answer. */
async function statusOf(link: Link): Promise<number> {
  const res = await fetchAs(link, link.href);
  const location = res.headers.location as string | undefined;
  if (res.status >= 300 && res.status < 400 && location?.startsWith('/')) return (await fetchAs(link, location)).status;
  return res.status;
}

/** Statuses by site, language and path, shared by the tests (each URL is fetched once). */
const seen = new Map<string, number>();

/** Walks `list` and returns the dead ends as readable lines (printed, so a failure names every URL). */
async function deadEnds(list: Link[]): Promise<string[]> {
  const dead: string[] = [];
  for (const link of list) {
    const key = `${link.sld} ${link.lang} ${link.href}`;
    let status = seen.get(key);
    if (status === undefined) {
      status = await statusOf(link);
      seen.set(key, status);
    }
    if (status === 404 || status >= 500) dead.push(`${status} ${link.sld} [${link.lang}] ${link.what} → ${link.href}`);
  }
  if (dead.length) console.log(`menu walk: ${dead.length} dead end(s)\n${dead.join('\n')}`);
  return dead;
}

describe('menu walk: no dead ends from any menu', () => {
  it('walks every running site in both languages, and covers every menu target the seed needs', () => {
    const running = SEED_SITES.filter((s) => s.status === 0).map((s) => s.sld);
    expect(new Set(links.map((l) => l.sld))).toEqual(new Set(running));
    const paths = links.map((l) => l.href.split('?')[0]!);
    for (const prefix of [
      '/aboutus',
      '/newLink1',
      '/newLeaguage',
      '/science',
      '/newAcademic/',
      '/rssList',
      '/notice',
      '/news',
      '/newsInfo/',
      '/newAlbumList/',
      '/newItemPage/',
      '/newEditorial/',
      '/newArticle',
      '/book',
    ])
      expect(
        paths.some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(links.length).toBeGreaterThan(100);
  });

  it('every menu item, child, custom button and toolbar link answers', async () => {
    expect(await deadEnds(links)).toEqual([]);
  }, 600_000);

  it('the bare content routes (docs/product/sites-and-frame.md#bare-routes) answer on every running site', async () => {
    const bare = [
      '/newsInfo',
      '/newAlbumList',
      '/newAlbumDetail',
      '/virtualProjectDetail',
      '/newItemPage',
      '/newEditorial',
      '/newPeriodIntroduce',
    ];
    const running = SEED_SITES.filter((s) => s.status === 0).map((s) => s.sld);
    const list: Link[] = running.flatMap((sld) =>
      (['zh', 'en'] as const).flatMap((lang) => bare.map((href) => ({ sld, lang, what: 'bare route', href }))),
    );
    expect(await deadEnds(list)).toEqual([]);
  }, 600_000);

  it('sites whose lookup is refused (docs/product/sites-and-frame.md#site-states) answer their state, never 200', async () => {
    expect(refused).toEqual(['forbidden', 'expired', 'maintenance']);
    const statuses: Record<string, number> = {};
    for (const sld of refused) {
      statuses[sld] = (await request(server()).get('/').set('Host', `${sld}.localhost:3000`)).status;
    }
    expect(statuses).toEqual({ forbidden: 302, expired: 410, maintenance: 503 });
  });
});
