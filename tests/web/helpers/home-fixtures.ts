/**
 * Home page fixtures (home modules and banner items, docs/product/sites-and-frame.md): replaces a seeded site's home modules with one
 * of every type (plus an empty one), its banners with one of every type, and gives it three top news, writing the
 * rows straight into the test database (`Stack.db`, Drizzle tables of rc-pub/src/db/schema). Content is visibly demo.
 * Used by tests/web/home-modules-ssr.test.ts and tests/browser/home-banners.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { albums, articles, news } from '../../../rc-pub/src/db/schema/content.js';
import { files } from '../../../rc-pub/src/db/schema/files.js';
import { banners, channels, modules, sites } from '../../../rc-pub/src/db/schema/sites.js';
import { addUsage } from '../../../rc-pub/src/repositories/usage.js';
import { METRIC } from '../../../rc-pub/src/usage/metrics.js';
import { REPO_ROOT } from '../../../rc-pub/src/services/sites/pictures.js';
import type { Stack } from './stack.js';

type Db = Stack['db'];

/** Module titles in the order written (zh, en); `empty` has no content and must not show. */
export const MODULE_TITLES = {
  banner: ['[演示] 横幅模块', '[Demo] Banner module'],
  latestIssue: ['[演示] 最新一期模块', '[Demo] Latest issue module'],
  onlineFirst: ['[演示] 优先出版模块', '[Demo] Online first module'],
  html: ['[演示] HTML 模块', '[Demo] HTML module'],
  mostRead: ['[演示] 最多阅读模块', '[Demo] Most read module'],
  news: ['[演示] 新闻模块', '[Demo] News module'],
  journals: ['[演示] 期刊模块', '[Demo] Journals module'],
  rank: ['[演示] 排行模块', '[Demo] Rank module'],
  empty: ['[演示] 空模块', '[Demo] Empty module'],
} as const;

/** What {@link addHomeFixtures} wrote, for assertions. */
export interface HomeFixtures {
  siteId: number;
  newsId: number;
  albumId: number;
  articleDoi: string;
  externalUrl: string;
}

async function storeSvg(db: Db, name: string, svg: string): Promise<number> {
  const data = Buffer.from(svg, 'utf8');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const [found] = await db.select({ id: files.id }).from(files).where(eq(files.sha256, sha256)).limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(files)
    .values({ name, mime: 'image/svg+xml', size: data.length, sha256, data })
    .returning({ id: files.id });
  return row!.id;
}

/** A 683×175 demo banner picture with its label, in one colour. */
function bannerSvg(label: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="683" height="175" viewBox="0 0 683 175">` +
    `<rect width="683" height="175" fill="${colour}"/><circle cx="600" cy="40" r="90" fill="#ffffff" opacity=".15"/>` +
    `<text x="24" y="60" font-family="sans-serif" font-size="28" fill="#fff">${label}</text></svg>`
  );
}

/** Sets Site.groupType of `sld` (1: an institutional group site, whose banners are the rotating hero). */
export async function setGroupType(db: Db, sld: string, groupType: number): Promise<void> {
  await db.update(sites).set({ groupType }).where(eq(sites.sld, sld));
}

/**
 * Writes the fixtures for the site `sld` (a single site gets latestIssue/onlineFirst from its journal; any site works).
 * `groupType` sets Site.groupType (1: the institutional hero). Idempotent per site.
 */
export async function addHomeFixtures(db: Db, sld: string, opts: { groupType?: number } = {}): Promise<HomeFixtures> {
  const [site] = await db.select().from(sites).where(eq(sites.sld, sld));
  if (!site) throw new Error(`no site ${sld}`);
  const siteId = site.id;
  if (opts.groupType !== undefined)
    await db.update(sites).set({ groupType: opts.groupType }).where(eq(sites.id, siteId));
  const [home] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.siteId, siteId), eq(channels.code, 'index')));
  if (!home) throw new Error(`no home channel on ${sld}`);

  // An online-first article with a version label ('Accept', docs/product/content.md#version-label), and a DOI for the article banner.
  const [article] = await db
    .select({ id: articles.id, doi: articles.doi })
    .from(articles)
    .where(
      and(isNotNull(articles.doi), site.publicationId ? eq(articles.publicationId, site.publicationId) : undefined),
    )
    .limit(1);
  if (!article?.doi) throw new Error('no article with a DOI');
  // views for the rank module ('No dead ends')
  await addUsage(db, [
    { articleId: article.id, day: new Date().toISOString().slice(0, 10), metric: METRIC.abstract, count: 3 },
  ]);
  if (site.publicationId)
    await db.update(articles).set({ publicationType: 1, versionLabel: -1 }).where(eq(articles.id, article.id));

  const top = await db
    .insert(news)
    .values(
      [1, 2, 3].map((i) => ({
        siteId,
        titleZh: `[演示] 头条新闻 ${i}`,
        titleEn: `[Demo] Top news ${i}`,
        isTop: true,
        demo: true,
        publishedAt: new Date(Date.UTC(2026, 0, i)),
      })),
    )
    .returning({ id: news.id });
  const [album] = await db
    .insert(albums)
    .values({ siteId, nameZh: '[演示] 横幅专辑', nameEn: '[Demo] Banner album' })
    .returning({ id: albums.id });

  await db.delete(modules).where(eq(modules.channelId, home.id));
  const html = '<p>[Demo] Module <strong>HTML</strong> text.</p><script>window.__pwned = 1</script>';
  const configs: Record<keyof typeof MODULE_TITLES, Record<string, unknown>> = {
    banner: {},
    latestIssue: site.publicationId ? { publicationId: site.publicationId } : {},
    onlineFirst: {},
    html: { contentZh: html.replace('[Demo]', '[演示]'), contentEn: html },
    mostRead: {},
    news: { newsDataType: 'news' },
    journals: {},
    rank: { metric: 'views', window: 'all' },
    empty: { newsDataType: 'no-such-news-type' },
  };
  await db.insert(modules).values(
    Object.entries(MODULE_TITLES).map(([key, [titleZh, titleEn]], sort) => ({
      channelId: home.id,
      type: key === 'empty' ? 'news' : key,
      titleZh,
      titleEn,
      size: 4,
      config: configs[key as keyof typeof MODULE_TITLES],
      sort,
    })),
  );

  const externalUrl = 'https://example.org/demo-banner';
  const pic = (label: string, colour: string) => storeSvg(db, `demo-banner-${label}.svg`, bannerSvg(label, colour));
  const qr = await storeSvg(
    db,
    `demo-banner-qr-${sld}.svg`,
    readFileSync(path.join(REPO_ROOT, 'deploy/sites/pictures/qr-www.svg'), 'utf8'),
  );
  await db.delete(banners).where(eq(banners.siteId, siteId));
  const rows = [
    { type: 'link', titleZh: '[演示] 外部链接横幅', titleEn: '[Demo] External link banner', url: externalUrl },
    { type: 'news', titleZh: '[演示] 新闻横幅', titleEn: '[Demo] News banner', targetId: top[0]!.id },
    { type: 'album', titleZh: '[演示] 专辑横幅', titleEn: '[Demo] Album banner', targetId: album!.id },
    { type: 'article', titleZh: '[演示] 文章横幅', titleEn: '[Demo] Article banner', doi: article.doi },
    { type: 'wechat', titleZh: '[演示] 扫码关注微信', titleEn: '[Demo] Follow us on WeChat', pictureId: qr },
    { type: 'other', titleZh: '[演示] 其他横幅', titleEn: '[Demo] Other banner' },
  ];
  const colours = ['#1e6bb8', '#2f855a', '#9c4221', '#6b46c1', '', '#4a5568'];
  for (const [sort, r] of rows.entries()) {
    const pictureId = 'pictureId' in r ? r.pictureId : await pic(`[Demo] ${r.type}`, colours[sort]!);
    await db.insert(banners).values({ siteId, sort, ...r, pictureId });
  }
  return { siteId, newsId: top[0]!.id, albumId: album!.id, articleDoi: article.doi, externalUrl };
}
