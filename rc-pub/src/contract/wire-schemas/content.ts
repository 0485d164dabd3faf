/**
 * TypeBox schemas of the journal, issue and news wire shapes (rc-pub/src/contract/wire.ts; journals, issues and news in
 * docs/product/content.md, their calls in docs/product/calls-and-errors.md#path-catalogue). The wire types are their static types
 * (`Static<typeof …Schema>`), exported beside them. Dates are ISO `YYYY-MM-DD` strings, timestamps ISO 8601.
 */
import { type Static, Type } from 'typebox';
import { Nullable, NullableInteger, NullableString, pageProperties } from './common.js';

/** PublicationWire: a journal; `siteSld` is the single site that serves it, when there is one. */
export const PublicationSchema = Type.Object(
  {
    id: Type.Integer({ description: 'journal id' }),
    code: Type.String({ description: 'stable import key: ISSN or eISSN, else the JATS journal-id, else a demo key' }),
    titleZh: Type.String({ description: "journal title in Chinese ('' when none)" }),
    titleEn: Type.String({ description: "journal title in English ('' when none)" }),
    abbrev: NullableString('abbreviated title; null when none'),
    issn: NullableString('print ISSN (NNNN-NNNC); null when none'),
    eissn: NullableString('electronic ISSN (NNNN-NNNC); null when none'),
    cn: NullableString('Chinese serial number (CN), as printed; null when none'),
    publisherZh: NullableString('publisher in Chinese; null when none'),
    publisherEn: NullableString('publisher in English; null when none'),
    sponsorZh: NullableString('sponsor in Chinese; null when none'),
    sponsorEn: NullableString('sponsor in English; null when none'),
    descriptionZh: NullableString('description in Chinese; null when none'),
    descriptionEn: NullableString('description in English; null when none'),
    language: Type.String({ description: "language code of the journal (zh, en, ...): its articles' original one" }),
    coverUrl: NullableString('cover image URL (/rc-pub/front/files/get?id=…); null when no cover is stored'),
    indexed: NullableString('indexing databases joined by ";" (docs/product/content.md#journals); null when none'),
    groupType: Type.Integer({ description: 'groupType of the journal, as stored (0 by default)' }),
    demo: Type.Boolean({ description: 'true for a demo-only journal' }),
    siteId: NullableInteger('id of the single site serving the journal; null when none'),
    siteSld: NullableString('sld of that site; null when none'),
    siteIds: Type.Array(Type.Integer(), {
      description:
        'ids of every site that holds the journal, the preferred first: its single sites, then group sites, then the aggregate site (redirects)',
    }),
    articleCount: Type.Integer({ minimum: 0, description: 'number of its articles' }),
    issueCount: Type.Integer({ minimum: 0, description: 'number of its issues' }),
  },
  { title: 'PublicationWire', description: 'Journal, with its serving single site and counts' },
);

/** Journal. `siteSld` is the single site that serves it, when there is one. */
export type PublicationWire = Static<typeof PublicationSchema>;

/** BasicInfoWire: publication basic info (docs/product/content.md#publication-basic-info): for a single site its journal, else a null publication. */
export const BasicInfoSchema = Type.Object(
  {
    id: NullableInteger("id of a single site's journal (PublicationWire); null for other sites"),
    indexed: NullableString('indexing databases of that journal joined by ";"; null when none or no journal'),
    groupType: Type.Integer({
      description: "the site's groupType: 1 for an institutional group site (docs/product/sites-and-frame.md)",
    }),
    publication: Nullable(PublicationSchema, "a single site's journal; null for group and aggregate sites"),
  },
  {
    title: 'BasicInfoWire',
    description:
      'Publication basic info (docs/product/content.md#publication-basic-info); publication null unless a single site',
  },
);

/** Publication basic info (docs/product/content.md#publication-basic-info): for a single site its journal, else null publication. */
export type BasicInfoWire = Static<typeof BasicInfoSchema>;

/** IssueWire: an issue (wire name "period"). */
export const IssueSchema = Type.Object(
  {
    id: Type.Integer({ description: 'issue id' }),
    publicationId: Type.Integer({ description: 'id of its journal (PublicationWire)' }),
    year: NullableInteger('publication year; null when unknown'),
    volume: Type.String({ description: "volume as printed ('' when none)" }),
    number: Type.String({ description: "issue number as printed ('' when none)" }),
    pubDate: NullableString('publication date, YYYY-MM-DD; null when unknown'),
    titleZh: NullableString('issue title in Chinese; null when none'),
    titleEn: NullableString('issue title in English; null when none'),
    coverUrl: NullableString('cover image URL (/rc-pub/front/files/get?id=…); null when no cover is stored'),
    onlineFirst: Type.Boolean({ description: 'true for the online-first bucket (articles without volume or issue)' }),
    articleCount: Type.Integer({ minimum: 0, description: 'number of its articles' }),
  },
  { title: 'IssueWire', description: 'Issue (wire name "period")' },
);

/** Issue (wire name "period", docs/product/content.md#issues). */
export type IssueWire = Static<typeof IssueSchema>;

/** IssueYearWire: the issues of one year (docs/product/content.md#issues), newest first. */
export const IssueYearSchema = Type.Object(
  {
    year: NullableInteger('the year; null groups the issues without a year'),
    periods: Type.Array(IssueSchema, { description: 'issues of that year, newest first' }),
  },
  {
    title: 'IssueYearWire',
    description: 'Period group (docs/product/content.md#issues): issues of one year, newest first',
  },
);

/** Period groups (docs/product/content.md#issues): issues grouped by year, newest first. */
export type IssueYearWire = Static<typeof IssueYearSchema>;

/** data of GET /front/front-period/journalData (docs/product/calls-and-errors.md#journals-and-issues): IssueYearWire[] with groupByYear, else IssueWire[]. */
export const JournalDataSchema = Type.Union([Type.Array(IssueYearSchema), Type.Array(IssueSchema)], {
  title: 'IssueYearWire[] | IssueWire[]',
  description: 'issues grouped by year (groupByYear=true) or a flat list, newest first',
});

const newsProperties = {
  id: Type.Integer({ description: 'news id' }),
  siteId: Type.Integer({ description: 'id of the site (SiteWire) publishing it' }),
  newsDataType: Type.String({ description: 'news | announcement | dynamic | statement' }),
  titleZh: Type.String({ description: "title in Chinese ('' when none)" }),
  titleEn: Type.String({ description: "title in English ('' when none)" }),
  summaryZh: NullableString('summary in Chinese, plain text; null when none'),
  summaryEn: NullableString('summary in English, plain text; null when none'),
  topPictureUrl: NullableString(
    'top-banner image URL (first choice, docs/product/sites-and-frame.md#top-news-banner); null when none',
  ),
  topPictureId: NullableInteger('stored file id of the top-banner image (second choice); null when none'),
  pictureUrl: NullableString('picture URL (third choice for the top banner); null when none'),
  coverId: NullableInteger('stored file id of the cover (fourth choice for the top banner); null when none'),
  original: Type.Integer({
    description: 'news `original` flag, as stored (1 by default): 1 original, 0 reprint (docs/product/content.md#news)',
  }),
  sourceLink: NullableString('link to the original source; null when none'),
  isTop: Type.Boolean({ description: 'true for a top news item (listed by getTopNews)' }),
  publishedAt: Type.String({ description: 'publication time, ISO 8601 timestamp (UTC)' }),
  demo: Type.Boolean({ description: 'true for demo content' }),
};

/** NewsWire: a news item without its body (docs/product/content.md#news). */
export const NewsSchema = Type.Object(newsProperties, {
  title: 'NewsWire',
  description: 'News item (docs/product/content.md#news)',
});
/**
 * Wire shapes of the site's news and home modules (docs/product/content.md#news, front-news; the home modules of docs/product/sites-and-frame.md#home-page), beside the
 * content shapes of wire.ts; exported from the contract index like them.
 */
/** News item (docs/product/content.md#news). */
export type NewsWire = Static<typeof NewsSchema>;

/** NewsDetailWire: a news item with its body (HTML per language). */
export const NewsDetailSchema = Type.Object(
  {
    ...newsProperties,
    contentZh: NullableString('body in Chinese, HTML; null when none'),
    contentEn: NullableString('body in English, HTML; null when none'),
  },
  { title: 'NewsDetailWire', description: 'News item with its body' },
);

/** NewsDetailWire: the static type of {@link NewsDetailSchema}. */
export type NewsDetailWire = Static<typeof NewsDetailSchema>;

/** Page<NewsWire>: a page of news, newest first. */
export const NewsPageSchema = Type.Object(pageProperties(NewsSchema), { title: 'Page<NewsWire>' });
