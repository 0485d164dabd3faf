/**
 * TypeBox schemas of the usage wire shapes (rc-pub/src/contract/usage.ts; statistics and /front/rank, docs/product/usage.md).
 * Each is proved against its interface with {@link wire}.
 */
import { Type } from 'typebox';
import {
  type ArticleUsageWire,
  RANK_METRICS,
  RANK_WINDOWS,
  type RankEntryWire,
  type RankWire,
  type RecordUsageWire,
  type UsageMonthWire,
} from '../usage.js';
import { ArticleSummarySchema } from './article.js';
import { NullableInteger, NullableString, StringEnum, wire } from './common.js';

const count = (description: string) => Type.Integer({ minimum: 0, description });

/** RecordUsageWire: whether an event counted. */
export const RecordUsageSchema = wire<RecordUsageWire>()(
  Type.Object(
    {
      counted: Type.Boolean({
        description: 'false when left out: a crawler, or the same reader, article and metric within 30 s (COUNTER R5)',
      }),
    },
    { title: 'RecordUsageWire' },
  ),
);

/** UsageMonthWire: one UTC month of counts. */
export const UsageMonthSchema = wire<UsageMonthWire>()(
  Type.Object(
    {
      month: Type.String({ description: "calendar month (UTC), 'YYYY-MM'" }),
      abstractViews: count('abstract (article page) views'),
      fulltextViews: count('full-text views'),
      downloads: count('file downloads'),
    },
    { title: 'UsageMonthWire' },
  ),
);

/** ArticleUsageWire: an article's totals, cited-by count and last 12 months. */
export const ArticleUsageSchema = wire<ArticleUsageWire>()(
  Type.Object(
    {
      articleId: Type.Integer({ description: 'the article counted' }),
      abstractViews: count('all-time abstract views'),
      fulltextViews: count('all-time full-text views'),
      downloads: count('all-time downloads'),
      citedBy: count('articles in the portal whose references carry this DOI'),
      xml: Type.Boolean({ description: 'the JATS XML can be downloaded (files/download?kind=xml&articleId=)' }),
      months: Type.Array(UsageMonthSchema, { description: 'the last 12 months, oldest first, zeros included' }),
    },
    { title: 'ArticleUsageWire', description: 'COUNTER R5 counts of an article (docs/product/usage.md#article-usage)' },
  ),
);

/** RankEntryWire: one place of a ranking. */
export const RankEntrySchema = wire<RankEntryWire>()(
  Type.Object(
    {
      rank: Type.Integer({ minimum: 1, description: '1-based place' }),
      count: count('views, downloads or citations within the window'),
      article: ArticleSummarySchema,
    },
    { title: 'RankEntryWire' },
  ),
);

/** RankWire: a ranking of a site's or a journal's articles. */
export const RankSchema = wire<RankWire>()(
  Type.Object(
    {
      siteId: Type.Integer({ description: 'the site whose journals are ranked' }),
      publicationId: NullableInteger('the journal ranked; null: every journal of the site'),
      metric: StringEnum(RANK_METRICS, 'views (abstract views), downloads or citations'),
      window: StringEnum(RANK_WINDOWS, 'ranking window (docs/product/usage.md#rankings)'),
      from: NullableString('first UTC day counted (ISO date); null for all'),
      entries: Type.Array(RankEntrySchema, { description: 'most first; articles with a count of 0 left out' }),
    },
    { title: 'RankWire', description: 'A ranking (/front/rank, docs/product/usage.md#rankings)' },
  ),
);
