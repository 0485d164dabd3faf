/**
 * Site albums through the real rc-pub app on the seeded database (/front/album; docs/product/content.md#albums: album
 * tabs article, journal, audio, video): the demo albums are built from real articles, journals and media and are
 * visibly demo; list, detail and tabs answer in the request's language; tabs page; an unknown album, another site's
 * album or menu item answers the 404 envelope; bad input the 400 envelope.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { AlbumPaths, type SiteAlbumItemWire, type SiteAlbumWire } from '../../rc-pub/src/contract/albums.js';
import type { Page } from '../../rc-pub/src/contract/wire.js';
import { articleResources, channels, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

let tdb: TestDb;
let app: App;
const siteIds = new Map<string, number>();

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  for (const s of await tdb.handle.db.select().from(sites)) siteIds.set(s.sld, s.id);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

async function get<T>(url: string, query: Record<string, string | number> = {}, lang = 'zh'): Promise<Envelope<T>> {
  const res = await app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { language: lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<T>;
}
const site = (sld: string) => siteIds.get(sld)!;
const list = (sld: string, q: Record<string, number> = {}, lang = 'zh') =>
  get<Page<SiteAlbumWire>>(AlbumPaths.albumList, { siteId: site(sld), ...q }, lang);
const items = (albumId: number, tab: string, q: Record<string, number> = {}, lang = 'zh') =>
  get<Page<SiteAlbumItemWire>>(AlbumPaths.albumItems, { albumId, tab, ...q }, lang);
/** The elife site's album with video (the seed's 'articles with video and audio'). */
async function videoAlbum(): Promise<SiteAlbumWire> {
  const { data } = await list('elife');
  const album = data.content.find((a) => a.tabs.some((t) => t.tab === 'video'));
  expect(album, 'elife has an album with a video tab').toBeDefined();
  return album!;
}

describe('album list (/front/album)', () => {
  it('gives every live site that shows journals visibly demo albums, in the request language', async () => {
    for (const sld of ['www', 'plos', 'plosone', 'plosmed', 'elife', 'rsp']) {
      const zh = await list(sld);
      expect(zh.status).toBe(0);
      expect(zh.data.total, sld).toBeGreaterThan(0);
      for (const a of zh.data.content) {
        expect(a.siteId).toBe(site(sld));
        expect(a.name).toMatch(/^\[演示\] /);
        expect(a.nameEn).toMatch(/^\[Demo\] /);
        expect(a.itemCount).toBe(a.tabs.reduce((n, t) => n + t.count, 0));
        expect(a.itemCount).toBeGreaterThan(0);
      }
      const en = await list(sld, {}, 'en');
      expect(en.data.content.map((a) => a.name)).toEqual(zh.data.content.map((a) => a.nameEn));
    }
  });

  it('lists the tabs that hold items in their order, and no tab without items', async () => {
    const { data } = await list('www');
    const order = ['article', 'journal', 'audio', 'video'];
    for (const a of data.content) {
      const tabs = a.tabs.map((t) => t.tab);
      expect(tabs).toEqual([...tabs].sort((x, y) => order.indexOf(x) - order.indexOf(y)));
      expect(a.tabs.every((t) => t.count > 0)).toBe(true);
    }
    expect(data.content[0]!.tabs.map((t) => t.tab)).toEqual(['article', 'journal']);
  });

  it('keeps sites apart: a site without journals has none, another site never lists them', async () => {
    expect((await list('forbidden')).data.total).toBe(0);
    const elife = (await list('elife')).data.content.map((a) => a.id);
    const plosone = (await list('plosone')).data.content.map((a) => a.id);
    expect(elife.filter((id) => plosone.includes(id))).toEqual([]);
  });

  it('pages from 0 and answers an empty page past the end', async () => {
    const all = (await list('www')).data;
    const first = (await list('www', { size: 1, page: 0 })).data;
    const second = (await list('www', { size: 1, page: 1 })).data;
    expect(first.total).toBe(all.total);
    expect(first.content.map((a) => a.id)).toEqual([all.content[0]!.id]);
    expect(second.content.map((a) => a.id)).toEqual([all.content[1]!.id]);
    expect((await list('www', { page: 50 })).data.content).toEqual([]);
  });

  it("restricts to a menu item's link value, and answers 404 for another site's or an unknown menu item", async () => {
    const [album] = (await list('elife')).data.content;
    const [own] = await tdb.handle.db
      .insert(channels)
      .values({
        siteId: site('elife'),
        code: 'newAlbum',
        nameZh: '专辑',
        nameEn: 'Albums',
        linkValue: String(album!.id),
      })
      .returning();
    const [all] = await tdb.handle.db
      .insert(channels)
      .values({ siteId: site('elife'), code: 'newItem', nameZh: '项目', nameEn: 'Projects' })
      .returning();
    expect((await list('elife', { channelId: own!.id })).data.content.map((a) => a.id)).toEqual([album!.id]);
    expect((await list('elife', { channelId: all!.id })).data.total).toBe((await list('elife')).data.total);
    const other = await list('plosone', { channelId: own!.id }, 'en');
    expect([other.status, other.message]).toEqual([404, `Channel not found: ${own!.id}`]);
    expect((await list('elife', { channelId: 2147483647 })).status).toBe(404);
  });

  it('answers 404 for an unknown site and 400 for a malformed one', async () => {
    expect((await get(AlbumPaths.albumList, { siteId: 2147483647 })).status).toBe(404);
    expect((await get(AlbumPaths.albumList, { siteId: 'abc' })).status).toBe(400);
    expect((await get(AlbumPaths.albumList, { siteId: 1, size: 1000 })).status).toBe(400);
  });
});

describe('album detail and tabs (docs/product/content.md#albums)', () => {
  it('answers one album by id, and 404 for an unknown one or another site’s', async () => {
    const album = await videoAlbum();
    const one = await get<SiteAlbumWire>(`${AlbumPaths.album}/${album.id}`, { siteId: site('elife') });
    expect(one.data).toEqual(album);
    expect((await get(`${AlbumPaths.album}/${album.id}`)).data).toEqual(album);
    const other = await get(`${AlbumPaths.album}/${album.id}`, { siteId: site('plosone') }, 'en');
    expect([other.status, other.message]).toEqual([404, `Album not found: ${album.id}`]);
    expect((await get(`${AlbumPaths.album}/2147483647`)).status).toBe(404);
    expect((await get(`${AlbumPaths.album}/0`)).status).toBe(400);
    const items404 = await get(AlbumPaths.albumItems, { albumId: album.id, tab: 'video', siteId: site('plosone') });
    expect(items404.status).toBe(404);
  });

  it('resolves every tab to real articles, journals and videos, as many as the tab counts', async () => {
    const album = await videoAlbum();
    for (const { tab, count } of album.tabs) {
      const page = (await items(album.id, tab, { size: 100 })).data;
      expect(page.total).toBe(count);
      expect(page.content).toHaveLength(count);
      for (const i of page.content) {
        expect(i.tab).toBe(tab);
        expect(i.target.exists).toBe(true);
        expect(i.target.title).not.toBe('');
        expect(i.target.publicationId).not.toBeNull();
      }
    }
    const videos = (await items(album.id, 'video', { size: 100 })).data.content;
    const rows = await tdb.handle.db
      .select()
      .from(articleResources)
      .where(eq(articleResources.id, videos[0]!.target.resourceId));
    expect(rows[0]!.kind).toBe('video');
    expect(videos[0]!.target.articleId).toBe(rows[0]!.articleId);
    expect(videos[0]!.target.linkId).toBe(rows[0]!.articleId);
    // every article of the 'with video' album has one of the album's videos
    const articleIds = (await items(album.id, 'article', { size: 100 })).data.content.map((i) => i.target.articleId);
    expect(new Set(articleIds)).toEqual(new Set(videos.map((v) => v.target.articleId)));
  });

  it('resolves the journal tab to the site’s journals, titled in the request language', async () => {
    const { data } = await list('plosmed', {}, 'en');
    const journals = (await items(data.content[0]!.id, 'journal', {}, 'en')).data.content;
    expect(journals.map((j) => j.target.title)).toEqual(['PLOS Medicine']);
    expect(journals[0]!.target.resourceType).toBe(-3);
  });

  it('pages a tab in the album order and answers an empty tab with total 0', async () => {
    const album = await videoAlbum();
    const all = (await items(album.id, 'video', { size: 100 })).data.content.map((i) => i.target.resourceId);
    expect(all.length).toBeGreaterThan(3);
    const p0 = (await items(album.id, 'video', { size: 3, page: 0 })).data;
    const p1 = (await items(album.id, 'video', { size: 3, page: 1 })).data;
    expect([...p0.content, ...p1.content].map((i) => i.target.resourceId)).toEqual(all.slice(0, 6));
    expect([p0.page, p0.size, p0.total]).toEqual([0, 3, all.length]);
    const audio = (await items(album.id, 'audio')).data;
    expect([audio.total, audio.content]).toEqual([0, []]);
  });

  it('answers 400 for an unknown tab or a missing album id', async () => {
    const album = await videoAlbum();
    expect((await get(AlbumPaths.albumItems, { albumId: album.id, tab: 'figure' })).status).toBe(400);
    expect((await get(AlbumPaths.albumItems, { tab: 'video' })).status).toBe(400);
  });
});
