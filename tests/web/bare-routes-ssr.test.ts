/**
 * Bare routes (docs/product/sites-and-frame.md#bare-routes) server-rendered through the real gateway and a seeded
 * rc-pub: each content route of SPEC §2 reached without its ids (`/newsInfo`, `/newAlbumList`, `/newAlbumDetail`,
 * `/newEditorial`, `/newItemPage`, `/newPeriodIntroduce`, `/virtualProjectDetail`), on a journal's own site (plosmed)
 * and a group site (zhdemo), in zh and en, answers the site's own default: a 302 to the target of the site's first
 * menu item of the route's codes (the href the menu itself uses), which answers 200, or, when the site has no such
 * item, a 200 page that says so in the page language with a link home. Never 404, never 5xx.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from './helpers/html.js';
import { useStack } from './helpers/stack.js';

const stack = useStack();
const server = () => stack().gateway.server;

type Lang = 'zh' | 'en';
const SITES = ['plosmed', 'zhdemo'] as const;
const LANGS: readonly Lang[] = ['zh', 'en'];

/** Each bare route with the menu codes of its default (SPEC §2 "Where a menu item leads"). */
const ROUTES: Record<string, readonly string[]> = {
  '/newsInfo': ['newNews', 'news'],
  '/newAlbumList': ['virtualAlbum', 'newAlbum'],
  '/newAlbumDetail': ['virtualAlbum', 'newAlbum'],
  '/virtualProjectDetail': ['virtualAlbum', 'newAlbum'],
  '/newItemPage': ['newItem', 'item'],
  '/newEditorial': ['editorial'],
  '/newPeriodIntroduce': ['periodIntroduce', 'introduce'],
};

/** The 'none yet' sentence of a route's kind in each language (web/src/i18n/{zh,en}/content.json). */
const NONE_YET: Record<string, Record<Lang, string>> = {
  '/newsInfo': { en: 'This site has no news yet.', zh: '本站暂无新闻。' },
  '/newAlbumList': { en: 'This site has no albums yet.', zh: '本站暂无专辑。' },
  '/newAlbumDetail': { en: 'This site has no albums yet.', zh: '本站暂无专辑。' },
  '/virtualProjectDetail': { en: 'This site has no albums yet.', zh: '本站暂无专辑。' },
  '/newItemPage': { en: 'This site has no special items yet.', zh: '本站暂无专题。' },
  '/newEditorial': { en: 'This site has no editorial board yet.', zh: '本站暂无编委会。' },
  '/newPeriodIntroduce': { en: 'This site has no journal introduction yet.', zh: '本站暂无期刊简介。' },
};

interface Channel {
  id: number;
  code: string;
  enable: number | string;
  name?: string | null;
  enName?: string | null;
  children?: Channel[];
}

/** The site's first enabled, named menu item (any depth, menu order) of `codes`, read from rc-pub, not the gateway. */
function firstOf(items: readonly Channel[], codes: readonly string[]): Channel | null {
  for (const c of items) {
    if (!(c.enable === 1 || c.enable === '1')) continue;
    if (codes.includes(c.code) && (c.name?.trim() || c.enName?.trim())) return c;
    const child = firstOf(c.children ?? [], codes);
    if (child) return child;
  }
  return null;
}

const channels = new Map<string, Channel[]>();
const siteIds = new Map<string, number>();

beforeAll(async () => {
  for (const sld of SITES) {
    const res = await request(server())
      .post('/graphql')
      .set('Host', `${sld}.localhost`)
      .send({ query: '{ site { id } }' })
      .expect(200);
    const id = res.body.data.site.id as number;
    siteIds.set(sld, id);
    const menu = await fetch(`${stack().rcPubUrl}/rc-pub/front/layout/channels?siteId=${id}&filter=true`).then((r) =>
      r.json(),
    );
    channels.set(sld, (menu.data ?? menu) as Channel[]);
  }
}, 120_000);

function get(sld: string, path: string, lang: Lang) {
  return request(server()).get(path).set('Host', `${sld}.localhost`).set('Cookie', `language=${lang}`);
}

describe.each(SITES)('bare routes on %s', (sld) => {
  it.each(Object.keys(ROUTES).flatMap((path) => LANGS.map((lang) => [path, lang] as const)))(
    '%s in %s answers the site default',
    async (path, lang) => {
      const item = firstOf(channels.get(sld) ?? [], ROUTES[path]!);
      const res = await get(sld, path, lang);
      if (item) {
        expect(res.status, `${sld}${path}`).toBe(302);
        const to = res.headers.location as string;
        // the menu's own target of that item: /{route}/{siteId}/{menuId}/… or /news?…columnId={menuId}
        expect(to).toMatch(new RegExp(`(/${siteIds.get(sld)}/${item.id}/|columnId=${item.id}(&|$))`));
        expect(to.endsWith(`/${lang}`) || to.includes('?')).toBe(true);
        const page = await get(sld, to, lang);
        expect(page.status, `${sld}${path} → ${to}`).toBe(200);
      } else {
        expect(res.status, `${sld}${path}`).toBe(200);
        const html = decodeEntities(res.text);
        expect(html).toContain('data-testid="none-yet"');
        expect(html).toContain(NONE_YET[path]![lang]);
        expect(html).toMatch(new RegExp(`<a [^>]*href="/\\?lang=${lang}"`));
      }
    },
  );
});

describe('bare routes with a site id only', () => {
  it('/newPeriodIntroduce/{siteId} answers the default of that site', async () => {
    const id = siteIds.get('plosmed')!;
    const item = firstOf(channels.get('plosmed') ?? [], ROUTES['/newPeriodIntroduce']!);
    expect(item, 'plosmed has a journal introduction').not.toBeNull();
    const res = await get('zhdemo', `/newPeriodIntroduce/${id}`, 'en');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/newPeriodIntroduce/${id}/${item!.id}/en`);
  });

  it('a malformed id is still the 404 page', async () => {
    await get('plosmed', '/newPeriodIntroduce/4/abc/en', 'en').expect(404);
  });
});
