/**
 * GraphQL enum values and the rc-pub wire values they stand for (GraphQL names follow the SCREAMING_SNAKE
 * convention; rc-pub, the resolvers and the web app's URLs keep the wire values).
 *
 * Each enum also keeps its previous names for one release, marked `@deprecated` in schema/*.graphql, so that older
 * clients, stored queries and third parties keep working. Those previous names are exactly the wire values (`article`,
 * `articleTitle`, `zh`, ...), so both the current and the deprecated name of a value map to the same wire string:
 * resolvers receive and return wire values only. Output always uses the current name (schema.ts,
 * `preferCurrentNames`).
 *
 * Read by the gateway's executable schema (graphql/resolvers/index.ts) and by codegen.ts (`enumValues`, so the
 * generated resolver types are the wire unions and the enum resolver maps must list every name with its wire value).
 * BoolOp is not here: its names (AND, OR, NOT) already are its wire values.
 */
import type {
  AlbumTab,
  ArticlePdfWire,
  CitationStyle,
  DownloadKind,
  Lang,
  MemberResourceType,
  ResourceWire,
  SearchAlternativeWire,
  SearchField,
  SearchSort,
  SearchType,
  SiteType,
  SmsPurpose,
  EmailCodePurpose,
  JournalListKind,
  SubscriptionFrequency,
  SubscriptionStatus,
  SubscriptionType,
  PageUsageMetric,
  RankMetric,
  RankWindow,
} from 'rc-pub/contract';

/** Current GraphQL name -> rc-pub wire value, per enum of the schema whose names differ from the wire. */
export const ENUM_WIRE_VALUES = {
  /** Interface languages (docs/product/sites-and-frame.md#languages). */
  Language: { ZH: 'zh', EN: 'en' },
  /** The site record's `type` (docs/product/sites-and-frame.md#sites-and-site-types). */
  SiteType: { SINGLE: 'single', GROUP: 'group', ALL: 'all' },
  /** Resource types of an article's resources (docs/product/content.md#figures-tables-and-media). */
  ResourceKind: { FIGURE: 'figure', TABLE: 'table', VIDEO: 'video', AUDIO: 'audio', OTHER: 'other' },
  /** Searchable resource types (docs/product/search.md#search-types-and-result-pages). */
  SearchType: {
    ARTICLE: 'article',
    PUBLICATION: 'publication',
    FIGURE: 'figure',
    TABLE: 'table',
    VIDEO: 'video',
    AUDIO: 'audio',
    NEWS: 'news',
    OTHER: 'other',
  },
  /** Search fields (the field dropdown, docs/product/search.md#fields). */
  SearchField: {
    ALL: 'all',
    TITLE: 'title',
    KEYWORD: 'keyword',
    AUTHOR: 'author',
    INSTITUTION: 'institution',
    ABSTRACT: 'abstract',
    DOI: 'doi',
    SPONSOR: 'sponsor',
    CN: 'cn',
    ISSN: 'issn',
    CAPTION: 'caption',
    LABEL: 'label',
    ARTICLE_TITLE: 'articleTitle',
  },
  /** Sort options (docs/product/search.md#sorting). */
  SearchSort: { RELEVANCE: 'relevance', DATE: 'date', VIEWS: 'views', DOWNLOADS: 'downloads', CITATIONS: 'citations' },
  /** Styles of 'How to cite' (rc-pub cite?style=). New , so it has no previous names. */
  CitationStyle: {
    GBT7714_NUMERIC: 'gbt7714-numeric',
    GBT7714_AUTHOR_DATE: 'gbt7714-author-date',
    APA: 'apa',
    VANCOUVER: 'vancouver',
    IEEE: 'ieee',
  },
  /** Why an SMS code is sent (rc-pub sendReceiverMessage `type`). New, so it has no previous names. */
  SmsPurpose: { REGISTER: 'register', LOGIN: 'login', RESET: 'reset', CHANGE_MOBILE: 'changeMobile' },
  /** Resource-type ids of what members keep (docs/product/content.md#resource-types; rc-pub MemberResourceType; 'table' has no number). */
  /** Subscription types and the alert settings (docs/product/alerts.md; rc-pub contract/alerts.ts). */
  SubscriptionType: { CURRENT: 'current', ONLINE_FIRST: 'onlineFirst', KEYWORDS: 'keywords', COLUMN: 'column' },
  SubscriptionFrequency: { IMMEDIATE: 'immediate', DAILY: 'daily', WEEKLY: 'weekly' },
  SubscriptionStatus: { ACTIVE: 'active', PAUSED: 'paused' },
  EmailCodePurpose: { SUBSCRIBE: 'subscribe', VERIFY_EMAIL: 'verifyEmail' },
  MemberResourceType: {
    ARTICLE: 428,
    FIGURE: 25,
    TABLE: 'table',
    VIDEO: 29,
    AUDIO: 28,
    NEWS: -2,
    JOURNAL: -3,
  },
  /** What a member's download was (rc-pub DownloadKind). */
  DownloadKind: { FILE: 'file', XML: 'xml', CITATION: 'citation' },
  /** The journal pages' article lists (rc-pub journalList `kind`). New, so it has no previous names. */
  JournalList: { ONLINE_FIRST: 'onlineFirst', ACCEPTED: 'accepted', COLUMN: 'column', CONFERENCE: 'conference' },
  /** Album tabs (docs/product/content.md#albums; rc-pub AlbumTab). New, so it has no previous names. */
  AlbumTab: { ARTICLE: 'article', JOURNAL: 'journal', AUDIO: 'audio', VIDEO: 'video' },
  /** Usage events of an article page and the rankings (rc-pub contract/usage.ts; docs/product/usage.md#rankings). */
  PageUsageMetric: { ABSTRACT: 'abstract', FULL_TEXT: 'fulltext' },
  RankMetric: { VIEWS: 'views', DOWNLOADS: 'downloads', CITATIONS: 'citations' },
  RankWindow: { MONTHS_3: '3m', MONTHS_6: '6m', YEAR_1: '1y', YEARS_2: '2y', YEARS_3: '3y', ALL: 'all' },
  /** Searches offered when one found nothing (docs/product/search.md, When nothing is found). New, no previous names. */
  SearchAlternativeKind: { ALL_FIELDS: 'allFields', FUZZY: 'fuzzy', DROP_RAREST: 'dropRarest' },
  /** Where an article's PDF comes from (docs/product/content.md#article-pdf; rc-pub ArticlePdfWire). New, no previous names. */
  PdfOrigin: { PACKAGE: 'package', RENDERED: 'rendered' },
} as const satisfies {
  Language: Record<string, Lang>;
  SiteType: Record<string, SiteType>;
  ResourceKind: Record<string, ResourceWire['kind']>;
  SearchType: Record<string, SearchType>;
  SearchField: Record<string, SearchField>;
  SearchSort: Record<string, SearchSort>;
  CitationStyle: Record<string, CitationStyle>;
  SmsPurpose: Record<string, SmsPurpose>;
  MemberResourceType: Record<string, MemberResourceType>;
  DownloadKind: Record<string, DownloadKind>;
  SubscriptionType: Record<string, SubscriptionType>;
  SubscriptionFrequency: Record<string, SubscriptionFrequency>;
  SubscriptionStatus: Record<string, SubscriptionStatus>;
  EmailCodePurpose: Record<string, EmailCodePurpose>;
  JournalList: Record<string, JournalListKind>;
  AlbumTab: Record<string, AlbumTab>;
  PageUsageMetric: Record<string, PageUsageMetric>;
  RankMetric: Record<string, RankMetric>;
  RankWindow: Record<string, RankWindow>;
  SearchAlternativeKind: Record<string, SearchAlternativeWire['kind']>;
  PdfOrigin: Record<string, ArticlePdfWire['origin']>;
};

/** The enums of {@link ENUM_WIRE_VALUES}. */
export type MappedEnum = keyof typeof ENUM_WIRE_VALUES;

/** An enum's current names plus its deprecated previous names (each the wire value itself), all to wire values. */
export type WithDeprecatedNames<M extends Readonly<Record<string, string | number>>> = M & {
  readonly [W in M[keyof M]]: W;
};

/** Enums added 's renaming: they never had other names, so they get no deprecated aliases. */
export const ENUMS_WITHOUT_PREVIOUS_NAMES = [
  'CitationStyle',
  'SmsPurpose',
  'MemberResourceType',
  'DownloadKind',
  'SubscriptionType',
  'SubscriptionFrequency',
  'SubscriptionStatus',
  'EmailCodePurpose',
  'JournalList',
  'AlbumTab',
  'PageUsageMetric',
  'RankMetric',
  'RankWindow',
  'SearchAlternativeKind',
  'PdfOrigin',
] as const satisfies readonly MappedEnum[];
type NewEnum = (typeof ENUMS_WITHOUT_PREVIOUS_NAMES)[number];

/** Every GraphQL name (current and deprecated) of every mapped enum -> its wire value: the enum resolver maps. */
export type EnumValueMaps = {
  readonly [E in MappedEnum]: E extends NewEnum
    ? (typeof ENUM_WIRE_VALUES)[E]
    : WithDeprecatedNames<(typeof ENUM_WIRE_VALUES)[E]>;
};

/** `map` plus, for each wire value, the deprecated name equal to it. */
function withDeprecatedNames<M extends Readonly<Record<string, string | number>>>(map: M): WithDeprecatedNames<M> {
  const out: Record<string, string | number> = { ...map };
  for (const wire of Object.values(map)) out[wire] = wire;
  return out as WithDeprecatedNames<M>;
}

/** The enum resolver maps (graphql-tools enum internal values) and codegen's explicit `enumValues`. */
export const ENUM_VALUE_MAPS = Object.fromEntries(
  Object.entries(ENUM_WIRE_VALUES).map(([name, map]) => [
    name,
    (ENUMS_WITHOUT_PREVIOUS_NAMES as readonly string[]).includes(name) ? map : withDeprecatedNames(map),
  ]),
) as EnumValueMaps;
