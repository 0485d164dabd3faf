/** Where a menu item leads, by its code (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
import type { ChannelWire, Lang } from 'rc-pub/contract';

/** A link target: a portal path, or an absolute URL opened in a new tab. */
export interface LinkTarget {
  href: string;
  external: boolean;
}

/** What a target needs besides the item itself. */
export interface TargetContext {
  lang: Lang;
  siteId: number;
  sld: string;
  /** The sld of the request's Host: the index item of that site links to '/'. */
  hostSld: string;
  /** Newest regular issue id of the site's journal (directory), if known. */
  newestIssueId?: number | null;
  /** Second-newest regular issue id (backissue), if known. */
  secondIssueId?: number | null;
  /** First expert id of an editorial board (editorial), if known. */
  firstExpertId?: number | null;
  /** Position of the item in its menu level (the menu query's `index`). */
  index?: number;
  /** The code of the item's parent, if it has one: a child of the home column (index) leads to /homeNav?index=0. */
  parentCode?: string | null;
}

const ACADEMIC = new Set(['directory', 'backissue', 'singleFirst', 'latestOffer']);
const PERIOD_INTRODUCE = new Set(['periodIntroduce', 'introduce', 'reader', 'situation', 'column', 'contact']);
const ABOUT = new Set(['aboutus', 'subaboutus', 'subcontact']);
const ALBUM = new Set(['virtualAlbum', 'newAlbum']);
const ITEM = new Set(['newItem', 'item']);
const NEW_ARTICLE = new Set(['conference', 'prePublication']);
/** Codes with a row of their own in the table of docs/product/sites-and-frame.md#where-a-menu-item-leads; every other code leads to the fallback /{code}. */
const TABLE_CODES: ReadonlySet<string> = new Set([
  'index',
  'news',
  'jump',
  'newLink',
  'newLeaguage',
  'newNews',
  'editorial',
  'science',
  ...ACADEMIC,
  ...PERIOD_INTRODUCE,
  ...ABOUT,
  ...ALBUM,
  ...ITEM,
  ...NEW_ARTICLE,
]);

/**
 * True when that table sends a menu item of `code` to the fallback route /{code} ('any other code'); false for
 * the codes with their own row (index, news, aboutus, ...), whose pages live at other paths.
 */
export function isFallbackCode(code: string): boolean {
  return code !== '' && !TABLE_CODES.has(code);
}

type Item = Pick<
  ChannelWire,
  'id' | 'code' | 'name' | 'enName' | 'linkValue' | 'bannerId' | 'parentId' | 'parentIndex' | 'newsDataType' | 'styleId'
>;

function query(params: Record<string, string | number | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * Computes where a menu item leads (docs/product/sites-and-frame.md#where-a-menu-item-leads). Codes: index → '/' (the Host's own site) or
 * /homeNav/{sld}/{lang}; directory/backissue/singleFirst/latestOffer → /newAcademic/{siteId}/{menuId}/{code}/{period}/0/{lang}
 * with the newest issue for directory, the second-newest for backissue, 0 otherwise or when unknown; jump → its
 * link value in a new tab; other codes per the table; unknown codes → /{code}?columnId=…; any child of the home column
 * (`ctx.parentCode` index) → /homeNav?index=0.
 */
export function navTarget(item: Item, ctx: TargetContext): LinkTarget {
  const { lang, siteId } = ctx;
  const menuId = item.id;
  const columnName = lang === 'en' ? item.enName : item.name;
  const common = {
    columnId: menuId,
    columnName,
    index: ctx.index,
    parentIndex: item.parentIndex,
    code: item.code,
    bannerId: item.bannerId,
    childId: item.parentId ? menuId : undefined,
  };
  const code = item.code;
  const internal = (href: string): LinkTarget => ({ href, external: false });

  if (ctx.parentCode === 'index') return internal('/homeNav?index=0');
  if (code === 'index')
    return internal(ctx.sld === ctx.hostSld ? '/' : `/homeNav/${encodeURIComponent(ctx.sld)}/${lang}`);
  if (code === 'jump') {
    const v = item.linkValue?.trim();
    return v ? { href: v, external: true } : internal('/');
  }
  if (ACADEMIC.has(code)) {
    const period = code === 'directory' ? ctx.newestIssueId : code === 'backissue' ? ctx.secondIssueId : null;
    return internal(`/newAcademic/${siteId}/${menuId}/${code}/${period ?? 0}/0/${lang}`);
  }
  if (code === 'news') return internal(`/news${query({ type: item.newsDataType, ...common })}`);
  if (code === 'newLink') return internal(`/newLink1${query({ ...common, linkValue: item.linkValue })}`);
  if (PERIOD_INTRODUCE.has(code)) return internal(`/newPeriodIntroduce/${siteId}/${menuId}/${lang}`);
  if (ABOUT.has(code)) {
    const { code: _c, ...about } = common;
    return internal(`/aboutus${query(about)}`);
  }
  if (ALBUM.has(code)) return internal(`/newAlbumList/${siteId}/${menuId}/${lang}`);
  if (code === 'newLeaguage') return internal(`/newLeaguage${query({ ...common, styleId: item.styleId ?? 4 })}`);
  if (ITEM.has(code)) return internal(`/newItemPage/${siteId}/${menuId}/${lang}`);
  if (code === 'newNews') return internal(`/newsInfo/${siteId}/${menuId}/channel/0/0/${lang}`);
  if (code === 'editorial') return internal(`/newEditorial/${siteId}/${menuId}/${ctx.firstExpertId ?? 0}/${lang}`);
  if (NEW_ARTICLE.has(code)) {
    return internal(
      `/newArticle${query({ columnId: menuId, columnName, code, newsDataType: item.newsDataType, newCompositeId: item.linkValue })}`,
    );
  }
  if (code === 'science') return internal('/science');
  return internal(`/${encodeURIComponent(code)}${query({ ...common, newsDataType: item.newsDataType })}`);
}
