/**
 * Wire shapes of rc-pub responses (the `data` of the envelope), shared by the rc-pub routes (which produce them) and
 * the gateway's typed client (which consumes them). Field names follow the record fields docs/product/ names (name/enName,
 * greeting/enGreeting, ...); our own bilingual fields are `xZh`/`xEn`. Dates are ISO `YYYY-MM-DD` strings,
 * timestamps ISO 8601. Ids are integers.
 */

/** `{ status, message, data }` (docs/product/calls-and-errors.md#envelope). `code` is the shared error code when status != 0. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  code?: string;
}

/** A page of results; `page` counts from 0 (docs/product/calls-and-errors.md#request-conventions). */
export interface Page<T> {
  total: number;
  page: number;
  size: number;
  content: T[];
}

export type Lang = 'zh' | 'en';
export type SiteType = 'single' | 'group' | 'all';

/** Site record (docs/product/sites-and-frame.md#site-records). */
export interface SiteWire {
  id: number;
  sld: string;
  type: SiteType;
  name: string;
  enName: string;
  grayType: number;
  umtFlag: number;
  templateId: number;
  groupType: number;
  colour: number;
  colour1: string | null;
  colour2: string | null;
  colour3: string | null;
  pictureUrl: string | null;
  logo1: string | null;
  keywords: string | null;
  domain: string | null;
  publicationId: number | null;
  demo: boolean;
}

/**
 * `data` of the site lookups' 10003 answer (site under maintenance; docs/product/sites-and-frame.md#site-states): the footer's contact
 * phone, '-' when none. Other error answers carry `data: null`.
 */
export interface SiteMaintenanceWire {
  phone: string;
}

/**
 * Content versions (GET /rc-pub/front/site/contentVersions): `sites` maps each site's sld to a counter that only
 * rises, bumped in the same transaction as the change (import of a journal the site holds, reindex, seed).
 * `global` rises with every bump, so one number tells a poller whether anything changed.
 */
export interface ContentVersionsWire {
  global: number;
  sites: Record<string, number>;
}

/** Menu/channel item (docs/product/sites-and-frame.md#site-records); `children` nested by parentId, ordered by sort. */
export interface ChannelWire {
  id: number;
  siteId: number;
  parentId: number | null;
  parentIndex: number | null;
  code: string;
  name: string;
  enName: string;
  enable: number;
  linkValue: string | null;
  bannerId: number | null;
  bannerUrl: string | null;
  newsDataType: string | null;
  styleId: number | null;
  sort: number;
  children: ChannelWire[];
}
/** One channel with its page content (/front/layout/channel). */
export interface ChannelInfoWire extends ChannelWire {
  content: string | null;
  enContent: string | null;
}

export interface CustomButtonWire {
  customButtonName: string;
  customButtonEnName: string;
  customButtonLinkValue: string;
  customButtonStatus: number;
}

/** Header config (docs/product/sites-and-frame.md#header). Logo fields are file ids; the *Url variants are ready URLs. */
export interface HeaderConfigWire {
  siteId: number;
  navStyle: number;
  ceiling: number;
  showLogin: number;
  groupEntrance: number;
  searchBox: number;
  advSearch: number;
  resourceSearch: number;
  resourceType: string;
  navDistribution: number;
  switchLanguage: number;
  greeting: string | null;
  enGreeting: string | null;
  pcLogo: number | null;
  mobileLogo: number | null;
  enPcLogo: number | null;
  enMobileLogo: number | null;
  pcLogoUrl: string | null;
  mobileLogoUrl: string | null;
  enPcLogoUrl: string | null;
  enMobileLogoUrl: string | null;
  backgroundCoverId: number | null;
  backgroundUrl: string | null;
  configData: { customButtonList: CustomButtonWire[]; cssContent: string | null };
  /** Header height in px (e.g. 140; docs/product/sites-and-frame.md#site-specific-header-settings); null: the style's own. */
  headerHeight: number | null;
  /** Header content width base in px (e.g. 1000); null: the style's (1200 for 2 and 4, else window - 80). */
  widthBase: number | null;
  /** A fixed resource-type set (semicolon list, e.g. '428;25;28;29') that replaces resourceType; null when none. */
  fixedResourceType: string | null;
  /** 1: the language switch is a dropdown (docs/product/sites-and-frame.md#language-switch), 0: the toggle link. */
  languageMenu: number;
}

/** Site config groups (docs/product/sites-and-frame.md#site-records). */
export interface PublicationConfigWire {
  logoConfigs: { hasLogo: boolean; logoUrl: string | null };
  navBgConfigs: { hasNavBg: boolean; navBgUrl: string | null };
  searchConfigs: { isShow: boolean; isShowSeniorSearch: boolean; isShowSearchOptions: boolean; resourceTypes: string };
  greetingConfig: { hasGreeting: boolean; greeting: string | null };
  hasLoginAndRegister: boolean;
}

/** Footer config (docs/product/sites-and-frame.md#footer). */
export interface FooterConfigWire {
  siteId: number;
  toolbarStyle: number;
  showLogo: number;
  qrUrl: string | null;
  qrMessage: string | null;
  backgroundColor: string;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  fax: string | null;
  chLogo: number | null;
  enLogo: number | null;
  chLogoName: string | null;
  enLogoName: string | null;
  cssContent: string | null;
  address: string | null;
  enAddress: string | null;
  copyright: string | null;
  enCopyright: string | null;
  icp: string | null;
  picp: string | null;
  picpLink: string | null;
  linkAddress: string | null;
  showVisits: number;
  sumVisits: number;
  todayVisits: number;
  configData: { cssContent: string | null };
}

/** Floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
export interface ToolWire {
  id: number;
  indexId: number;
  resName: string;
  enResName: string;
  cover: string | null;
  coverId: number | null;
  linkValue2: string | null;
  linkType2: string | null;
  bouncePictureUrl: string | null;
  url: string | null;
  type: string;
  platformType: string | null;
  description: string | null;
  pictureUrl: string | null;
}

/** Group-entrance / publication link (docs/product/sites-and-frame.md#group-entrance). */
export interface PublicationLinkWire {
  id: number;
  siteId: number | null;
  sld: string | null;
  logo: string | null;
  publicationName: string;
  enPublicationName: string;
}
export interface GroupWire {
  siteId: number;
  sld: string;
  type: SiteType;
  publications: PublicationLinkWire[];
}

/** Banner item (docs/product/sites-and-frame.md#site-banners). */
export interface BannerWire {
  id: number;
  indexId: number;
  siteId: number;
  type: string;
  title: string;
  enTitle: string;
  url: string | null;
  /** The news item (type news) or album (type album) the banner leads to; null when none. */
  targetId: number | null;
  doi: string | null;
  vasDocLink: string | null;
  pictureUrl: string | null;
}

/** Journal. `siteSld` is the single site that serves it, when there is one. */
export interface PublicationWire {
  id: number;
  code: string;
  titleZh: string;
  titleEn: string;
  abbrev: string | null;
  issn: string | null;
  eissn: string | null;
  cn: string | null;
  publisherZh: string | null;
  publisherEn: string | null;
  sponsorZh: string | null;
  sponsorEn: string | null;
  descriptionZh: string | null;
  descriptionEn: string | null;
  language: string;
  coverUrl: string | null;
  indexed: string | null;
  groupType: number;
  demo: boolean;
  siteId: number | null;
  siteSld: string | null;
  /**
   * Ids of every site that holds the journal, preferred first: its single sites, then group sites, then the aggregate
   * site (a page of the journal on another site redirects to the first).
   */
  siteIds: number[];
  articleCount: number;
  issueCount: number;
}
/** Publication basic info (docs/product/content.md#publication-basic-info): for a single site its journal, else null publication. */
export interface BasicInfoWire {
  id: number | null;
  indexed: string | null;
  groupType: number;
  publication: PublicationWire | null;
}

/** Issue (wire name "period", docs/product/content.md#issues). */
export interface IssueWire {
  id: number;
  publicationId: number;
  year: number | null;
  volume: string;
  number: string;
  pubDate: string | null;
  titleZh: string | null;
  titleEn: string | null;
  coverUrl: string | null;
  onlineFirst: boolean;
  articleCount: number;
}
/** Period groups (docs/product/content.md#issues): issues grouped by year, newest first. */
export interface IssueYearWire {
  year: number | null;
  periods: IssueWire[];
}

export interface ContributorWire {
  name: string;
  surname: string | null;
  givenNames: string | null;
  role: string;
  orcid: string | null;
  email: string | null;
  corresponding: boolean;
  collab: boolean;
  affiliationIds: string[];
}
export interface AffiliationWire {
  id: string;
  label: string | null;
  text: string;
  institution: string | null;
  country: string | null;
}
export interface ReferenceWire {
  id: string;
  label: string | null;
  text: string;
  doi: string | null;
  pmid: string | null;
  /** PubMed Central id (`PMC<digits>`); null when none. */
  pmcid: string | null;
  year: string | null;
  source: string | null;
  title: string | null;
}
export interface OutlineEntryWire {
  id: string;
  title: string;
  level: number;
}
export interface ArticleTextWire {
  lang: string;
  isOriginal: boolean;
  title: string;
  subtitle: string | null;
  abstractHtml: string | null;
  keywords: string[];
  bodyHtml: string | null;
  outline: OutlineEntryWire[];
}
/** Resource of an article (docs/product/content.md#resource-types): kind figure (25) | table | video (29) | audio (28) | other (0). */
export interface ResourceWire {
  id: number;
  articleId: number;
  kind: 'figure' | 'table' | 'video' | 'audio' | 'other';
  jatsId: string | null;
  label: string | null;
  captionHtml: string | null;
  captionText: string | null;
  href: string | null;
  mime: string | null;
  fileUrl: string | null;
  tableHtml: string | null;
  sort: number;
}

/** Article in lists (tables of contents, home modules): titles per language, authors' display names, no body. */
export interface ArticleSummaryWire {
  id: number;
  doi: string | null;
  publicationId: number;
  issueId: number | null;
  originalLanguage: string;
  titles: { lang: string; title: string }[];
  authors: string[];
  columnZh: string | null;
  columnEn: string | null;
  articleType: string | null;
  fpage: string | null;
  lpage: string | null;
  elocationId: string | null;
  publishedDate: string | null;
  publicationType: number;
  openAccess: number;
  versionLabel: number;
  views: number;
  downloads: number;
  citations: number;
  demo: boolean;
}
/** Article detail (GET /front/front-article/{id}, also by DOI; docs/product/calls-and-errors.md#articles). */
export interface ArticleDetailWire extends ArticleSummaryWire {
  ids: Record<string, string>;
  texts: ArticleTextWire[];
  contributors: ContributorWire[];
  affiliations: AffiliationWire[];
  references: ReferenceWire[];
  receivedDate: string | null;
  acceptedDate: string | null;
  licenseUrl: string | null;
  licenseText: string | null;
  resources: ResourceWire[];
}
