/**
 * The closed value lists of the wire that its TypeBox schemas (wire-schemas/) use: site types, search types and
 * fields, session methods, album tabs, subscription types, frequencies and statuses, ranking metrics and windows, member resource
 * types. They live in a module of their own that imports nothing, so the schemas and the contract modules that export
 * the schemas' static types (and re-export these lists) never import each other in a circle.
 */

/** Resource types searchable (docs/product/search.md#search-types-and-result-pages; ids: article 428, publication -3, figure 25, table, video 29, audio 28, news -2, other 0). */
export const SEARCH_TYPES = ['article', 'publication', 'figure', 'table', 'video', 'audio', 'news', 'other'] as const;
/** One of {@link SEARCH_TYPES}. */
export type SearchType = (typeof SEARCH_TYPES)[number];
/**
 * Field dropdown values (docs/product/search.md#fields): article title|keyword|author|institution|abstract|doi; journal
 * title|sponsor|cn|issn; figure and table caption|label|articleTitle; `all` searches every field of the type.
 */
export const SEARCH_FIELDS = [
  'all',
  'title',
  'keyword',
  'author',
  'institution',
  'abstract',
  'doi',
  'sponsor',
  'cn',
  'issn',
  'caption',
  'label',
  'articleTitle',
] as const;
/** One of {@link SEARCH_FIELDS}. */
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** How a session began (member_sessions.method); `handover`: a hand-over code (docs/product/members.md#token-hand-over). */
export const SESSION_METHODS = ['password', 'sms', 'register', 'oidc', 'handover'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** The album tabs, in the order of docs/product/content.md#albums. */
export const ALBUM_TABS = ['article', 'journal', 'audio', 'video'] as const;
/** One of {@link ALBUM_TABS}. */
export type AlbumTab = (typeof ALBUM_TABS)[number];

/** The subscription types (docs/product/alerts.md#subscription-types): a journal's new issue, its online-first articles, keywords (';'), a column. */
export const SUBSCRIPTION_TYPES = ['current', 'onlineFirst', 'keywords', 'column'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
/** How often a subscription is mailed: at once, or in a daily or weekly digest. */
export const SUBSCRIPTION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
/** A subscription mails (active) or waits (paused: matches made meanwhile are dropped, never mailed later). */
export const SUBSCRIPTION_STATUSES = ['active', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What a member can keep, by resource-type id (docs/product/content.md#resource-types): 428 article, 25 figure, 'table'
 * (tables have a label, no number: the same value as search's SEARCH_TYPE_IDS.table), 29 video, 28 audio, -2 news, -3 journal.
 */
export type MemberResourceType = 428 | 25 | 'table' | 29 | 28 | -2 | -3;

/** What a ranking orders by (docs/product/usage.md#rankings): views (abstract views), downloads, citations in the portal. */
export const RANK_METRICS = ['views', 'downloads', 'citations'] as const;
export type RankMetric = (typeof RANK_METRICS)[number];
/** Ranking windows (docs/product/usage.md#rankings): the last 3 or 6 months, 1, 2 or 3 years, or all time. */
export const RANK_WINDOWS = ['3m', '6m', '1y', '2y', '3y', 'all'] as const;
export type RankWindow = (typeof RANK_WINDOWS)[number];

/** Site types: one journal (single), several journals (group), the aggregate portal (all). */
export const SITE_TYPES = ['single', 'group', 'all'] as const;
/** One of {@link SITE_TYPES}. */
export type SiteType = (typeof SITE_TYPES)[number];
