/**
 * Builds a COUNTER R5.1 Standard View from the stored counts (docs/product/usage.md#counter-reports-sushi): groups
 * the article-months of {@link UsageRow} into report items (the platform, a journal, a journal per Access_Type or
 * YOP, or an article under its journal) and their monthly metrics, with zero usage left out as CoP R5.1 section 3.3.10
 * ("Zero Usage") asks; PR_P1 adds the platform's searches as its Data_Type Platform part. The result feeds the JSON form (json.ts) and the tabular form (tsv.ts).
 */
import { type AccessType, metricsOf } from './access.js';
import type { CounterMetric, ReportDef } from './reports.js';

/** One article's stored counts in one month, with the attributes its report items need. */
export interface UsageRow {
  articleId: number;
  publicationId: number;
  /** 'YYYY-MM'. */
  month: string;
  views: number;
  downloads: number;
  /** Session-unique counts (codes 4 and 5, counter/access.ts StoredMonth). */
  uniqueInvestigations: number;
  uniqueDownloads: number;
  fullText: boolean;
  access: AccessType;
  /** Year of publication as 4 digits ('9999' online first, '0001' unknown). */
  yop: string;
}

/** A journal as report items describe it. */
export interface JournalInfo {
  id: number;
  title: string;
  publisher: string;
  /** Print ISSN, when it has the ISSN form. */
  issn: string | null;
  /** Online ISSN, when it has the ISSN form. */
  eissn: string | null;
  /** The journal's code (publications.code), its proprietary id. */
  code: string;
}

/** An article as IR_A1 describes it. */
export interface ArticleInfo {
  id: number;
  publicationId: number;
  title: string;
  doi: string | null;
  /** 'YYYY-MM-DD' or null. */
  publishedDate: string | null;
  /** NISO JAV code (access.ts articleVersionOf). */
  version: string;
  /** Up to three authors with their ORCID iD. */
  authors: { name: string; orcid: string | null }[];
}

/** Counts per month of one metric ('YYYY-MM' → n > 0). */
export type MonthCounts = Map<string, number>;

/** One Attribute_Performance of an item: its attribute (Access_Type, YOP or Data_Type) and metrics. */
export interface Part {
  attribute: { name: 'Access_Type' | 'YOP' | 'Data_Type'; value: string } | null;
  metrics: Map<string, MonthCounts>;
}

/** One report item: what it is (the platform, a journal or an article) and its parts, sorted. */
export interface BuiltItem {
  kind: 'platform' | 'journal' | 'article';
  journal: JournalInfo | null;
  article: ArticleInfo | null;
  parts: Part[];
}

/** What {@link buildItems} needs besides the rows. */
export interface BuildInput {
  def: ReportDef;
  rows: readonly UsageRow[];
  /** Searches of the platform per month (PR_P1's Searches_Platform; ignored by the other reports). */
  searches?: MonthCounts;
  journals: ReadonlyMap<number, JournalInfo>;
  articles: ReadonlyMap<number, ArticleInfo>;
}

/** Adds `row`'s counted metrics into `metrics` (only the report's metrics, only counts above 0). */
function addMetrics(def: ReportDef, metrics: Map<string, MonthCounts>, row: UsageRow): void {
  const counted: Partial<Record<CounterMetric, number>> = metricsOf(row);
  for (const name of def.counted) {
    const n = counted[name];
    if (!n) continue;
    const months = metrics.get(name) ?? new Map<string, number>();
    months.set(row.month, (months.get(row.month) ?? 0) + n);
    metrics.set(name, months);
  }
}

/** The attribute of a row's part in `def`'s items. */
function attributeOf(def: ReportDef, row: UsageRow): Part['attribute'] {
  switch (def.shape) {
    case 'platform':
      return { name: 'Data_Type', value: 'Journal' };
    case 'titleByAccess':
    case 'item':
      return { name: 'Access_Type', value: row.access };
    case 'titleByYop':
      return { name: 'YOP', value: row.yop };
    default:
      return null;
  }
}

/** Orders parts: Access_Type Controlled before Open, YOP newest first. */
function byAttribute(a: Part, b: Part): number {
  const x = a.attribute?.value ?? '';
  const y = b.attribute?.value ?? '';
  return a.attribute?.name === 'YOP' ? y.localeCompare(x) : x.localeCompare(y);
}

/**
 * The report items of `input.def` (items without usage left out), ordered by journal title, then article title; a
 * row of an article or journal missing from the maps is left out (deleted since it was counted).
 */
export function buildItems(input: BuildInput): BuiltItem[] {
  const { def } = input;
  const items = new Map<string, BuiltItem & { partsBy: Map<string, Part> }>();
  for (const row of input.rows) {
    if (def.controlledOnly && row.access !== 'Controlled') continue;
    const journal = input.journals.get(row.publicationId) ?? null;
    const article = def.shape === 'item' ? (input.articles.get(row.articleId) ?? null) : null;
    if (def.shape !== 'platform' && !journal) continue;
    if (def.shape === 'item' && !article) continue;
    const key =
      def.shape === 'platform' ? 'platform' : def.shape === 'item' ? `a${row.articleId}` : `j${row.publicationId}`;
    let item = items.get(key);
    if (!item) {
      const kind = def.shape === 'platform' ? 'platform' : def.shape === 'item' ? 'article' : 'journal';
      item = { kind, journal: kind === 'platform' ? null : journal, article, parts: [], partsBy: new Map() };
      items.set(key, item);
    }
    const attribute = attributeOf(def, row);
    const partKey = attribute?.value ?? '';
    let part = item.partsBy.get(partKey);
    if (!part) {
      part = { attribute, metrics: new Map() };
      item.partsBy.set(partKey, part);
      item.parts.push(part);
    }
    addMetrics(def, part.metrics, row);
  }
  if (def.shape === 'platform' && def.counted.includes('Searches_Platform') && input.searches?.size) {
    const item: BuiltItem & { partsBy: Map<string, Part> } = items.get('platform') ?? {
      kind: 'platform',
      journal: null,
      article: null,
      parts: [],
      partsBy: new Map(),
    };
    const searches = new Map<string, MonthCounts>([['Searches_Platform', new Map(input.searches)]]);
    item.parts.push({ attribute: { name: 'Data_Type', value: 'Platform' }, metrics: searches });
    items.set('platform', item);
  }
  const out: BuiltItem[] = [];
  for (const { partsBy: _, ...item } of items.values()) {
    const parts = item.parts.filter((p) => p.metrics.size > 0).sort(byAttribute);
    if (parts.length) out.push({ ...item, parts });
  }
  const name = (i: BuiltItem) =>
    `${i.journal?.title ?? ''}\u0000${i.article?.title ?? ''}\u0000${i.article?.id ?? i.journal?.id ?? 0}`;
  return out.sort((a, b) => name(a).localeCompare(name(b)));
}
