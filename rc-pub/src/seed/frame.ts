/** Writes a site's page frame (menus with home modules, header, buttons, footer, tools, banners, demo news). */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  banners,
  channels,
  customButtons,
  footerConfigs,
  headerConfigs,
  modules,
  news,
  tools,
} from '../db/schema/index.js';
import { introHtml, menuOf, type SeedChannel } from './menus.js';
import { buttonsOf, footerOf, headerOf, newsOf, toolsOf } from './frame-data.js';
import type { SeedSite } from './sites-data.js';
import { sanitizeSiteHtml, withSanitizedContent } from '../import/site-html.js';

/** What the frame refers to: the site's id and journal, and article DOIs for banners (per journal site). */
export interface FrameRefs {
  siteId: number;
  publicationId: number | null;
  bannerDois: { title: string; doi: string }[];
  /** The seed's clock: demo news are dated a few days before it, the copyright line carries its year. */
  now: Date;
}

async function insertChannels(
  tx: Tx,
  siteId: number,
  items: SeedChannel[],
  parentId: number | null,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, c] of items.entries()) {
    const [row] = await tx
      .insert(channels)
      .values({
        siteId,
        parentId,
        code: c.code,
        nameZh: c.nameZh,
        nameEn: c.nameEn,
        enable: c.enable ?? 1,
        linkValue: c.linkValue ?? null,
        newsDataType: c.newsDataType ?? null,
        // issue 7: site rich text is stored sanitized (import/site-html.ts)
        contentZh: sanitizeSiteHtml(c.contentZh),
        contentEn: sanitizeSiteHtml(c.contentEn),
        sort,
      })
      .returning({ id: channels.id });
    if (!ids.has(c.code)) ids.set(c.code, row!.id);
    if (c.children?.length) await insertChannels(tx, siteId, c.children, row!.id);
  }
  return ids;
}

function modulesOf(s: SeedSite, refs: FrameRefs, channelId: number) {
  const [contentZh, contentEn] = introHtml(s);
  const list =
    s.type === 'single'
      ? [
          {
            type: 'latestIssue',
            titleZh: '最新一期',
            titleEn: 'Latest Issue',
            size: 10,
            config: { publicationId: refs.publicationId },
          },
          { type: 'news', titleZh: '新闻公告', titleEn: 'News', size: 5, config: { newsDataType: 'news' } },
          {
            type: 'html',
            titleZh: '期刊简介',
            titleEn: 'About the Journal',
            size: 0,
            config: { contentZh, contentEn },
          },
        ]
      : [
          { type: 'journals', titleZh: '期刊', titleEn: 'Journals', size: 20, config: {} },
          { type: 'news', titleZh: '新闻公告', titleEn: 'News', size: 5, config: { newsDataType: 'news' } },
        ];
  return list.map((m, sort) => ({ ...m, config: withSanitizedContent(m.config), channelId, sort }));
}

/** Deletes the frame rows of a site (channels cascade to modules); demo news only. */
async function clearFrame(tx: Tx, siteId: number): Promise<void> {
  await tx.delete(channels).where(eq(channels.siteId, siteId));
  for (const t of [headerConfigs, footerConfigs, customButtons, tools, banners])
    await tx.delete(t).where(eq(t.siteId, siteId));
  await tx.delete(news).where(and(eq(news.siteId, siteId), eq(news.demo, true)));
}

/** Replaces the frame of one site (idempotent). */
export async function writeFrame(tx: Tx, s: SeedSite, refs: FrameRefs): Promise<void> {
  const { siteId } = refs;
  await clearFrame(tx, siteId);
  const codes = await insertChannels(tx, siteId, menuOf(s), null);
  await tx.insert(modules).values(modulesOf(s, refs, codes.get('index')!));
  await tx.insert(headerConfigs).values({ siteId, ...headerOf(s) });
  await tx.insert(customButtons).values(buttonsOf(s).map((b) => ({ siteId, ...b })));
  await tx.insert(footerConfigs).values({ siteId, ...footerOf(s, refs.now) });
  await tx.insert(tools).values(toolsOf().map((t) => ({ siteId, ...t })));
  if (refs.bannerDois.length) {
    await tx.insert(banners).values(
      refs.bannerDois.map((b, sort) => ({
        siteId,
        type: 'article',
        titleZh: b.title,
        titleEn: b.title,
        doi: b.doi,
        sort,
      })),
    );
  }
  if (s.status === 0) await tx.insert(news).values(newsOf(s, siteId, refs.now).map(withSanitizedContent));
}
