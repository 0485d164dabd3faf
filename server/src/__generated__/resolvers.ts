import type { GraphQLResolveInfo } from 'graphql';
import type { SiteParent, NavItemParent, HeaderConfigParent, FooterConfigParent, HomeModuleParent, ArticleParent, SearchResultParent } from '../mappers.js';
import type { ToolWire, BannerWire, PublicationLinkWire, ChannelInfoWire, PublicationWire, IssueYearWire, IssueWire, ArticleTextWire, ContributorWire, AffiliationWire, ReferenceWire, ResourceWire, NewsWire, SearchHitWire } from 'rc-pub/contract';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One row of the advanced form. */
export type AdvancedRow = {
  field?: InputMaybe<SearchField>;
  op?: InputMaybe<BoolOp>;
  precision?: InputMaybe<Scalars['Int']['input']>;
  value: Scalars['String']['input'];
};

/** The advanced form (SPEC §2 /seniorSearch). */
export type AdvancedSearchInput = {
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  openAccess?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  publicationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  publicationType?: InputMaybe<Scalars['Int']['input']>;
  range?: InputMaybe<Scalars['Int']['input']>;
  rows: Array<AdvancedRow>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SearchSort>;
  type?: InputMaybe<SearchType>;
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type Affiliation = {
  __typename?: 'Affiliation';
  id: Scalars['String']['output'];
  label?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

/** An article. List fields (title, authors, pages) come from summaries; detail fields load the full record when asked. */
export type Article = {
  __typename?: 'Article';
  acceptedDate?: Maybe<Scalars['String']['output']>;
  affiliations: Array<Affiliation>;
  articleType?: Maybe<Scalars['String']['output']>;
  /** Author display names, in order. */
  authorNames: Array<Scalars['String']['output']>;
  citations: Scalars['Int']['output'];
  /** Column/subject in the request's language. */
  column?: Maybe<Scalars['String']['output']>;
  contributors: Array<Contributor>;
  demo: Scalars['Boolean']['output'];
  doi?: Maybe<Scalars['String']['output']>;
  downloads: Scalars['Int']['output'];
  elocationId?: Maybe<Scalars['String']['output']>;
  fpage?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Other identifiers (publisher-id, pmid, ...). */
  identifiers: Array<Identifier>;
  issue?: Maybe<Issue>;
  license?: Maybe<License>;
  lpage?: Maybe<Scalars['String']['output']>;
  openAccess: Scalars['Boolean']['output'];
  originalLanguage: Scalars['String']['output'];
  /** Pages as 'fpage-lpage', or the elocation id. */
  pages?: Maybe<Scalars['String']['output']>;
  publication: Publication;
  /** SPEC §9: 0 formal, 1 online first. */
  publicationType: Scalars['Int']['output'];
  publishedDate?: Maybe<Scalars['String']['output']>;
  receivedDate?: Maybe<Scalars['String']['output']>;
  references: Array<Reference>;
  resources: Array<ArticleResource>;
  /** Every language version present (original first). */
  texts: Array<ArticleText>;
  /** Title in the request's language, else the original-language title. */
  title: Scalars['String']['output'];
  /** SPEC §4 version label in the request's language; null for 0. */
  versionLabel?: Maybe<Scalars['String']['output']>;
  views: Scalars['Int']['output'];
};

/** A figure, table or media item of an article. */
export type ArticleResource = {
  __typename?: 'ArticleResource';
  captionHtml?: Maybe<Scalars['String']['output']>;
  /** URL of the stored file; null when the file is absent (show a placeholder). */
  fileUrl?: Maybe<Scalars['String']['output']>;
  href?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  jatsId?: Maybe<Scalars['String']['output']>;
  kind: ResourceKind;
  label?: Maybe<Scalars['String']['output']>;
  mime?: Maybe<Scalars['String']['output']>;
  tableHtml?: Maybe<Scalars['String']['output']>;
};

/** One language version of an article's texts; HTML is sanitized. */
export type ArticleText = {
  __typename?: 'ArticleText';
  abstractHtml?: Maybe<Scalars['String']['output']>;
  bodyHtml?: Maybe<Scalars['String']['output']>;
  isOriginal: Scalars['Boolean']['output'];
  keywords: Array<Scalars['String']['output']>;
  lang: Scalars['String']['output'];
  outline: Array<OutlineEntry>;
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Banner item (SPEC §3). */
export type Banner = {
  __typename?: 'Banner';
  href?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Boolean operator of an advanced-search row (SPEC §5: uppercase AND, OR, NOT). */
export type BoolOp =
  | 'AND'
  | 'NOT'
  | 'OR';

/** A menu channel with its page content (SPEC §7 channel info). */
export type Channel = {
  __typename?: 'Channel';
  code: Scalars['String']['output'];
  /** Sanitized HTML in the request's language. */
  content?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Contributor = {
  __typename?: 'Contributor';
  /** Indexes into the article's affiliations (the labels shown as superscripts). */
  affiliationIds: Array<Scalars['String']['output']>;
  corresponding: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  givenNames?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  orcid?: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  surname?: Maybe<Scalars['String']['output']>;
};

export type CustomButton = {
  __typename?: 'CustomButton';
  href: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Footer config (SPEC §3) with language-resolved texts. */
export type FooterConfig = {
  __typename?: 'FooterConfig';
  address?: Maybe<Scalars['String']['output']>;
  /** SPEC §3: #ebebeb selects the light theme, anything else the dark one. */
  backgroundColor: Scalars['String']['output'];
  copyright?: Maybe<Scalars['String']['output']>;
  cssContent?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  icp?: Maybe<Scalars['String']['output']>;
  light: Scalars['Boolean']['output'];
  logoName?: Maybe<Scalars['String']['output']>;
  logoUrl?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  picp?: Maybe<Scalars['String']['output']>;
  picpLink?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  qrMessage?: Maybe<Scalars['String']['output']>;
  qrUrl?: Maybe<Scalars['String']['output']>;
  showLogo: Scalars['Boolean']['output'];
  showVisits: Scalars['Boolean']['output'];
  sumVisits: Scalars['Int']['output'];
  todayVisits: Scalars['Int']['output'];
};

/** Header config (SPEC §3). */
export type HeaderConfig = {
  __typename?: 'HeaderConfig';
  advSearch: Scalars['Boolean']['output'];
  backgroundUrl?: Maybe<Scalars['String']['output']>;
  ceiling: Scalars['Boolean']['output'];
  cssContent?: Maybe<Scalars['String']['output']>;
  /** Shown custom buttons, at most 3 (SPEC §9). */
  customButtons: Array<CustomButton>;
  /** Greeting in the request's language. */
  greeting?: Maybe<Scalars['String']['output']>;
  /** Logo in the request's language. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  navStyle: Scalars['Int']['output'];
  resourceSearch: Scalars['Boolean']['output'];
  /** Resource-type ids from the semicolon config string, known ids only (SPEC §5). */
  resourceTypes: Array<Scalars['Int']['output']>;
  searchBox: Scalars['Boolean']['output'];
  showGroupEntrance: Scalars['Boolean']['output'];
  showLogin: Scalars['Boolean']['output'];
  switchLanguage: Scalars['Boolean']['output'];
};

/** A home-page module (SPEC §7 module list); the fields matching its type are filled. */
export type HomeModule = {
  __typename?: 'HomeModule';
  articles: Array<Article>;
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  issue?: Maybe<Issue>;
  news: Array<News>;
  publications: Array<Publication>;
  title: Scalars['String']['output'];
  /** latestIssue | onlineFirst | mostRead | news | journals | banner | html */
  type: Scalars['String']['output'];
};

export type Identifier = {
  __typename?: 'Identifier';
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** An issue of a journal (SPEC 'period'). */
export type Issue = {
  __typename?: 'Issue';
  articleCount: Scalars['Int']['output'];
  /** Table of contents in page order. */
  articles: Array<Article>;
  coverUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  onlineFirst: Scalars['Boolean']['output'];
  pubDate?: Maybe<Scalars['String']['output']>;
  publication: Publication;
  title?: Maybe<Scalars['String']['output']>;
  volume: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/** Issues of one year. */
export type IssueYear = {
  __typename?: 'IssueYear';
  issues: Array<Issue>;
  year?: Maybe<Scalars['Int']['output']>;
};

/**
 * Interface language (SPEC §2: zh is the default, en the other; the route segment, else the `language` cookie, else
 * zh). The names before issue 13 (lowercase) are deprecated aliases: accepted for one release, never returned.
 */
export type Language =
  /** English. */
  | 'en'
  /** Chinese (simplified); the default language of every site. */
  | 'zh'
  /** Deprecated name of EN (issue 13). */
  | 'en'
  /** Deprecated name of ZH (issue 13). */
  | 'zh';

export type License = {
  __typename?: 'License';
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A link target computed from a menu code (SPEC §2 'Where a menu item leads'). */
export type LinkTarget = {
  __typename?: 'LinkTarget';
  /** Opens in a new tab (jump items, external links). */
  external: Scalars['Boolean']['output'];
  /** Path within the portal, or an absolute URL when `external`. */
  href: Scalars['String']['output'];
};

/** A visible menu item (SPEC §3 menu item) in the request's language. */
export type NavItem = {
  __typename?: 'NavItem';
  children: Array<NavItem>;
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  target: LinkTarget;
};

/** A news item (SPEC §3). */
export type News = {
  __typename?: 'News';
  /** Sanitized HTML in the request's language. */
  content?: Maybe<Scalars['String']['output']>;
  demo: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** Banner image by SPEC §2 order: topPictureUrl, topPictureId, pictureUrl, coverId; null for the default banner. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  newsDataType: Scalars['String']['output'];
  publishedAt: Scalars['String']['output'];
  sourceLink?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the other. */
  title: Scalars['String']['output'];
};

export type OutlineEntry = {
  __typename?: 'OutlineEntry';
  id: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A page of results; `page` counts from 0. */
export type PageInfo = {
  __typename?: 'PageInfo';
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A journal (SPEC 'publication'). */
export type Publication = {
  __typename?: 'Publication';
  abbrev?: Maybe<Scalars['String']['output']>;
  articleCount: Scalars['Int']['output'];
  cn?: Maybe<Scalars['String']['output']>;
  coverUrl?: Maybe<Scalars['String']['output']>;
  demo: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  eissn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Indexing databases (SPEC §3 basic info, semicolon list). */
  indexed: Array<Scalars['String']['output']>;
  issn?: Maybe<Scalars['String']['output']>;
  issueCount: Scalars['Int']['output'];
  /** All issues grouped by year, newest first (SPEC §3 period groups). */
  issuesByYear: Array<IssueYear>;
  language: Scalars['String']['output'];
  /** The newest regular issue. */
  latestIssue?: Maybe<Issue>;
  publisher?: Maybe<Scalars['String']['output']>;
  /** The single site that serves this journal, if any. */
  siteId?: Maybe<Scalars['Int']['output']>;
  siteSld?: Maybe<Scalars['String']['output']>;
  sponsor?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the other. */
  title: Scalars['String']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

/** Group-entrance link to a journal and its site (SPEC §3). */
export type PublicationLink = {
  __typename?: 'PublicationLink';
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  publicationId: Scalars['Int']['output'];
  siteId?: Maybe<Scalars['Int']['output']>;
  sld?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Analyses a keyword (SPEC §4). BAD_REQUEST with a readable message for an empty, too long (over 150) or malformed query. */
  analyzeSearch: SearchAnalysis;
  /** An article by id; null when it does not exist. */
  article?: Maybe<Article>;
  /** An article by DOI (case-insensitive; may contain slashes); null when none. */
  articleByDoi?: Maybe<Article>;
  /** A channel (menu item) with its page content; null when it does not exist. */
  channel?: Maybe<Channel>;
  /** An issue (SPEC 'period') by id; null when it does not exist. */
  issue?: Maybe<Issue>;
  /** The request's interface language. */
  language: Language;
  /** A news item by id; null when it does not exist. */
  news?: Maybe<News>;
  /** A journal by id; null when it does not exist. */
  publication?: Maybe<Publication>;
  /** A site by subdomain (sld) or id; with neither, the site of the request's Host (else `www`). FORBIDDEN_SITE, SITE_EXPIRED, SITE_MAINTENANCE or NOT_FOUND when it cannot be shown (SPEC §4 site lookup status). */
  site: Site;
};


export type QueryAnalyzeSearchArgs = {
  q: Scalars['String']['input'];
  type?: InputMaybe<SearchType>;
};


export type QueryArticleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryArticleByDoiArgs = {
  doi: Scalars['String']['input'];
};


export type QueryChannelArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIssueArgs = {
  id: Scalars['Int']['input'];
};


export type QueryNewsArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPublicationArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySiteArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  sld?: InputMaybe<Scalars['String']['input']>;
};

export type Reference = {
  __typename?: 'Reference';
  doi?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label?: Maybe<Scalars['String']['output']>;
  pmid?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

/**
 * What an article resource is (SPEC §3 resource types, with their ids: figure 25, table, video 29, audio 28, other 0).
 * The names before issue 13 (lowercase) are deprecated aliases: accepted for one release, never returned.
 */
export type ResourceKind =
  /** An audio clip (SPEC §3 resource type 28): `fileUrl` is the media file, `mime` its type. */
  | 'audio'
  /** A figure or picture (SPEC §3 resource type 25 'picture'): `fileUrl` is its image. */
  | 'figure'
  /** Any other supplementary material (SPEC §3 resource type 0), e.g. a data file. */
  | 'other'
  /** A table: `tableHtml` holds it as sanitized HTML; `fileUrl` may hold an image of it. */
  | 'table'
  /** A video clip (SPEC §3 resource type 29): `fileUrl` is the media file, `mime` its type. */
  | 'video'
  /** Deprecated name of AUDIO (issue 13). */
  | 'audio'
  /** Deprecated name of FIGURE (issue 13). */
  | 'figure'
  /** Deprecated name of OTHER (issue 13). */
  | 'other'
  /** Deprecated name of TABLE (issue 13). */
  | 'table'
  /** Deprecated name of VIDEO (issue 13). */
  | 'video';

/** The analysed keyword (SPEC §4: analyse first, then open the result page). */
export type SearchAnalysis = {
  __typename?: 'SearchAnalysis';
  q: Scalars['String']['output'];
  /** Terms that results highlight. */
  terms: Array<Scalars['String']['output']>;
};

/** A facet bucket; `value` is what the matching SearchInput filter takes. */
export type SearchBucket = {
  __typename?: 'SearchBucket';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A facet (journal, year, column, author, keyword). */
export type SearchCluster = {
  __typename?: 'SearchCluster';
  /** true when the counts are estimates from an even sample of a very large result set (scaled to the whole set and rounded); false when exact. False when rc-pub does not say. */
  approximate: Scalars['Boolean']['output'];
  buckets: Array<SearchBucket>;
  field: Scalars['String']['output'];
};

/**
 * Which field of a record the keyword must match (SPEC §9 condition dropdown). What rc-pub accepts per search type:
 * ARTICLE: TITLE, KEYWORD, AUTHOR, INSTITUTION, ABSTRACT, DOI; PUBLICATION: TITLE, SPONSOR, CN, ISSN; FIGURE, TABLE,
 * VIDEO, AUDIO and OTHER: CAPTION, LABEL, ARTICLE_TITLE, DOI (of the article); NEWS: TITLE, ABSTRACT; every type: ALL.
 * Any other field is a BAD_REQUEST. Result URLs carry the field as `index` with its pre-issue-13 name
 * (`index=articleTitle`). The names before issue 13 are deprecated aliases: accepted for one release, never returned.
 */
export type SearchField =
  /** The abstract of an article, or the summary of a news item. */
  | 'abstract'
  /** Every searchable field of the search type (the default). */
  | 'all'
  /** The title of the article a figure, table or media item belongs to. */
  | 'articleTitle'
  /** An article's author names (any author, in either language). */
  | 'author'
  /** The caption of a figure or table. */
  | 'caption'
  /** A journal's CN number (the Chinese domestic serial number, e.g. 11-1234/N). */
  | 'cn'
  /** An article's DOI (case-insensitive), or for a resource hit the DOI of its article. */
  | 'doi'
  /** The institutions (affiliations) of an article's authors. */
  | 'institution'
  /** A journal's ISSN or e-ISSN (e.g. 1549-1277). */
  | 'issn'
  /** An article's keywords. */
  | 'keyword'
  /** The label of a figure or table (e.g. 'Figure 2', '表 1'). */
  | 'label'
  /** A journal's sponsor (主办单位). */
  | 'sponsor'
  /** The title of an article, journal or news item. */
  | 'title'
  /** Deprecated name of ABSTRACT (issue 13). */
  | 'abstract'
  /** Deprecated name of ALL (issue 13). */
  | 'all'
  /** Deprecated name of ARTICLE_TITLE (issue 13). */
  | 'articleTitle'
  /** Deprecated name of AUTHOR (issue 13). */
  | 'author'
  /** Deprecated name of CAPTION (issue 13). */
  | 'caption'
  /** Deprecated name of CN (issue 13). */
  | 'cn'
  /** Deprecated name of DOI (issue 13). */
  | 'doi'
  /** Deprecated name of INSTITUTION (issue 13). */
  | 'institution'
  /** Deprecated name of ISSN (issue 13). */
  | 'issn'
  /** Deprecated name of KEYWORD (issue 13). */
  | 'keyword'
  /** Deprecated name of LABEL (issue 13). */
  | 'label'
  /** Deprecated name of SPONSOR (issue 13). */
  | 'sponsor'
  /** Deprecated name of TITLE (issue 13). */
  | 'title';

/** One search result; highlight fields are sanitized HTML with matches in <em>. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The article a figure, table or media item belongs to (the article itself for articles). */
  article?: Maybe<Article>;
  articleTitle?: Maybe<Scalars['String']['output']>;
  authors: Array<Scalars['String']['output']>;
  citations: Scalars['Int']['output'];
  column?: Maybe<Scalars['String']['output']>;
  doi?: Maybe<Scalars['String']['output']>;
  downloads: Scalars['Int']['output'];
  /** Figure thumbnail; null means show a placeholder. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  highlightTitle?: Maybe<Scalars['String']['output']>;
  /** The record's id: the article, journal or news item, or for a figure, table, video or audio hit the resource, which its article page anchors as `#resource-{id}`. */
  id: Scalars['Int']['output'];
  keywords: Array<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  openAccess: Scalars['Boolean']['output'];
  publication?: Maybe<Publication>;
  publicationType: Scalars['Int']['output'];
  publishedDate?: Maybe<Scalars['String']['output']>;
  snippet?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  titleEn?: Maybe<Scalars['String']['output']>;
  titleZh?: Maybe<Scalars['String']['output']>;
  type: SearchType;
  views: Scalars['Int']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/** A basic search (SPEC §4 search flow; §9 constants). `q` uses the advanced syntax: AND/OR/NOT (uppercase), parentheses, quotes, field prefixes. */
export type SearchInput = {
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  field?: InputMaybe<SearchField>;
  /** SPEC §9: 0 open access, 1 not. */
  openAccess?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** SPEC §9 precision: 1 precise, 0 fuzzy. */
  precision?: InputMaybe<Scalars['Int']['input']>;
  publicationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** SPEC §9: 0 formal, 1 online first. */
  publicationType?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
  /** Years back: 0 = all, 5, 3 or 1 (SPEC §9 time ranges). */
  range?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SearchSort>;
  type?: InputMaybe<SearchType>;
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A page of results; `clusters` runs the facet query for the same search only when asked. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Facets of the same search, fetched beside the hits only when selected. Null (with an error in `errors`) when the facet query failed: the hits still show. */
  clusters?: Maybe<Array<SearchCluster>>;
  hits: Array<SearchHit>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  terms: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * Order of search results (SPEC §9 sort options); ties keep relevance order. Result URLs carry it as `sort` with its
 * pre-issue-13 name (`sort=date`). The names before issue 13 are deprecated aliases: accepted for one release, never
 * returned.
 */
export type SearchSort =
  /** Most cited first (SPEC §9 'referenceCount desc'). */
  | 'citations'
  /** Newest publication date first. */
  | 'date'
  /** Most downloaded first (SPEC §9 'downloads desc'). */
  | 'downloads'
  /** Best match first (the default). */
  | 'relevance'
  /** Most viewed first (SPEC §9 'visits desc'). */
  | 'views'
  /** Deprecated name of CITATIONS (issue 13). */
  | 'citations'
  /** Deprecated name of DATE (issue 13). */
  | 'date'
  /** Deprecated name of DOWNLOADS (issue 13). */
  | 'downloads'
  /** Deprecated name of RELEVANCE (issue 13). */
  | 'relevance'
  /** Deprecated name of VIEWS (issue 13). */
  | 'views';

/**
 * What a search looks for (SPEC §9 search types; SPEC §3 resource-type ids, which result URLs carry as `type`: article
 * 428, publication -3, figure 25, table 'table', video 29, audio 28, news -2, other 0). The names before issue 13
 * (lowercase) are deprecated aliases: accepted for one release, never returned.
 */
export type SearchType =
  /** Journal articles (SPEC §3 resource type 428 'thesis'; result route /article). */
  | 'article'
  /** Audio clips of articles (SPEC §3 resource type 28; result route /audioList?type=28). */
  | 'audio'
  /** Figures of articles (SPEC §3 resource type 25 'picture'; result route /mag). */
  | 'figure'
  /** News items (SPEC §3 resource type -2; result route /informationList). */
  | 'news'
  /** Other supplementary material of articles (SPEC §3 resource type 0; result route /othersList). */
  | 'other'
  /** Journals (SPEC §3 resource type -3; result route /searchPublication). */
  | 'publication'
  /** Tables of articles (SPEC §3 'table', which has no numeric id; result route /textList). */
  | 'table'
  /** Video clips of articles (SPEC §3 resource type 29; result route /audioList). */
  | 'video'
  /** Deprecated name of ARTICLE (issue 13). */
  | 'article'
  /** Deprecated name of AUDIO (issue 13). */
  | 'audio'
  /** Deprecated name of FIGURE (issue 13). */
  | 'figure'
  /** Deprecated name of NEWS (issue 13). */
  | 'news'
  /** Deprecated name of OTHER (issue 13). */
  | 'other'
  /** Deprecated name of PUBLICATION (issue 13). */
  | 'publication'
  /** Deprecated name of TABLE (issue 13). */
  | 'table'
  /** Deprecated name of VIDEO (issue 13). */
  | 'video';

/** A site of the portal (SPEC §3 site record) with everything its page frame needs, so a header or home page loads in one query. */
export type Site = {
  __typename?: 'Site';
  /** The advanced form within this site's scope; null with an error as for `search`. */
  advancedSearch?: Maybe<SearchResult>;
  banners: Array<Banner>;
  demo: Scalars['Boolean']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  footer: FooterConfig;
  /** SPEC §4 grayscale: 0 none, 1 page body only, other non-zero the whole page. */
  grayType: Scalars['Int']['output'];
  /** Group entrance: journals of the group with links to their sites. */
  groupEntrance: Array<PublicationLink>;
  groupType: Scalars['Int']['output'];
  header: HeaderConfig;
  /** Modules of the home channel, in order, each with its content. */
  homeModules: Array<HomeModule>;
  id: Scalars['Int']['output'];
  keywords?: Maybe<Scalars['String']['output']>;
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Site name in the request's language (falls back to the other language). */
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** Visible menu items (SPEC §5 rules for the request's language) with their targets (SPEC §2). */
  nav: Array<NavItem>;
  /** For a single site, its journal. */
  publication?: Maybe<Publication>;
  /** Journals shown by this site (single: its journal; group: its journals; all: every journal). */
  publications: Array<Publication>;
  /** Searches within this site's scope (single: its journal; group: its journals; all: everything). Null, with a BAD_REQUEST (readable message in the request's language) or upstream error in `errors` at path [site, search], when the search cannot run: the rest of the site (the page frame) still resolves. */
  search?: Maybe<SearchResult>;
  sld: Scalars['String']['output'];
  /** Theme colours (SPEC §9): preset id 1-11, or 0 = custom from colour1-3. */
  theme: Theme;
  tools: Array<Tool>;
  /** Top news for the banner carousel (SPEC §2; empty hides the banner). */
  topNews: Array<News>;
  type: SiteType;
  umtFlag: Scalars['Int']['output'];
};


/** A site of the portal (SPEC §3 site record) with everything its page frame needs, so a header or home page loads in one query. */
export type SiteAdvancedSearchArgs = {
  input: AdvancedSearchInput;
};


/** A site of the portal (SPEC §3 site record) with everything its page frame needs, so a header or home page loads in one query. */
export type SiteSearchArgs = {
  input: SearchInput;
};

/**
 * Site type (SPEC §1, §3 site record `type`): what a site shows and what its searches cover. The names before issue 13
 * (lowercase) are deprecated aliases: accepted for one release, never returned.
 */
export type SiteType =
  /** The aggregate site: every journal of the portal (the `www` site). */
  | 'all'
  /** A site of a group of journals (`Site.publications`, `Site.groupEntrance`). */
  | 'group'
  /** A site of one journal (`Site.publication` is that journal). */
  | 'single'
  /** Deprecated name of ALL (issue 13). */
  | 'all'
  /** Deprecated name of GROUP (issue 13). */
  | 'group'
  /** Deprecated name of SINGLE (issue 13). */
  | 'single';

/** Theme colours computed from the site's preset or custom colours (SPEC §9). */
export type Theme = {
  __typename?: 'Theme';
  background: Scalars['String']['output'];
  bottomLine: Scalars['String']['output'];
  colourId: Scalars['Int']['output'];
  hover: Scalars['String']['output'];
  primary: Scalars['String']['output'];
};

/** Floating toolbar item (SPEC §3 tool item). */
export type Tool = {
  __typename?: 'Tool';
  description?: Maybe<Scalars['String']['output']>;
  href?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
  platformType?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdvancedRow: AdvancedRow;
  AdvancedSearchInput: AdvancedSearchInput;
  Affiliation: ResolverTypeWrapper<AffiliationWire>;
  Article: ResolverTypeWrapper<ArticleParent>;
  ArticleResource: ResolverTypeWrapper<ResourceWire>;
  ArticleText: ResolverTypeWrapper<ArticleTextWire>;
  Banner: ResolverTypeWrapper<BannerWire>;
  BoolOp: BoolOp;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Channel: ResolverTypeWrapper<ChannelInfoWire>;
  Contributor: ResolverTypeWrapper<ContributorWire>;
  CustomButton: ResolverTypeWrapper<CustomButton>;
  FooterConfig: ResolverTypeWrapper<FooterConfigParent>;
  HeaderConfig: ResolverTypeWrapper<HeaderConfigParent>;
  HomeModule: ResolverTypeWrapper<HomeModuleParent>;
  Identifier: ResolverTypeWrapper<Identifier>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Issue: ResolverTypeWrapper<IssueWire>;
  IssueYear: ResolverTypeWrapper<IssueYearWire>;
  Language: ResolverTypeWrapper<Language>;
  License: ResolverTypeWrapper<License>;
  LinkTarget: ResolverTypeWrapper<LinkTarget>;
  NavItem: ResolverTypeWrapper<NavItemParent>;
  News: ResolverTypeWrapper<NewsWire>;
  OutlineEntry: ResolverTypeWrapper<OutlineEntry>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Publication: ResolverTypeWrapper<PublicationWire>;
  PublicationLink: ResolverTypeWrapper<PublicationLinkWire>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reference: ResolverTypeWrapper<ReferenceWire>;
  ResourceKind: ResolverTypeWrapper<ResourceKind>;
  SearchAnalysis: ResolverTypeWrapper<SearchAnalysis>;
  SearchBucket: ResolverTypeWrapper<SearchBucket>;
  SearchCluster: ResolverTypeWrapper<SearchCluster>;
  SearchField: ResolverTypeWrapper<SearchField>;
  SearchHit: ResolverTypeWrapper<SearchHitWire>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchResultParent>;
  SearchSort: ResolverTypeWrapper<SearchSort>;
  SearchType: ResolverTypeWrapper<SearchType>;
  Site: ResolverTypeWrapper<SiteParent>;
  SiteType: ResolverTypeWrapper<SiteType>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Theme: ResolverTypeWrapper<Theme>;
  Tool: ResolverTypeWrapper<ToolWire>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdvancedRow: AdvancedRow;
  AdvancedSearchInput: AdvancedSearchInput;
  Affiliation: AffiliationWire;
  Article: ArticleParent;
  ArticleResource: ResourceWire;
  ArticleText: ArticleTextWire;
  Banner: BannerWire;
  Boolean: Scalars['Boolean']['output'];
  Channel: ChannelInfoWire;
  Contributor: ContributorWire;
  CustomButton: CustomButton;
  FooterConfig: FooterConfigParent;
  HeaderConfig: HeaderConfigParent;
  HomeModule: HomeModuleParent;
  Identifier: Identifier;
  Int: Scalars['Int']['output'];
  Issue: IssueWire;
  IssueYear: IssueYearWire;
  License: License;
  LinkTarget: LinkTarget;
  NavItem: NavItemParent;
  News: NewsWire;
  OutlineEntry: OutlineEntry;
  PageInfo: PageInfo;
  Publication: PublicationWire;
  PublicationLink: PublicationLinkWire;
  Query: Record<PropertyKey, never>;
  Reference: ReferenceWire;
  SearchAnalysis: SearchAnalysis;
  SearchBucket: SearchBucket;
  SearchCluster: SearchCluster;
  SearchHit: SearchHitWire;
  SearchInput: SearchInput;
  SearchResult: SearchResultParent;
  Site: SiteParent;
  String: Scalars['String']['output'];
  Theme: Theme;
  Tool: ToolWire;
};

export type AffiliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Affiliation'] = ResolversParentTypes['Affiliation']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  acceptedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  affiliations?: Resolver<Array<ResolversTypes['Affiliation']>, ParentType, ContextType>;
  articleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contributors?: Resolver<Array<ResolversTypes['Contributor']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elocationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fpage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identifiers?: Resolver<Array<ResolversTypes['Identifier']>, ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  license?: Resolver<Maybe<ResolversTypes['License']>, ParentType, ContextType>;
  lpage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  publicationType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['Reference']>, ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['ArticleResource']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ArticleText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleResource'] = ResolversParentTypes['ArticleResource']> = {
  captionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jatsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ResourceKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tableHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArticleTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleText'] = ResolversParentTypes['ArticleText']> = {
  abstractHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOriginal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outline?: Resolver<Array<ResolversTypes['OutlineEntry']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContributorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contributor'] = ResolversParentTypes['Contributor']> = {
  affiliationIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  corresponding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  givenNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orcid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomButtonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomButton'] = ResolversParentTypes['CustomButton']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FooterConfig'] = ResolversParentTypes['FooterConfig']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cssContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  light?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picpLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showLogo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showVisits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sumVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todayVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeaderConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeaderConfig'] = ResolversParentTypes['HeaderConfig']> = {
  advSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backgroundUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ceiling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cssContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customButtons?: Resolver<Array<ResolversTypes['CustomButton']>, ParentType, ContextType>;
  greeting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  navStyle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resourceTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  searchBox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showGroupEntrance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  switchLanguage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HomeModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeModule'] = ResolversParentTypes['HomeModule']> = {
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Identifier'] = ResolversParentTypes['Identifier']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IssueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Issue'] = ResolversParentTypes['Issue']> = {
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlineFirst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pubDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IssueYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssueYear'] = ResolversParentTypes['IssueYear']> = {
  issues?: Resolver<Array<ResolversTypes['Issue']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LanguageResolvers = { EN: 'en', ZH: 'zh', en: 'en', zh: 'zh' };

export type LicenseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkTarget'] = ResolversParentTypes['LinkTarget']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = {
  children?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['LinkTarget'], ParentType, ContextType>;
};

export type NewsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsDataType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutlineEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutlineEntry'] = ResolversParentTypes['OutlineEntry']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  abbrev?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eissn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indexed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  issn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuesByYear?: Resolver<Array<ResolversTypes['IssueYear']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestIssue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteSld?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sponsor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationLink'] = ResolversParentTypes['PublicationLink']> = {
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sld?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  analyzeSearch?: Resolver<ResolversTypes['SearchAnalysis'], ParentType, ContextType, RequireFields<QueryAnalyzeSearchArgs, 'q' | 'type'>>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'id'>>;
  articleByDoi?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleByDoiArgs, 'doi'>>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType, RequireFields<QueryChannelArgs, 'id'>>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType, RequireFields<QueryIssueArgs, 'id'>>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  news?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType, RequireFields<QueryNewsArgs, 'id'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryPublicationArgs, 'id'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType, Partial<QuerySiteArgs>>;
};

export type ReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reference'] = ResolversParentTypes['Reference']> = {
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pmid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourceKindResolvers = { AUDIO: 'audio', FIGURE: 'figure', OTHER: 'other', TABLE: 'table', VIDEO: 'video', audio: 'audio', figure: 'figure', other: 'other', table: 'table', video: 'video' };

export type SearchAnalysisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAnalysis'] = ResolversParentTypes['SearchAnalysis']> = {
  q?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchBucket'] = ResolversParentTypes['SearchBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchClusterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchCluster'] = ResolversParentTypes['SearchCluster']> = {
  approximate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['SearchBucket']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFieldResolvers = { ABSTRACT: 'abstract', ALL: 'all', ARTICLE_TITLE: 'articleTitle', AUTHOR: 'author', CAPTION: 'caption', CN: 'cn', DOI: 'doi', INSTITUTION: 'institution', ISSN: 'issn', KEYWORD: 'keyword', LABEL: 'label', SPONSOR: 'sponsor', TITLE: 'title', abstract: 'abstract', all: 'all', articleTitle: 'articleTitle', author: 'author', caption: 'caption', cn: 'cn', doi: 'doi', institution: 'institution', issn: 'issn', keyword: 'keyword', label: 'label', sponsor: 'sponsor', title: 'title' };

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType>;
  articleTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  highlightTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  publicationType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  clusters?: Resolver<Maybe<Array<ResolversTypes['SearchCluster']>>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSortResolvers = { CITATIONS: 'citations', DATE: 'date', DOWNLOADS: 'downloads', RELEVANCE: 'relevance', VIEWS: 'views', citations: 'citations', date: 'date', downloads: 'downloads', relevance: 'relevance', views: 'views' };

export type SearchTypeResolvers = { ARTICLE: 'article', AUDIO: 'audio', FIGURE: 'figure', NEWS: 'news', OTHER: 'other', PUBLICATION: 'publication', TABLE: 'table', VIDEO: 'video', article: 'article', audio: 'audio', figure: 'figure', news: 'news', other: 'other', publication: 'publication', table: 'table', video: 'video' };

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  advancedSearch?: Resolver<Maybe<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<SiteAdvancedSearchArgs, 'input'>>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footer?: Resolver<ResolversTypes['FooterConfig'], ParentType, ContextType>;
  grayType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupEntrance?: Resolver<Array<ResolversTypes['PublicationLink']>, ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['HeaderConfig'], ParentType, ContextType>;
  homeModules?: Resolver<Array<ResolversTypes['HomeModule']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nav?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<SiteSearchArgs, 'input'>>;
  sld?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  tools?: Resolver<Array<ResolversTypes['Tool']>, ParentType, ContextType>;
  topNews?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SiteType'], ParentType, ContextType>;
  umtFlag?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteTypeResolvers = { ALL: 'all', GROUP: 'group', SINGLE: 'single', all: 'all', group: 'group', single: 'single' };

export type ThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bottomLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colourId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ToolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tool'] = ResolversParentTypes['Tool']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platformType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Affiliation?: AffiliationResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleResource?: ArticleResourceResolvers<ContextType>;
  ArticleText?: ArticleTextResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  Contributor?: ContributorResolvers<ContextType>;
  CustomButton?: CustomButtonResolvers<ContextType>;
  FooterConfig?: FooterConfigResolvers<ContextType>;
  HeaderConfig?: HeaderConfigResolvers<ContextType>;
  HomeModule?: HomeModuleResolvers<ContextType>;
  Identifier?: IdentifierResolvers<ContextType>;
  Issue?: IssueResolvers<ContextType>;
  IssueYear?: IssueYearResolvers<ContextType>;
  Language?: LanguageResolvers;
  License?: LicenseResolvers<ContextType>;
  LinkTarget?: LinkTargetResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  OutlineEntry?: OutlineEntryResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationLink?: PublicationLinkResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reference?: ReferenceResolvers<ContextType>;
  ResourceKind?: ResourceKindResolvers;
  SearchAnalysis?: SearchAnalysisResolvers<ContextType>;
  SearchBucket?: SearchBucketResolvers<ContextType>;
  SearchCluster?: SearchClusterResolvers<ContextType>;
  SearchField?: SearchFieldResolvers;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSort?: SearchSortResolvers;
  SearchType?: SearchTypeResolvers;
  Site?: SiteResolvers<ContextType>;
  SiteType?: SiteTypeResolvers;
  Theme?: ThemeResolvers<ContextType>;
  Tool?: ToolResolvers<ContextType>;
};

