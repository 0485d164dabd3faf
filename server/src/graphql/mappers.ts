/**
 * codegen `mappers` (codegen.ts): the parent values resolvers receive for the GraphQL types that are not a wire shape
 * of rc-pub/contract as it is. Types only, so the generated resolver types import no resolver.
 */
import type {
  ArticleDetailWire,
  ArticlePdfWire,
  ArticleSummaryWire,
  BookWire,
  ChannelInfoWire,
  ChannelWire,
  ClustersWire,
  ExpertGroupWire,
  ExpertWire,
  FooterConfigWire,
  HeaderConfigWire,
  ModuleWire,
  NewsWire,
  Page,
  PublicationConfigWire,
  ResourceWire,
  SearchResultWire,
  SiteWire,
} from 'rc-pub/contract';

/** Site: the rc-pub site record (docs/product/sites-and-frame.md#site-records). */
export type SiteParent = SiteWire;

/** NavItem: a visible menu item (docs/product/sites-and-frame.md#menu-visibility) with its site, its position in its level and visible children. */
export interface NavItemParent {
  item: ChannelWire;
  /** Name in the request's language (non-empty). */
  name: string;
  site: SiteWire;
  /** Position within its menu level (the menu query's `index`). */
  index: number;
  children: NavItemParent[];
  /** Code of the item's parent when known (a child of the home column leads to /homeNav?index=0). */
  parentCode?: string | null;
}

/** HeaderConfig: the header config plus the site config groups that refine it (hasLoginAndRegister; docs/product/sites-and-frame.md#header). */
export interface HeaderConfigParent {
  header: HeaderConfigWire;
  publicationConfig: PublicationConfigWire | null;
}

/**
 * HomeModule: a module of the home channel (docs/product/sites-and-frame.md#home-page) with the site whose home it is; the module wire
 * carries only its channelId, and its content is scoped by the site (site id, the site's journal).
 */
export interface HomeModuleParent {
  module: ModuleWire;
  site: SiteWire;
}

/** FooterConfig: the footer config record. */
export type FooterConfigParent = FooterConfigWire;

/** Article: a list summary or a full detail; fields missing from a summary load the detail through the loader. */
export type ArticleParent = ArticleSummaryWire | ArticleDetailWire;

/** True when the article value already holds the detail fields. */
export function isArticleDetail(a: ArticleParent): a is ArticleDetailWire {
  return 'texts' in a && Array.isArray((a as ArticleDetailWire).texts);
}

/**
 * ArticleResource: a resource of an article with its article's DOI, which links a resource whose file is not here at
 * the publisher when it has no DOI of its own (docs/product/content.md#figures-tables-and-media).
 */
export type ResourceParent = ResourceWire & { articleDoi: string | null };

/** ArticlePdf: where the article's PDF comes from, with the article whose PDF route it is. */
export type ArticlePdfParent = ArticlePdfWire & { articleId: number };

/**
 * SearchResult: one page of hits from rc-pub (/front/search or /front/advSearch) plus the facets of the same
 * search (GET /front/search/clusters, or POST /front/advSearch/clusters with the form's body; both scoped by the
 * site, docs/product/search.md#search-scope). `clusters()` is memoised per request: Site.search / Site.advancedSearch start it beside the search
 * when the selection asks for clusters, and the SearchResult.clusters resolver awaits the same promise.
 */
export interface SearchResultParent {
  result: SearchResultWire;
  /** Facet counts of the same query; the promise is shared, so the call happens at most once. */
  clusters: () => Promise<ClustersWire>;
}

/**
 * SiteColumn: the column (rc-pub's channel info, with content in both languages), the site it belongs to and
 * the site's enabled menu tree (the channel list with filter=true), from which its side list is taken.
 */
export interface SiteColumnParent {
  channel: ChannelInfoWire;
  site: SiteWire;
  tree: ChannelWire[];
}

/** NewsColumn: a menu item of `site` and the news type it lists (own, else its parent's, else 'news'). */
export interface NewsColumnParent {
  channel: ChannelWire;
  site: SiteWire;
  newsType: string;
}

/** NewsPage: rc-pub's page of news. */
export type NewsPageParent = Page<NewsWire>;

/**
 * EditorialBoard: the menu item, the site, the board's topic and the memoized pages of its experts (a board fetches
 * each page of its experts once, however many fields ask).
 */
export interface EditorialBoardParent {
  siteId: number;
  menu: ChannelInfoWire;
  topicId: number | null;
  /** Page `n` (from 0, 10 a page) of the board, fetched once per request. */
  page(n: number): Promise<ExpertGroupWire>;
}

/** BookShelf: the menu item and its site. */
export interface BookShelfParent {
  siteId: number;
  menu: ChannelInfoWire;
}

/** ExpertPage and BookPage: a page of items. */
export interface ItemPage<T> {
  total: number;
  page: number;
  size: number;
  items: T[];
}

/** ExpertPage's parent. */
export type ExpertPageParent = ItemPage<ExpertWire>;
/** BookPage's parent. */
export type BookPageParent = ItemPage<BookWire>;
