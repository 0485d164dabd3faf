import type { GraphQLResolveInfo } from 'graphql';
import type { SiteParent, NavItemParent, HeaderConfigParent, FooterConfigParent, SiteColumnParent, HomeModuleParent, ArticleParent, ResourceParent, ArticlePdfParent, NewsColumnParent, NewsPageParent, SearchResultParent, EditorialBoardParent, BookShelfParent, ExpertPageParent, BookPageParent } from '../graphql/mappers.js';
import type { ToolWire, BannerWire, PublicationLinkWire, ChannelInfoWire, PublicationWire, IssueYearWire, IssueWire, ArticleTextWire, ContributorWire, AffiliationWire, ReferenceWire, ResourceImageWire, NewsWire, SearchHitWire, MemberInfoWire, MemberSessionWire, MemberIdentityWire, SubscriptionWire, EmailCodeSentWire, MemberTargetWire, FavouriteWire, DownloadWire, HistoryWire, PersonalAlbumWire, AlbumItemWire, SiteAlbumWire, AlbumTabCountWire, SiteAlbumItemWire, ExpertWire, BookWire, ArticleUsageWire, UsageMonthWire, RankWire, RankEntryWire } from 'rc-pub/contract';
import type { GatewayContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One row of the advanced form (docs/product/search.md#advanced-search). Rows with a blank value are left out. */
export type AdvancedRow = {
  /** The field the row's value must match (default ALL); as in SearchInput.field. */
  field?: InputMaybe<SearchField>;
  /** How the row joins the rows before it (default AND); the first row's operator is ignored. */
  op?: InputMaybe<BoolOp>;
  /** Precision of this row (docs/product/search.md#precision): 1 precise, 0 fuzzy (the default); as in SearchInput.precision. */
  precision?: InputMaybe<Scalars['Int']['input']>;
  /** The row's keyword, at most 150 characters (docs/product/search.md#keyword-rules); takes the same syntax as SearchInput.q. */
  value: Scalars['String']['input'];
};

/**
 * The advanced form (/seniorSearch, docs/product/search.md#advanced-search) within the site's scope: rows instead of one keyword, with the
 * filters, sort and paging of SearchInput. At least one row must have a value, at most 10 rows; else BAD_REQUEST.
 */
export type AdvancedSearchInput = {
  /** Only these columns; as in SearchInput.columns. */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Open-access filter (docs/product/search.md#filters-and-facets): 0 open access only, 1 not open access only; null for both. */
  openAccess?: InputMaybe<Scalars['Int']['input']>;
  /** The page to return, counted from 0 (default 0). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Only these journals (Publication.id); as in SearchInput.publicationIds. */
  publicationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Publication type filter (docs/product/search.md#filters-and-facets): 0 formal only, 1 online first only; null for both. */
  publicationType?: InputMaybe<Scalars['Int']['input']>;
  /** Publication years back: 0 all (the default), or the last 5, 3 or 1 years; as in SearchInput.range. */
  range?: InputMaybe<Scalars['Int']['input']>;
  /** The rows in order; they combine as the advanced syntax does (NOT before AND before OR). */
  rows: Array<AdvancedRow>;
  /** Hits per page: default 20, at least 1; larger than 100 is capped to 100. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the results (default RELEVANCE). */
  sort?: InputMaybe<SearchSort>;
  /** What to search for (default ARTICLE); it also decides which fields the rows may name. */
  type?: InputMaybe<SearchType>;
  /** Only these publication years; as in SearchInput.years. */
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** An affiliation (institution and address) of an article's authors (a JATS aff). */
export type Affiliation = {
  __typename?: 'Affiliation';
  /** The affiliation's id within its article (the JATS aff id, e.g. aff1); Contributor.affiliationIds points at it. */
  id: Scalars['String']['output'];
  /** The label shown as a superscript after author names (e.g. 1, a); null when the article uses none. */
  label?: Maybe<Scalars['String']['output']>;
  /** The affiliation as one line of plain text: institution, department and address. */
  text: Scalars['String']['output'];
};

/**
 * An album of a site (name, English name, cover: docs/product/content.md#albums; /front/album): a curated list of the portal's
 * articles, journals, audio and video, shown by /newAlbumList, /newAlbumDetail, /virtualProjectDetail and /newItemPage
 * (docs/product/sites-and-frame.md#content-routes). Not a member's personal album (PersonalAlbum).
 */
export type Album = {
  __typename?: 'Album';
  /** Portal URL of the cover image (e.g. a figure of one of its articles); null when it has none. */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** Description in the request's language, else the other; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** The album's id in rc-pub (the `virtualId` of /newAlbumDetail/{siteId}/{virtualId}/{lang}, docs/product/sites-and-frame.md#content-routes). */
  id: Scalars['Int']['output'];
  /** Items in all tabs. */
  itemCount: Scalars['Int']['output'];
  /**
   * One page of one tab's items in the album's order. `tab` null (or a tab without items) means the first tab that
   * holds items; `page` counts from 0; `size` 1-100.
   */
  items: AlbumTabPage;
  /** Name in the request's language, else the other ('' when it has none). Demo albums start with [演示] / [Demo]. */
  name: Scalars['String']['output'];
  /** The tabs that hold items, in the order of docs/product/content.md#albums (article, journal, audio, video); empty for an empty album. */
  tabs: Array<AlbumTabCount>;
};


/**
 * An album of a site (name, English name, cover: docs/product/content.md#albums; /front/album): a curated list of the portal's
 * articles, journals, audio and video, shown by /newAlbumList, /newAlbumDetail, /virtualProjectDetail and /newItemPage
 * (docs/product/sites-and-frame.md#content-routes). Not a member's personal album (PersonalAlbum).
 */
export type AlbumItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tab?: InputMaybe<AlbumTab>;
};

/** An album as the member edits it (name required, at most 50 characters; description at most 500). */
export type AlbumInput = {
  /** An uploaded album cover's id (the upload route's answer); null for none. */
  coverId?: InputMaybe<Scalars['Int']['input']>;
  /** A description; null or empty for none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The album's English name; null or empty for none. */
  enName?: InputMaybe<Scalars['String']['input']>;
  /** The album's name. */
  name: Scalars['String']['input'];
};

/** A resource in a personal album (rc-pub's res/search, docs/product/calls-and-errors.md#member-records). */
export type AlbumItem = {
  __typename?: 'AlbumItem';
  /** When it was added (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The entry's id in rc-pub (what removeFromAlbum takes). */
  id: Scalars['Int']['output'];
  /** What it points at. */
  target: MemberTarget;
};

/** A page of album items. */
export type AlbumItemPage = {
  __typename?: 'AlbumItemPage';
  /** The items of this page. */
  items: Array<AlbumItem>;
  /** How many there are in all. */
  total: Scalars['Int']['output'];
};

/** A page of a site's albums. */
export type AlbumPage = {
  __typename?: 'AlbumPage';
  /** The albums of this page, in the site's order. */
  items: Array<Album>;
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  size: Scalars['Int']['output'];
  /** How many albums there are in all. */
  total: Scalars['Int']['output'];
};

/**
 * Album tabs (docs/product/content.md#albums): what kind of item an album's tab lists (rc-pub album tab: article, journal, audio, video;
 * stored as the resource-type ids 428, -3, 28, 29 of docs/product/content.md#resource-types).
 */
export type AlbumTab =
  /** Articles of the portal. */
  | 'article'
  /** Audio of the portal's articles. */
  | 'audio'
  /** Journals of the portal. */
  | 'journal'
  /** Video of the portal's articles. */
  | 'video';

/** How many items one tab of an album holds (only tabs that hold items are listed). */
export type AlbumTabCount = {
  __typename?: 'AlbumTabCount';
  /** Number of items in the tab (at least 1). */
  count: Scalars['Int']['output'];
  /** The album tab these items are listed in (docs/product/content.md#albums). */
  tab: AlbumTab;
};

/** A page of one tab of an album. */
export type AlbumTabPage = {
  __typename?: 'AlbumTabPage';
  /** The items of this page. */
  items: Array<SiteAlbumItem>;
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  size: Scalars['Int']['output'];
  /** The tab shown; null when the album holds no items. */
  tab?: Maybe<AlbumTab>;
  /** How many items the tab holds in all. */
  total: Scalars['Int']['output'];
};

/**
 * A journal article (docs/product/content.md#articles; rc-pub imports it from JATS XML). List fields (title, authorNames, column, pages,
 * dates, counters) come with any summary, e.g. in a table of contents; the detail fields (texts, contributors,
 * affiliations, references, resources, identifiers, license, received/accepted dates) load the full record on first use,
 * so ask for them on article pages only.
 */
export type Article = {
  __typename?: 'Article';
  /** Date the manuscript was accepted (ISO 8601 date, YYYY-MM-DD); null when the source does not say. */
  acceptedDate?: Maybe<Scalars['String']['output']>;
  /** The authors' affiliations in the order the article lists them; contributors point at them by `id`. */
  affiliations: Array<Affiliation>;
  /** JATS article type (e.g. research-article, review-article, editorial); null when the source does not say. */
  articleType?: Maybe<Scalars['String']['output']>;
  /** Author display names in byline order (as in tables of contents); `contributors` has the structured records. */
  authorNames: Array<Scalars['String']['output']>;
  /**
   * The article's one canonical address (docs/product/citation-and-harvest.md#one-address-per-article), the same
   * whichever site shows it: its page `/article/id/{siteId}/{id}/{lang}` on the journal's preferred site
   * (`Publication.siteIds[0]`), at that site's own origin, from the gateway's PUBLIC_SITE_ORIGIN template when set,
   * else from the origin of the request (its first host label replaced by the site's subdomain). Null when no origin
   * is known (no template, and a request that carries none, as in-process server rendering) or no shown site holds the
   * journal.
   */
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  /** How to cite this article in one style, in its original language and in English. */
  citation: Citation;
  /** How often the article is cited (rc-pub's referenceCount, docs/product/usage.md#citations-within-the-portal; 0 when rc-pub has no count). */
  citations: Scalars['Int']['output'];
  /** Column (subject heading, e.g. 'Research Article') in the request's language, else the other; null when none. */
  column?: Maybe<Scalars['String']['output']>;
  /** Authors, editors and other contributors in byline order (JATS contrib-group), with affiliations and ORCID. */
  contributors: Array<Contributor>;
  /** True for demo content loaded from demo-data/ (pages mark it as such); false for real content. */
  demo: Scalars['Boolean']['output'];
  /** The article's DOI without a resolver prefix (e.g. 10.1371/journal.pmed.0020124); null when it has none. */
  doi?: Maybe<Scalars['String']['output']>;
  /** The DOI as a link to the DOI resolver (https://doi.org/…, DOI Handbook section 3.8: `#`, `?`, `%` and spaces escaped); null when the article has no DOI. */
  doiUrl?: Maybe<Scalars['String']['output']>;
  /** How often the article was downloaded (0 when rc-pub has no count). */
  downloads: Scalars['Int']['output'];
  /** Electronic location id (e.g. e1000123) of articles without page numbers; null otherwise. */
  elocationId?: Maybe<Scalars['String']['output']>;
  /** First page as printed (may be roman or alphanumeric, e.g. e124); null for articles without page numbers. */
  fpage?: Maybe<Scalars['String']['output']>;
  /** The article's id in rc-pub; the `thesisId` of article page URLs (/article/id/{siteId}/{thesisId}/{lang}, docs/product/content.md#article-page). */
  id: Scalars['Int']['output'];
  /** Every identifier of the article as JATS lists it (pub-id-type: doi, publisher-id, pmid, pmcid, ...), one per type. */
  identifiers: Array<Identifier>;
  /** The issue (wire name 'period', docs/product/README.md#vocabulary) the article appears in; null for an article not yet in an issue. */
  issue?: Maybe<Issue>;
  /** The article's licence (e.g. CC BY 4.0); null when it states none. */
  license?: Maybe<License>;
  /** Last page as printed; null when unknown or a single page. */
  lpage?: Maybe<Scalars['String']['output']>;
  /** True when the article is open access (docs/product/content.md#open-access: rc-pub's 0 is open access, 1 is not). */
  openAccess: Scalars['Boolean']['output'];
  /** Language the article was written in, as a language code (e.g. en, zh) from the JATS `xml:lang`. */
  originalLanguage: Scalars['String']['output'];
  /** Pages for display: 'fpage-lpage', fpage alone, else the elocation id; null when none is known. */
  pages?: Maybe<Scalars['String']['output']>;
  /**
   * The article's PDF (docs/product/content.md#article-pdf): the one its package shipped, else one rendered from the
   * article itself. Every article has one; `size` is null while a rendered PDF has not been made yet.
   */
  pdf: ArticlePdf;
  /** The journal that published the article. NOT_FOUND when rc-pub no longer has it. */
  publication: Publication;
  /** Publication type (docs/product/content.md#publication-type-and-online-first): 0 formal (in a regular issue), 1 online first. */
  publicationType: Scalars['Int']['output'];
  /** Publication date (ISO 8601 date, YYYY-MM-DD): the electronic one when given, else the print one; null when unknown. */
  publishedDate?: Maybe<Scalars['String']['output']>;
  /** Date the manuscript was received (ISO 8601 date, YYYY-MM-DD); null when the source does not say. */
  receivedDate?: Maybe<Scalars['String']['output']>;
  /** The reference list in order (JATS ref-list). */
  references: Array<Reference>;
  /**
   * Related articles (docs/product/content.md#related-articles): articles of the same journal that share keywords (any
   * language, case-insensitive) or the column with this one, best first (more shared keywords, then the same column,
   * then newest); empty when none relate.
   */
  related: Array<Article>;
  /** Figures, tables and media of the article in document order; each has an anchor `#resource-{id}` on the article page. */
  resources: Array<ArticleResource>;
  /**
   * Supplementary material with a stored file, in document order (the OTHER, VIDEO and AUDIO resources that have a file),
   * each with its `downloadUrl`, `fileName`, `fileSize` and `mime`.
   */
  supplementaryFiles: Array<ArticleResource>;
  /** Every language version of the title, abstract, keywords and body present; the original language first. */
  texts: Array<ArticleText>;
  /** Title in the request's language, else the original-language title, else any title ('' when it has none). */
  title: Scalars['String']['output'];
  /** Language of `title`, as a language code: the version it was taken from (`originalLanguage` when there is no title). Pages mark the title with it (WCAG 3.1.2). */
  titleLanguage: Scalars['String']['output'];
  /**
   * The article's usage counts and cited-by count (rc-pub's statistics call, docs/product/usage.md#article-usage); null when rc-pub cannot answer them (the
   * article page then shows no usage line rather than failing).
   */
  usage?: Maybe<ArticleUsage>;
  /**
   * The version label (docs/product/content.md#version-label) in the request's language: -1 'Accept' (录用定稿); 1-10 'Corrected Proof' in English and
   * 一校优先 … 十校优先 in Chinese; null for 0 (no label) and unknown values.
   */
  versionLabel?: Maybe<Scalars['String']['output']>;
  /** How often the article page was viewed (rc-pub's 'visits', docs/product/usage.md#article-usage; 0 when rc-pub has no count). */
  views: Scalars['Int']['output'];
  /** Portal URL that downloads the JATS XML as an attachment (counted as a download); null when no XML is stored (CSL records). */
  xmlUrl?: Maybe<Scalars['String']['output']>;
};


/**
 * A journal article (docs/product/content.md#articles; rc-pub imports it from JATS XML). List fields (title, authorNames, column, pages,
 * dates, counters) come with any summary, e.g. in a table of contents; the detail fields (texts, contributors,
 * affiliations, references, resources, identifiers, license, received/accepted dates) load the full record on first use,
 * so ask for them on article pages only.
 */
export type ArticleCanonicalUrlArgs = {
  lang: Language;
};


/**
 * A journal article (docs/product/content.md#articles; rc-pub imports it from JATS XML). List fields (title, authorNames, column, pages,
 * dates, counters) come with any summary, e.g. in a table of contents; the detail fields (texts, contributors,
 * affiliations, references, resources, identifiers, license, received/accepted dates) load the full record on first use,
 * so ask for them on article pages only.
 */
export type ArticleCitationArgs = {
  style?: InputMaybe<CitationStyle>;
};


/**
 * A journal article (docs/product/content.md#articles; rc-pub imports it from JATS XML). List fields (title, authorNames, column, pages,
 * dates, counters) come with any summary, e.g. in a table of contents; the detail fields (texts, contributors,
 * affiliations, references, resources, identifiers, license, received/accepted dates) load the full record on first use,
 * so ask for them on article pages only.
 */
export type ArticleRelatedArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** An article's PDF (docs/product/content.md#article-pdf). */
export type ArticlePdf = {
  __typename?: 'ArticlePdf';
  /** Where the PDF comes from. */
  origin: PdfOrigin;
  /** Size in bytes; null while a rendered PDF has not been made yet. */
  size?: Maybe<Scalars['Int']['output']>;
  /**
   * Portal URL of the PDF. GET answers the PDF, or while a rendered PDF is being made HTTP 202 with Retry-After and a
   * readable "being prepared" page. Each download counts as a COUNTER request of the article.
   */
  url: Scalars['String']['output'];
};

/**
 * A figure, table or media item of an article (docs/product/content.md#figures-tables-and-media). Search hits for figures, tables and media link to
 * the article page at `#resource-{id}`.
 */
export type ArticleResource = {
  __typename?: 'ArticleResource';
  /** The caption as sanitized HTML; null when there is none. */
  captionHtml?: Maybe<Scalars['String']['output']>;
  /** Portal URL that downloads the stored file as an attachment (counted as a download of the article); null when there is no file. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** The stored file's name (e.g. pmed.1000097.s001.docx); null when there is no file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Size of the stored file in bytes; null when there is no file. */
  fileSize?: Maybe<Scalars['Int']['output']>;
  /** Gateway-relative URL of the stored file (image or media); null when the file is absent: show a placeholder. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The file name or link the JATS source names (xlink:href), kept for reference; null when none. */
  href?: Maybe<Scalars['String']['output']>;
  /** The resource's id in rc-pub: the id of its search hits and of the `#resource-{id}` anchor on the article page. */
  id: Scalars['Int']['output'];
  /** A stored image's web sizes and thumbnail (docs/product/content.md#figure-images); null when the resource has no stored image. */
  image?: Maybe<FigureImage>;
  /**
   * The element id the resource has in the article body: the JATS id (e.g. pmed-0020124-g001), the id generated for an
   * element without one (fig-3), or for media of supplementary material the supplement's id; null when none.
   */
  jatsId?: Maybe<Scalars['String']['output']>;
  /** What the resource is: figure, table, video, audio or other. */
  kind: ResourceKind;
  /** The resource's label (e.g. 'Figure 1', 'Table 2', 表 1); null when it has none. */
  label?: Maybe<Scalars['String']['output']>;
  /** MIME type of the file (e.g. image/png, video/mp4); null when unknown. */
  mime?: Maybe<Scalars['String']['output']>;
  /**
   * Where to see the resource at its publisher when its file is not here: the resource's own DOI as a link (JATS
   * object-id, escaped as Article.doiUrl), else the article's DOI link; null when the file is here, for a table shown as
   * `tableHtml` (nothing is missing) and when no DOI is known. Pages show it instead of an empty box.
   */
  publisherUrl?: Maybe<Scalars['String']['output']>;
  /** For a table: the table itself as sanitized HTML; null for other kinds or when only an image exists. */
  tableHtml?: Maybe<Scalars['String']['output']>;
};

/** One language version of an article's texts (docs/product/content.md#texts-and-languages). HTML fields are sanitized by rc-pub. */
export type ArticleText = {
  __typename?: 'ArticleText';
  /** The abstract as sanitized HTML (paragraphs, sections, inline markup); null when this version has none. */
  abstractHtml?: Maybe<Scalars['String']['output']>;
  /** The full text as sanitized HTML, with figures and tables in place; null when only the abstract is available. */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  /** True for the version in the article's original language. */
  isOriginal: Scalars['Boolean']['output'];
  /** Keywords in this language, in order (empty when none). */
  keywords: Array<Scalars['String']['output']>;
  /** Language of this version, as a language code (e.g. en, zh). */
  lang: Scalars['String']['output'];
  /** The headings of `bodyHtml` in order, for a table of contents (empty without a body). */
  outline: Array<OutlineEntry>;
  /** The subtitle in this language; null when there is none. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The title in this language. */
  title: Scalars['String']['output'];
};

/**
 * An article's usage by COUNTER Release 5 rules (docs/product/usage.md#counting-rules): double clicks within 30 s count once,
 * crawlers are left out. Counts include events not yet written to the database.
 */
export type ArticleUsage = {
  __typename?: 'ArticleUsage';
  /** All-time abstract (article page) views. */
  abstractViews: Scalars['Int']['output'];
  /** How many articles held in the portal cite this one (their references carry its DOI). */
  citedBy: Scalars['Int']['output'];
  /** All-time downloads of the article's files. */
  downloads: Scalars['Int']['output'];
  /** All-time full-text views. */
  fulltextViews: Scalars['Int']['output'];
  /** The last 12 months, oldest first; months without counts are zeros. */
  months: Array<UsageMonth>;
  /** True when the article's JATS XML can be downloaded (/rc-pub/front/files/download?kind=xml&articleId=). */
  xml: Scalars['Boolean']['output'];
};

/** A banner item of a site (docs/product/sites-and-frame.md#site-banners). */
export type Banner = {
  __typename?: 'Banner';
  /**
   * Where the banner leads: its url, else for an article banner its DOI page (/article/doi/...), for a news banner its
   * news detail (/newsDetails/{siteId}/{id}/{lang}), for an album banner its album (/newAlbumDetail/{siteId}/{id}/{lang}),
   * else its document link; null when none.
   */
  href?: Maybe<Scalars['String']['output']>;
  /** The banner item's id in rc-pub. */
  id: Scalars['Int']['output'];
  /**
   * True when `href` opens in a new window: an external link (http, https or protocol-relative) and the article and
   * news banners (docs/product/sites-and-frame.md#site-banners); false otherwise.
   */
  newWindow: Scalars['Boolean']['output'];
  /** URL of the banner image; null when none. */
  pictureUrl?: Maybe<Scalars['String']['output']>;
  /** The banner's title in the request's language, else the other ('' when none). */
  title: Scalars['String']['output'];
  /** The banner's type (docs/product/sites-and-frame.md#site-banners): link, wechat, news, album, article or other. */
  type: Scalars['String']['output'];
};

/**
 * An article in the signed-in member's citation basket (docs/product/citation-and-harvest.md#citation-basket): the basket
 * a member fills on one site is theirs on every site and in every browser they sign in with.
 */
export type BasketEntry = {
  __typename?: 'BasketEntry';
  /** When the article was put in the basket (ISO 8601). */
  addedAt: Scalars['String']['output'];
  /** The article's id (Article.id). */
  articleId: Scalars['Int']['output'];
  /** Position in the basket: 1 for the first entry, larger for later ones. */
  sortOrder: Scalars['Int']['output'];
  /** The article's title in its original language; empty when it has none. */
  title: Scalars['String']['output'];
};

/** A book of a site (ISBN, edition, publisher, catalogue; docs/product/content.md#books). */
export type Book = {
  __typename?: 'Book';
  /** Authors as printed; null when none. */
  authors?: Maybe<Scalars['String']['output']>;
  /** Table of contents, one entry per line, blank lines left out; empty when none. */
  catalogue: Array<Scalars['String']['output']>;
  /** Cover URL (a portal file URL); null when no cover is stored. */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** Edition as stored (e.g. '2'); null when none. */
  edition?: Maybe<Scalars['String']['output']>;
  /** The book's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** ISBN as stored; null when none (demo books carry 'DEMO-…'). */
  isbn?: Maybe<Scalars['String']['output']>;
  /** Publisher; null when none. */
  publisher?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the other ('' when it has none). */
  title: Scalars['String']['output'];
  /** Year of publication; null when none. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** A page of a site's books, newest year first. */
export type BookPage = {
  __typename?: 'BookPage';
  /** The books of this page. */
  items: Array<Book>;
  /** This page's number, counting from 0. */
  page: Scalars['Int']['output'];
  /** Page size (10). */
  size: Scalars['Int']['output'];
  /** Number of books of the site. */
  total: Scalars['Int']['output'];
};

/** A books page (menu code book, /book): the menu item, a page of the site's books and whether the book cloud is on. */
export type BookShelf = {
  __typename?: 'BookShelf';
  /** True when the book-cloud jump is offered (the book config's BOOK_CLOUD_CHECK = 'true', docs/product/content.md#books). */
  bookCloud: Scalars['Boolean']['output'];
  /** A page of the site's books. */
  books: BookPage;
  /** The menu item (channel) the books page belongs to. */
  menu: Channel;
  /** The id of the site whose books these are (the menu item's site). */
  siteId: Scalars['Int']['output'];
};


/** A books page (menu code book, /book): the menu item, a page of the site's books and whether the book cloud is on. */
export type BookShelfBooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** How an advanced-search row joins the rows before it (docs/product/search.md#query-language: AND, OR and NOT are written in uppercase). */
export type BoolOp =
  /** Both must match (the default; also what a row without an operator means). */
  | 'AND'
  /** The row's matches are excluded (AND NOT). */
  | 'NOT'
  /** Either may match. */
  | 'OR';

/**
 * A proof-of-work challenge (ALTCHA v2; docs/product/members.md#captcha): the page finds a counter whose derived key starts
 * with `keyPrefix` (no image, so it is accessible) and sends the solution as `captcha` to sendSmsCode or login. Each
 * solution is good once, until `expiresAt` (2 minutes).
 */
export type CaptchaChallenge = {
  __typename?: 'CaptchaChallenge';
  /** Key derivation algorithm, e.g. SHA-256. */
  algorithm: Scalars['String']['output'];
  /** Iterations of the key derivation per try. */
  cost: Scalars['Int']['output'];
  /** Unix time in seconds after which the challenge is refused. */
  expiresAt: Scalars['Int']['output'];
  /** The whole challenge as ALTCHA's JSON ({ parameters, signature }), for ALTCHA's own solvers. */
  json: Scalars['String']['output'];
  /** Bytes of the derived key. */
  keyLength: Scalars['Int']['output'];
  /** Hex prefix the derived key must start with. */
  keyPrefix: Scalars['String']['output'];
  /** The challenge's nonce (hex). */
  nonce: Scalars['String']['output'];
  /** The challenge's salt (hex). */
  salt: Scalars['String']['output'];
  /** The server's signature of the challenge (HMAC-SHA-256, hex), sent back with the solution. */
  signature: Scalars['String']['output'];
};

/** A menu channel with its page content (rc-pub's channel call, docs/product/calls-and-errors.md#sites-and-layout), e.g. an 'About us' or 'Contact' page. */
export type Channel = {
  __typename?: 'Channel';
  /** The channel's menu code (aboutus, introduce, contact, ...: docs/product/sites-and-frame.md#where-a-menu-item-leads). */
  code: Scalars['String']['output'];
  /** The page content as sanitized HTML in the request's language, else the other; null when the channel has none. */
  content?: Maybe<Scalars['String']['output']>;
  /** The channel's id in rc-pub (the menu item's id, NavItem.id). */
  id: Scalars['Int']['output'];
  /**
   * For a channel of code `column` (a /newPeriodIntroduce page, docs/product/content.md#journal-information-pages), the columns of its site's journals,
   * most articles first (the column tree); empty for every other code (no call is made).
   */
  journalColumns: Array<JournalColumn>;
  /** The channel's name in the request's language, else the other, else its code. */
  name: Scalars['String']['output'];
};

/** One article's citation in one style (quote and transQuote, docs/product/citation-and-harvest.md#batch-citation). */
export type Citation = {
  __typename?: 'Citation';
  /** The cited article's id (Article.id). */
  articleId: Scalars['Int']['output'];
  /**
   * The citation in the article's original language, plain text without a list number: for a Chinese article, Chinese
   * author names and 等 after the third author (GB/T 7714).
   */
  quote: Scalars['String']['output'];
  /** The same citation rendered from the article's translated (English) fields; '' when the article has no second language. */
  transQuote: Scalars['String']['output'];
};

/**
 * Citation style of 'How to cite this article': each value stands for a CSL style file of demo-data/csl,
 * rendered by citeproc-js in rc-pub.
 */
export type CitationStyle =
  /** APA, 7th edition (American Psychological Association). */
  | 'apa'
  /** GB/T 7714 author-date (著者-出版年制), in the edition the journal follows. */
  | 'gbt7714-author-date'
  /** GB/T 7714 numeric (顺序编码制), in the edition the journal follows (2015 or 2025). */
  | 'gbt7714-numeric'
  /** IEEE, the engineering journals' numbered style. */
  | 'ieee'
  /** Vancouver (NLM citation-sequence), the biomedical journals' style. */
  | 'vancouver';

/** A contributor of an article (a JATS contrib): an author, editor or other role. */
export type Contributor = {
  __typename?: 'Contributor';
  /** The `id`s of this contributor's entries in Article.affiliations (shown with their labels as superscripts). */
  affiliationIds: Array<Scalars['String']['output']>;
  /**
   * True for a group author (a JATS collab: a consortium, committee or study group); `name` is then the group's name,
   * to be kept whole (never split into surname and given names), and `surname`/`givenNames` are null.
   */
  collab: Scalars['Boolean']['output'];
  /** True for a corresponding author. */
  corresponding: Scalars['Boolean']['output'];
  /** E-mail address (usually of a corresponding author); null when none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Given names; null for collaborations or when the source gives only a display name. */
  givenNames?: Maybe<Scalars['String']['output']>;
  /** The name for display: given names then surname (surname first for East Asian names), or a collaboration's name. */
  name: Scalars['String']['output'];
  /** ORCID iD as the source gives it (usually the URL https://orcid.org/0000-...); null when none. */
  orcid?: Maybe<Scalars['String']['output']>;
  /** The contributor's role: author, editor or other. */
  role: Scalars['String']['output'];
  /** Family name; null for collaborations or when the source gives only a display name. */
  surname?: Maybe<Scalars['String']['output']>;
};

/** A custom button of the header (docs/product/sites-and-frame.md#custom-buttons). */
export type CustomButton = {
  __typename?: 'CustomButton';
  /** Where the button leads: a path within the portal or an absolute URL, as configured. */
  href: Scalars['String']['output'];
  /** The button's label in the request's language, else the other. */
  name: Scalars['String']['output'];
};

/** A download the member made (docs/product/members.md#downloads-and-history). */
export type Download = {
  __typename?: 'Download';
  /** When (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The entry's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** What was downloaded. */
  kind: DownloadKind;
  /** The file name the member received. */
  name: Scalars['String']['output'];
  /** The article or resource it came from; null for a citation export of several articles. */
  target?: Maybe<MemberTarget>;
};

/** What a download was (docs/product/members.md#downloads-and-history). */
export type DownloadKind =
  /** A citation export. */
  | 'citation'
  /** A stored file: a figure image or supplementary file. */
  | 'file'
  /** The article's JATS XML. */
  | 'xml';

/** A page of downloads, newest first. */
export type DownloadPage = {
  __typename?: 'DownloadPage';
  /** The downloads of this page. */
  items: Array<Download>;
  /** How many there are in all. */
  total: Scalars['Int']['output'];
};

/**
 * An editorial board page (menu code editorial, /newEditorial; docs/product/content.md#editorial-board): the menu item, a page of the board and the expert
 * shown beside it.
 */
export type EditorialBoard = {
  __typename?: 'EditorialBoard';
  /**
   * The expert shown in full: `id` when that expert is on the site, else, when `id` is absent or 0, the first of page
   * `page` (page 0: the board's first, rc-pub's data[0].content[0].id); null when that page is empty or `id` is not an
   * expert of this site.
   */
  expert?: Maybe<Expert>;
  /** A page of the board (10 experts a page). */
  experts: ExpertPage;
  /** The menu item (channel) the board belongs to. */
  menu: Channel;
  /** The board's topic (the expert list's topicId, docs/product/content.md#editorial-board): the menu item's numeric link value; null = every expert of the site. */
  topicId?: Maybe<Scalars['Int']['output']>;
};


/**
 * An editorial board page (menu code editorial, /newEditorial; docs/product/content.md#editorial-board): the menu item, a page of the board and the expert
 * shown beside it.
 */
export type EditorialBoardExpertArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * An editorial board page (menu code editorial, /newEditorial; docs/product/content.md#editorial-board): the menu item, a page of the board and the expert
 * shown beside it.
 */
export type EditorialBoardExpertsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An email alert as its owner sees it (subscribeList, docs/product/calls-and-errors.md#email-alerts; rc-pub calls it a subscription). Named EmailAlert, not
 * Subscription, which GraphQL tools take for the subscription root type.
 */
export type EmailAlert = {
  __typename?: 'EmailAlert';
  /** The column of a COLUMN alert; null otherwise. */
  column?: Maybe<Scalars['String']['output']>;
  /** When it was made (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The address mail goes to. */
  email: Scalars['String']['output'];
  /** How often it mails. */
  frequency: SubscriptionFrequency;
  /** The subscription's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** The keywords of a KEYWORDS alert, in the order given; empty otherwise. */
  keywords: Array<Scalars['String']['output']>;
  /** The mail's language. */
  language: Language;
  /** The journal it watches (Publication.id); null when it spans every journal of its site. */
  publicationId?: Maybe<Scalars['Int']['output']>;
  /** That journal's title in the request's language ('' when it spans a site). */
  publicationTitle: Scalars['String']['output'];
  /** The site it was made on (mail links and the sender's name come from it). */
  siteId?: Maybe<Scalars['Int']['output']>;
  /** Whether it mails. */
  status: SubscriptionStatus;
  /** What it watches. */
  type: SubscriptionType;
};

/** What a mailed code is for (sendEmailCode). */
export type EmailCodePurpose =
  /** The double opt-in of a subscription. */
  | 'subscribe'
  /** A member proving their email address (then their subscriptions to it need no code). */
  | 'verifyEmail';

/** A mailed code was sent. */
export type EmailCodeSent = {
  __typename?: 'EmailCodeSent';
  /** Seconds before another code may be asked for this address. */
  resendAfterSeconds: Scalars['Int']['output'];
  /** Seconds the code stays valid. */
  validForSeconds: Scalars['Int']['output'];
};

/** A member of a site's editorial board (docs/product/content.md#editorial-board), texts in the request's language, else the other. */
export type Expert = {
  __typename?: 'Expert';
  /** Affiliation; null when none. */
  affiliation?: Maybe<Scalars['String']['output']>;
  /** Biography as plain-text paragraphs, in order; empty when none. */
  bio: Array<Scalars['String']['output']>;
  /** The expert's id in rc-pub (the expert id of /newEditorial/{siteId}/{menuId}/{editorialId}/{lang}, docs/product/content.md#editorial-board). */
  id: Scalars['Int']['output'];
  /** Name in the request's language, else the other ('' when it has none). */
  name: Scalars['String']['output'];
  /** Photo URL (a portal file URL); null when no photo is stored (the page shows a placeholder). */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Title or role on the board (e.g. Editor-in-Chief); null when none. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A page of an editorial board, in board order, 10 a page (docs/product/content.md#editorial-board). */
export type ExpertPage = {
  __typename?: 'ExpertPage';
  /** The experts of this page. */
  items: Array<Expert>;
  /** This page's number, counting from 0. */
  page: Scalars['Int']['output'];
  /** Page size (10, docs/product/content.md#editorial-board). */
  size: Scalars['Int']['output'];
  /** Number of experts on the board. */
  total: Scalars['Int']['output'];
};

/** A favourite (docs/product/members.md#favourites; rc-pub's collect). */
export type Favourite = {
  __typename?: 'Favourite';
  /** When it was added (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The favourite's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** What it points at. */
  target: MemberTarget;
};

/** A page of favourites, newest first. */
export type FavouritePage = {
  __typename?: 'FavouritePage';
  /** The favourites of this page. */
  items: Array<Favourite>;
  /** How many there are in all (with the type filter). */
  total: Scalars['Int']['output'];
};

/**
 * A figure image in web sizes (docs/product/content.md#figure-images): renditions made once at import, the original kept for
 * download. URLs are portal-relative.
 */
export type FigureImage = {
  __typename?: 'FigureImage';
  /** Height of the original image in pixels. */
  height: Scalars['Int']['output'];
  /** MIME type of the original (e.g. image/tiff). */
  originalMime: Scalars['String']['output'];
  /** Size of the original in bytes. */
  originalSize: Scalars['Int']['output'];
  /** Portal URL that downloads the original file (TIFF, PNG, …) as an attachment, counted as a download of the article. */
  originalUrl: Scalars['String']['output'];
  /** The default `src`: the JPEG web rendition nearest 960 px wide (the wider of two equally near); the original when no renditions were made. */
  src: Scalars['String']['output'];
  /** `srcset` of the JPEG web renditions, narrowest first ('url 480w, url 960w, …'); the original at its width when none were made. */
  srcset: Scalars['String']['output'];
  /** A small JPEG (about 240 px wide) for article lists and figure search; else the narrowest JPEG web rendition, else the original. */
  thumbnailUrl: Scalars['String']['output'];
  /** `srcset` of the WebP web renditions; null when none were made. */
  webpSrcset?: Maybe<Scalars['String']['output']>;
  /** Width of the original image in pixels. */
  width: Scalars['Int']['output'];
};

/** The footer configuration of a site (docs/product/sites-and-frame.md#footer) with texts in the request's language. */
export type FooterConfig = {
  __typename?: 'FooterConfig';
  /** Postal address in the request's language, else the other; null when none. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * Background colour as configured (#ebebeb when not set); in docs/product/sites-and-frame.md#footer #ebebeb selects the light theme, anything else the
   * dark one.
   */
  backgroundColor: Scalars['String']['output'];
  /** Copyright line in the request's language, else the other; null when none. */
  copyright?: Maybe<Scalars['String']['output']>;
  /**
   * Site-specific CSS of the footer config (cssContent, else configData.cssContent; docs/product/sites-and-frame.md#footer), made safe for a <style>
   * element: applied page-wide after the header's; no remote loads (@import and remote url() are disabled),
   * nothing that closes the style element, at most 16,384 characters (a longer sheet is null); null when none.
   */
  cssContent?: Maybe<Scalars['String']['output']>;
  /** Contact e-mail address; null when none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Fax number as configured; null when none. */
  fax?: Maybe<Scalars['String']['output']>;
  /** ICP licence number (Chinese website registration, the first of the footer's two registration numbers); null when none. */
  icp?: Maybe<Scalars['String']['output']>;
  /** True for the light footer theme (background #ebebeb, case-insensitive). */
  light: Scalars['Boolean']['output'];
  /**
   * The site's official website (the footer's linkAddress, docs/product/sites-and-frame.md#footer), which the footer logo and its name link to: an http(s) URL
   * or a site path; a bare host name gets https://; null when none or not a usable link.
   */
  linkAddress?: Maybe<Scalars['String']['output']>;
  /** Name shown beside the footer logo in the request's language, else the other; null when none. */
  logoName?: Maybe<Scalars['String']['output']>;
  /** URL of the footer logo in the request's language, else the other; null when none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The background to paint: #ebebeb for the light theme; for the dark one the configured colour when it is a
   * #rgb/#rrggbb colour dark enough for white text at 4.5:1 (WCAG 2.2 AA), else #2b2f36.
   */
  paintBackground: Scalars['String']['output'];
  /** Phone number as configured; null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Public security registration number (公安备案号, the second registration number); null when none. */
  picp?: Maybe<Scalars['String']['output']>;
  /** Link of the public security registration number; null when none. */
  picpLink?: Maybe<Scalars['String']['output']>;
  /** Postal code; null when none. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Caption under the QR code; null when none. */
  qrMessage?: Maybe<Scalars['String']['output']>;
  /** URL of the footer's QR code image (shown 100 x 100 px, docs/product/sites-and-frame.md#footer); null when none. */
  qrUrl?: Maybe<Scalars['String']['output']>;
  /** True when the footer shows its logo (showLogo 1, docs/product/sites-and-frame.md#footer). */
  showLogo: Scalars['Boolean']['output'];
  /** True when the footer shows the visit counters (showVisits 1, docs/product/sites-and-frame.md#footer). */
  showVisits: Scalars['Boolean']['output'];
  /** Total number of visits of the site (0 when not counted). */
  sumVisits: Scalars['Int']['output'];
  /** Number of visits today (0 when not counted). */
  todayVisits: Scalars['Int']['output'];
};

/**
 * A link that signs the reader in on another of the deployment's sites (docs/product/members.md#token-hand-over): the
 * target URL with a one-time hand-over code as its `token` parameter.
 */
export type Handover = {
  __typename?: 'Handover';
  /** When the code stops working (ISO 8601), about 60 seconds after it was made. */
  expiresAt: Scalars['String']['output'];
  /**
   * The target URL with `token=<code>` appended: open it (a redirect or a link the reader follows at once) to sign in
   * there as the member who asked. The code is spent by its first use.
   */
  url: Scalars['String']['output'];
};

/** The header configuration of a site (docs/product/sites-and-frame.md#header, with the site config groups applied). */
export type HeaderConfig = {
  __typename?: 'HeaderConfig';
  /** True when the header shows the advanced search link (/seniorSearch, docs/product/sites-and-frame.md#search-area). */
  advSearch: Scalars['Boolean']['output'];
  /** URL of the header background image; null when none. */
  backgroundUrl?: Maybe<Scalars['String']['output']>;
  /** True when the header sticks to the top of the window once scrolled past (the ceiling variant, docs/product/sites-and-frame.md#fixed-header). */
  ceiling: Scalars['Boolean']['output'];
  /** URL of the compact logo (the mobile logo in the request's language, null when none: the page then uses logoUrl; docs/product/sites-and-frame.md#fixed-header). */
  compactLogoUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Site-specific CSS of the header config (configData.cssContent), made safe for a <style> element:
   * applied page-wide before the footer's; no remote loads, nothing that closes the style element, at most 16,384
   * characters (a longer sheet is null); null when none.
   */
  cssContent?: Maybe<Scalars['String']['output']>;
  /** The custom buttons shown: status 1, with a name and a link, at most 3 (docs/product/sites-and-frame.md#custom-buttons), in order. */
  customButtons: Array<CustomButton>;
  /** Greeting text in the request's language, else the other; null when none or switched off. */
  greeting?: Maybe<Scalars['String']['output']>;
  /** Header height in px (docs/product/sites-and-frame.md#site-specific-header-settings: e.g. 140 px); null: the nav style's own height. */
  headerHeight?: Maybe<Scalars['Int']['output']>;
  /** True when the language switch is a dropdown (中文 / English) instead of the toggle link (docs/product/sites-and-frame.md#site-specific-header-settings). */
  languageMenu: Scalars['Boolean']['output'];
  /** URL of the header logo in the request's language, else the other, else the site config's logo; null when none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** True when the menu items are spread over the bar (navDistribution; overflow width 1100 px, docs/product/sites-and-frame.md#overflow-menu). */
  navDistribution: Scalars['Boolean']['output'];
  /** Navigation style 1-6 (docs/product/sites-and-frame.md#header-styles; styles 4, 5 and 6 have special layouts); 1 when not set, 0 or unknown. */
  navStyle: Scalars['Int']['output'];
  /** True when the search area offers resource-type radios (`resourceTypes`). */
  resourceSearch: Scalars['Boolean']['output'];
  /**
   * The resource-type ids the search area offers, in order: known ids only (428 article, 25 figure, 29 video, 28 audio,
   * -2 news, 0 other, -3 journal; docs/product/sites-and-frame.md#header), from the header's semicolon list, else the search config's.
   */
  resourceTypes: Array<Scalars['Int']['output']>;
  /** True when the header shows the search box (header flag and the search config's isShow). */
  searchBox: Scalars['Boolean']['output'];
  /** True when the header shows the group entrance (Site.groupEntrance). */
  showGroupEntrance: Scalars['Boolean']['output'];
  /** True when login and register links show for anonymous visitors (the header flag and the site config's hasLoginAndRegister, docs/product/sites-and-frame.md#header). */
  showLogin: Scalars['Boolean']['output'];
  /** True when the header shows the language toggle ('Chinese Version' / 'English Version', docs/product/sites-and-frame.md#language-switch). */
  switchLanguage: Scalars['Boolean']['output'];
  /** Width base of the header content in px (docs/product/sites-and-frame.md#site-specific-header-settings: e.g. 1000); null: 1200 for styles 2 and 4, else window - 80. */
  widthBase?: Maybe<Scalars['Int']['output']>;
};

/** An article page the member opened (docs/product/members.md#downloads-and-history; rc-pub's historys): one entry per article per day. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** The entry's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** The article. */
  target: MemberTarget;
  /** The latest visit that day (ISO 8601). */
  viewedAt: Scalars['String']['output'];
};

/** A page of browsing history, newest first. */
export type HistoryPage = {
  __typename?: 'HistoryPage';
  /** The entries of this page. */
  items: Array<HistoryEntry>;
  /** How many there are in all. */
  total: Scalars['Int']['output'];
};

/**
 * A module of the home page (docs/product/sites-and-frame.md#home-page), in the home channel's order. Only the fields its `type` uses are
 * filled; the others are null or empty. Lists hold the module's configured size (default 6, at most 100).
 */
export type HomeModule = {
  __typename?: 'HomeModule';
  /** For latestIssue (the issue's articles in page order), onlineFirst and mostRead; empty otherwise. */
  articles: Array<Article>;
  /** For html: the module's HTML (stored sanitized by rc-pub) in the request's language, else the other; null otherwise. */
  html?: Maybe<Scalars['String']['output']>;
  /** The module's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** For latestIssue: the newest issue of the configured journal, else of the site's journal; null otherwise. */
  issue?: Maybe<Issue>;
  /** For news: the newest items of the configured news channel (default news); empty otherwise. */
  news: Array<News>;
  /** For journals: the site's journals; empty otherwise. */
  publications: Array<Publication>;
  /**
   * For rank: the site's top articles by the module's metric (views, downloads or citations; default views) in its
   * window (docs/product/usage.md#rankings; default all time), as many as the module's size (the same call as Site.ranking); null
   * otherwise. Its metric and window name the rankings page /rank that lists more.
   */
  ranking?: Maybe<Ranking>;
  /** The module's heading in the request's language, else the other ('' when none). */
  title: Scalars['String']['output'];
  /**
   * What the module shows: latestIssue (the newest issue and its articles), onlineFirst (online-first articles), mostRead
   * (most viewed articles), news (newest news), journals (the site's journals), banner, html (configured HTML), rank
   * (the site's top articles by views, downloads or citations).
   */
  type: Scalars['String']['output'];
};

/** One identifier of an article (a JATS article-id). */
export type Identifier = {
  __typename?: 'Identifier';
  /** The identifier scheme, JATS pub-id-type (doi, publisher-id, pmid, pmcid, other, ...). */
  type: Scalars['String']['output'];
  /** The identifier itself, as the source wrote it (a DOI without a resolver prefix). */
  value: Scalars['String']['output'];
};

/** An issue of a journal (wire name 'period', docs/product/content.md#issues). */
export type Issue = {
  __typename?: 'Issue';
  /** Number of articles in the issue (0 when rc-pub has no count). */
  articleCount: Scalars['Int']['output'];
  /** The table of contents in page order. */
  articles: Array<Article>;
  /** URL of the issue's cover image; null when none (show a placeholder). */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** The issue's id in rc-pub (the issue id of the /newAcademic routes, docs/product/content.md#journal-pages). */
  id: Scalars['Int']['output'];
  /** Issue number as printed (e.g. '3', 'S1'; '' when none). */
  number: Scalars['String']['output'];
  /** True for the online-first collection (articles published before their issue, publication type 1; docs/product/content.md#publication-type-and-online-first). */
  onlineFirst: Scalars['Boolean']['output'];
  /** Publication date of the issue (ISO 8601 date, YYYY-MM-DD); null when unknown. */
  pubDate?: Maybe<Scalars['String']['output']>;
  /** The journal the issue belongs to. NOT_FOUND when rc-pub no longer has it. */
  publication: Publication;
  /** The issue's own title (e.g. of a special issue) in the request's language, else the other; null when it has none. */
  title?: Maybe<Scalars['String']['output']>;
  /** Volume as printed (e.g. '2'; '' when the issue has no volume). */
  volume: Scalars['String']['output'];
  /** Publication year (e.g. 2024); null when unknown. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** A year of a journal's issues (docs/product/content.md#issues). */
export type IssueYear = {
  __typename?: 'IssueYear';
  /** The issues of that year, newest first. */
  issues: Array<Issue>;
  /** The year (e.g. 2024); null for the group of issues without a year. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** One page of a journal article list, newest first, 20 a page (docs/product/content.md#journal-pages). */
export type JournalArticlePage = {
  __typename?: 'JournalArticlePage';
  /** The articles of this page as summaries (title, authors, column, dates, publication type, version label). */
  articles: Array<Article>;
  /** Paging: the list's total, this page (from 0) and the page size. */
  pageInfo: PageInfo;
};

/** A column (the subject heading of articles, docs/product/content.md#columns) of a site's journals, with its size (the column tree). */
export type JournalColumn = {
  __typename?: 'JournalColumn';
  /** Number of articles in the column (at least 1). */
  articleCount: Scalars['Int']['output'];
  /**
   * The name as stored, to pass back as `Site.journalArticles(column:)` and in /thesisDetails?Fpath= (the English or
   * other-language name when the articles give one, else the Chinese one).
   */
  key: Scalars['String']['output'];
  /** The column's name in the request's language, else the other language's. */
  name: Scalars['String']['output'];
};

/** An entry button of a journal home. */
export type JournalEntry = {
  __typename?: 'JournalEntry';
  /** What the button opens. */
  kind: JournalEntryKind;
  /** The http(s) URL or site path it opens. */
  url: Scalars['String']['output'];
};

/** What an entry button of a journal home opens (docs/product/content.md#journal-home-facts). */
export type JournalEntryKind =
  /** The editorial office system (编辑办公, Editorial office). */
  | 'OFFICE'
  /** The peer review system (专家审稿, Reviewers). */
  | 'REVIEW'
  /** The manuscript submission system (作者投稿, Submit a manuscript). */
  | 'SUBMIT';

/**
 * What a Chinese journal home shows beside the journal record (docs/product/content.md#journal-home-facts), as the
 * site file gives it; a fact not given is null and is left out of the page.
 */
export type JournalFacts = {
  __typename?: 'JournalFacts';
  /** Competent authority (主管单位) in the request's language, else the other; null when not given. */
  authority?: Maybe<Scalars['String']['output']>;
  /** Editor-in-chief (主编) in the request's language, else the other; null when not given. */
  editorInChief?: Maybe<Scalars['String']['output']>;
  /** Entry buttons (submission, review, editorial office) in the order the site file lists them; empty when none. */
  entries: Array<JournalEntry>;
  /** Publication frequency (刊期, e.g. 月刊 / Monthly) in the request's language, else the other; null when not given. */
  frequency?: Maybe<Scalars['String']['output']>;
};

/** Which article list of a site's journals a journal page shows (docs/product/content.md#journal-pages). */
export type JournalList =
  /** Accepted manuscripts (version label -1, docs/product/content.md#version-label) not yet in a regular issue: menu code latestOffer. */
  | 'accepted'
  /** The articles of one column (the `column` argument): /thesisDetails and the column page. */
  | 'column'
  /** Conference papers and meeting reports (JATS article-type meeting-report or abstract, or a conference column): /newArticle conference. */
  | 'conference'
  /** Online first (publication type 1, docs/product/content.md#publication-type-and-online-first): menu code singleFirst and /newArticle prePublication. */
  | 'onlineFirst';

/**
 * Interface language (docs/product/sites-and-frame.md#languages: zh is the default, en the other). A request's language is its `x-language` header (the
 * web app sends its route's language), else its `language` cookie, else zh. The former lowercase names are
 * deprecated aliases: accepted for one release, never returned.
 */
export type Language =
  /** English. */
  | 'en'
  /** Chinese (simplified); the default language of every site. */
  | 'zh'
  /** Deprecated name of EN. */
  | 'en'
  /** Deprecated name of ZH. */
  | 'zh';

/** A site's own text of a legal page (docs/product/sites-and-frame.md#legal-pages). */
export type LegalPage = {
  __typename?: 'LegalPage';
  /**
   * The site's own text in the request's language, sanitized HTML from the site file; null when the site gives none in
   * that language (the web app then shows the portal's default text, naming the site's footer contact).
   */
  html?: Maybe<Scalars['String']['output']>;
  /** Which page this is. */
  page: LegalPageKind;
};

/** A legal page every site links from its footer (docs/product/sites-and-frame.md#legal-pages). */
export type LegalPageKind =
  /** Accessibility statement (WCAG 2.2 AA conformance, known limits, how to report a problem). */
  | 'ACCESSIBILITY'
  /** User agreement (the registration form's agreement box links to it). */
  | 'AGREEMENT'
  /** Privacy policy (what is stored for members, cookies, usage counting, deleting an account). */
  | 'PRIVACY'
  /** Terms of use of the site. */
  | 'TERMS';

/** The licence of an article (JATS permissions/license). At least one of its fields is set. */
export type License = {
  __typename?: 'License';
  /** The licence statement as plain text; null when only a URL is given. */
  text?: Maybe<Scalars['String']['output']>;
  /** The licence's URL (e.g. https://creativecommons.org/licenses/by/4.0/); null when only a text is given. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Where a menu item leads, computed from its code (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
export type LinkTarget = {
  __typename?: 'LinkTarget';
  /** True for jump items, which open in a new tab (docs/product/sites-and-frame.md#where-a-menu-item-leads); false for every path within the portal. */
  external: Scalars['Boolean']['output'];
  /**
   * A path within the portal including its query (e.g. /newsInfo/3/12/channel/0/0/en); for a jump item, its configured
   * link value (usually an absolute URL).
   */
  href: Scalars['String']['output'];
};

/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type Member = {
  __typename?: 'Member';
  /** One of the member's albums; null when the member has no album with this id. */
  album?: Maybe<PersonalAlbum>;
  /**
   * The items of one of the member's albums, newest first: `album(id).items` one level shallower, so a page that shows
   * an album's entries with their targets stays well inside the gateway's depth limit. Null when the member has no
   * album with this id.
   */
  albumItems?: Maybe<AlbumItemPage>;
  /** The member's personal albums (tab 'album'). */
  albums: PersonalAlbumPage;
  /** The name pages show: the mobile number masked as docs/product/members.md#display-name says (4 characters at positions -8 to -4), e.g. 138****5678. */
  displayName: Scalars['String']['output'];
  /** The member's downloads, newest first (tab 'download'). */
  downloads: DownloadPage;
  /** The member's email address from the profile; null until given. */
  email?: Maybe<Scalars['String']['output']>;
  /** True when the member's email was proved by a mailed code (their alerts to it need no code). */
  emailVerified: Scalars['Boolean']['output'];
  /** Which of these resources the member has favourited (isCollect, docs/product/calls-and-errors.md#member-records): the ids among `ids`. */
  favouriteIds: Array<Scalars['Int']['output']>;
  /** The member's favourites, newest first, optionally of one type (personal centre tab 'collect', docs/product/members.md#favourites). */
  favourites: FavouritePage;
  /** Portal URL of the member's avatar (headPicture; docs/product/members.md#profile), readable by the member only; null when none was uploaded. */
  headPictureUrl?: Maybe<Scalars['String']['output']>;
  /** Article pages the member opened, newest first. */
  history: HistoryPage;
  /** Third-party identities (OpenID Connect, e.g. ORCID) bound to this account (thirdBind, docs/product/calls-and-errors.md#accounts). */
  identities: Array<MemberIdentity>;
  /** The member's institution (affiliation) from the profile; null until given. */
  institution?: Maybe<Scalars['String']['output']>;
  /** The member's mobile number, whole (only its owner receives it); the header shows `displayName`. */
  mobileNo: Scalars['String']['output'];
  /** The member's name from the profile (docs/product/members.md#profile: required when the profile is saved); null until given. */
  name?: Maybe<Scalars['String']['output']>;
  /** The member's signed-in sessions, most recently used first (the account page's 'log out everywhere'). */
  sessions: Array<MemberSession>;
  /**
   * The member's alert on this target, or null (isSubscribe, docs/product/calls-and-errors.md#email-alerts): what an 'alert me' button shows. Arguments as in
   * SubscriptionInput.
   */
  subscription?: Maybe<EmailAlert>;
  /** The member's email alerts, newest first (personal centre; subscribeList, docs/product/alerts.md#managing-alerts). */
  subscriptions: Array<EmailAlert>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberAlbumArgs = {
  id: Scalars['Int']['input'];
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberAlbumItemsArgs = {
  albumId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberAlbumsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberDownloadsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberFavouriteIdsArgs = {
  ids: Array<Scalars['Int']['input']>;
  type: MemberResourceType;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberFavouritesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<MemberResourceType>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A member's own account (members sign in with a mobile number, docs/product/members.md; what only members may do,
 * docs/product/README.md#roles-and-permissions). Only ever the caller's own: no field or argument can name another member.
 */
export type MemberSubscriptionArgs = {
  column?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Scalars['String']['input']>;
  publicationId?: InputMaybe<Scalars['Int']['input']>;
  siteId?: InputMaybe<Scalars['Int']['input']>;
  type: SubscriptionType;
};

/** A third-party identity bound to the member (thirdBind, docs/product/calls-and-errors.md#accounts; OpenID Connect issuer and subject). */
export type MemberIdentity = {
  __typename?: 'MemberIdentity';
  /** When it was bound (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The name the issuer gave, null when none. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The identity's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** The OpenID Connect issuer URL (e.g. https://orcid.org). */
  issuer: Scalars['String']['output'];
  /** The member's identifier at that issuer (e.g. an ORCID iD). */
  subject: Scalars['String']['output'];
};

/** A resource to keep: what it is and its id. */
export type MemberResourceInput = {
  /** Its id in rc-pub (article, resource, journal or news id by type). */
  resourceId: Scalars['Int']['input'];
  /** What kind of resource it is. */
  resourceType: MemberResourceType;
};

/**
 * What a member can keep (resource types, docs/product/content.md#resource-types): favourites take all of them, personal albums articles,
 * figures, tables, video and audio.
 */
export type MemberResourceType =
  /** An article (type 428 thesis). */
  | 428
  /** An audio item of an article (type 28). */
  | 28
  /** A figure of an article (type 25 picture). */
  | 25
  /** A journal (type -3 publication). */
  | -3
  /** A news item (type -2). */
  | -2
  /** A table of an article (type 'table'). */
  | 'table'
  /** A video of an article (type 29). */
  | 29;

/** One signed-in session of the member: where and when it was used. */
export type MemberSession = {
  __typename?: 'MemberSession';
  /** When it began (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** True for the session of this request. */
  current: Scalars['Boolean']['output'];
  /** The session's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** When it was last used (ISO 8601); it ends after a configured idle time. */
  lastSeenAt: Scalars['String']['output'];
  /** How it began: password, sms, register, oidc (a third-party login) or handover (a hand-over link from another of our sites). */
  method: Scalars['String']['output'];
  /** The browser that began it (its User-Agent header), null when unknown. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/**
 * What a favourite, download, history entry or album item points at, as it is now. When the target was deleted,
 * `exists` is false and its texts are null ('The paper no longer exists, shall we delete this record?', docs/product/calls-and-errors.md#member-records-and-uploads).
 */
export type MemberTarget = {
  __typename?: 'MemberTarget';
  /** The article itself, or the article a figure, table or media item belongs to; null otherwise. */
  articleId?: Maybe<Scalars['Int']['output']>;
  /** That article's title in the request's language, else the other. */
  articleTitle?: Maybe<Scalars['String']['output']>;
  /** The article's DOI, without a resolver prefix; null when it has none. */
  doi?: Maybe<Scalars['String']['output']>;
  /** False when the resource no longer exists. */
  exists: Scalars['Boolean']['output'];
  /** A figure's or table's label (e.g. Fig 2); null otherwise. */
  label?: Maybe<Scalars['String']['output']>;
  /** The id of the page that opens it: the article (for articles and their figures, tables and media), the journal or the news item. */
  linkId: Scalars['Int']['output'];
  /** The journal it belongs to (Publication.id), null for news. */
  publicationId?: Maybe<Scalars['Int']['output']>;
  /** That journal's title in the request's language, else the other. */
  publicationTitle?: Maybe<Scalars['String']['output']>;
  /** The resource's id in rc-pub (article, resource, journal or news id by type). */
  resourceId: Scalars['Int']['output'];
  /** What kind of resource it is. */
  resourceType: MemberResourceType;
  /** Portal URL of a thumbnail (a figure's image), null when there is none. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Its title in the request's language, else the other ('' when unknown); figures and tables: label and caption. */
  title: Scalars['String']['output'];
};

/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Puts resources into up to 5 of the member's albums at once ('At most 5 selections', 'Please select one of the albums';
   * docs/product/members.md#personal-albums); each resource is in an album once.
   */
  addToAlbums: Scalars['Boolean']['output'];
  /**
   * Binds the third-party identity of a bind ticket (/accountBinding?ticket=…; thirdBind, docs/product/calls-and-errors.md#accounts) to a registered
   * mobile account, proven by a LOGIN SMS code, and signs in. 'User not found, please register first.' (NOT_FOUND) for
   * an unregistered number; BAD_REQUEST for a used or expired ticket (10 minutes) or a wrong code.
   */
  bindThirdParty: Member;
  /**
   * The book cloud URL of a book, to open in a new tab (the book jump, docs/product/content.md#books): the gateway builds the ticket `p` (site,
   * book, time, member) and encrypts it (AES-256-GCM) before rc-pub answers the jumpUrl; no key reaches the browser.
   * Errors carry rc-pub's message for the error toast (docs/product/calls-and-errors.md#editorial-board-and-books): NOT_CONFIGURED when the book cloud is off, NOT_FOUND
   * for a book not of this site.
   */
  bookCloudJump: Scalars['String']['output'];
  /** A new captcha challenge to solve before sendSmsCode, register, login, loginBySms or isRegistered (/api/captcha, docs/product/calls-and-errors.md#accounts). */
  captchaChallenge: CaptchaChallenge;
  /** Moves the account to a new mobile number, after a CHANGE_MOBILE code sent to that number. */
  changeMobile: Member;
  /**
   * Changes the password; the member's other sessions end. A wrong current password counts towards the lockout of
   * password login (10 in 15 minutes: RATE_LIMITED 'Too many wrong passwords …').
   */
  changePassword: Scalars['Boolean']['output'];
  /** Adds a favourite (collect, docs/product/calls-and-errors.md#member-records; 'collection successful'); true also when it was one already. NOT_FOUND when the resource does not exist. */
  collect: Scalars['Boolean']['output'];
  /** Creates a personal album. */
  createAlbum: PersonalAlbum;
  /**
   * A hand-over link to `target` for the signed-in member (docs/product/members.md#token-hand-over), for an SSO portal or
   * a link from one of our sites to another. `target` must be an absolute http(s) URL of one of this deployment's
   * sites: anything else is BAD_REQUEST. UNAUTHENTICATED without a session; RATE_LIMITED past 10 links a minute per
   * session. The answer is never cached (Cache-Control: no-store).
   */
  createHandover: Handover;
  /** Deletes the account and everything it keeps (favourites, albums, uploads, history), then signs out. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one of the member's albums with its items ('Delete succeeded'). */
  deleteAlbum: Scalars['Boolean']['output'];
  /** Signs in with the password ('User not found, please register first.' for an unknown number). */
  login: Member;
  /**
   * Signs in with an SMS code (/quickLogin). An unknown number is told so ('User not found, please register first.')
   * only after its code is used.
   */
  loginBySms: Member;
  /** Signs out of this session and clears the session cookies ('退出成功', docs/product/members.md#logout); true also without a session. */
  logout: Scalars['Boolean']['output'];
  /** Ends every session of the member, this one included; the number of sessions ended. */
  logoutEverywhere: Scalars['Int']['output'];
  /**
   * Counts that the reader opened an article page or read its full text (COUNTER R5). True when it counted;
   * false for a crawler's user agent or a double click (same reader, article and metric within 30 s).
   */
  recordArticleUsage: Scalars['Boolean']['output'];
  /** Records that the member opened an article page (browsing history); false for a visitor, who has none. */
  recordArticleView: Scalars['Boolean']['output'];
  /**
   * Creates an account and signs in (docs/product/members.md, Registration and Password rules). A number that already
   * has an account is told so ('This mobile number is already registered, please log in') only after its code is used.
   */
  register: Member;
  /** Removes items from one of the member's albums. */
  removeFromAlbum: Scalars['Boolean']['output'];
  /** Sets a new password after an SMS code (/forgetCode); every session of the account ends. */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Saves the signed-in member's citation basket and answers it as stored: with `merge` false the basket becomes
   * `articleIds` in their order; with `merge` true they are added after the stored entries (what a browser's basket
   * brings in at sign-in). Repeated ids count once, ids of no article are dropped, a merge stops at 500 entries; more
   * than 500 ids, or an id that is no positive integer, is BAD_REQUEST. UNAUTHENTICATED without a session.
   */
  saveMemberBasket: Array<BasketEntry>;
  /**
   * Mails a 6-digit code to an address (sendEmailCode). RATE_LIMITED when asked again within 60 s, more than
   * 10 times a day for the address, or too often from one client; BAD_REQUEST for a malformed address or a bad captcha.
   */
  sendEmailCode: EmailCodeSent;
  /**
   * Sends a 6-digit code by SMS, valid 5 minutes (sendReceiverMessage, docs/product/calls-and-errors.md#accounts). Sends
   * and answers alike for every number, so it never tells whether the number has an account. BAD_REQUEST for a
   * malformed number or a bad or used captcha; RATE_LIMITED for a code asked for again too soon.
   */
  sendSmsCode: SmsCodeSent;
  /**
   * Makes an alert, active at once ('Subscription successfully'): a visitor proves the address with the mailed code, a
   * member whose verified email it is needs none. Making the same alert again updates its language and frequency.
   * BAD_REQUEST for a wrong or expired code, or input the rules refuse (the message says which).
   */
  subscribe: EmailAlert;
  /** Unbinds one of the member's third-party identities (Member.identities); NOT_FOUND when it is not theirs. */
  unbindIdentity: Scalars['Boolean']['output'];
  /** Removes a favourite (unCollectByIdAndType; 'cancellation successful'); true also when it was none. */
  uncollect: Scalars['Boolean']['output'];
  /**
   * Ends an alert ('Unsubscription successfully'): one of the member's by `id`, or anyone's by the `token` of a mail's
   * unsubscribe link (no login). NOT_FOUND when there is no such alert (already ended) or it is not the member's.
   */
  unsubscribe: Scalars['Boolean']['output'];
  /** Edits one of the member's albums; NOT_FOUND for an album that is not theirs. */
  updateAlbum: PersonalAlbum;
  /** Saves the profile (docs/product/members.md: name and email required, email format checked). */
  updateProfile: Member;
  /** Changes one of the member's alerts (pause, resume, frequency, language). NOT_FOUND when it is not theirs. */
  updateSubscription: EmailAlert;
  /** Saves the member's email as verified after the code mailed to it (purpose VERIFY_EMAIL). */
  verifyEmail: Member;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationAddToAlbumsArgs = {
  albumIds: Array<Scalars['Int']['input']>;
  resources: Array<MemberResourceInput>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationBindThirdPartyArgs = {
  code: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationBookCloudJumpArgs = {
  bookId: Scalars['Int']['input'];
  siteId: Scalars['Int']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationChangeMobileArgs = {
  code: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationChangePasswordArgs = {
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationCollectArgs = {
  resource: MemberResourceInput;
  siteId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationCreateAlbumArgs = {
  input: AlbumInput;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationCreateHandoverArgs = {
  target: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationDeleteAlbumArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationLoginArgs = {
  captcha: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationLoginBySmsArgs = {
  captcha: Scalars['String']['input'];
  code: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationRecordArticleUsageArgs = {
  articleId: Scalars['Int']['input'];
  metric: PageUsageMetric;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationRecordArticleViewArgs = {
  articleId: Scalars['Int']['input'];
  siteId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationRegisterArgs = {
  agree: Scalars['Boolean']['input'];
  captcha: Scalars['String']['input'];
  code: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationRemoveFromAlbumArgs = {
  albumId: Scalars['Int']['input'];
  itemIds: Array<Scalars['Int']['input']>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationSaveMemberBasketArgs = {
  articleIds: Array<Scalars['Int']['input']>;
  merge?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationSendEmailCodeArgs = {
  captcha: Scalars['String']['input'];
  email: Scalars['String']['input'];
  purpose: EmailCodePurpose;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationSendSmsCodeArgs = {
  captcha: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
  purpose: SmsPurpose;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationSubscribeArgs = {
  input: SubscriptionInput;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUnbindIdentityArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUncollectArgs = {
  resource: MemberResourceInput;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUnsubscribeArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUpdateAlbumArgs = {
  id: Scalars['Int']['input'];
  input: AlbumInput;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationUpdateSubscriptionArgs = {
  id: Scalars['Int']['input'];
  update: SubscriptionUpdate;
};


/**
 * Everything a member does. Mutations that sign in set the session cookies (commonToken HttpOnly, userName
 * masked; the token never appears in an answer); account actions count against a per-address budget (RATE_LIMIT_ACCOUNT:
 * RATE_LIMITED past it). Send mutations as POST application/json: other content types are refused (CSRF guard).
 * Member-only mutations answer UNAUTHENTICATED without a live session, and clear the session cookies when it has ended.
 */
export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

/** A visible menu item (docs/product/sites-and-frame.md#menu-visibility) in the request's language, with where it leads. */
export type NavItem = {
  __typename?: 'NavItem';
  /** Visible sub-items of the dropdown, in order (empty when none). */
  children: Array<NavItem>;
  /** The item's code, which decides its target (index, news, directory, jump, aboutus, ...: docs/product/sites-and-frame.md#where-a-menu-item-leads). */
  code: Scalars['String']['output'];
  /** The menu item's id in rc-pub (the `menuId` of docs/product/sites-and-frame.md#routes; Query.channel takes it). */
  id: Scalars['Int']['output'];
  /** The item's label in the request's language (never empty: docs/product/sites-and-frame.md#menu-visibility hides items without one). */
  name: Scalars['String']['output'];
  /** Where the item leads (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
  target: LinkTarget;
};

/** A news item of a site (docs/product/content.md#news): news, announcements and other news channels. */
export type News = {
  __typename?: 'News';
  /** The full content as sanitized HTML in the request's language, else the other; null when it has none. */
  content?: Maybe<Scalars['String']['output']>;
  /** True for demo content loaded from demo-data/; false for real content. */
  demo: Scalars['Boolean']['output'];
  /** The news item's id in rc-pub (the `id` of /newsDetails/{siteId}/{id}/{lang}). */
  id: Scalars['Int']['output'];
  /**
   * Banner image URL chosen in this order (docs/product/sites-and-frame.md#top-news-banner): topPictureUrl, topPictureId, pictureUrl, coverId (empty and '0' skipped;
   * file ids become gateway file URLs); null means show the default banner.
   */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The news channel it belongs to (its newsDataType, e.g. news, announcement; docs/product/content.md#news). */
  newsDataType: Scalars['String']['output'];
  /**
   * The news item's `original` flag (docs/product/content.md#news): true for an item first published here (stored 1), false for a reprint from elsewhere
   * (stored 0; `sourceLink` then names the source when known).
   */
  original: Scalars['Boolean']['output'];
  /** When the item was published (ISO 8601 timestamp, e.g. 2025-03-01T08:00:00.000Z). */
  publishedAt: Scalars['String']['output'];
  /** The id of the site the news item belongs to (docs/product/content.md#news); asked on another site its page answers 301 to it. */
  siteId: Scalars['Int']['output'];
  /** Link to the original source when the item was taken from elsewhere; null for the portal's own news. */
  sourceLink?: Maybe<Scalars['String']['output']>;
  /** Short summary in the request's language, else the other; null when none. */
  summary?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the other ('' when it has none). */
  title: Scalars['String']['output'];
};

/**
 * A menu item of a site seen as a news column (menu codes news and newNews, docs/product/sites-and-frame.md#where-a-menu-item-leads): its name,
 * the news type it lists, its child columns and its news, page by page (/newsInfo/{siteId}/{id}/..., docs/product/content.md#news).
 */
export type NewsColumn = {
  __typename?: 'NewsColumn';
  /**
   * Its child columns that a reader may see (docs/product/sites-and-frame.md#menu-visibility: enabled, named in the request's language, code not hidden), in
   * menu order; empty when it has none.
   */
  children: Array<NewsColumn>;
  /** The menu item's code (docs/product/sites-and-frame.md#where-a-menu-item-leads), e.g. newNews or news. */
  code: Scalars['String']['output'];
  /** The menu item's id in rc-pub (NavItem.id; the `id` of /newsInfo and the `columnId` query of /news). */
  id: Scalars['Int']['output'];
  /** The column's name in the request's language, else the other, else its code. */
  name: Scalars['String']['output'];
  /** One page of its news (of `newsType`), newest first. */
  news: NewsPage;
  /**
   * The news type it lists (its newsDataType, docs/product/content.md#news: news, announcement, dynamic or statement, or another stored type):
   * its own, else its parent column's, else news.
   */
  newsType: Scalars['String']['output'];
};


/**
 * A menu item of a site seen as a news column (menu codes news and newNews, docs/product/sites-and-frame.md#where-a-menu-item-leads): its name,
 * the news type it lists, its child columns and its news, page by page (/newsInfo/{siteId}/{id}/..., docs/product/content.md#news).
 */
export type NewsColumnNewsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/**
 * One page of a site's news of one type, newest first (the lists of /news and /newsInfo and their tabs, docs/product/content.md#news;
 * rc-pub GET /front/front-news/list).
 */
export type NewsPage = {
  __typename?: 'NewsPage';
  /** The items of this page, newest first; empty when the type has none or the page lies beyond the last one. */
  items: Array<News>;
  /** Paging: how many items the type has in all, which page this is (from 0) and the page size. */
  pageInfo: PageInfo;
};

/** A heading of an article body (a section title), for the article page's table of contents. */
export type OutlineEntry = {
  __typename?: 'OutlineEntry';
  /** The `id` attribute of the heading's element in `bodyHtml`: link to it as `#{id}`. */
  id: Scalars['String']['output'];
  /** Nesting depth: 1 for a top-level section, 2 for its subsections, and so on. */
  level: Scalars['Int']['output'];
  /** The heading's text (label and title, plain text). */
  title: Scalars['String']['output'];
};

/** Paging information of a list: `page` counts from 0, `size` items per page. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The page this is, counted from 0. */
  page: Scalars['Int']['output'];
  /** Items per page (the last page may hold fewer). */
  size: Scalars['Int']['output'];
  /** Number of items in the whole list, across all pages. */
  total: Scalars['Int']['output'];
};

/** What a reader did with an article page that counts in its usage (COUNTER R5 item metrics). */
export type PageUsageMetric =
  /** The article page was opened: an abstract view (wire `abstract`). */
  | 'abstract'
  /** The article's full text was read on the page (wire `fulltext`). */
  | 'fulltext';

/** Where an article's PDF comes from. */
export type PdfOrigin =
  /** Shipped in the article's package (self-uri or the package's PDF). */
  | 'package'
  /** Rendered by the portal from the article itself (title, authors, abstract, body, references), once per article version. */
  | 'rendered';

/** A personal album (name, English name, cover; docs/product/members.md#personal-albums). */
export type PersonalAlbum = {
  __typename?: 'PersonalAlbum';
  /** Portal URL of the cover image (readable by its owner only); null when none. */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The album's description; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** The album's English name; null when none. */
  enName?: Maybe<Scalars['String']['output']>;
  /** The album's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** How many resources it holds. */
  itemCount: Scalars['Int']['output'];
  /** Its resources, newest first. */
  items: AlbumItemPage;
  /** The album's name. */
  name: Scalars['String']['output'];
  /** When it last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};


/** A personal album (name, English name, cover; docs/product/members.md#personal-albums). */
export type PersonalAlbumItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of personal albums. */
export type PersonalAlbumPage = {
  __typename?: 'PersonalAlbumPage';
  /** The albums of this page. */
  items: Array<PersonalAlbum>;
  /** How many there are in all (with the keyword filter). */
  total: Scalars['Int']['output'];
};

/** The profile a member edits in the personal centre (tab 'infomation', docs/product/members.md#profile; name and email are required). */
export type ProfileInput = {
  /** The member's email address (required, format checked). */
  email: Scalars['String']['input'];
  /** An uploaded avatar's id (the upload route's answer), or null to keep the current one. */
  headPictureId?: InputMaybe<Scalars['Int']['input']>;
  /** The member's institution; null or empty clears it. */
  institution?: InputMaybe<Scalars['String']['input']>;
  /** The member's name (required, at most 50 characters). */
  name: Scalars['String']['input'];
};

/** A journal (wire name 'publication'; docs/product/content.md#journals). */
export type Publication = {
  __typename?: 'Publication';
  /** Abbreviated title (e.g. PLoS Med); null when none. */
  abbrev?: Maybe<Scalars['String']['output']>;
  /** Number of articles of the journal in rc-pub (0 when rc-pub has no count). */
  articleCount: Scalars['Int']['output'];
  /** CN number, the Chinese domestic serial number (e.g. 11-2284/R); null for journals without one. */
  cn?: Maybe<Scalars['String']['output']>;
  /** URL of the journal's cover image; null when none (show a placeholder). */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** True for demo content loaded from demo-data/; false for real content. */
  demo: Scalars['Boolean']['output'];
  /** Description of the journal in the request's language, else the other; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Electronic ISSN (e.g. 1549-1676); null when none. */
  eissn?: Maybe<Scalars['String']['output']>;
  /**
   * The journal home facts (主管, 主编, 刊期, entry buttons; docs/product/content.md#journal-home-facts) that the site file
   * gives for this journal on the single site serving it (`siteId`); all null and no entries when none.
   */
  homeFacts: JournalFacts;
  /** The journal's id in rc-pub (the `publicationId` search filters and journal facets use). */
  id: Scalars['Int']['output'];
  /** Indexing databases that cover the journal (the basic info's `indexed`, a semicolon list split into names; docs/product/content.md#journals). */
  indexed: Array<Scalars['String']['output']>;
  /** Print ISSN (e.g. 1549-1277); null when none. */
  issn?: Maybe<Scalars['String']['output']>;
  /** Number of issues of the journal in rc-pub (0 when rc-pub has no count). */
  issueCount: Scalars['Int']['output'];
  /**
   * The regular (not online-first) issues grouped by year, years newest first and issues without a year last; issues
   * within a year newest first (docs/product/content.md#issues).
   */
  issuesByYear: Array<IssueYear>;
  /** The journal's main language as a language code (e.g. en, zh). */
  language: Scalars['String']['output'];
  /** The newest regular (not online-first) issue (the first of rc-pub's two newest issues, docs/product/content.md#issues); null when the journal has none. */
  latestIssue?: Maybe<Issue>;
  /**
   * A page of the journal's online-first articles (publication type 1) as site `siteId` shows them, newest first: the
   * online-first tab of the journal's pages on a group site (docs/product/content.md#group-journal-pages). Null when
   * that site does not list the journal (the page answers 404); BAD_REQUEST for a page or size out of range.
   */
  onlineFirst?: Maybe<JournalArticlePage>;
  /** Publisher in the request's language, else the other; null when unknown. */
  publisher?: Maybe<Scalars['String']['output']>;
  /** The id of the single site that serves this journal; null when no single site does (e.g. only group sites). */
  siteId?: Maybe<Scalars['Int']['output']>;
  /**
   * Ids of every site that holds this journal, the preferred first: its own single sites, then group sites, then the
   * aggregate site. A page of the journal's articles or issues asked on a site not in this list answers a 301
   * to the same page on the first of them.
   */
  siteIds: Array<Scalars['Int']['output']>;
  /** The subdomain (sld) of that single site, for links to it (e.g. https://{siteSld}.example.org/); null when none. */
  siteSld?: Maybe<Scalars['String']['output']>;
  /** Sponsor (主办单位) in the request's language, else the other; null when unknown. */
  sponsor?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the other language, else the journal's code. */
  title: Scalars['String']['output'];
  /** The English title ('' when the journal has none). */
  titleEn: Scalars['String']['output'];
  /** The Chinese title ('' when the journal has none). */
  titleZh: Scalars['String']['output'];
};


/** A journal (wire name 'publication'; docs/product/content.md#journals). */
export type PublicationOnlineFirstArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['Int']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A journal of the site's group with a link to its own site (docs/product/sites-and-frame.md#group-entrance). */
export type PublicationLink = {
  __typename?: 'PublicationLink';
  /** URL of the journal's logo; null when none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** The journal's name in the request's language, else the other. */
  name: Scalars['String']['output'];
  /** The journal's id in rc-pub (Publication.id). */
  publicationId: Scalars['Int']['output'];
  /** The id of the journal's site; null when it has no site. */
  siteId?: Maybe<Scalars['Int']['output']>;
  /** The subdomain of the journal's site, for links to it; null when it has no site. */
  sld?: Maybe<Scalars['String']['output']>;
};

/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type Query = {
  __typename?: 'Query';
  /**
   * Analyses a keyword (step 2 of docs/product/search.md#search-flow) before a result page opens. BAD_REQUEST with a readable message
   * in the request's language for an empty, too long (over 150 characters) or malformed keyword (e.g. an unclosed quote).
   */
  analyzeSearch: SearchAnalysis;
  /** An article by id; null when it does not exist. */
  article?: Maybe<Article>;
  /** An article by DOI; null when none has it (or the DOI is blank). */
  articleByDoi?: Maybe<Article>;
  /** The books page of a menu item (code book); null when the menu item does not exist or belongs to another site. */
  bookShelf?: Maybe<BookShelf>;
  /** A channel (a menu item, docs/product/sites-and-frame.md#site-records) with its page content; null when it does not exist. */
  channel?: Maybe<Channel>;
  /**
   * The editorial board of a menu item (menu code editorial, docs/product/content.md#editorial-board); null when the menu item does not exist or belongs to
   * another site (the page answers 404).
   */
  editorialBoard?: Maybe<EditorialBoard>;
  /**
   * Whether a mobile number has an account (isRegistered, docs/product/members.md#who-is-a-member): each lookup spends a
   * solved captcha and counts against the per-address account budget (RATE_LIMIT_ACCOUNT: RATE_LIMITED past it).
   * BAD_REQUEST for a malformed number or a missing, wrong or used captcha.
   */
  isRegistered: Scalars['Boolean']['output'];
  /** An issue (wire name 'period', docs/product/README.md#vocabulary) by id; null when it does not exist. */
  issue?: Maybe<Issue>;
  /** The request's interface language (docs/product/sites-and-frame.md#languages): the `x-language` header, else the `language` cookie, else ZH. */
  language: Language;
  /**
   * The signed-in member, or null for a visitor (no session cookie) and for a session that has ended (its cookies are
   * then cleared). Member-only fields elsewhere answer UNAUTHENTICATED instead.
   */
  me?: Maybe<Member>;
  /**
   * The signed-in member's citation basket in its order (at most 500 articles). UNAUTHENTICATED without a session. The
   * answer is never cached (Cache-Control: private, no-store).
   */
  memberBasket: Array<BasketEntry>;
  /** A news item (docs/product/content.md#news) by id, with its full content; null when it does not exist. */
  news?: Maybe<News>;
  /** A journal (wire name 'publication', docs/product/README.md#vocabulary) by id; null when it does not exist. */
  publication?: Maybe<Publication>;
  /**
   * Suggestions as the reader types in the search box, within the search scope of the request's site (its Host): at most
   * `limit` (1..10, default 8), journals first, then what starts with the text before what contains it. A blank text
   * gives []; a text over 50 characters is a BAD_REQUEST.
   */
  searchSuggestions: Array<SearchSuggestion>;
  /**
   * A site (docs/product/sites-and-frame.md#site-records) by id, else by subdomain, else the site of the request's Host header (its first label,
   * e.g. plosmed.example.org is plosmed; bare hosts and IP addresses give the aggregate site `www`). Errors instead of
   * null (docs/product/sites-and-frame.md#site-states): FORBIDDEN_SITE, SITE_EXPIRED or SITE_MAINTENANCE when the site may not be shown,
   * NOT_FOUND when there is no such site, BAD_REQUEST for a malformed subdomain.
   */
  site: Site;
  /**
   * The third-party (OpenID Connect) provider members can sign in with, e.g. ORCID (getUmtLoginUrl, docs/product/calls-and-errors.md#accounts; site flag
   * umtFlag); null when this portal has not configured one, and then no provider button is shown.
   */
  thirdPartyLogin?: Maybe<ThirdPartyLogin>;
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryAnalyzeSearchArgs = {
  q: Scalars['String']['input'];
  type?: InputMaybe<SearchType>;
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryArticleArgs = {
  id: Scalars['Int']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryArticleByDoiArgs = {
  doi: Scalars['String']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryBookShelfArgs = {
  menuId: Scalars['Int']['input'];
  siteId?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryChannelArgs = {
  id: Scalars['Int']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryEditorialBoardArgs = {
  menuId: Scalars['Int']['input'];
  siteId?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryIsRegisteredArgs = {
  captcha: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryIssueArgs = {
  id: Scalars['Int']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryNewsArgs = {
  id: Scalars['Int']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QueryPublicationArgs = {
  id: Scalars['Int']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** The entry points: the request's site with its page frame and searches, and records by id or DOI. */
export type QuerySiteArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  sld?: InputMaybe<Scalars['String']['input']>;
};

/** One place of a ranking. */
export type RankEntry = {
  __typename?: 'RankEntry';
  /** The ranked article (its summary fields; the page links to it). */
  article: Article;
  /** The ranked article's id (Article.id), one level shallower for lists nested in other types (home modules). */
  articleId: Scalars['Int']['output'];
  /** Views, downloads or citations within the window. */
  count: Scalars['Int']['output'];
  /** 1-based place. */
  rank: Scalars['Int']['output'];
  /** The ranked article's title in the request's language (Article.title), one level shallower likewise. */
  title: Scalars['String']['output'];
  /** The language of `title` (Article.titleLanguage), one level shallower likewise. */
  titleLanguage: Scalars['String']['output'];
};

/** What a ranking orders by (views, downloads, citations; docs/product/usage.md#rankings). */
export type RankMetric =
  /** Citations by other articles held in the portal, references matched by DOI (wire `citations`). */
  | 'citations'
  /** Downloads of the article's files (wire `downloads`). */
  | 'downloads'
  /** Abstract views: article page views by readers (wire `views`). */
  | 'views';

/** Ranking windows (docs/product/usage.md#rankings): counts from the last months or years, or all time. */
export type RankWindow =
  /** All time (wire `all`). */
  | 'all'
  /** The last 3 months (wire `3m`). */
  | '3m'
  /** The last 6 months (wire `6m`). */
  | '6m'
  /** The last 2 years (wire `2y`). */
  | '2y'
  /** The last 3 years (wire `3y`). */
  | '3y'
  /** The last year (wire `1y`). */
  | '1y';

/** A ranking of a site's articles (/front/rank, docs/product/usage.md#rankings). */
export type Ranking = {
  __typename?: 'Ranking';
  /** The ranked articles, most first; articles with no count are left out. */
  entries: Array<RankEntry>;
  /** First UTC day counted (ISO date); null for all time. */
  from?: Maybe<Scalars['String']['output']>;
  /** What it orders by. */
  metric: RankMetric;
  /** The journal ranked; null when every journal of the site is (a group or the aggregate site ranks across its journals). */
  publicationId?: Maybe<Scalars['Int']['output']>;
  /** The window counted. */
  window: RankWindow;
};

/** One entry of an article's reference list (a JATS ref). */
export type Reference = {
  __typename?: 'Reference';
  /** The cited work's DOI; null when none is given. */
  doi?: Maybe<Scalars['String']['output']>;
  /** The cited work's DOI as a link to the DOI resolver (https://doi.org/…, as Article.doiUrl); null when none is given. */
  doiUrl?: Maybe<Scalars['String']['output']>;
  /** The reference's id within its article (the JATS ref id, e.g. ref1), which in-text citations link to. */
  id: Scalars['String']['output'];
  /** The label the article cites it by (e.g. 1, [12]); null when the article numbers none. */
  label?: Maybe<Scalars['String']['output']>;
  /** The cited work's PubMed Central id (PMC followed by digits, e.g. PMC3000000); null when none is given. */
  pmcid?: Maybe<Scalars['String']['output']>;
  /** The cited work's PubMed id; null when none is given. */
  pmid?: Maybe<Scalars['String']['output']>;
  /** The formatted citation as plain text. */
  text: Scalars['String']['output'];
};

/**
 * What an article resource is (docs/product/content.md#resource-types, with their ids: figure 25, table, video 29, audio 28, other 0).
 * The former lowercase names are deprecated aliases: accepted for one release, never returned.
 */
export type ResourceKind =
  /** An audio clip (resource type 28): `fileUrl` is the media file, `mime` its type. */
  | 'audio'
  /** A figure or picture (resource type 25 'picture', docs/product/content.md#resource-types): `fileUrl` is its image. */
  | 'figure'
  /** Any other supplementary material (resource type 0), e.g. a data file. */
  | 'other'
  /** A table: `tableHtml` holds it as sanitized HTML; `fileUrl` may hold an image of it. */
  | 'table'
  /** A video clip (resource type 29): `fileUrl` is the media file, `mime` its type. */
  | 'video'
  /** Deprecated name of AUDIO. */
  | 'audio'
  /** Deprecated name of FIGURE. */
  | 'figure'
  /** Deprecated name of OTHER. */
  | 'other'
  /** Deprecated name of TABLE. */
  | 'table'
  /** Deprecated name of VIDEO. */
  | 'video';

/** A search to offer when one found nothing: run it with these arguments of SearchInput. */
export type SearchAlternative = {
  __typename?: 'SearchAlternative';
  /** The field to search it in (SearchInput.field). */
  field: SearchField;
  /** How it differs from the search that found nothing. */
  kind: SearchAlternativeKind;
  /** Precision, 1 precise or 0 fuzzy (SearchInput.precision). */
  precision: Scalars['Int']['output'];
  /** The keyword to search (SearchInput.q). */
  q: Scalars['String']['output'];
  /** How many hits it finds (at least 1). */
  total: Scalars['Int']['output'];
};

/** How a SearchAlternative differs from the search that found nothing. */
export type SearchAlternativeKind =
  /** The same query over all fields (it was asked of one field). */
  | 'allFields'
  /** The same all-of query without its rarest term (the one matching the fewest documents). */
  | 'dropRarest'
  /** The same query at fuzzy precision (it was asked precisely). */
  | 'fuzzy';

/** The analysed keyword (docs/product/search.md#search-flow: analyse first, then open the result page). */
export type SearchAnalysis = {
  __typename?: 'SearchAnalysis';
  /** The keyword as rc-pub will search it (trimmed). */
  q: Scalars['String']['output'];
  /** The words and phrases of the keyword that result pages highlight (segmented, in lower case). */
  terms: Array<Scalars['String']['output']>;
};

/** One value of a facet with the number of hits that have it. */
export type SearchBucket = {
  __typename?: 'SearchBucket';
  /** Number of hits with this value; an estimate when its cluster is `approximate`. */
  count: Scalars['Int']['output'];
  /** The value for display in the request's language (e.g. a journal's title for its id), else the value itself. */
  label: Scalars['String']['output'];
  /**
   * The value as the matching filter takes it: a journal id for SearchInput.publicationIds, a year for `years`, a
   * column name for `columns`; an author name or keyword for an AdvancedRow (field AUTHOR or KEYWORD, precision 1).
   */
  value: Scalars['String']['output'];
};

/** A facet of a search's hits: the values of one field among them, with counts. */
export type SearchCluster = {
  __typename?: 'SearchCluster';
  /**
   * True when the counts are estimates from an even sample of a very large result set (scaled to the whole set and
   * rounded); false when exact. False when rc-pub does not say.
   */
  approximate: Scalars['Boolean']['output'];
  /** Its values (at most 20): for the year facet newest first, for the others most hits first. */
  buckets: Array<SearchBucket>;
  /** Which facet: journal, year, column, author or keyword. */
  field: Scalars['String']['output'];
};

/**
 * Which field of a record the keyword must match (the field dropdown, docs/product/search.md#fields). What rc-pub accepts per search type:
 * ARTICLE: TITLE, KEYWORD, AUTHOR, INSTITUTION, ABSTRACT, DOI; PUBLICATION: TITLE, SPONSOR, CN, ISSN; FIGURE, TABLE,
 * VIDEO, AUDIO and OTHER: CAPTION, LABEL, ARTICLE_TITLE, DOI (of the article); NEWS: TITLE, ABSTRACT; every type: ALL.
 * Any other field is a BAD_REQUEST. Result URLs carry the field as `index` with its former name
 * (`index=articleTitle`). The former names are deprecated aliases: accepted for one release, never returned.
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
  /** Deprecated name of ABSTRACT. */
  | 'abstract'
  /** Deprecated name of ALL. */
  | 'all'
  /** Deprecated name of ARTICLE_TITLE. */
  | 'articleTitle'
  /** Deprecated name of AUTHOR. */
  | 'author'
  /** Deprecated name of CAPTION. */
  | 'caption'
  /** Deprecated name of CN. */
  | 'cn'
  /** Deprecated name of DOI. */
  | 'doi'
  /** Deprecated name of INSTITUTION. */
  | 'institution'
  /** Deprecated name of ISSN. */
  | 'issn'
  /** Deprecated name of KEYWORD. */
  | 'keyword'
  /** Deprecated name of LABEL. */
  | 'label'
  /** Deprecated name of SPONSOR. */
  | 'sponsor'
  /** Deprecated name of TITLE. */
  | 'title';

/**
 * One search result (docs/product/search.md#search-types-and-result-pages). `highlightTitle` and `snippet` are sanitized HTML with the matches in <em>;
 * every other text is plain.
 */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The article a figure, table or media item belongs to (the article itself for articles); null for journals and news. */
  article?: Maybe<Article>;
  /** For a resource hit, the title of its article; null otherwise. */
  articleTitle?: Maybe<Scalars['String']['output']>;
  /** Author display names of the article, in byline order (empty for journals and news). */
  authors: Array<Scalars['String']['output']>;
  /** How often the article is cited (0 when unknown). */
  citations: Scalars['Int']['output'];
  /** The article's column in the request's language; null when none. */
  column?: Maybe<Scalars['String']['output']>;
  /** The DOI of the article (of its article for a resource hit); null when none. */
  doi?: Maybe<Scalars['String']['output']>;
  /** That DOI as a link to the DOI resolver (https://doi.org/…, as Article.doiUrl); null when none. */
  doiUrl?: Maybe<Scalars['String']['output']>;
  /** How often the record was downloaded (0 when unknown). */
  downloads: Scalars['Int']['output'];
  /**
   * Thumbnail URL of a figure hit (docs/product/content.md#figure-images): the JPEG thumbnail of its stored image, else the
   * stored image itself when every browser shows its type; null (show a placeholder) when the figure's file is not here
   * or cannot be shown, and for other hits.
   */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The title with the matched terms in <em> (sanitized HTML); null when rc-pub gives none: show `title`. */
  highlightTitle?: Maybe<Scalars['String']['output']>;
  /**
   * The record's id: the article, journal or news item, or for a figure, table, video, audio or other hit the resource,
   * which its article page anchors as `#resource-{id}`.
   */
  id: Scalars['Int']['output'];
  /** Keywords of the article (empty when none or for other types). */
  keywords: Array<Scalars['String']['output']>;
  /** The resource's label (e.g. 'Figure 1'); null for other types. */
  label?: Maybe<Scalars['String']['output']>;
  /** True when open access (docs/product/content.md#open-access: rc-pub's 0 is open access, 1 is not). */
  openAccess: Scalars['Boolean']['output'];
  /** The journal of the hit (the journal itself for a journal hit); null for news. */
  publication?: Maybe<Publication>;
  /** Publication type (docs/product/content.md#publication-type-and-online-first): 0 formal, 1 online first. */
  publicationType: Scalars['Int']['output'];
  /** Publication date (ISO 8601 date, YYYY-MM-DD); null when unknown. */
  publishedDate?: Maybe<Scalars['String']['output']>;
  /** Excerpt of the abstract, caption or content around the matches, in <em> (sanitized HTML); null when none. */
  snippet?: Maybe<Scalars['String']['output']>;
  /** Title in the request's language, else the original; for a resource, its label and caption. */
  title: Scalars['String']['output'];
  /** The English title; null when there is none. */
  titleEn?: Maybe<Scalars['String']['output']>;
  /** The Chinese title; null when there is none. */
  titleZh?: Maybe<Scalars['String']['output']>;
  /** What the hit is: the type the search asked for. */
  type: SearchType;
  /** How often the record was viewed (0 when unknown). */
  views: Scalars['Int']['output'];
  /** Publication year; null when unknown. */
  year?: Maybe<Scalars['Int']['output']>;
};

/**
 * A basic search (docs/product/search.md, Search flow and Paging and limits) within the site's scope. Every field but `q` has a default.
 * Checked before rc-pub is asked: a fault is a BAD_REQUEST with a message in the request's language.
 */
export type SearchInput = {
  /** Only these columns (the `column` facet's values, exact names without commas); null or empty for all. At most 50. */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The field the keyword must match (default ALL); a field the type lacks is a BAD_REQUEST (see SearchField). */
  field?: InputMaybe<SearchField>;
  /** Open-access filter (docs/product/search.md#filters-and-facets): 0 open access only, 1 not open access only; null for both. */
  openAccess?: InputMaybe<Scalars['Int']['input']>;
  /** The page to return, counted from 0 (default 0). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Precision (docs/product/search.md#precision): 1 precise (the keyword matches as one phrase), 0 fuzzy (the default: words match separately,
   * Latin words by prefix and with typo tolerance, Chinese by word segmentation). Anything else is a BAD_REQUEST.
   */
  precision?: InputMaybe<Scalars['Int']['input']>;
  /** Only these journals (Publication.id, the `journal` facet's values); null or empty for all. At most 50 ids. */
  publicationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Publication type filter (docs/product/search.md#filters-and-facets): 0 formal only, 1 online first only; null for both. */
  publicationType?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The keyword, at most 150 characters after trimming (docs/product/search.md#keyword-rules), required. Takes the advanced syntax: AND, OR, NOT
   * (uppercase), parentheses, "quoted phrases" and field prefixes such as title: or 作者: (docs/product/search.md#query-language).
   */
  q: Scalars['String']['input'];
  /** Publication years back (docs/product/search.md#time-ranges): 0 all (the default), or the last 5, 3 or 1 years; else BAD_REQUEST. */
  range?: InputMaybe<Scalars['Int']['input']>;
  /** Hits per page: default 20 (docs/product/search.md#paging-and-limits), at least 1; larger than 100 is capped to 100. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the results (default RELEVANCE). */
  sort?: InputMaybe<SearchSort>;
  /** What to search for (default ARTICLE); it also decides which fields `field` may name. */
  type?: InputMaybe<SearchType>;
  /** Only these publication years (the `year` facet's values, 1000-9999); null or empty for all. At most 50. */
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A page of search results; `clusters` runs the facet query for the same search only when asked for. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /**
   * Only when a basic search (Site.search) found nothing: the nearest searches that do find something, each with its
   * count, best first (docs/product/search.md, When nothing is found). Empty otherwise.
   */
  alternatives: Array<SearchAlternative>;
  /**
   * Facets of the same search (journal, year, column, author, keyword), fetched beside the hits only when selected. Null
   * (with an error in `errors`) when the facet query failed: the hits still show.
   */
  clusters?: Maybe<Array<SearchCluster>>;
  /** The hits of this page, in the asked order. */
  hits: Array<SearchHit>;
  /** The page this is, counted from 0. */
  page: Scalars['Int']['output'];
  /** Hits per page asked for (the last page may hold fewer). */
  size: Scalars['Int']['output'];
  /** The words and phrases the hits' highlights mark (as SearchAnalysis.terms). */
  terms: Array<Scalars['String']['output']>;
  /** Number of hits of the whole search, across all pages. */
  total: Scalars['Int']['output'];
};

/**
 * Order of search results (docs/product/search.md#sorting). Result URLs carry it as `sort` with its former name
 * (`sort=date`). The former names are deprecated aliases: accepted for one release, never returned.
 */
export type SearchSort =
  /** Most cited first (rc-pub's 'referenceCount desc'). */
  | 'citations'
  /** Newest publication date first. */
  | 'date'
  /** Most downloaded first (rc-pub's 'downloads desc'). */
  | 'downloads'
  /** Best match first (the default). */
  | 'relevance'
  /** Most viewed first (rc-pub's 'visits desc'). */
  | 'views'
  /** Deprecated name of CITATIONS. */
  | 'citations'
  /** Deprecated name of DATE. */
  | 'date'
  /** Deprecated name of DOWNLOADS. */
  | 'downloads'
  /** Deprecated name of RELEVANCE. */
  | 'relevance'
  /** Deprecated name of VIEWS. */
  | 'views';

/**
 * A title, keyword, author or journal of the site's search scope that starts with or contains the typed text, traditional
 * and simplified Chinese alike (docs/product/search.md#suggestions).
 */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** For a TITLE, the id of its article (link: the article page); null otherwise. */
  articleId?: Maybe<Scalars['Int']['output']>;
  /** What the suggestion is; decides what picking it does. */
  kind: SearchSuggestionKind;
  /** For a JOURNAL, the journal (link: its own site, Publication.siteSld); null otherwise or when the journal is gone. */
  publication?: Maybe<Publication>;
  /** The text as the journal or article has it (plain text). */
  text: Scalars['String']['output'];
};

/** What a search suggestion is (docs/product/search.md#suggestions). */
export type SearchSuggestionKind =
  /** An author name; picking it searches the author field for it. */
  | 'AUTHOR'
  /** A journal of the site whose name contains the typed text; links to the journal's own site. */
  | 'JOURNAL'
  /** An article keyword; picking it searches the keyword field for it. */
  | 'KEYWORD'
  /** An article title; picking it opens the article. */
  | 'TITLE';

/**
 * What a search looks for (docs/product/search.md#search-types-and-result-pages), with the resource-type ids result URLs carry as
 * `type`: article 428, publication -3, figure 25, table 'table', video 29, audio 28, news -2, other 0. The former lowercase
 * names are deprecated aliases: accepted for one release, never returned.
 */
export type SearchType =
  /** Journal articles (resource type 428 'thesis'; result route /article). */
  | 'article'
  /** Audio clips of articles (resource type 28; result route /audioList?type=28). */
  | 'audio'
  /** Figures of articles (resource type 25 'picture'; result route /mag). */
  | 'figure'
  /** News items (resource type -2; result route /informationList). */
  | 'news'
  /** Other supplementary material of articles (resource type 0; result route /othersList). */
  | 'other'
  /** Journals (resource type -3; result route /searchPublication). */
  | 'publication'
  /** Tables of articles (resource type 'table', which has no numeric id; result route /textList). */
  | 'table'
  /** Video clips of articles (resource type 29; result route /audioList). */
  | 'video'
  /** Deprecated name of ARTICLE. */
  | 'article'
  /** Deprecated name of AUDIO. */
  | 'audio'
  /** Deprecated name of FIGURE. */
  | 'figure'
  /** Deprecated name of NEWS. */
  | 'news'
  /** Deprecated name of OTHER. */
  | 'other'
  /** Deprecated name of PUBLICATION. */
  | 'publication'
  /** Deprecated name of TABLE. */
  | 'table'
  /** Deprecated name of VIDEO. */
  | 'video';

/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type Site = {
  __typename?: 'Site';
  /** The advanced form within this site's scope; null with an error as for `search`. */
  advancedSearch?: Maybe<SearchResult>;
  /** One of the site's albums (/newAlbumDetail, /virtualProjectDetail; docs/product/content.md#albums); null when unknown or another site's. */
  album?: Maybe<Album>;
  /**
   * One page of one tab of one of the site's albums, as Album.items, one level shallower so that the album page's query
   * keeps within half the gateway's depth limit; null when the album is unknown or another site's.
   */
  albumItems?: Maybe<AlbumTabPage>;
  /**
   * The site's albums in their order (/newAlbumList and /newItemPage, docs/product/content.md#albums). With `channelId` (the menu item of code
   * virtualAlbum, newAlbum, newItem or item) those its link value names, else all; null when that menu item is unknown
   * or another site's. `page` counts from 0; `size` 1-100.
   */
  albums?: Maybe<AlbumPage>;
  /** Banner items of the site (docs/product/sites-and-frame.md#site-banners), in order. */
  banners: Array<Banner>;
  /**
   * Batch citation (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation): the GB/T 7714 numeric citations of the given articles in the
   * order asked, for the citation basket's copy. Ids rc-pub does not know are left out. BAD_REQUEST (readable message in
   * the request's language) for an empty list or more than 500 ids.
   */
  batchCitation: Array<Citation>;
  /**
   * A menu channel of this site by id, with its content (the `menuId` or `columnId` of the journal page routes,
   * docs/product/sites-and-frame.md#content-routes); null for an unknown id or another site's channel.
   */
  channelOnSite?: Maybe<Channel>;
  /**
   * A column page of this site (docs/product/sites-and-frame.md#column-pages): by `id` the column with that id when it belongs to this site and has a
   * code the page serves, else (no `id`) the first enabled column of the site with code `code`. `code` names the page:
   * aboutus (also serves subaboutus and subcontact), newLink, newLeaguage, science, or for the fallback /{code} route any
   * code that docs/product/sites-and-frame.md#where-a-menu-item-leads sends to /{code}. Null when there is no such column: the page answers 404.
   */
  column?: Maybe<SiteColumn>;
  /**
   * The site's own default for a bare route (docs/product/sites-and-frame.md#bare-routes): its first enabled menu item,
   * at any depth and in menu order, whose code is one of `codes` (e.g. newNews and news for /newsInfo), with its
   * target computed as the menu's (docs/product/sites-and-frame.md#where-a-menu-item-leads). Items the menu hides by
   * code (e.g. introduce) count; items without a name in either language do not. Null when the site has none.
   */
  defaultNav?: Maybe<NavItem>;
  /** True for a demo site loaded from demo-data/; false for a real one. */
  demo: Scalars['Boolean']['output'];
  /** The site's own domain name (docs/product/sites-and-frame.md#site-records), e.g. journal.example.org; null when it has none. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The footer configuration (docs/product/sites-and-frame.md#footer) with texts in the request's language. */
  footer: FooterConfig;
  /** Grayscale mode (docs/product/sites-and-frame.md#grayscale): 0 none, 1 the page body only, any other non-zero value the whole page. */
  grayType: Scalars['Int']['output'];
  /** Group entrance (docs/product/sites-and-frame.md#group-entrance): the journals of the site's group with links to their sites; empty when none. */
  groupEntrance: Array<PublicationLink>;
  /** Group type (docs/product/sites-and-frame.md#institutional-group-sites): 1 for an institutional group site (its banner behaves differently), 0 otherwise. */
  groupType: Scalars['Int']['output'];
  /** The header configuration, refined by the site config groups (docs/product/sites-and-frame.md#header). */
  header: HeaderConfig;
  /** Modules of the home channel in order, each with its content (docs/product/sites-and-frame.md#home-page); empty without a home channel. */
  homeModules: Array<HomeModule>;
  /** The site's id in rc-pub: the `siteId` of the routes in docs/product/sites-and-frame.md#routes (e.g. /article/id/{siteId}/{thesisId}/{lang}). */
  id: Scalars['Int']['output'];
  /**
   * A page of one article list of the site's journals, newest first. NOT_FOUND when `publicationId` names a
   * journal the site does not hold; BAD_REQUEST for COLUMN without a column or a page size outside 1..100.
   */
  journalArticles: JournalArticlePage;
  /** The columns of the site's journals (or of one of them), most articles first (the column tree, docs/product/content.md#columns); NOT_FOUND as above. */
  journalColumns: Array<JournalColumn>;
  /**
   * A journal's home facts on this site (docs/product/content.md#journal-home-facts): of `publicationId`, else of the
   * single site's own journal; all null and no entries when the site file gives none.
   */
  journalFacts: JournalFacts;
  /** The site's keywords as stored in its record (docs/product/sites-and-frame.md#site-records), e.g. for a meta keywords tag; null when none. */
  keywords?: Maybe<Scalars['String']['output']>;
  /** The site's own text of a legal page (docs/product/sites-and-frame.md#legal-pages); its `html` is null when the default text applies. */
  legalPage: LegalPage;
  /** URL of the site's logo (the site record's logo1, else its picture); null when none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Site name in the request's language, else the other language, else the sld. */
  name: Scalars['String']['output'];
  /** The English site name ('' when none). */
  nameEn: Scalars['String']['output'];
  /** The Chinese site name ('' when none). */
  nameZh: Scalars['String']['output'];
  /** The visible menu items in the request's language (docs/product/sites-and-frame.md#menu-visibility) with their targets (docs/product/sites-and-frame.md#where-a-menu-item-leads), in menu order. */
  nav: Array<NavItem>;
  /**
   * The site's menu item `id` as a news column (/newsInfo/{siteId}/{id}/..., /news?columnId=); null when no
   * menu item has that id or it belongs to another site.
   */
  newsColumn?: Maybe<NewsColumn>;
  /**
   * One page of the site's news of one type, newest first (the /news tabs, docs/product/content.md#news: news for information,
   * announcement, dynamic, statement). BAD_REQUEST for a malformed type or an out-of-range page or size.
   */
  newsList: NewsPage;
  /** For a single site, its journal; null for group and aggregate sites. */
  publication?: Maybe<Publication>;
  /** Journals shown by this site: a single site its journal, a group site its journals, the aggregate site every journal. */
  publications: Array<Publication>;
  /**
   * The site's most viewed, downloaded or cited articles (/front/rank and its windows, docs/product/usage.md#rankings): across the site's
   * journals, or of `publicationId`; null when `publicationId` is not a journal of this site.
   */
  ranking?: Maybe<Ranking>;
  /**
   * Searches within this site's scope (docs/product/search.md#search-scope: a single site its journal, a group site its journals, the aggregate
   * site everything). Null, with a BAD_REQUEST (readable message in the request's language) or upstream error in
   * `errors` at path [site, search], when the search cannot run: the rest of the site (the page frame) still resolves.
   */
  search?: Maybe<SearchResult>;
  /** The site's subdomain (sld, docs/product/README.md#sites; e.g. plosmed; lowercase); `www` is the aggregate site. */
  sld: Scalars['String']['output'];
  /** Theme colours (docs/product/sites-and-frame.md#theme-colours): the site's preset 1-11, or 0 = custom colours derived from colour1-3. */
  theme: Theme;
  /** Items of the floating toolbar (RSS, e-mail, favourites, pictures; docs/product/sites-and-frame.md#fixed-buttons-and-toolbar), in order. */
  tools: Array<Tool>;
  /** Top news for the 90px banner carousel (docs/product/sites-and-frame.md#top-news-banner; an empty list hides the banner), in order. */
  topNews: Array<News>;
  /** What the site shows: one journal, a group of journals, or all of them (docs/product/sites-and-frame.md#sites-and-site-types). */
  type: SiteType;
  /** The site record's `umtFlag` (docs/product/sites-and-frame.md#site-records: third-party login offered), passed through unchanged. */
  umtFlag: Scalars['Int']['output'];
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteAdvancedSearchArgs = {
  input: AdvancedSearchInput;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteAlbumArgs = {
  id: Scalars['Int']['input'];
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteAlbumItemsArgs = {
  albumId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tab?: InputMaybe<AlbumTab>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteAlbumsArgs = {
  channelId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteBatchCitationArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteChannelOnSiteArgs = {
  id: Scalars['Int']['input'];
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteColumnArgs = {
  code: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteDefaultNavArgs = {
  codes: Array<Scalars['String']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteJournalArticlesArgs = {
  column?: InputMaybe<Scalars['String']['input']>;
  list: JournalList;
  page?: InputMaybe<Scalars['Int']['input']>;
  publicationId?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteJournalColumnsArgs = {
  publicationId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteJournalFactsArgs = {
  publicationId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteLegalPageArgs = {
  page: LegalPageKind;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteNewsColumnArgs = {
  id: Scalars['Int']['input'];
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteNewsListArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  type?: Scalars['String']['input'];
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteRankingArgs = {
  metric?: InputMaybe<RankMetric>;
  publicationId?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  window?: InputMaybe<RankWindow>;
};


/**
 * A site of the portal (docs/product/sites-and-frame.md#site-records) with everything its page frame needs, so a header or home page loads in
 * one query. The gateway caches per-site configuration for SITE_CONFIG_TTL_MS (default 30 s).
 */
export type SiteSearchArgs = {
  input: SearchInput;
};

/** An item of a site album: an article, journal, audio or video of the portal, resolved to its title and page. */
export type SiteAlbumItem = {
  __typename?: 'SiteAlbumItem';
  /** For a journal item, the journal (its own site: Publication.siteSld); null for other items or a journal that is gone. */
  journal?: Maybe<Publication>;
  /** The tab it is listed in. */
  tab: AlbumTab;
  /** What it points at: title, journal, article and thumbnail, and the id of the page that opens it (MemberTarget.linkId). */
  target: MemberTarget;
};

/**
 * A column page of a site (/aboutus, /newLink1, /newLeaguage, /science and the fallback /{code} route of any other menu
 * code; docs/product/sites-and-frame.md#column-pages): one menu item (channel) with its content, the columns beside it, its news and, for a
 * league page, the group's journals.
 */
export type SiteColumn = {
  __typename?: 'SiteColumn';
  /** The column's menu code (docs/product/sites-and-frame.md#column-pages), e.g. aboutus, subcontact, newLink, newLeaguage, science. */
  code: Scalars['String']['output'];
  /** The column's page content as sanitized HTML in the request's language, else the other; null when it has none. */
  content?: Maybe<Scalars['String']['output']>;
  /** The column's id in rc-pub (the menu item's id: NavItem.id, the `columnId` of the menu query, docs/product/sites-and-frame.md#where-a-menu-item-leads). */
  id: Scalars['Int']['output'];
  /**
   * For a link column (code newLink) with a configured link value: where it leads (an absolute URL opens in a new tab);
   * null otherwise.
   */
  link?: Maybe<LinkTarget>;
  /** The column's name in the request's language, else the other, else its code. */
  name: Scalars['String']['output'];
  /**
   * The newest news items of the column's news channel (its newsDataType), at most 10, newest first; empty when the
   * column has no newsDataType.
   */
  news: Array<News>;
  /**
   * For a league column (code newLeaguage, page /newLeaguage): the journals of the site (a group site's member
   * journals; a single site's own journal); empty for other codes.
   */
  publications: Array<Publication>;
  /**
   * The side list (docs/product/sites-and-frame.md#column-pages): the top column of this column's branch (this column, or
   * its parent when it is a child) followed by that column's children, each enabled and named in the request's language,
   * with their targets; the codes hidden from the menu (subaboutus, subcontact, ...) are listed here, since this page is
   * where they are reached. Empty when the column stands alone.
   */
  sideList: Array<NavItem>;
};

/**
 * Site type (the site record's `type`, docs/product/sites-and-frame.md#sites-and-site-types): what a site shows and what its
 * searches cover. The former lowercase names are deprecated aliases: accepted for one release, never returned.
 */
export type SiteType =
  /** The aggregate site: every journal of the portal (the `www` site). */
  | 'all'
  /** A site of a group of journals (`Site.publications`, `Site.groupEntrance`). */
  | 'group'
  /** A site of one journal (`Site.publication` is that journal). */
  | 'single'
  /** Deprecated name of ALL. */
  | 'all'
  /** Deprecated name of GROUP. */
  | 'group'
  /** Deprecated name of SINGLE. */
  | 'single';

/** An SMS code was sent, or would have been (sendReceiverMessage, docs/product/calls-and-errors.md#accounts; the same answer for every number). */
export type SmsCodeSent = {
  __typename?: 'SmsCodeSent';
  /** Seconds before another code may be asked for this number (the resend countdown, docs/product/members.md#sms-codes). */
  resendAfterSeconds: Scalars['Int']['output'];
  /** Seconds the code stays valid. */
  validForSeconds: Scalars['Int']['output'];
};

/** Why an SMS code is sent (sendReceiverMessage type, docs/product/calls-and-errors.md#accounts). */
export type SmsPurpose =
  /** Moving the account to a new mobile number (sent to the new number). */
  | 'changeMobile'
  /** Signing in with a code instead of the password (/quickLogin). */
  | 'login'
  /** Registering a new account (/register). */
  | 'register'
  /** Setting a new password after forgetting it (/forgetCode). */
  | 'reset';

/** How often an alert is mailed. */
export type SubscriptionFrequency =
  /** One digest a day. */
  | 'daily'
  /** One mail per sender run, as soon as articles are published. */
  | 'immediate'
  /** One digest a week, on Mondays. */
  | 'weekly';

/** What a new alert watches and how it mails (subscribe). */
export type SubscriptionInput = {
  /** The code mailed to it by sendEmailCode (purpose SUBSCRIBE); omitted by a member whose verified email it is. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** COLUMN: the column's name as the journal shows it. */
  column?: InputMaybe<Scalars['String']['input']>;
  /** The address to mail. */
  email: Scalars['String']['input'];
  /** How often to mail. */
  frequency: SubscriptionFrequency;
  /** KEYWORDS: up to 10 keywords separated by ';' or '；', each at most 50 characters. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  /** The mail's language. */
  language: Language;
  /** The journal (required for CURRENT, ONLINE_FIRST and COLUMN); omitted for KEYWORDS = every journal of the site. */
  publicationId?: InputMaybe<Scalars['Int']['input']>;
  /** The site the alert is made on (the current site when omitted). */
  siteId?: InputMaybe<Scalars['Int']['input']>;
  /** What to watch. */
  type: SubscriptionType;
};

/** Whether an alert mails. */
export type SubscriptionStatus =
  /** Mails as articles are published. */
  | 'active'
  /** Mails nothing; articles published meanwhile are not mailed later. */
  | 'paused';

/** What an email alert watches (docs/product/alerts.md#subscription-types). */
export type SubscriptionType =
  /** New articles of one column of a journal (wire `column`). */
  | 'column'
  /** A journal's new issue (wire `current`). */
  | 'current'
  /** Articles matching keywords, as a search for them would find (wire `keywords`). */
  | 'keywords'
  /** A journal's online-first articles (wire `onlineFirst`). */
  | 'onlineFirst';

/** Changes to one of the member's alerts; omitted fields stay. */
export type SubscriptionUpdate = {
  /** How often to mail. */
  frequency?: InputMaybe<SubscriptionFrequency>;
  /** The mail's language. */
  language?: InputMaybe<Language>;
  /** Pause or resume. */
  status?: InputMaybe<SubscriptionStatus>;
};

/** Theme colours of a site (docs/product/sites-and-frame.md#theme-colours) as CSS colour strings, computed from its preset or custom colours. */
export type Theme = {
  __typename?: 'Theme';
  /** Background tint: the primary at 0.1 opacity, as rgba(r, g, b, 0.1). */
  background: Scalars['String']['output'];
  /** Accent colour of bottom lines under headings and tabs (#rrggbb). */
  bottomLine: Scalars['String']['output'];
  /** The preset id 1-11, or 0 for custom colours (an unknown id or unusable custom colours give preset 1). */
  colourId: Scalars['Int']['output'];
  /** Hover colour: the primary (or custom colour2) at 0.8 opacity, as rgba(r, g, b, 0.8). */
  hover: Scalars['String']['output'];
  /** The scheme's second colour (#rrggbb; 'other' in docs/product/sites-and-frame.md#theme-colours): secondary buttons, tags, sub-headings. Custom: colour2. */
  other: Scalars['String']['output'];
  /** Main colour (#rrggbb): header bar, links, active items. */
  primary: Scalars['String']['output'];
};

/** How to sign in with the configured OpenID Connect provider (getUmtLoginUrl, loginByThirdLoginUrl, docs/product/calls-and-errors.md#accounts). */
export type ThirdPartyLogin = {
  __typename?: 'ThirdPartyLogin';
  /** The provider's name for the button, e.g. ORCID. */
  name: Scalars['String']['output'];
  /**
   * Gateway path that starts the login (a plain link, not a GraphQL call): /oidc/start. Add ?redirect=<portal path> to
   * come back to that page; an identity nobody bound yet goes to /accountBinding first.
   */
  startPath: Scalars['String']['output'];
};

/** An item of the floating toolbar (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar), shown with a hover tooltip. */
export type Tool = {
  __typename?: 'Tool';
  /** The tooltip text; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Where the item leads: its url, else its link value, else /rssList for an rss item; the portal's /rssList gets the request language (/rssList/{lang}). Null when it has none. */
  href?: Maybe<Scalars['String']['output']>;
  /** The tool item's id in rc-pub. */
  id: Scalars['Int']['output'];
  /** The item's label in the request's language, else the other. */
  name: Scalars['String']['output'];
  /** The pop-up picture for a 'pop' item, else the item's icon; null when none. */
  pictureUrl?: Maybe<Scalars['String']['output']>;
  /** Which platform function the item is (rss, email, folderAdd; docs/product/sites-and-frame.md#fixed-buttons-and-toolbar); null for custom items. */
  platformType?: Maybe<Scalars['String']['output']>;
  /** The tool's type (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar): 'pop' opens a pop-up picture (`pictureUrl`), anything else is a link; 'other' when not set. */
  type: Scalars['String']['output'];
};

/** One calendar month (UTC) of an article's counts. */
export type UsageMonth = {
  __typename?: 'UsageMonth';
  /** Abstract (article page) views counted that month. */
  abstractViews: Scalars['Int']['output'];
  /** Downloads counted that month. */
  downloads: Scalars['Int']['output'];
  /** Full-text views counted that month. */
  fulltextViews: Scalars['Int']['output'];
  /** The month, 'YYYY-MM'. */
  month: Scalars['String']['output'];
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
  Album: ResolverTypeWrapper<SiteAlbumWire>;
  AlbumInput: AlbumInput;
  AlbumItem: ResolverTypeWrapper<AlbumItemWire>;
  AlbumItemPage: ResolverTypeWrapper<Omit<AlbumItemPage, 'items'> & { items: Array<ResolversTypes['AlbumItem']> }>;
  AlbumPage: ResolverTypeWrapper<Omit<AlbumPage, 'items'> & { items: Array<ResolversTypes['Album']> }>;
  AlbumTab: ResolverTypeWrapper<AlbumTab>;
  AlbumTabCount: ResolverTypeWrapper<AlbumTabCountWire>;
  AlbumTabPage: ResolverTypeWrapper<Omit<AlbumTabPage, 'items' | 'tab'> & { items: Array<ResolversTypes['SiteAlbumItem']>, tab?: Maybe<ResolversTypes['AlbumTab']> }>;
  Article: ResolverTypeWrapper<ArticleParent>;
  ArticlePdf: ResolverTypeWrapper<ArticlePdfParent>;
  ArticleResource: ResolverTypeWrapper<ResourceParent>;
  ArticleText: ResolverTypeWrapper<ArticleTextWire>;
  ArticleUsage: ResolverTypeWrapper<ArticleUsageWire>;
  Banner: ResolverTypeWrapper<BannerWire>;
  BasketEntry: ResolverTypeWrapper<BasketEntry>;
  Book: ResolverTypeWrapper<BookWire>;
  BookPage: ResolverTypeWrapper<BookPageParent>;
  BookShelf: ResolverTypeWrapper<BookShelfParent>;
  BoolOp: BoolOp;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CaptchaChallenge: ResolverTypeWrapper<CaptchaChallenge>;
  Channel: ResolverTypeWrapper<ChannelInfoWire>;
  Citation: ResolverTypeWrapper<Citation>;
  CitationStyle: ResolverTypeWrapper<CitationStyle>;
  Contributor: ResolverTypeWrapper<ContributorWire>;
  CustomButton: ResolverTypeWrapper<CustomButton>;
  Download: ResolverTypeWrapper<DownloadWire>;
  DownloadKind: ResolverTypeWrapper<DownloadKind>;
  DownloadPage: ResolverTypeWrapper<Omit<DownloadPage, 'items'> & { items: Array<ResolversTypes['Download']> }>;
  EditorialBoard: ResolverTypeWrapper<EditorialBoardParent>;
  EmailAlert: ResolverTypeWrapper<SubscriptionWire>;
  EmailCodePurpose: ResolverTypeWrapper<EmailCodePurpose>;
  EmailCodeSent: ResolverTypeWrapper<EmailCodeSentWire>;
  Expert: ResolverTypeWrapper<ExpertWire>;
  ExpertPage: ResolverTypeWrapper<ExpertPageParent>;
  Favourite: ResolverTypeWrapper<FavouriteWire>;
  FavouritePage: ResolverTypeWrapper<Omit<FavouritePage, 'items'> & { items: Array<ResolversTypes['Favourite']> }>;
  FigureImage: ResolverTypeWrapper<ResourceImageWire>;
  FooterConfig: ResolverTypeWrapper<FooterConfigParent>;
  Handover: ResolverTypeWrapper<Handover>;
  HeaderConfig: ResolverTypeWrapper<HeaderConfigParent>;
  HistoryEntry: ResolverTypeWrapper<HistoryWire>;
  HistoryPage: ResolverTypeWrapper<Omit<HistoryPage, 'items'> & { items: Array<ResolversTypes['HistoryEntry']> }>;
  HomeModule: ResolverTypeWrapper<HomeModuleParent>;
  Identifier: ResolverTypeWrapper<Identifier>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Issue: ResolverTypeWrapper<IssueWire>;
  IssueYear: ResolverTypeWrapper<IssueYearWire>;
  JournalArticlePage: ResolverTypeWrapper<Omit<JournalArticlePage, 'articles'> & { articles: Array<ResolversTypes['Article']> }>;
  JournalColumn: ResolverTypeWrapper<JournalColumn>;
  JournalEntry: ResolverTypeWrapper<JournalEntry>;
  JournalEntryKind: JournalEntryKind;
  JournalFacts: ResolverTypeWrapper<JournalFacts>;
  JournalList: ResolverTypeWrapper<JournalList>;
  Language: ResolverTypeWrapper<Language>;
  LegalPage: ResolverTypeWrapper<LegalPage>;
  LegalPageKind: LegalPageKind;
  License: ResolverTypeWrapper<License>;
  LinkTarget: ResolverTypeWrapper<LinkTarget>;
  Member: ResolverTypeWrapper<MemberInfoWire>;
  MemberIdentity: ResolverTypeWrapper<MemberIdentityWire>;
  MemberResourceInput: MemberResourceInput;
  MemberResourceType: ResolverTypeWrapper<MemberResourceType>;
  MemberSession: ResolverTypeWrapper<MemberSessionWire>;
  MemberTarget: ResolverTypeWrapper<MemberTargetWire>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItemParent>;
  News: ResolverTypeWrapper<NewsWire>;
  NewsColumn: ResolverTypeWrapper<NewsColumnParent>;
  NewsPage: ResolverTypeWrapper<NewsPageParent>;
  OutlineEntry: ResolverTypeWrapper<OutlineEntry>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageUsageMetric: ResolverTypeWrapper<PageUsageMetric>;
  PdfOrigin: ResolverTypeWrapper<PdfOrigin>;
  PersonalAlbum: ResolverTypeWrapper<PersonalAlbumWire>;
  PersonalAlbumPage: ResolverTypeWrapper<Omit<PersonalAlbumPage, 'items'> & { items: Array<ResolversTypes['PersonalAlbum']> }>;
  ProfileInput: ProfileInput;
  Publication: ResolverTypeWrapper<PublicationWire>;
  PublicationLink: ResolverTypeWrapper<PublicationLinkWire>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RankEntry: ResolverTypeWrapper<RankEntryWire>;
  RankMetric: ResolverTypeWrapper<RankMetric>;
  RankWindow: ResolverTypeWrapper<RankWindow>;
  Ranking: ResolverTypeWrapper<RankWire>;
  Reference: ResolverTypeWrapper<ReferenceWire>;
  ResourceKind: ResolverTypeWrapper<ResourceKind>;
  SearchAlternative: ResolverTypeWrapper<Omit<SearchAlternative, 'field' | 'kind'> & { field: ResolversTypes['SearchField'], kind: ResolversTypes['SearchAlternativeKind'] }>;
  SearchAlternativeKind: ResolverTypeWrapper<SearchAlternativeKind>;
  SearchAnalysis: ResolverTypeWrapper<SearchAnalysis>;
  SearchBucket: ResolverTypeWrapper<SearchBucket>;
  SearchCluster: ResolverTypeWrapper<SearchCluster>;
  SearchField: ResolverTypeWrapper<SearchField>;
  SearchHit: ResolverTypeWrapper<SearchHitWire>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchResultParent>;
  SearchSort: ResolverTypeWrapper<SearchSort>;
  SearchSuggestion: ResolverTypeWrapper<Omit<SearchSuggestion, 'publication'> & { publication?: Maybe<ResolversTypes['Publication']> }>;
  SearchSuggestionKind: SearchSuggestionKind;
  SearchType: ResolverTypeWrapper<SearchType>;
  Site: ResolverTypeWrapper<SiteParent>;
  SiteAlbumItem: ResolverTypeWrapper<SiteAlbumItemWire>;
  SiteColumn: ResolverTypeWrapper<SiteColumnParent>;
  SiteType: ResolverTypeWrapper<SiteType>;
  SmsCodeSent: ResolverTypeWrapper<SmsCodeSent>;
  SmsPurpose: ResolverTypeWrapper<SmsPurpose>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionFrequency: ResolverTypeWrapper<SubscriptionFrequency>;
  SubscriptionInput: SubscriptionInput;
  SubscriptionStatus: ResolverTypeWrapper<SubscriptionStatus>;
  SubscriptionType: ResolverTypeWrapper<SubscriptionType>;
  SubscriptionUpdate: SubscriptionUpdate;
  Theme: ResolverTypeWrapper<Theme>;
  ThirdPartyLogin: ResolverTypeWrapper<ThirdPartyLogin>;
  Tool: ResolverTypeWrapper<ToolWire>;
  UsageMonth: ResolverTypeWrapper<UsageMonthWire>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdvancedRow: AdvancedRow;
  AdvancedSearchInput: AdvancedSearchInput;
  Affiliation: AffiliationWire;
  Album: SiteAlbumWire;
  AlbumInput: AlbumInput;
  AlbumItem: AlbumItemWire;
  AlbumItemPage: Omit<AlbumItemPage, 'items'> & { items: Array<ResolversParentTypes['AlbumItem']> };
  AlbumPage: Omit<AlbumPage, 'items'> & { items: Array<ResolversParentTypes['Album']> };
  AlbumTabCount: AlbumTabCountWire;
  AlbumTabPage: Omit<AlbumTabPage, 'items'> & { items: Array<ResolversParentTypes['SiteAlbumItem']> };
  Article: ArticleParent;
  ArticlePdf: ArticlePdfParent;
  ArticleResource: ResourceParent;
  ArticleText: ArticleTextWire;
  ArticleUsage: ArticleUsageWire;
  Banner: BannerWire;
  BasketEntry: BasketEntry;
  Book: BookWire;
  BookPage: BookPageParent;
  BookShelf: BookShelfParent;
  Boolean: Scalars['Boolean']['output'];
  CaptchaChallenge: CaptchaChallenge;
  Channel: ChannelInfoWire;
  Citation: Citation;
  Contributor: ContributorWire;
  CustomButton: CustomButton;
  Download: DownloadWire;
  DownloadPage: Omit<DownloadPage, 'items'> & { items: Array<ResolversParentTypes['Download']> };
  EditorialBoard: EditorialBoardParent;
  EmailAlert: SubscriptionWire;
  EmailCodeSent: EmailCodeSentWire;
  Expert: ExpertWire;
  ExpertPage: ExpertPageParent;
  Favourite: FavouriteWire;
  FavouritePage: Omit<FavouritePage, 'items'> & { items: Array<ResolversParentTypes['Favourite']> };
  FigureImage: ResourceImageWire;
  FooterConfig: FooterConfigParent;
  Handover: Handover;
  HeaderConfig: HeaderConfigParent;
  HistoryEntry: HistoryWire;
  HistoryPage: Omit<HistoryPage, 'items'> & { items: Array<ResolversParentTypes['HistoryEntry']> };
  HomeModule: HomeModuleParent;
  Identifier: Identifier;
  Int: Scalars['Int']['output'];
  Issue: IssueWire;
  IssueYear: IssueYearWire;
  JournalArticlePage: Omit<JournalArticlePage, 'articles'> & { articles: Array<ResolversParentTypes['Article']> };
  JournalColumn: JournalColumn;
  JournalEntry: JournalEntry;
  JournalFacts: JournalFacts;
  LegalPage: LegalPage;
  License: License;
  LinkTarget: LinkTarget;
  Member: MemberInfoWire;
  MemberIdentity: MemberIdentityWire;
  MemberResourceInput: MemberResourceInput;
  MemberSession: MemberSessionWire;
  MemberTarget: MemberTargetWire;
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItemParent;
  News: NewsWire;
  NewsColumn: NewsColumnParent;
  NewsPage: NewsPageParent;
  OutlineEntry: OutlineEntry;
  PageInfo: PageInfo;
  PersonalAlbum: PersonalAlbumWire;
  PersonalAlbumPage: Omit<PersonalAlbumPage, 'items'> & { items: Array<ResolversParentTypes['PersonalAlbum']> };
  ProfileInput: ProfileInput;
  Publication: PublicationWire;
  PublicationLink: PublicationLinkWire;
  Query: Record<PropertyKey, never>;
  RankEntry: RankEntryWire;
  Ranking: RankWire;
  Reference: ReferenceWire;
  SearchAlternative: SearchAlternative;
  SearchAnalysis: SearchAnalysis;
  SearchBucket: SearchBucket;
  SearchCluster: SearchCluster;
  SearchHit: SearchHitWire;
  SearchInput: SearchInput;
  SearchResult: SearchResultParent;
  SearchSuggestion: Omit<SearchSuggestion, 'publication'> & { publication?: Maybe<ResolversParentTypes['Publication']> };
  Site: SiteParent;
  SiteAlbumItem: SiteAlbumItemWire;
  SiteColumn: SiteColumnParent;
  SmsCodeSent: SmsCodeSent;
  String: Scalars['String']['output'];
  SubscriptionInput: SubscriptionInput;
  SubscriptionUpdate: SubscriptionUpdate;
  Theme: Theme;
  ThirdPartyLogin: ThirdPartyLogin;
  Tool: ToolWire;
  UsageMonth: UsageMonthWire;
};

export type AffiliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Affiliation'] = ResolversParentTypes['Affiliation']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlbumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Album'] = ResolversParentTypes['Album']> = {
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['AlbumTabPage'], ParentType, ContextType, RequireFields<AlbumItemsArgs, 'page' | 'size'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['AlbumTabCount']>, ParentType, ContextType>;
};

export type AlbumItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlbumItem'] = ResolversParentTypes['AlbumItem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MemberTarget'], ParentType, ContextType>;
};

export type AlbumItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlbumItemPage'] = ResolversParentTypes['AlbumItemPage']> = {
  items?: Resolver<Array<ResolversTypes['AlbumItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlbumPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlbumPage'] = ResolversParentTypes['AlbumPage']> = {
  items?: Resolver<Array<ResolversTypes['Album']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlbumTabResolvers = { ARTICLE: 'article', AUDIO: 'audio', JOURNAL: 'journal', VIDEO: 'video' };

export type AlbumTabCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlbumTabCount'] = ResolversParentTypes['AlbumTabCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['AlbumTab'], ParentType, ContextType>;
};

export type AlbumTabPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlbumTabPage'] = ResolversParentTypes['AlbumTabPage']> = {
  items?: Resolver<Array<ResolversTypes['SiteAlbumItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tab?: Resolver<Maybe<ResolversTypes['AlbumTab']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  acceptedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  affiliations?: Resolver<Array<ResolversTypes['Affiliation']>, ParentType, ContextType>;
  articleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ArticleCanonicalUrlArgs, 'lang'>>;
  citation?: Resolver<ResolversTypes['Citation'], ParentType, ContextType, RequireFields<ArticleCitationArgs, 'style'>>;
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contributors?: Resolver<Array<ResolversTypes['Contributor']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doiUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  pdf?: Resolver<ResolversTypes['ArticlePdf'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  publicationType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['Reference']>, ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<ArticleRelatedArgs, 'size'>>;
  resources?: Resolver<Array<ResolversTypes['ArticleResource']>, ParentType, ContextType>;
  supplementaryFiles?: Resolver<Array<ResolversTypes['ArticleResource']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ArticleText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usage?: Resolver<Maybe<ResolversTypes['ArticleUsage']>, ParentType, ContextType>;
  versionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xmlUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArticlePdfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticlePdf'] = ResolversParentTypes['ArticlePdf']> = {
  origin?: Resolver<ResolversTypes['PdfOrigin'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticleResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleResource'] = ResolversParentTypes['ArticleResource']> = {
  captionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['FigureImage']>, ParentType, ContextType>;
  jatsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ResourceKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisherUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type ArticleUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleUsage'] = ResolversParentTypes['ArticleUsage']> = {
  abstractViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  citedBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulltextViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['UsageMonth']>, ParentType, ContextType>;
  xml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BasketEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasketEntry'] = ResolversParentTypes['BasketEntry']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book']> = {
  authors?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalogue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookPage'] = ResolversParentTypes['BookPage']> = {
  items?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookShelfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookShelf'] = ResolversParentTypes['BookShelf']> = {
  bookCloud?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  books?: Resolver<ResolversTypes['BookPage'], ParentType, ContextType, RequireFields<BookShelfBooksArgs, 'page'>>;
  menu?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CaptchaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CaptchaChallenge'] = ResolversParentTypes['CaptchaChallenge']> = {
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  journalColumns?: Resolver<Array<ResolversTypes['JournalColumn']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Citation'] = ResolversParentTypes['Citation']> = {
  articleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transQuote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CitationStyleResolvers = { APA: 'apa', GBT7714_AUTHOR_DATE: 'gbt7714-author-date', GBT7714_NUMERIC: 'gbt7714-numeric', IEEE: 'ieee', VANCOUVER: 'vancouver' };

export type ContributorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contributor'] = ResolversParentTypes['Contributor']> = {
  affiliationIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  collab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type DownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Download'] = ResolversParentTypes['Download']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DownloadKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['MemberTarget']>, ParentType, ContextType>;
};

export type DownloadKindResolvers = { CITATION: 'citation', FILE: 'file', XML: 'xml' };

export type DownloadPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownloadPage'] = ResolversParentTypes['DownloadPage']> = {
  items?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorialBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EditorialBoard'] = ResolversParentTypes['EditorialBoard']> = {
  expert?: Resolver<Maybe<ResolversTypes['Expert']>, ParentType, ContextType, RequireFields<EditorialBoardExpertArgs, 'page'>>;
  experts?: Resolver<ResolversTypes['ExpertPage'], ParentType, ContextType, RequireFields<EditorialBoardExpertsArgs, 'page'>>;
  menu?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  topicId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type EmailAlertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailAlert'] = ResolversParentTypes['EmailAlert']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['SubscriptionFrequency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  publicationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publicationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SubscriptionType'], ParentType, ContextType>;
};

export type EmailCodePurposeResolvers = { SUBSCRIBE: 'subscribe', VERIFY_EMAIL: 'verifyEmail' };

export type EmailCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailCodeSent'] = ResolversParentTypes['EmailCodeSent']> = {
  resendAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validForSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Expert'] = ResolversParentTypes['Expert']> = {
  affiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpertPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExpertPage'] = ResolversParentTypes['ExpertPage']> = {
  items?: Resolver<Array<ResolversTypes['Expert']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavouriteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Favourite'] = ResolversParentTypes['Favourite']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MemberTarget'], ParentType, ContextType>;
};

export type FavouritePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FavouritePage'] = ResolversParentTypes['FavouritePage']> = {
  items?: Resolver<Array<ResolversTypes['Favourite']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FigureImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FigureImage'] = ResolversParentTypes['FigureImage']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalMime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpSrcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  linkAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paintBackground?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type HandoverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Handover'] = ResolversParentTypes['Handover']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeaderConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeaderConfig'] = ResolversParentTypes['HeaderConfig']> = {
  advSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backgroundUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ceiling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  compactLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cssContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customButtons?: Resolver<Array<ResolversTypes['CustomButton']>, ParentType, ContextType>;
  greeting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  languageMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  navDistribution?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  navStyle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resourceTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  searchBox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showGroupEntrance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  switchLanguage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  widthBase?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MemberTarget'], ParentType, ContextType>;
  viewedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  items?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HomeModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeModule'] = ResolversParentTypes['HomeModule']> = {
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  ranking?: Resolver<Maybe<ResolversTypes['Ranking']>, ParentType, ContextType>;
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

export type JournalArticlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalArticlePage'] = ResolversParentTypes['JournalArticlePage']> = {
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type JournalColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalColumn'] = ResolversParentTypes['JournalColumn']> = {
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JournalEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalEntry'] = ResolversParentTypes['JournalEntry']> = {
  kind?: Resolver<ResolversTypes['JournalEntryKind'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JournalFactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalFacts'] = ResolversParentTypes['JournalFacts']> = {
  authority?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editorInChief?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['JournalEntry']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JournalListResolvers = { ACCEPTED: 'accepted', COLUMN: 'column', CONFERENCE: 'conference', ONLINE_FIRST: 'onlineFirst' };

export type LanguageResolvers = { EN: 'en', ZH: 'zh', en: 'en', zh: 'zh' };

export type LegalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalPage'] = ResolversParentTypes['LegalPage']> = {
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['LegalPageKind'], ParentType, ContextType>;
};

export type LicenseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkTarget'] = ResolversParentTypes['LinkTarget']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  album?: Resolver<Maybe<ResolversTypes['PersonalAlbum']>, ParentType, ContextType, RequireFields<MemberAlbumArgs, 'id'>>;
  albumItems?: Resolver<Maybe<ResolversTypes['AlbumItemPage']>, ParentType, ContextType, RequireFields<MemberAlbumItemsArgs, 'albumId' | 'page' | 'size'>>;
  albums?: Resolver<ResolversTypes['PersonalAlbumPage'], ParentType, ContextType, RequireFields<MemberAlbumsArgs, 'page' | 'size'>>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['DownloadPage'], ParentType, ContextType, RequireFields<MemberDownloadsArgs, 'page' | 'size'>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  favouriteIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MemberFavouriteIdsArgs, 'ids' | 'type'>>;
  favourites?: Resolver<ResolversTypes['FavouritePage'], ParentType, ContextType, RequireFields<MemberFavouritesArgs, 'page' | 'size'>>;
  headPictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<MemberHistoryArgs, 'page' | 'size'>>;
  identities?: Resolver<Array<ResolversTypes['MemberIdentity']>, ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['MemberSession']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['EmailAlert']>, ParentType, ContextType, RequireFields<MemberSubscriptionArgs, 'type'>>;
  subscriptions?: Resolver<Array<ResolversTypes['EmailAlert']>, ParentType, ContextType>;
};

export type MemberIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberIdentity'] = ResolversParentTypes['MemberIdentity']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResourceTypeResolvers = { ARTICLE: 428, AUDIO: 28, FIGURE: 25, JOURNAL: -3, NEWS: -2, TABLE: 'table', VIDEO: 29 };

export type MemberSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberSession'] = ResolversParentTypes['MemberSession']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberTarget'] = ResolversParentTypes['MemberTarget']> = {
  articleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  articleTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publicationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publicationTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['MemberResourceType'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToAlbums?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAddToAlbumsArgs, 'albumIds' | 'resources'>>;
  bindThirdParty?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationBindThirdPartyArgs, 'code' | 'mobileNo' | 'ticket'>>;
  bookCloudJump?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationBookCloudJumpArgs, 'bookId' | 'siteId'>>;
  captchaChallenge?: Resolver<ResolversTypes['CaptchaChallenge'], ParentType, ContextType>;
  changeMobile?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationChangeMobileArgs, 'code' | 'mobileNo'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'oldPassword' | 'password'>>;
  collect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCollectArgs, 'resource'>>;
  createAlbum?: Resolver<ResolversTypes['PersonalAlbum'], ParentType, ContextType, RequireFields<MutationCreateAlbumArgs, 'input'>>;
  createHandover?: Resolver<ResolversTypes['Handover'], ParentType, ContextType, RequireFields<MutationCreateHandoverArgs, 'target'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteAlbum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAlbumArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'captcha' | 'mobileNo' | 'password'>>;
  loginBySms?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationLoginBySmsArgs, 'captcha' | 'code' | 'mobileNo'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordArticleUsage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordArticleUsageArgs, 'articleId' | 'metric'>>;
  recordArticleView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordArticleViewArgs, 'articleId'>>;
  register?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'agree' | 'captcha' | 'code' | 'mobileNo' | 'password'>>;
  removeFromAlbum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFromAlbumArgs, 'albumId' | 'itemIds'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'mobileNo' | 'password'>>;
  saveMemberBasket?: Resolver<Array<ResolversTypes['BasketEntry']>, ParentType, ContextType, RequireFields<MutationSaveMemberBasketArgs, 'articleIds' | 'merge'>>;
  sendEmailCode?: Resolver<ResolversTypes['EmailCodeSent'], ParentType, ContextType, RequireFields<MutationSendEmailCodeArgs, 'captcha' | 'email' | 'purpose'>>;
  sendSmsCode?: Resolver<ResolversTypes['SmsCodeSent'], ParentType, ContextType, RequireFields<MutationSendSmsCodeArgs, 'captcha' | 'mobileNo' | 'purpose'>>;
  subscribe?: Resolver<ResolversTypes['EmailAlert'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'input'>>;
  unbindIdentity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnbindIdentityArgs, 'id'>>;
  uncollect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUncollectArgs, 'resource'>>;
  unsubscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUnsubscribeArgs>>;
  updateAlbum?: Resolver<ResolversTypes['PersonalAlbum'], ParentType, ContextType, RequireFields<MutationUpdateAlbumArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSubscription?: Resolver<ResolversTypes['EmailAlert'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionArgs, 'id' | 'update'>>;
  verifyEmail?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'code' | 'email'>>;
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
  original?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sourceLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsColumn'] = ResolversParentTypes['NewsColumn']> = {
  children?: Resolver<Array<ResolversTypes['NewsColumn']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsPage'], ParentType, ContextType, RequireFields<NewsColumnNewsArgs, 'page' | 'size'>>;
  newsType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsPage'] = ResolversParentTypes['NewsPage']> = {
  items?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
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

export type PageUsageMetricResolvers = { ABSTRACT: 'abstract', FULL_TEXT: 'fulltext' };

export type PdfOriginResolvers = { PACKAGE: 'package', RENDERED: 'rendered' };

export type PersonalAlbumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalAlbum'] = ResolversParentTypes['PersonalAlbum']> = {
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['AlbumItemPage'], ParentType, ContextType, RequireFields<PersonalAlbumItemsArgs, 'page' | 'size'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalAlbumPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalAlbumPage'] = ResolversParentTypes['PersonalAlbumPage']> = {
  items?: Resolver<Array<ResolversTypes['PersonalAlbum']>, ParentType, ContextType>;
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
  homeFacts?: Resolver<ResolversTypes['JournalFacts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indexed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  issn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuesByYear?: Resolver<Array<ResolversTypes['IssueYear']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestIssue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  onlineFirst?: Resolver<Maybe<ResolversTypes['JournalArticlePage']>, ParentType, ContextType, RequireFields<PublicationOnlineFirstArgs, 'page' | 'siteId' | 'size'>>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
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
  bookShelf?: Resolver<Maybe<ResolversTypes['BookShelf']>, ParentType, ContextType, RequireFields<QueryBookShelfArgs, 'menuId'>>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType, RequireFields<QueryChannelArgs, 'id'>>;
  editorialBoard?: Resolver<Maybe<ResolversTypes['EditorialBoard']>, ParentType, ContextType, RequireFields<QueryEditorialBoardArgs, 'menuId'>>;
  isRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsRegisteredArgs, 'captcha' | 'mobileNo'>>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType, RequireFields<QueryIssueArgs, 'id'>>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  memberBasket?: Resolver<Array<ResolversTypes['BasketEntry']>, ParentType, ContextType>;
  news?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType, RequireFields<QueryNewsArgs, 'id'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryPublicationArgs, 'id'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'text'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType, Partial<QuerySiteArgs>>;
  thirdPartyLogin?: Resolver<Maybe<ResolversTypes['ThirdPartyLogin']>, ParentType, ContextType>;
};

export type RankEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RankEntry'] = ResolversParentTypes['RankEntry']> = {
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
  articleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RankMetricResolvers = { CITATIONS: 'citations', DOWNLOADS: 'downloads', VIEWS: 'views' };

export type RankWindowResolvers = { ALL: 'all', MONTHS_3: '3m', MONTHS_6: '6m', YEARS_2: '2y', YEARS_3: '3y', YEAR_1: '1y' };

export type RankingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ranking'] = ResolversParentTypes['Ranking']> = {
  entries?: Resolver<Array<ResolversTypes['RankEntry']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['RankMetric'], ParentType, ContextType>;
  publicationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  window?: Resolver<ResolversTypes['RankWindow'], ParentType, ContextType>;
};

export type ReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reference'] = ResolversParentTypes['Reference']> = {
  doi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doiUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pmcid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pmid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourceKindResolvers = { AUDIO: 'audio', FIGURE: 'figure', OTHER: 'other', TABLE: 'table', VIDEO: 'video', audio: 'audio', figure: 'figure', other: 'other', table: 'table', video: 'video' };

export type SearchAlternativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAlternative'] = ResolversParentTypes['SearchAlternative']> = {
  field?: Resolver<ResolversTypes['SearchField'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchAlternativeKind'], ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  q?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchAlternativeKindResolvers = { ALL_FIELDS: 'allFields', DROP_RAREST: 'dropRarest', FUZZY: 'fuzzy' };

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
  doiUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  alternatives?: Resolver<Array<ResolversTypes['SearchAlternative']>, ParentType, ContextType>;
  clusters?: Resolver<Maybe<Array<ResolversTypes['SearchCluster']>>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSortResolvers = { CITATIONS: 'citations', DATE: 'date', DOWNLOADS: 'downloads', RELEVANCE: 'relevance', VIEWS: 'views', citations: 'citations', date: 'date', downloads: 'downloads', relevance: 'relevance', views: 'views' };

export type SearchSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  articleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchSuggestionKind'], ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchTypeResolvers = { ARTICLE: 'article', AUDIO: 'audio', FIGURE: 'figure', NEWS: 'news', OTHER: 'other', PUBLICATION: 'publication', TABLE: 'table', VIDEO: 'video', article: 'article', audio: 'audio', figure: 'figure', news: 'news', other: 'other', publication: 'publication', table: 'table', video: 'video' };

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  advancedSearch?: Resolver<Maybe<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<SiteAdvancedSearchArgs, 'input'>>;
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType, RequireFields<SiteAlbumArgs, 'id'>>;
  albumItems?: Resolver<Maybe<ResolversTypes['AlbumTabPage']>, ParentType, ContextType, RequireFields<SiteAlbumItemsArgs, 'albumId' | 'page' | 'size'>>;
  albums?: Resolver<Maybe<ResolversTypes['AlbumPage']>, ParentType, ContextType, RequireFields<SiteAlbumsArgs, 'page' | 'size'>>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  batchCitation?: Resolver<Array<ResolversTypes['Citation']>, ParentType, ContextType, RequireFields<SiteBatchCitationArgs, 'ids'>>;
  channelOnSite?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType, RequireFields<SiteChannelOnSiteArgs, 'id'>>;
  column?: Resolver<Maybe<ResolversTypes['SiteColumn']>, ParentType, ContextType, RequireFields<SiteColumnArgs, 'code'>>;
  defaultNav?: Resolver<Maybe<ResolversTypes['NavItem']>, ParentType, ContextType, RequireFields<SiteDefaultNavArgs, 'codes'>>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footer?: Resolver<ResolversTypes['FooterConfig'], ParentType, ContextType>;
  grayType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupEntrance?: Resolver<Array<ResolversTypes['PublicationLink']>, ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['HeaderConfig'], ParentType, ContextType>;
  homeModules?: Resolver<Array<ResolversTypes['HomeModule']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  journalArticles?: Resolver<ResolversTypes['JournalArticlePage'], ParentType, ContextType, RequireFields<SiteJournalArticlesArgs, 'list' | 'page' | 'size'>>;
  journalColumns?: Resolver<Array<ResolversTypes['JournalColumn']>, ParentType, ContextType, Partial<SiteJournalColumnsArgs>>;
  journalFacts?: Resolver<ResolversTypes['JournalFacts'], ParentType, ContextType, Partial<SiteJournalFactsArgs>>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalPage?: Resolver<ResolversTypes['LegalPage'], ParentType, ContextType, RequireFields<SiteLegalPageArgs, 'page'>>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nav?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  newsColumn?: Resolver<Maybe<ResolversTypes['NewsColumn']>, ParentType, ContextType, RequireFields<SiteNewsColumnArgs, 'id'>>;
  newsList?: Resolver<ResolversTypes['NewsPage'], ParentType, ContextType, RequireFields<SiteNewsListArgs, 'page' | 'size' | 'type'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  ranking?: Resolver<Maybe<ResolversTypes['Ranking']>, ParentType, ContextType, RequireFields<SiteRankingArgs, 'metric' | 'size' | 'window'>>;
  search?: Resolver<Maybe<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<SiteSearchArgs, 'input'>>;
  sld?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  tools?: Resolver<Array<ResolversTypes['Tool']>, ParentType, ContextType>;
  topNews?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SiteType'], ParentType, ContextType>;
  umtFlag?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteAlbumItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteAlbumItem'] = ResolversParentTypes['SiteAlbumItem']> = {
  journal?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['AlbumTab'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MemberTarget'], ParentType, ContextType>;
};

export type SiteColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteColumn'] = ResolversParentTypes['SiteColumn']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  sideList?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
};

export type SiteTypeResolvers = { ALL: 'all', GROUP: 'group', SINGLE: 'single', all: 'all', group: 'group', single: 'single' };

export type SmsCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsCodeSent'] = ResolversParentTypes['SmsCodeSent']> = {
  resendAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validForSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmsPurposeResolvers = { CHANGE_MOBILE: 'changeMobile', LOGIN: 'login', REGISTER: 'register', RESET: 'reset' };

export type SubscriptionFrequencyResolvers = { DAILY: 'daily', IMMEDIATE: 'immediate', WEEKLY: 'weekly' };

export type SubscriptionStatusResolvers = { ACTIVE: 'active', PAUSED: 'paused' };

export type SubscriptionTypeResolvers = { COLUMN: 'column', CURRENT: 'current', KEYWORDS: 'keywords', ONLINE_FIRST: 'onlineFirst' };

export type ThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bottomLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colourId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThirdPartyLoginResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThirdPartyLogin'] = ResolversParentTypes['ThirdPartyLogin']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type UsageMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageMonth'] = ResolversParentTypes['UsageMonth']> = {
  abstractViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulltextViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Affiliation?: AffiliationResolvers<ContextType>;
  Album?: AlbumResolvers<ContextType>;
  AlbumItem?: AlbumItemResolvers<ContextType>;
  AlbumItemPage?: AlbumItemPageResolvers<ContextType>;
  AlbumPage?: AlbumPageResolvers<ContextType>;
  AlbumTab?: AlbumTabResolvers;
  AlbumTabCount?: AlbumTabCountResolvers<ContextType>;
  AlbumTabPage?: AlbumTabPageResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticlePdf?: ArticlePdfResolvers<ContextType>;
  ArticleResource?: ArticleResourceResolvers<ContextType>;
  ArticleText?: ArticleTextResolvers<ContextType>;
  ArticleUsage?: ArticleUsageResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BasketEntry?: BasketEntryResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BookPage?: BookPageResolvers<ContextType>;
  BookShelf?: BookShelfResolvers<ContextType>;
  CaptchaChallenge?: CaptchaChallengeResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  Citation?: CitationResolvers<ContextType>;
  CitationStyle?: CitationStyleResolvers;
  Contributor?: ContributorResolvers<ContextType>;
  CustomButton?: CustomButtonResolvers<ContextType>;
  Download?: DownloadResolvers<ContextType>;
  DownloadKind?: DownloadKindResolvers;
  DownloadPage?: DownloadPageResolvers<ContextType>;
  EditorialBoard?: EditorialBoardResolvers<ContextType>;
  EmailAlert?: EmailAlertResolvers<ContextType>;
  EmailCodePurpose?: EmailCodePurposeResolvers;
  EmailCodeSent?: EmailCodeSentResolvers<ContextType>;
  Expert?: ExpertResolvers<ContextType>;
  ExpertPage?: ExpertPageResolvers<ContextType>;
  Favourite?: FavouriteResolvers<ContextType>;
  FavouritePage?: FavouritePageResolvers<ContextType>;
  FigureImage?: FigureImageResolvers<ContextType>;
  FooterConfig?: FooterConfigResolvers<ContextType>;
  Handover?: HandoverResolvers<ContextType>;
  HeaderConfig?: HeaderConfigResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HomeModule?: HomeModuleResolvers<ContextType>;
  Identifier?: IdentifierResolvers<ContextType>;
  Issue?: IssueResolvers<ContextType>;
  IssueYear?: IssueYearResolvers<ContextType>;
  JournalArticlePage?: JournalArticlePageResolvers<ContextType>;
  JournalColumn?: JournalColumnResolvers<ContextType>;
  JournalEntry?: JournalEntryResolvers<ContextType>;
  JournalFacts?: JournalFactsResolvers<ContextType>;
  JournalList?: JournalListResolvers;
  Language?: LanguageResolvers;
  LegalPage?: LegalPageResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LinkTarget?: LinkTargetResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberIdentity?: MemberIdentityResolvers<ContextType>;
  MemberResourceType?: MemberResourceTypeResolvers;
  MemberSession?: MemberSessionResolvers<ContextType>;
  MemberTarget?: MemberTargetResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsColumn?: NewsColumnResolvers<ContextType>;
  NewsPage?: NewsPageResolvers<ContextType>;
  OutlineEntry?: OutlineEntryResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageUsageMetric?: PageUsageMetricResolvers;
  PdfOrigin?: PdfOriginResolvers;
  PersonalAlbum?: PersonalAlbumResolvers<ContextType>;
  PersonalAlbumPage?: PersonalAlbumPageResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationLink?: PublicationLinkResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RankEntry?: RankEntryResolvers<ContextType>;
  RankMetric?: RankMetricResolvers;
  RankWindow?: RankWindowResolvers;
  Ranking?: RankingResolvers<ContextType>;
  Reference?: ReferenceResolvers<ContextType>;
  ResourceKind?: ResourceKindResolvers;
  SearchAlternative?: SearchAlternativeResolvers<ContextType>;
  SearchAlternativeKind?: SearchAlternativeKindResolvers;
  SearchAnalysis?: SearchAnalysisResolvers<ContextType>;
  SearchBucket?: SearchBucketResolvers<ContextType>;
  SearchCluster?: SearchClusterResolvers<ContextType>;
  SearchField?: SearchFieldResolvers;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSort?: SearchSortResolvers;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchType?: SearchTypeResolvers;
  Site?: SiteResolvers<ContextType>;
  SiteAlbumItem?: SiteAlbumItemResolvers<ContextType>;
  SiteColumn?: SiteColumnResolvers<ContextType>;
  SiteType?: SiteTypeResolvers;
  SmsCodeSent?: SmsCodeSentResolvers<ContextType>;
  SmsPurpose?: SmsPurposeResolvers;
  SubscriptionFrequency?: SubscriptionFrequencyResolvers;
  SubscriptionStatus?: SubscriptionStatusResolvers;
  SubscriptionType?: SubscriptionTypeResolvers;
  Theme?: ThemeResolvers<ContextType>;
  ThirdPartyLogin?: ThirdPartyLoginResolvers<ContextType>;
  Tool?: ToolResolvers<ContextType>;
  UsageMonth?: UsageMonthResolvers<ContextType>;
};

