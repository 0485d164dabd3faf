/**
 * Published content (docs/product/content.md): journals (publications), issues ("periods"), articles with their per-language
 * texts and resources (figure/table/video/audio/other), stored files, news, albums, experts and books.
 * Bilingual: descriptive fields exist in zh and en; articles keep their original language and one `article_texts`
 * row per language present in the source (zh, en, and any other such as pt or es from JATS translations).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';

/** Journal (wire name "publication"). `indexed` is the semicolon list of indexing databases (docs/product/content.md#journals). */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    /** Stable import key: ISSN/eISSN, else journal-id, else the demo category. */
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    abbrev: text('abbrev'),
    issn: text('issn'),
    eissn: text('eissn'),
    cn: text('cn'),
    publisherZh: text('publisher_zh'),
    publisherEn: text('publisher_en'),
    sponsorZh: text('sponsor_zh'),
    sponsorEn: text('sponsor_en'),
    descriptionZh: text('description_zh'),
    descriptionEn: text('description_en'),
    language: text('language').notNull().default('en'),
    coverFileId: integer('cover_file_id'),
    indexed: text('indexed'),
    groupType: integer('group_type').notNull().default(0),
    /**
     * Edition of GB/T 7714 the journal's citations follow: '2015' (GB/T 7714-2015) or '2025'
     * (GB/T 7714-2025). Used by batchPublicizeInfo and the article page's 'How to cite'.
     */
    gbtEdition: text('gbt_edition').notNull().default('2015'),
    /** Demo-only journal (demo content is visibly demo, docs/product/README.md#conventions). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publications_code_uq').on(t.code)],
);

/** Issue of a journal (wire name "period"). An online-first bucket has `onlineFirst` true. */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    year: integer('year'),
    volume: text('volume').notNull().default(''),
    number: text('number').notNull().default(''),
    pubDate: date('pub_date'),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    coverFileId: integer('cover_file_id'),
    onlineFirst: boolean('online_first').notNull().default(false),
  },
  (t) => [
    // serves import upsert of an issue and back issues by year (journalData with groupByYear)
    uniqueIndex('issues_key_uq').on(t.publicationId, t.year, t.volume, t.number),
  ],
);

/** Contributor of an article, from JATS contrib-group. */
export interface Contributor {
  name: string; // display name in the original script
  surname?: string;
  givenNames?: string;
  role: 'author' | 'editor' | 'other';
  orcid?: string;
  email?: string;
  corresponding?: boolean;
  affiliationIds: string[];
  collab?: boolean;
}
/** Affiliation of an article (JATS aff). */
export interface Affiliation {
  id: string;
  label?: string;
  text: string;
  institution?: string;
  country?: string;
}
/** A reference of an article (JATS ref). `text` is the formatted citation as given; `doi` and `pmid` when present. */
export interface Reference {
  id: string;
  label?: string;
  text: string;
  doi?: string;
  pmid?: string;
  /** PubMed Central id as `PMC<digits>`. */
  pmcid?: string;
  year?: string;
  source?: string;
  title?: string;
}
/** A section heading for the outline, in document order. */
export interface OutlineEntry {
  id: string;
  title: string;
  level: number;
}

/** Article (docs/product/content.md#articles). Texts live in `article_texts`, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    doi: text('doi'),
    /** Other identifiers by type (publisher-id, pmid, pmcid, elocation ...). */
    ids: jsonb('ids').$type<Record<string, string>>().notNull().default({}),
    originalLanguage: text('original_language').notNull().default('en'),
    articleType: text('article_type'),
    columnZh: text('column_zh'),
    columnEn: text('column_en'),
    contributors: jsonb('contributors').$type<Contributor[]>().notNull().default([]),
    affiliations: jsonb('affiliations').$type<Affiliation[]>().notNull().default([]),
    references: jsonb('references').$type<Reference[]>().notNull().default([]),
    receivedDate: date('received_date'),
    acceptedDate: date('accepted_date'),
    publishedDate: date('published_date'),
    fpage: text('fpage'),
    lpage: text('lpage'),
    elocationId: text('elocation_id'),
    licenseUrl: text('license_url'),
    licenseText: text('license_text'),
    /** Publication type (docs/product/content.md#publication-type-and-online-first): 0 formal, 1 online first. */
    publicationType: integer('publication_type').notNull().default(0),
    /** Open access (docs/product/content.md#open-access): 0 open access, 1 not. */
    openAccess: integer('open_access').notNull().default(0),
    /** Version label (docs/product/content.md#version-label): -1 accepted, 0 none, 1..10 proof. */
    versionLabel: integer('version_label').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    citations: integer('citations').notNull().default(0),
    sourceFile: text('source_file'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves article by DOI (/article/doi) and re-import in place
    uniqueIndex('articles_doi_uq').on(t.doi),
    // serves an issue's table of contents
    index('articles_issue_idx').on(t.issueId),
    index('articles_pub_idx').on(t.publicationId, t.publishedDate),
    // serves OAI-PMH from/until selection and resumption: records in modification order
    index('articles_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * The JATS XML of an article exactly as imported (OAI-PMH `jats` metadata format), one row per article;
 * replaced on re-import. Articles from other sources (CSL demo records) have none.
 */
export const articleSources = pgTable('article_sources', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  /** The XML text as read from the file (UTF-8, BOM removed). */
  jatsXml: text('jats_xml').notNull(),
  /**
   * SHA-256 (hex) over the JATS bytes and every file the import read with it (docs/product/content.md#article-packages):
   * a re-import whose hash matches changes nothing. Null for rows written before packages were fingerprinted.
   */
  contentSha256: text('content_sha256'),
});

/** One language version of an article's descriptive texts and body (sanitized HTML produced from JATS). */
export const articleTexts = pgTable(
  'article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    isOriginal: boolean('is_original').notNull().default(false),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle'),
    abstractHtml: text('abstract_html'),
    keywords: text('keywords').array().notNull().default([]),
    bodyHtml: text('body_html'),
    outline: jsonb('outline').$type<OutlineEntry[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/**
 * An article's PDF (docs/product/content.md#article-pdf): the package's own (`origin` package, kept until the
 * article is re-imported without one) or one rendered from the article (`origin` rendered, for the article version
 * `versionKey`: a hash of what the PDF shows, so an updated article renders again). One row per article. Serves the
 * PDF download and `Article.pdf`.
 */
export const articlePdfs = pgTable('article_pdfs', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  origin: text('origin').notNull(), // 'package' | 'rendered'
  versionKey: text('version_key'),
  fileId: integer('file_id')
    .notNull()
    .references(() => files.id),
  pages: integer('pages'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Article resource: one row per JATS fig, table-wrap and media (docs/product/content.md#resource-types: figure 25, table, video 29,
 * audio 28, other 0). `href` is the path as written in the XML; `fileId` is set when the file was shipped and stored.
 */
export const articleResources = pgTable(
  'article_resources',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'figure' | 'table' | 'video' | 'audio' | 'other'
    jatsId: text('jats_id'),
    label: text('label'),
    captionHtml: text('caption_html'),
    captionText: text('caption_text'),
    href: text('href'),
    mime: text('mime'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The resource's own DOI (JATS object-id pub-id-type="doi"), for the link to it at the publisher; null when none. */
    doi: text('doi'),
    tableHtml: text('table_html'),
    lang: text('lang'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('article_resources_article_idx').on(t.articleId, t.sort)],
);

/** News item (docs/product/content.md#news). `newsDataType`: news | announcement | dynamic | statement. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    newsDataType: text('news_data_type').notNull().default('news'),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    summaryZh: text('summary_zh'),
    summaryEn: text('summary_en'),
    contentZh: text('content_zh'),
    contentEn: text('content_en'),
    topPictureUrl: text('top_picture_url'),
    topPictureId: integer('top_picture_id'),
    pictureUrl: text('picture_url'),
    coverId: integer('cover_id'),
    original: integer('original').notNull().default(1),
    sourceLink: text('source_link'),
    isTop: boolean('is_top').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('news_site_idx').on(t.siteId, t.isTop, t.publishedAt)],
);

/** Album (virtual special issue) of a site: a curated list of articles, journals, audio or video (docs/product/content.md#albums). */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionZh: text('description_zh'),
    descriptionEn: text('description_en'),
    coverFileId: integer('cover_file_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('albums_site_idx').on(t.siteId)],
);

/** Item of an album. `resourceType` uses the resource-type ids (428 article, -3 publication, 28 audio, 29 video). */
export const albumItems = pgTable(
  'album_items',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    resourceType: integer('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.resourceType, t.resourceId] })],
);

/** Expert (editorial board member) of a site; `topicId` groups them (docs/product/content.md#editorial-board). */
export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    topicId: integer('topic_id'),
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    affiliationZh: text('affiliation_zh'),
    affiliationEn: text('affiliation_en'),
    bioZh: text('bio_zh'),
    bioEn: text('bio_en'),
    photoFileId: integer('photo_file_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('experts_site_idx').on(t.siteId, t.topicId)],
);

/** Book (docs/product/content.md#books: ISBN, edition, publisher, catalogue). */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    isbn: text('isbn'),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    authors: text('authors'),
    edition: text('edition'),
    publisher: text('publisher'),
    year: integer('year'),
    catalogue: text('catalogue'),
    coverFileId: integer('cover_file_id'),
  },
  (t) => [index('books_site_idx').on(t.siteId)],
);
