/**
 * Demo news of a site for the news pages (/news and /newsInfo, their items and tabs: docs/product/content.md#news): besides
 * the two top news ({@link newsOf}), every site gets items of each of the four news types (news,
 * announcement, dynamic, statement), enough news for two pages of 10, some with a picture (the stored demo picture
 * through `coverId` or `topPictureId`, in the banner's picture order) and some reprints (`original` 0 with a `sourceLink` to
 * the journal's public site). Every item is visibly demo: titles start with [演示]/[Demo], `demo` is true, and the
 * texts say that nothing here is real. Dates are the seed's clock minus whole days, so recordings stay stable.
 */
import { createHash } from 'node:crypto';
import type { Tx } from '../db/client.js';
import { withSanitizedContent } from '../import/site-html.js';
import { storeFileOnce } from '../repositories/files.js';
import { insertNews } from '../repositories/seed.js';
import type { SeedSite } from './sites-data.js';

/** The news tabs as stored `newsDataType` values, in tab order. */
export const NEWS_TYPES = ['news', 'announcement', 'dynamic', 'statement'] as const;

/** How many extra demo items of each type a site gets (news: 10 more than the 2 top news, so 12 = two pages). */
export const DEMO_NEWS_COUNTS: Readonly<Record<(typeof NEWS_TYPES)[number], number>> = {
  news: 10,
  announcement: 2,
  dynamic: 3,
  statement: 2,
};

/** Type names in the demo texts (zh, en). */
const TYPE_NAMES: Record<(typeof NEWS_TYPES)[number], [string, string]> = {
  news: ['资讯', 'news item'],
  announcement: ['公告', 'announcement'],
  dynamic: ['学术动态', 'academic update'],
  statement: ['声明', 'statement'],
};

/** A 16:9 demo picture saying it is a demo (stored once; news refer to it by file id). */
const DEMO_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="#e8eef5"/>
<rect x="24" y="24" width="592" height="312" fill="none" stroke="#8aa4c0" stroke-width="4" stroke-dasharray="16 10"/>
<text x="320" y="170" font-family="sans-serif" font-size="64" font-weight="bold" fill="#4a6a8a" text-anchor="middle">DEMO · 演示</text>
<text x="320" y="230" font-family="sans-serif" font-size="26" fill="#4a6a8a" text-anchor="middle">demo picture · 演示图片</text>
</svg>
`;

/** Demo news of a site, visibly marked [演示]/[Demo]; dates are the seed's clock `at` minus a few days. */
export function newsOf(s: SeedSite, siteId: number, at: Date) {
  const day = 86_400_000;
  const now = at.getTime();
  const [pz, pe] = s.provenance ?? [
    '本站内容来自公开许可的数据集。',
    'The content of this site comes from openly licensed data sets.',
  ];
  return [
    {
      newsDataType: 'news',
      isTop: true,
      titleZh: `[演示] 欢迎访问 ${s.nameZh} 演示站点`,
      titleEn: `[Demo] Welcome to the ${s.nameEn} demo site`,
      summaryZh: '[演示] 本站为期刊门户的演示站点。',
      summaryEn: '[Demo] This is a demo site of the journal portal.',
      contentZh: '<p>[演示] 本站为期刊门户的演示站点，用于展示期刊、期次与文章的浏览。</p>',
      contentEn:
        '<p>[Demo] This is a demo site of the journal portal, showing how journals, issues and articles are browsed.</p>',
      publishedAt: new Date(now - day),
    },
    {
      newsDataType: 'news',
      isTop: true,
      titleZh: '[演示] 示例数据说明',
      titleEn: '[Demo] About the sample data',
      summaryZh: `[演示] ${pz}`,
      summaryEn: `[Demo] ${pe}`,
      contentZh: `<p>[演示] ${pz}</p>`,
      contentEn: `<p>[Demo] ${pe}</p>`,
      publishedAt: new Date(now - 2 * day),
    },
    {
      newsDataType: 'announcement',
      isTop: false,
      titleZh: '[演示] 系统维护通知示例',
      titleEn: '[Demo] Sample maintenance notice',
      summaryZh: '[演示] 这是一条示例公告。',
      summaryEn: '[Demo] This is a sample announcement.',
      contentZh: '<p>[演示] 这是一条示例公告，不代表真实的维护安排。</p>',
      contentEn: '<p>[Demo] This is a sample announcement, not a real maintenance schedule.</p>',
      publishedAt: new Date(now - 3 * day),
    },
  ].map((n) => ({ ...n, siteId, demo: true, original: 1 }));
}

/** Stores the demo picture (content-addressed: reused when present) and returns its file id. */
async function demoPictureId(tx: Tx): Promise<number> {
  const data = Buffer.from(DEMO_PICTURE_SVG, 'utf8');
  const sha256 = createHash('sha256').update(data).digest('hex');
  return (await storeFileOnce(tx, { name: 'demo-news-picture.svg', mime: 'image/svg+xml', data, sha256 })).id;
}

/**
 * The extra demo items of a site (see the module comment), newest first per type; `at` is the seed's clock and
 * `pictureId` the stored demo picture. Item k of a type is dated `at` minus (4 + k) days (news) or a few days more
 * (other types), so they sort after the frame's top news.
 */
export function demoNewsOf(s: SeedSite, siteId: number, at: Date, pictureId: number) {
  const day = 86_400_000;
  return NEWS_TYPES.flatMap((type, t) =>
    Array.from({ length: DEMO_NEWS_COUNTS[type] }, (_, k) => {
      const n = k + 1;
      const [zh, en] = TYPE_NAMES[type];
      const reprint = Boolean(s.homepage) && k % 4 === 2;
      const picture = k % 3 === 0;
      return {
        siteId,
        newsDataType: type,
        isTop: false,
        demo: true,
        titleZh: `[演示] ${s.nameZh} 示例${zh} ${n}`,
        titleEn: `[Demo] ${s.nameEn} sample ${en} ${n}`,
        summaryZh: `[演示] 这是第 ${n} 条示例${zh}，用于展示新闻列表与分页，不是真实信息。`,
        summaryEn: `[Demo] This is sample ${en} no. ${n}, shown to demonstrate the news lists and paging; it is not real.`,
        contentZh: `<p>[演示] 这是第 ${n} 条示例${zh}，不代表真实的事件、日期或人物。</p>${
          reprint ? '<p>[演示] 本条标为转载，来源链接指向期刊的公开网站，正文并非取自该网站。</p>' : ''
        }`,
        contentEn: `<p>[Demo] This is sample ${en} no. ${n}; it describes no real event, date or person.</p>${
          reprint
            ? "<p>[Demo] It is marked as a reprint; its source link leads to the journal's public website, which this text was not taken from.</p>"
            : ''
        }`,
        // the banner's picture order: the first picture of a type is a top picture, later ones covers
        topPictureId: picture && k === 0 ? pictureId : null,
        coverId: picture && k > 0 ? pictureId : null,
        original: reprint ? 0 : 1,
        sourceLink: reprint ? (s.homepage ?? null) : null,
        publishedAt: new Date(at.getTime() - (4 + 2 * t + k) * day),
      };
    }),
  );
}

/** Inserts every demo news item of a site: the frame's top news and the demo items of the four types. */
export async function insertDemoNews(tx: Tx, s: SeedSite, siteId: number, at: Date): Promise<void> {
  const pictureId = await demoPictureId(tx);
  await insertNews(tx, [...newsOf(s, siteId, at), ...demoNewsOf(s, siteId, at, pictureId)].map(withSanitizedContent));
}
