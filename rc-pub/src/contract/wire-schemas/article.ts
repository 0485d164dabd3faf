/**
 * TypeBox schemas of the article wire shapes (rc-pub/src/contract/wire.ts; SPEC §7 article list and detail, §3
 * resource types). Each is proved against its interface with {@link wire}. HTML fields are sanitized HTML.
 */
import { Type } from 'typebox';
import type {
  AffiliationWire,
  ArticleDetailWire,
  ArticleSummaryWire,
  ArticleTextWire,
  ContributorWire,
  OutlineEntryWire,
  Page,
  ReferenceWire,
  ResourceWire,
} from '../wire.js';
import { NullableInteger, NullableString, StringEnum, pageProperties, wire } from './common.js';

/** ContributorWire: an author or other contributor, with affiliation ids (JATS contrib). */
export const ContributorSchema = wire<ContributorWire>()(
  Type.Object(
    {
      name: Type.String({ description: 'display name' }),
      surname: NullableString(),
      givenNames: NullableString(),
      role: Type.String({ description: 'e.g. author' }),
      orcid: NullableString(),
      email: NullableString(),
      corresponding: Type.Boolean(),
      collab: Type.Boolean({ description: 'true for a group author' }),
      affiliationIds: Type.Array(Type.String(), { description: 'ids of AffiliationWire items' }),
    },
    { title: 'ContributorWire' },
  ),
);

/** AffiliationWire: an affiliation (JATS aff). */
export const AffiliationSchema = wire<AffiliationWire>()(
  Type.Object(
    {
      id: Type.String(),
      label: NullableString(),
      text: Type.String(),
      institution: NullableString(),
      country: NullableString(),
    },
    { title: 'AffiliationWire' },
  ),
);

/** ReferenceWire: a cited reference (JATS ref), as display text plus the identifiers found in it. */
export const ReferenceSchema = wire<ReferenceWire>()(
  Type.Object(
    {
      id: Type.String(),
      label: NullableString(),
      text: Type.String(),
      doi: NullableString(),
      pmid: NullableString(),
      year: NullableString(),
      source: NullableString(),
      title: NullableString(),
    },
    { title: 'ReferenceWire' },
  ),
);

/** OutlineEntryWire: a section heading of the body (anchor id, title, level from 1). */
export const OutlineEntrySchema = wire<OutlineEntryWire>()(
  Type.Object(
    { id: Type.String(), title: Type.String(), level: Type.Integer({ minimum: 1 }) },
    { title: 'OutlineEntryWire' },
  ),
);

/** ArticleTextWire: an article's text in one language (title, abstract, keywords, body, outline). */
export const ArticleTextSchema = wire<ArticleTextWire>()(
  Type.Object(
    {
      lang: Type.String({ description: 'zh | en | ...' }),
      isOriginal: Type.Boolean({ description: 'true for the language the article was written in' }),
      title: Type.String(),
      subtitle: NullableString(),
      abstractHtml: NullableString('sanitized HTML'),
      keywords: Type.Array(Type.String()),
      bodyHtml: NullableString('sanitized HTML'),
      outline: Type.Array(OutlineEntrySchema),
    },
    { title: 'ArticleTextWire' },
  ),
);

/** ResourceWire: a figure, table, video, audio or other resource of an article (SPEC §3 resource types). */
export const ResourceSchema = wire<ResourceWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      articleId: Type.Integer(),
      kind: StringEnum(
        ['figure', 'table', 'video', 'audio', 'other'],
        'SPEC §3: figure 25, video 29, audio 28, other 0',
      ),
      jatsId: NullableString(),
      label: NullableString(),
      captionHtml: NullableString('sanitized HTML'),
      captionText: NullableString(),
      href: NullableString(),
      mime: NullableString(),
      fileUrl: NullableString('URL of the stored file'),
      tableHtml: NullableString('sanitized HTML of a table'),
      sort: Type.Integer(),
    },
    { title: 'ResourceWire', description: 'Resource of an article (SPEC §3 resource types)' },
  ),
);

const articleSummaryProperties = {
  id: Type.Integer(),
  doi: NullableString(),
  publicationId: Type.Integer(),
  issueId: NullableInteger(),
  originalLanguage: Type.String(),
  titles: Type.Array(Type.Object({ lang: Type.String(), title: Type.String() }), { description: 'title per language' }),
  authors: Type.Array(Type.String(), { description: "authors' display names, in order" }),
  columnZh: NullableString(),
  columnEn: NullableString(),
  articleType: NullableString('JATS article-type'),
  fpage: NullableString(),
  lpage: NullableString(),
  elocationId: NullableString(),
  publishedDate: NullableString('YYYY-MM-DD'),
  publicationType: Type.Integer({ description: 'SPEC §9: 0 formal, 1 online first' }),
  openAccess: Type.Integer({ description: 'SPEC §9: 0 open access, 1 not' }),
  versionLabel: Type.Integer(),
  views: Type.Integer({ minimum: 0 }),
  downloads: Type.Integer({ minimum: 0 }),
  citations: Type.Integer({ minimum: 0 }),
  demo: Type.Boolean(),
};

/** ArticleSummaryWire: an article in lists (tables of contents, home modules): titles, authors' names, no body. */
export const ArticleSummarySchema = wire<ArticleSummaryWire>()(
  Type.Object(articleSummaryProperties, {
    title: 'ArticleSummaryWire',
    description: "Article in lists: titles per language, authors' display names, no body",
  }),
);

/** ArticleDetailWire: the whole article (SPEC §7 GET /front/front-article/{id}; also by DOI). */
export const ArticleDetailSchema = wire<ArticleDetailWire>()(
  Type.Object(
    {
      ...articleSummaryProperties,
      ids: Type.Record(Type.String(), Type.String(), {
        description: 'identifiers by type (doi, pmid, publisher-id...)',
      }),
      texts: Type.Array(ArticleTextSchema, { description: 'one per language' }),
      contributors: Type.Array(ContributorSchema),
      affiliations: Type.Array(AffiliationSchema),
      references: Type.Array(ReferenceSchema),
      receivedDate: NullableString('YYYY-MM-DD'),
      acceptedDate: NullableString('YYYY-MM-DD'),
      licenseUrl: NullableString(),
      licenseText: NullableString(),
      resources: Type.Array(ResourceSchema),
    },
    { title: 'ArticleDetailWire', description: 'Article detail (SPEC §7 article): texts, contributors, references' },
  ),
);

/** Page<ArticleSummaryWire>: a page of the article list (SPEC §7 article search), page from 0. */
export const ArticlePageSchema = wire<Page<ArticleSummaryWire>>()(
  Type.Object(pageProperties(ArticleSummarySchema), { title: 'Page<ArticleSummaryWire>' }),
);
