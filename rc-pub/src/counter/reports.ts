/**
 * The COUNTER R5.1 Standard Views this platform serves (docs/product/usage.md#counter-reports-sushi) with what the
 * Code of Practice fixes for each (CoP R5.1 section 4: name, pre-set filters, Metric_Types) and which of them apply to
 * a journal platform. Every applicable metric is counted (docs/product/usage.md#counter-metrics); Unique_Title_* apply
 * to books only (CoP R5.1 section 7.4), so PR_P1 lists Unique_Title_Requests in its filters and reports none.
 */
import type { CountedMetrics } from './access.js';

/** A metric a report can carry: an item metric of {@link CountedMetrics} or PR_P1's Searches_Platform. */
export type CounterMetric = keyof CountedMetrics | 'Searches_Platform';

/** Lower-case report ids, as in the paths `/r51/reports/{id}`. */
export const REPORT_IDS = ['pr_p1', 'tr_j1', 'tr_j3', 'tr_j4', 'ir_a1'] as const;

/** A served report's path id. */
export type ReportPathId = (typeof REPORT_IDS)[number];

/** How a report's items are built. */
export type ReportShape = 'platform' | 'title' | 'titleByAccess' | 'titleByYop' | 'item';

/** One Standard View. */
export interface ReportDef {
  /** Report_ID, e.g. TR_J1. */
  id: string;
  /** Report_Name as the Code of Practice writes it. */
  name: string;
  /** Report_Description of the report list. */
  description: string;
  /** The Metric_Types of the Standard View (Report_Filters.Metric_Type; the tabular Metric_Types row). */
  metricTypes: readonly string[];
  /** Of those, the ones that apply to journal content (all but Unique_Title_*), in the order of {@link metricTypes}. */
  counted: readonly CounterMetric[];
  /** The pre-set filters besides Metric_Type, in the header's order (JSON arrays; tabular `name=a|b`). */
  filters: Readonly<Record<string, readonly string[]>>;
  /** Only Controlled usage (TR_J1, TR_J4). */
  controlledOnly: boolean;
  shape: ReportShape;
}

/** The Standard Views by path id. */
export const REPORTS: Readonly<Record<ReportPathId, ReportDef>> = {
  pr_p1: {
    id: 'PR_P1',
    name: 'Platform Usage',
    description:
      'Platform-level usage summarized by Metric_Type: the searches run on the platform, and the Total_Item_Requests ' +
      'and Unique_Item_Requests of journal content (all Access_Types). Unique_Title_Requests apply to books only; ' +
      'this platform has none.',
    metricTypes: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
    counted: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Access_Method: ['Regular'] },
    controlledOnly: false,
    shape: 'platform',
  },
  tr_j1: {
    id: 'TR_J1',
    name: 'Journal Requests (Controlled)',
    description:
      'Usage of journal content, excluding Open and Free_To_Read content, as Total_Item_Requests and ' +
      'Unique_Item_Requests per journal.',
    metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'],
    counted: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    controlledOnly: true,
    shape: 'title',
  },
  tr_j3: {
    id: 'TR_J3',
    name: 'Journal Usage by Access Type',
    description:
      'Usage of journal content broken down by Access_Type (Controlled and Open), as Total_Item_Investigations, ' +
      'Total_Item_Requests, Unique_Item_Investigations and Unique_Item_Requests per journal.',
    metricTypes: [
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Unique_Item_Investigations',
      'Unique_Item_Requests',
    ],
    counted: ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Method: ['Regular'] },
    controlledOnly: false,
    shape: 'titleByAccess',
  },
  tr_j4: {
    id: 'TR_J4',
    name: 'Journal Requests by YOP (Controlled)',
    description:
      'Usage of journal content, excluding Open and Free_To_Read content, broken down by year of publication (YOP), ' +
      'as Total_Item_Requests and Unique_Item_Requests per journal.',
    metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'],
    counted: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    controlledOnly: true,
    shape: 'titleByYop',
  },
  ir_a1: {
    id: 'IR_A1',
    name: 'Journal Article Requests',
    description:
      'Journal article requests at the article level, all Access_Types, as Total_Item_Requests and ' +
      'Unique_Item_Requests per article with its journal.',
    metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'],
    counted: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Article'], Access_Method: ['Regular'] },
    controlledOnly: false,
    shape: 'item',
  },
};

/** The served report of a path id (any case), or null. */
export function reportOf(pathId: string): ReportDef | null {
  const id = pathId.toLowerCase();
  return (REPORT_IDS as readonly string[]).includes(id) ? REPORTS[id as ReportPathId] : null;
}

/** The path of a report in the COUNTER_SUSHI API, e.g. `/r51/reports/tr_j1`. */
export function reportPath(def: ReportDef): string {
  return `/r51/reports/${def.id.toLowerCase()}`;
}
