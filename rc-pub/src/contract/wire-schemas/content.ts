/**
 * TypeBox schemas of the journal, issue and news wire shapes (rc-pub/src/contract/wire.ts; SPEC §3 publication
 * basic info and periods, §7 publication, period and news calls). Each is proved against its interface with
 * {@link wire}. Dates are ISO `YYYY-MM-DD` strings, timestamps ISO 8601.
 */
import { Type } from 'typebox';
import type {
  BasicInfoWire,
  IssueWire,
  IssueYearWire,
  NewsDetailWire,
  NewsWire,
  Page,
  PublicationWire,
} from '../wire.js';
import { Nullable, NullableInteger, NullableString, pageProperties, wire } from './common.js';

/** PublicationWire: a journal; `siteSld` is the single site that serves it, when there is one. */
export const PublicationSchema = wire<PublicationWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      code: Type.String(),
      titleZh: Type.String(),
      titleEn: Type.String(),
      abbrev: NullableString(),
      issn: NullableString(),
      eissn: NullableString(),
      cn: NullableString(),
      publisherZh: NullableString(),
      publisherEn: NullableString(),
      sponsorZh: NullableString(),
      sponsorEn: NullableString(),
      descriptionZh: NullableString(),
      descriptionEn: NullableString(),
      language: Type.String(),
      coverUrl: NullableString(),
      indexed: NullableString('indexing databases'),
      groupType: Type.Integer(),
      demo: Type.Boolean(),
      siteId: NullableInteger('the single site serving the journal'),
      siteSld: NullableString('sld of that site'),
      articleCount: Type.Integer({ minimum: 0 }),
      issueCount: Type.Integer({ minimum: 0 }),
    },
    { title: 'PublicationWire', description: 'Journal, with its serving single site and counts' },
  ),
);

/** BasicInfoWire: publication basic info (SPEC §3): for a single site its journal, else a null publication. */
export const BasicInfoSchema = wire<BasicInfoWire>()(
  Type.Object(
    {
      id: NullableInteger(),
      indexed: NullableString(),
      groupType: Type.Integer(),
      publication: Nullable(PublicationSchema),
    },
    { title: 'BasicInfoWire', description: 'Publication basic info (SPEC §3); publication null unless a single site' },
  ),
);

/** IssueWire: an issue (SPEC "period"). */
export const IssueSchema = wire<IssueWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      publicationId: Type.Integer(),
      year: NullableInteger(),
      volume: Type.String(),
      number: Type.String(),
      pubDate: NullableString('YYYY-MM-DD'),
      titleZh: NullableString(),
      titleEn: NullableString(),
      coverUrl: NullableString(),
      onlineFirst: Type.Boolean(),
      articleCount: Type.Integer({ minimum: 0 }),
    },
    { title: 'IssueWire', description: 'Issue (SPEC "period")' },
  ),
);

/** IssueYearWire: the issues of one year (SPEC §3 period groups), newest first. */
export const IssueYearSchema = wire<IssueYearWire>()(
  Type.Object(
    { year: NullableInteger(), periods: Type.Array(IssueSchema) },
    { title: 'IssueYearWire', description: 'Period group (SPEC §3): issues of one year, newest first' },
  ),
);

/** data of GET /front/front-period/journalData (SPEC §7 journal data): IssueYearWire[] with groupByYear, else IssueWire[]. */
export const JournalDataSchema = wire<IssueYearWire[] | IssueWire[]>()(
  Type.Union([Type.Array(IssueYearSchema), Type.Array(IssueSchema)], {
    title: 'IssueYearWire[] | IssueWire[]',
    description: 'issues grouped by year (groupByYear=true) or a flat list, newest first',
  }),
);

const newsProperties = {
  id: Type.Integer(),
  siteId: Type.Integer(),
  newsDataType: Type.String(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  summaryZh: NullableString(),
  summaryEn: NullableString(),
  topPictureUrl: NullableString(),
  topPictureId: NullableInteger('file id'),
  pictureUrl: NullableString(),
  coverId: NullableInteger('file id'),
  original: Type.Integer(),
  sourceLink: NullableString(),
  isTop: Type.Boolean(),
  publishedAt: Type.String({ description: 'ISO 8601 timestamp' }),
  demo: Type.Boolean(),
};

/** NewsWire: a news item without its body (SPEC §3). */
export const NewsSchema = wire<NewsWire>()(
  Type.Object(newsProperties, { title: 'NewsWire', description: 'News item (SPEC §3)' }),
);

/** NewsDetailWire: a news item with its body (HTML per language). */
export const NewsDetailSchema = wire<NewsDetailWire>()(
  Type.Object(
    { ...newsProperties, contentZh: NullableString('HTML'), contentEn: NullableString('HTML') },
    { title: 'NewsDetailWire', description: 'News item with its body' },
  ),
);

/** Page<NewsWire>: a page of news, newest first. */
export const NewsPageSchema = wire<Page<NewsWire>>()(
  Type.Object(pageProperties(NewsSchema), { title: 'Page<NewsWire>' }),
);
