/**
 * TypeBox schemas of the usage wire shapes (rc-pub/src/contract/usage.ts; statistics and /front/rank, docs/product/usage.md).
 * The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { RANK_METRICS, RANK_WINDOWS } from '../enums.js';
import { ArticleSummarySchema } from './article.js';
import { NullableInteger, NullableString, StringEnum } from './common.js';

const count = (description: string) => Type.Integer({ minimum: 0, description });

/** RecordUsageWire: whether an event counted. */
export const RecordUsageSchema = Type.Object(
  {
    counted: Type.Boolean({
      description: 'false when left out: a crawler, or the same reader, article and metric within 30 s (COUNTER R5)',
    }),
  },
  { title: 'RecordUsageWire' },
);

/**
 * recordUsage's answer: `counted` false when the event was left out (a crawler's user agent, or a double click: the
 * same reader, article and metric within 30 s). Counted events reach the database within the flush interval.
 */
export type RecordUsageWire = Static<typeof RecordUsageSchema>;

/** UsageMonthWire: one UTC month of counts. */
export const UsageMonthSchema = Type.Object(
  {
    month: Type.String({ description: "calendar month (UTC), 'YYYY-MM'" }),
    abstractViews: count('abstract (article page) views'),
    fulltextViews: count('full-text views'),
    downloads: count('file downloads'),
  },
  { title: 'UsageMonthWire' },
);

/** One calendar month (UTC) of an article's counts. `month` is 'YYYY-MM'. */
export type UsageMonthWire = Static<typeof UsageMonthSchema>;

/** ArticleUsageWire: an article's totals, cited-by count and last 12 months. */
export const ArticleUsageSchema = Type.Object(
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
);

/**
 * An article's usage (docs/product/usage.md#article-usage): all-time totals, the number of portal articles citing it (`citedBy`), and
 * the last 12 months oldest first (months without counts included as zeros). Counts still in the write buffer are
 * included.
 */
export type ArticleUsageWire = Static<typeof ArticleUsageSchema>;

/** RankEntryWire: one place of a ranking. */
export const RankEntrySchema = Type.Object(
  {
    rank: Type.Integer({ minimum: 1, description: '1-based place' }),
    count: count('views, downloads or citations within the window'),
    article: ArticleSummarySchema,
  },
  { title: 'RankEntryWire' },
);

/** One place of a ranking: 1-based `rank`, the `count` in the window, the article. */
export type RankEntryWire = Static<typeof RankEntrySchema>;

/** RankWire: a ranking of a site's or a journal's articles. */
export const RankSchema = Type.Object(
  {
    siteId: Type.Integer({ description: 'the site whose journals are ranked' }),
    publicationId: NullableInteger('the journal ranked; null: every journal of the site'),
    metric: StringEnum(RANK_METRICS, 'views (abstract views), downloads or citations'),
    window: StringEnum(RANK_WINDOWS, 'ranking window (docs/product/usage.md#rankings)'),
    from: NullableString('first UTC day counted (ISO date); null for all'),
    entries: Type.Array(RankEntrySchema, { description: 'most first; articles with a count of 0 left out' }),
  },
  { title: 'RankWire', description: 'A ranking (/front/rank, docs/product/usage.md#rankings)' },
);

/**
 * A ranking (docs/product/usage.md#rankings): the site's journals (`publicationId` null; a group's or the aggregate site's
 * journals) or one journal. `from`: first UTC day counted (ISO date), null for window 'all'. Articles with a count of
 * 0 are not ranked.
 */
export type RankWire = Static<typeof RankSchema>;
