/**
 * The rc-pub REST catalogue (SPEC §7). Every path is under /rc-pub; every GET also accepts `timestamps`.
 * Request headers: `language` (zh default | en), `token` (member session), `captcha` (when a code applies).
 * Each entry names its query parameters and the `data` type (see wire.ts). OpenAPI: GET /rc-pub/openapi.json, with
 * every route's `data` schema (wire-schemas/).
 */
export const RcPubPaths = {
  /**
   * ?sld= → SiteWire. status 10001 forbidden, 10002 expired, 10003 maintenance (data SiteMaintenanceWire), 404
   * unknown. Fixed path.
   */
  findBySld: '/rc-pub/front/site/findBySld',
  /** ?siteId= → SiteWire (same statuses). Fixed path. */
  findBySiteId: '/rc-pub/front/site/findBySiteId',
  /** ?siteId= → GroupWire: the journals of a group/aggregate site with their sites (group entrance). */
  findGroup: '/rc-pub/front/site/findGroup',
  /** ?siteId= → HeaderConfigWire. */
  headerConfig: '/rc-pub/front/site/getConfigHeader',
  /** ?siteId= → PublicationConfigWire. */
  publicationConfig: '/rc-pub/front/site/getPublicationConfig',
  /** ?siteId= → BasicInfoWire. */
  basicInfo: '/rc-pub/front/site/basicInfo',
  /** ?siteId=&filter=true → ChannelWire[] (tree; filter=true keeps enabled items only). */
  channels: '/rc-pub/front/layout/channels',
  /** ?channelId= → ChannelInfoWire. */
  channelInfo: '/rc-pub/front/layout/channel',
  /** ?siteId= → BannerWire[]. */
  banners: '/rc-pub/front/layout/banners',
  /** ?siteId= → ToolWire[]. */
  tools: '/rc-pub/front/tools/list',
  /** ?siteId= → FooterConfigWire. */
  footer: '/rc-pub/front/config-footer',
  /** ?channelId= → ModuleWire[] (home channel's modules in order). */
  modules: '/rc-pub/front/module/list',
  /** ?siteId= | ?ids=1,2 → PublicationWire[] (journals of a site, or by ids). */
  publications: '/rc-pub/front/front-publication/list',
  /** /{id} → PublicationWire. */
  publication: '/rc-pub/front/front-publication',
  /** ?publicationIndexId= → IssueWire[] (the newest two regular issues, newest first). */
  firstTwoPeriods: '/rc-pub/front/front-period/firstTwo',
  /** ?siteId=&publicationId=&isBack=&groupByYear= → IssueYearWire[] (groupByYear=true) or IssueWire[]. isBack=true omits the newest issue. */
  journalData: '/rc-pub/front/front-period/journalData',
  /** ?ids=1,2 → IssueWire[]; /{id} → IssueWire. */
  periods: '/rc-pub/front/front-period/list',
  period: '/rc-pub/front/front-period',
  /** ?issueId= | ?publicationId= | ?siteId= | ?ids= &publicationType=&page=&size=&sort=date|views → Page<ArticleSummaryWire>. */
  articleList: '/rc-pub/front/front-article/search',
  /** /{id} → ArticleDetailWire (SPEC §7 article). */
  article: '/rc-pub/front/front-article',
  /** ?doi= → ArticleDetailWire (DOIs may contain slashes). */
  articleByDoi: '/rc-pub/front/front-article/doi',
  /** ?siteId=&ids=1,2,3 → CitationWire[] in the order asked, GB/T 7714 numeric (SPEC §7 batch citation, issue 12). */
  batchPublicizeInfo: '/rc-pub/front/front-article/batchPublicizeInfo',
  /** ?id=&style= (CITATION_STYLES) → CitationWire: the article page's 'How to cite' (issue 12). */
  cite: '/rc-pub/front/front-article/cite',
  /** ?ids=&citationType=&language=&abstract=1 → a file download, not enveloped (SPEC §7 citation export, issue 12). */
  downloadCitation: '/rc-pub/front/front-article/downloadCitation',
  /** ?siteId=&newsDataType=news&type= → NewsWire[] (SPEC §7 top news). */
  topNews: '/rc-pub/front/front-news/getTopNews',
  /** ?siteId=&newsDataType=&page=&size= → Page<NewsWire>. */
  newsList: '/rc-pub/front/front-news/list',
  /** /{id} → NewsDetailWire. */
  news: '/rc-pub/front/front-news',
  /** ?id= → the file's bytes with its content type (not enveloped). */
  file: '/rc-pub/front/files/get',
  /**
   * → ContentVersionsWire: a counter per site that rises whenever content a site shows changes (import, reindex,
   * seed). The gateway's page cache keys on it, so a bump purges that site's cached pages (issue 7).
   */
  contentVersions: '/rc-pub/front/site/contentVersions',
  /** OpenAPI 3 document of this catalogue. */
  openapi: '/rc-pub/openapi.json',
  /** Liveness: envelope with data { ok: true }. */
  /**
   * GET|POST (form) OAI-PMH 2.0 → XML, not an envelope (issue 12; rc-pub/src/oai/). Header x-oai-base-url: the base
   * URL harvesters use.
   */
  oai: '/rc-pub/oai',
  health: '/rc-pub/health',
} as const;
