/**
 * Wire shapes of the site's news and home modules (docs/product/content.md#news, front-news; the home modules of docs/product/sites-and-frame.md#home-page), beside the
 * content shapes of wire.ts; exported from the contract index like them.
 */

/** News item (docs/product/content.md#news). */
export interface NewsWire {
  id: number;
  siteId: number;
  newsDataType: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string | null;
  summaryEn: string | null;
  topPictureUrl: string | null;
  topPictureId: number | null;
  pictureUrl: string | null;
  coverId: number | null;
  original: number;
  sourceLink: string | null;
  isTop: boolean;
  publishedAt: string;
  demo: boolean;
}
export interface NewsDetailWire extends NewsWire {
  contentZh: string | null;
  contentEn: string | null;
}

/** Home module of the home channel (docs/product/sites-and-frame.md#home-page). `type` decides what the gateway loads for it. */
export interface ModuleWire {
  id: number;
  channelId: number;
  type: 'latestIssue' | 'onlineFirst' | 'mostRead' | 'news' | 'journals' | 'banner' | 'html' | 'rank';
  title: string;
  enTitle: string;
  size: number;
  config: Record<string, unknown>;
}
