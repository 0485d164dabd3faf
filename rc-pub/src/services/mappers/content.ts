/** Row → wire mappers for journals, issues, news (docs/product/content.md). */
import type { IssueWire, PublicationWire } from '../../contract/wire.js';
import type { NewsDetailWire, NewsWire } from '../../contract/news.js';
import type { PublicationRow } from '../../repositories/publications.js';
import type { IssueRow } from '../../repositories/issues.js';
import type { NewsRow } from '../../repositories/news.js';
import { fileUrl, isoDate } from '../../lib/ids.js';

/** Journal with the single site serving it (if any), its counts and the sites holding it (preferred first). */
export function toPublicationWire(
  p: PublicationRow,
  site: { id: number; sld: string } | undefined,
  counts: { articles: number; issues: number } | undefined,
  siteIds: number[] = site ? [site.id] : [],
): PublicationWire {
  return {
    id: p.id,
    code: p.code,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    abbrev: p.abbrev,
    issn: p.issn,
    eissn: p.eissn,
    cn: p.cn,
    publisherZh: p.publisherZh,
    publisherEn: p.publisherEn,
    sponsorZh: p.sponsorZh,
    sponsorEn: p.sponsorEn,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    language: p.language,
    coverUrl: fileUrl(p.coverFileId),
    indexed: p.indexed,
    groupType: p.groupType,
    demo: p.demo,
    siteId: site?.id ?? null,
    siteSld: site?.sld ?? null,
    siteIds,
    articleCount: counts?.articles ?? 0,
    issueCount: counts?.issues ?? 0,
  };
}

/** Issue (wire name "period") with its article count. */
export function toIssueWire(i: IssueRow, articleCount: number): IssueWire {
  return {
    id: i.id,
    publicationId: i.publicationId,
    year: i.year,
    volume: i.volume,
    number: i.number,
    pubDate: isoDate(i.pubDate),
    titleZh: i.titleZh,
    titleEn: i.titleEn,
    coverUrl: fileUrl(i.coverFileId),
    onlineFirst: i.onlineFirst,
    articleCount,
  };
}

/** News item without its body (docs/product/content.md#news). */
export function toNewsWire(n: NewsRow): NewsWire {
  return {
    id: n.id,
    siteId: n.siteId,
    newsDataType: n.newsDataType,
    titleZh: n.titleZh,
    titleEn: n.titleEn,
    summaryZh: n.summaryZh,
    summaryEn: n.summaryEn,
    topPictureUrl: n.topPictureUrl,
    topPictureId: n.topPictureId,
    pictureUrl: n.pictureUrl,
    coverId: n.coverId,
    original: n.original,
    sourceLink: n.sourceLink,
    isTop: n.isTop,
    publishedAt: n.publishedAt.toISOString(),
    demo: n.demo,
  };
}

/** News item with its body. */
export function toNewsDetailWire(n: NewsRow): NewsDetailWire {
  return { ...toNewsWire(n), contentZh: n.contentZh, contentEn: n.contentEn };
}
