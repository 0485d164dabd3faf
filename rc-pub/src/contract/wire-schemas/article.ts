/**
 * TypeBox schemas of the article wire shapes (rc-pub/src/contract/wire.ts; the article list and detail of
 * docs/product/calls-and-errors.md#articles, the resource types of docs/product/content.md). The wire types are their static types (`Static<typeof …Schema>`), exported beside them. HTML fields are sanitized HTML.
 */
import { type Static, Type } from 'typebox';
import { Nullable, NullableInteger, NullableString, StringEnum, pageProperties } from './common.js';

/** ContributorWire: an author or other contributor, with affiliation ids (JATS contrib). */
export const ContributorSchema = Type.Object(
  {
    name: Type.String({ description: 'display name in the original script' }),
    surname: NullableString('surname (JATS surname); null when not given, e.g. for a group'),
    givenNames: NullableString('given names (JATS given-names); null when not given'),
    role: Type.String({ description: 'author | editor | other' }),
    orcid: NullableString('ORCID iD as a URL, https://orcid.org/NNNN-NNNN-NNNN-NNNN; null when none'),
    email: NullableString('email address; null when none'),
    corresponding: Type.Boolean({ description: 'true for a corresponding author' }),
    collab: Type.Boolean({ description: 'true for a group author' }),
    affiliationIds: Type.Array(Type.String(), { description: 'ids of AffiliationWire items of this article' }),
  },
  { title: 'ContributorWire' },
);

/** ContributorWire: the static type of {@link ContributorSchema}. */
export type ContributorWire = Static<typeof ContributorSchema>;

/** AffiliationWire: an affiliation (JATS aff). */
export const AffiliationSchema = Type.Object(
  {
    id: Type.String({ description: 'affiliation id within the article (JATS aff id), used by affiliationIds' }),
    label: NullableString('label as printed; null when none'),
    text: Type.String({ description: 'the whole affiliation, plain text' }),
    institution: NullableString('institution name; null when not marked up'),
    country: NullableString('country; null when not marked up'),
  },
  { title: 'AffiliationWire' },
);

/** AffiliationWire: the static type of {@link AffiliationSchema}. */
export type AffiliationWire = Static<typeof AffiliationSchema>;

/** ReferenceWire: a cited reference (JATS ref), as display text plus the identifiers found in it. */
export const ReferenceSchema = Type.Object(
  {
    id: Type.String({ description: 'reference id within the article (JATS ref id, else ref-N)' }),
    label: NullableString('label as printed; null when none'),
    text: Type.String({ description: 'the formatted citation as given, plain text' }),
    doi: NullableString('DOI of the cited work; null when none'),
    pmid: NullableString('PubMed id of the cited work; null when none'),
    pmcid: NullableString('PubMed Central id of the cited work (PMC followed by digits); null when none'),
    year: NullableString('year as given in the citation (text of its JATS year); null when none'),
    source: NullableString('journal or book title of the cited work; null when none'),
    title: NullableString('title of the cited work; null when none'),
  },
  { title: 'ReferenceWire' },
);

/** ReferenceWire: the static type of {@link ReferenceSchema}. */
export type ReferenceWire = Static<typeof ReferenceSchema>;

/** OutlineEntryWire: a section heading of the body (anchor id, title, level from 1). */
export const OutlineEntrySchema = Type.Object(
  {
    id: Type.String({ description: 'anchor id of the heading in bodyHtml' }),
    title: Type.String({ description: 'heading text, plain' }),
    level: Type.Integer({ minimum: 1, description: 'nesting level, 1 for a top-level section' }),
  },
  { title: 'OutlineEntryWire' },
);

/** OutlineEntryWire: the static type of {@link OutlineEntrySchema}. */
export type OutlineEntryWire = Static<typeof OutlineEntrySchema>;

/** ArticleTextWire: an article's text in one language (title, abstract, keywords, body, outline). */
export const ArticleTextSchema = Type.Object(
  {
    lang: Type.String({ description: 'language code of this text: zh | en | ... (e.g. pt, es)' }),
    isOriginal: Type.Boolean({ description: 'true for the language the article was written in' }),
    title: Type.String({ description: 'title in this language, plain text' }),
    subtitle: NullableString('subtitle, plain text; null when none'),
    abstractHtml: NullableString('abstract, sanitized HTML; null when none in this language'),
    keywords: Type.Array(Type.String(), { description: 'keywords in this language, plain text' }),
    bodyHtml: NullableString('full text, sanitized HTML; null when the source has no body in this language'),
    outline: Type.Array(OutlineEntrySchema, { description: 'section headings of bodyHtml, in document order' }),
  },
  { title: 'ArticleTextWire' },
);

/** ArticleTextWire: the static type of {@link ArticleTextSchema}. */
export type ArticleTextWire = Static<typeof ArticleTextSchema>;

/** RenditionWire: one web size of a stored image, made once at import (docs/product/content.md#figure-images). */
export const RenditionSchema = Type.Object(
  {
    purpose: StringEnum(['web', 'thumb'], "web: the article page's sizes; thumb: lists and figure search"),
    format: StringEnum(['jpeg', 'webp'], 'image format of the rendition'),
    width: Type.Integer({ minimum: 1, description: 'width in pixels' }),
    height: Type.Integer({ minimum: 1, description: 'height in pixels' }),
    fileId: Type.Integer({ description: 'stored file of the rendition (/rc-pub/front/files/get?id=)' }),
  },
  { title: 'RenditionWire' },
);

/** RenditionWire: the static type of {@link RenditionSchema}. */
export type RenditionWire = Static<typeof RenditionSchema>;

/** ResourceImageWire: a resource's stored image, the original with its web renditions. */
export const ResourceImageSchema = Type.Object(
  {
    width: Type.Integer({ minimum: 1, description: 'width of the original in pixels' }),
    height: Type.Integer({ minimum: 1, description: 'height of the original in pixels' }),
    fileId: Type.Integer({ description: 'stored file of the original (downloads: files/download?kind=file&id=)' }),
    mime: Type.String({ description: 'MIME type of the original (e.g. image/tiff)' }),
    size: Type.Integer({ minimum: 0, description: 'size of the original in bytes' }),
    renditions: Type.Array(RenditionSchema, {
      description: 'web and thumb renditions, by purpose, format and width ascending; empty when none were made',
    }),
  },
  { title: 'ResourceImageWire' },
);

/** ResourceImageWire: the static type of {@link ResourceImageSchema}. */
export type ResourceImageWire = Static<typeof ResourceImageSchema>;

/** ResourceWire: a figure, table, video, audio or other resource of an article (docs/product/content.md#resource-types). */
export const ResourceSchema = Type.Object(
  {
    id: Type.Integer({ description: 'resource id' }),
    articleId: Type.Integer({ description: 'id of its article (ArticleDetailWire)' }),
    kind: StringEnum(
      ['figure', 'table', 'video', 'audio', 'other'],
      'resource type (docs/product/content.md#resource-types): figure 25, video 29, audio 28, other 0',
    ),
    jatsId: NullableString('id of the fig, table-wrap or media element in the JATS source; null when none'),
    label: NullableString('label as printed (e.g. Fig 1); null when none'),
    captionHtml: NullableString('caption, sanitized HTML; null when none'),
    captionText: NullableString('caption, plain text; null when none'),
    href: NullableString('file path as written in the JATS XML; null when none'),
    mime: NullableString('MIME type of the file (e.g. video/mp4); null when unknown'),
    fileUrl: NullableString('URL of the stored file (/rc-pub/front/files/get?id=…); null when none was stored'),
    tableHtml: NullableString('the table itself, sanitized HTML; null for other kinds or when absent'),
    doi: NullableString("the resource's own DOI (JATS object-id pub-id-type doi); null when none"),
    fileId: NullableInteger('id of the stored file; null when none was stored'),
    fileName: NullableString("the stored file's name (e.g. pmed.1000097.s001.docx); null when none was stored"),
    fileSize: NullableInteger("the stored file's size in bytes; null when none was stored"),
    image: Nullable(
      ResourceImageSchema,
      'the stored image with its web renditions; null when the stored file is no image (or none was stored)',
    ),
    sort: Type.Integer({ description: 'order within the article, ascending' }),
  },
  { title: 'ResourceWire', description: 'Resource of an article (docs/product/content.md#resource-types)' },
);

/** Resource of an article (docs/product/content.md#resource-types): kind figure (25) | table | video (29) | audio (28) | other (0). */
export type ResourceWire = Static<typeof ResourceSchema>;

const articleSummaryProperties = {
  id: Type.Integer({ description: 'article id' }),
  doi: NullableString('DOI (e.g. 10.1371/journal.pmed.0001); null when none'),
  publicationId: Type.Integer({ description: 'id of its journal (PublicationWire)' }),
  issueId: NullableInteger('id of its issue (IssueWire); null when not in an issue'),
  originalLanguage: Type.String({ description: 'language code the article was written in (zh, en, ...)' }),
  titles: Type.Array(
    Type.Object({
      lang: Type.String({ description: 'language code of the title' }),
      title: Type.String({ description: 'the title in that language, plain text' }),
    }),
    { description: 'title per language' },
  ),
  authors: Type.Array(Type.String(), { description: "authors' display names, in order" }),
  columnZh: NullableString('column (subject heading) in Chinese; null when none'),
  columnEn: NullableString('column (subject heading) in English or another non-Chinese language; null when none'),
  articleType: NullableString('JATS article-type (e.g. research-article); null when none'),
  fpage: NullableString('first page as printed; null when none'),
  lpage: NullableString('last page as printed; null when none'),
  elocationId: NullableString('electronic location id, used instead of pages (e.g. e1001234); null when none'),
  publishedDate: NullableString('publication date, YYYY-MM-DD; null when unknown'),
  publicationType: Type.Integer({
    description: 'publication type (docs/product/content.md): 0 formal, 1 online first',
  }),
  openAccess: Type.Integer({ description: 'open access (docs/product/content.md): 0 open access, 1 not' }),
  versionLabel: Type.Integer({
    description: 'version label (docs/product/content.md): -1 accepted, 0 none, 1..10 proof',
  }),
  views: Type.Integer({ minimum: 0, description: 'number of views' }),
  downloads: Type.Integer({ minimum: 0, description: 'number of downloads' }),
  citations: Type.Integer({ minimum: 0, description: 'number of citations' }),
  demo: Type.Boolean({ description: 'true for demo content' }),
};

/** ArticleSummaryWire: an article in lists (tables of contents, home modules): titles, authors' names, no body. */
export const ArticleSummarySchema = Type.Object(articleSummaryProperties, {
  title: 'ArticleSummaryWire',
  description: "Article in lists: titles per language, authors' display names, no body",
});

/** Article in lists (tables of contents, home modules): titles per language, authors' display names, no body. */
export type ArticleSummaryWire = Static<typeof ArticleSummarySchema>;

/** ArticlePdfWire: where an article's PDF comes from (docs/product/content.md#article-pdf). */
export const ArticlePdfSchema = Type.Object(
  {
    origin: StringEnum(
      ['package', 'rendered'],
      "package: shipped in the article's package; rendered: made from the article by the portal",
    ),
    size: NullableInteger('size in bytes; null while a rendered PDF has not been made yet'),
  },
  {
    title: 'ArticlePdfWire',
    description: "the article's PDF (files/pdf?articleId=): shipped in its package or rendered from the article",
  },
);

/** ArticlePdfWire: the static type of {@link ArticlePdfSchema}. The PDF itself: files/pdf?articleId=. */
export type ArticlePdfWire = Static<typeof ArticlePdfSchema>;

/** ArticleDetailWire: the whole article (GET /front/front-article/{id}, also by DOI; docs/product/calls-and-errors.md#articles). */
export const ArticleDetailSchema = Type.Object(
  {
    ...articleSummaryProperties,
    ids: Type.Record(Type.String(), Type.String(), {
      description: 'identifiers by type (doi, pmid, publisher-id...)',
    }),
    texts: Type.Array(ArticleTextSchema, { description: 'one per language' }),
    contributors: Type.Array(ContributorSchema, { description: 'authors and other contributors, in order' }),
    affiliations: Type.Array(AffiliationSchema, { description: "the contributors' affiliations" }),
    references: Type.Array(ReferenceSchema, { description: 'cited references, in order' }),
    receivedDate: NullableString('date received, YYYY-MM-DD; null when unknown'),
    acceptedDate: NullableString('date accepted, YYYY-MM-DD; null when unknown'),
    licenseUrl: NullableString('URL of the license; null when none'),
    licenseText: NullableString('license statement, plain text; null when none'),
    resources: Type.Array(ResourceSchema, { description: 'figures, tables and media, ordered by sort' }),
    pdf: ArticlePdfSchema,
    xml: Type.Boolean({
      description: 'the JATS XML is stored (files/download?kind=xml&articleId=); false for CSL records',
    }),
  },
  {
    title: 'ArticleDetailWire',
    description: 'Article detail (docs/product/calls-and-errors.md#articles): texts, contributors, references',
  },
);

/** Article detail (GET /front/front-article/{id}, also by DOI; docs/product/calls-and-errors.md#articles). */
export type ArticleDetailWire = Static<typeof ArticleDetailSchema>;

/** Page<ArticleSummaryWire>: a page of the article list (docs/product/calls-and-errors.md#articles), page from 0. */
export const ArticlePageSchema = Type.Object(pageProperties(ArticleSummarySchema), {
  title: 'Page<ArticleSummaryWire>',
});
