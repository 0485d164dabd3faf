/**
 * codegen `mappers` (codegen.ts): the parent values resolvers receive for these GraphQL types.
 */
import type {
  ArticleDetailWire,
  ArticleSummaryWire,
  ChannelWire,
  ClustersWire,
  FooterConfigWire,
  HeaderConfigWire,
  ModuleWire,
  PublicationConfigWire,
  SearchResultWire,
  SiteWire,
} from 'rc-pub/contract';

/** Site: the rc-pub site record (SPEC §3). */
export type SiteParent = SiteWire;

/** NavItem: a visible menu item (SPEC §5) with its site, its position in its level and visible children. */
export interface NavItemParent {
  item: ChannelWire;
  /** Name in the request's language (non-empty, SPEC §5). */
  name: string;
  site: SiteWire;
  /** Position within its menu level (SPEC §2 `index` query). */
  index: number;
  children: NavItemParent[];
  /** Code of the item's parent when known (issue 9: a child of the home column leads to /homeNav?index=0). */
  parentCode?: string | null;
}

/** HeaderConfig: the header config plus the site config groups that refine it (SPEC §3 hasLoginAndRegister). */
export interface HeaderConfigParent {
  header: HeaderConfigWire;
  publicationConfig: PublicationConfigWire | null;
}

/**
 * HomeModule: a module of the home channel (SPEC §7 module list) with the site whose home it is; the module wire
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
 * SearchResult: one page of hits from rc-pub (SPEC §7 /front/search or /front/advSearch) plus the facets of the same
 * search (GET /front/search/clusters, or POST /front/advSearch/clusters with the form's body; both scoped by the
 * site, SPEC §1). `clusters()` is memoised per request: Site.search / Site.advancedSearch start it beside the search
 * when the selection asks for clusters, and the SearchResult.clusters resolver awaits the same promise.
 */
export interface SearchResultParent {
  result: SearchResultWire;
  /** Facet counts of the same query; the promise is shared, so the call happens at most once. */
  clusters: () => Promise<ClustersWire>;
}
