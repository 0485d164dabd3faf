/** Row → wire mappers for sites, channels and site configuration (docs/product/sites-and-frame.md). */
import type { ChannelInfoWire, ChannelWire, SiteType, SiteWire, ToolWire, BannerWire } from '../../contract/wire.js';
import type { ModuleWire } from '../../contract/news.js';
import type { SiteRow } from '../../repositories/sites.js';
import type { ChannelRow } from '../../repositories/channels.js';
import type { BannerRow, ModuleRow, ToolRow } from '../../repositories/site-config.js';
import { fileUrl } from '../../lib/ids.js';
import { sanitizeSiteHtml } from '../../import/site-html.js';

/**
 * Site record (docs/product/sites-and-frame.md#site-records). `thirdPartyOn`: whether this deployment configured third-party login (OIDC_*); without it
 * the site flag umtFlag answers 0 (off) whatever is stored, so no page offers a login that cannot work.
 */
export function toSiteWire(s: SiteRow, thirdPartyOn = true): SiteWire {
  return {
    id: s.id,
    sld: s.sld,
    type: s.type as SiteType,
    name: s.nameZh,
    enName: s.nameEn,
    grayType: s.grayType,
    umtFlag: thirdPartyOn ? s.umtFlag : 0,
    templateId: s.templateId,
    groupType: s.groupType,
    colour: s.colour,
    colour1: s.colour1,
    colour2: s.colour2,
    colour3: s.colour3,
    pictureUrl: s.pictureUrl,
    logo1: s.logo1,
    keywords: s.keywords,
    domain: s.domain,
    publicationId: s.publicationId,
    demo: s.demo,
  };
}

/** One channel without children; `parentIndex` is filled by {@link buildChannelTree}. */
export function toChannelWire(c: ChannelRow): ChannelWire {
  return {
    id: c.id,
    siteId: c.siteId,
    parentId: c.parentId,
    parentIndex: null,
    code: c.code,
    name: c.nameZh,
    enName: c.nameEn,
    enable: c.enable,
    linkValue: c.linkValue,
    bannerId: c.bannerId,
    bannerUrl: c.bannerUrl,
    newsDataType: c.newsDataType,
    styleId: c.styleId,
    sort: c.sort,
    children: [],
  };
}

/** Channel with its page content (/front/layout/channel). */
export function toChannelInfoWire(c: ChannelRow, children: ChannelWire[]): ChannelInfoWire {
  return { ...toChannelWire(c), children, content: c.contentZh, enContent: c.contentEn };
}

/**
 * Nests channels by parentId (rows already in sort order). `parentIndex` of a child is the index of its top-level
 * ancestor's position among the top-level items (parentIndex, docs/product/sites-and-frame.md#where-a-menu-item-leads). With `enabledOnly`, disabled items and
 * everything under them are dropped (docs/product/sites-and-frame.md#menu-visibility: enable on).
 */
export function buildChannelTree(rows: ChannelRow[], enabledOnly: boolean): ChannelWire[] {
  const kept = enabledOnly ? rows.filter((r) => r.enable === 1) : rows;
  const byId = new Map(kept.map((r) => [r.id, toChannelWire(r)]));
  const roots: ChannelWire[] = [];
  for (const r of kept) {
    const node = byId.get(r.id)!;
    if (r.parentId === null) roots.push(node);
    else byId.get(r.parentId)?.children.push(node); // parent dropped → child dropped
  }
  const mark = (nodes: ChannelWire[], index: number) => {
    for (const n of nodes) {
      n.parentIndex = index;
      mark(n.children, index);
    }
  };
  for (const [i, root] of roots.entries()) mark(root.children, i);
  return roots;
}

/** Toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar); `indexId` is its position. */
export function toToolWire(t: ToolRow, index: number): ToolWire {
  return {
    id: t.id,
    indexId: index,
    resName: t.resNameZh,
    enResName: t.resNameEn,
    cover: t.cover,
    coverId: t.coverId,
    linkValue2: t.linkValue2,
    linkType2: t.linkType2,
    bouncePictureUrl: t.bouncePictureUrl,
    url: t.url,
    type: t.type,
    platformType: t.platformType,
    description: t.description,
    pictureUrl: t.pictureUrl ?? fileUrl(t.coverId),
  };
}

/** Banner item (docs/product/sites-and-frame.md#site-banners); `indexId` is its position. */
export function toBannerWire(b: BannerRow, index: number): BannerWire {
  return {
    id: b.id,
    indexId: index,
    siteId: b.siteId,
    type: b.type,
    title: b.titleZh,
    enTitle: b.titleEn,
    url: b.url,
    targetId: b.targetId,
    doi: b.doi,
    vasDocLink: b.vasDocLink,
    pictureUrl: b.pictureUrl ?? fileUrl(b.pictureId),
  };
}

/** The config keys an html module's HTML may sit under (the gateway's HomeModule.html reads them in this order). */
const HTML_KEYS = ['contentZh', 'contentEn', 'htmlZh', 'htmlEn', 'html'] as const;

/**
 * An html module's config with every HTML key sanitized again on read: writers sanitize contentZh/contentEn
 * (import/site-html.ts), but the htmlZh/htmlEn/html keys and rows written by other tools were served as stored, and
 * the page renders this HTML as it is. Other configs are returned unchanged.
 */
function moduleConfig(m: ModuleRow): Record<string, unknown> {
  if (m.type !== 'html') return m.config;
  const out: Record<string, unknown> = { ...m.config };
  for (const key of HTML_KEYS) {
    const v = out[key];
    if (typeof v === 'string') out[key] = sanitizeSiteHtml(v);
  }
  return out;
}

/** Home module (docs/product/sites-and-frame.md#home-page); an html module's HTML sanitized ({@link moduleConfig}). */
export function toModuleWire(m: ModuleRow): ModuleWire {
  return {
    id: m.id,
    channelId: m.channelId,
    type: m.type as ModuleWire['type'],
    title: m.titleZh,
    enTitle: m.titleEn,
    size: m.size,
    config: moduleConfig(m),
  };
}
