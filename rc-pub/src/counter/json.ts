/**
 * The JSON form of a COUNTER R5.1 Standard View (COUNTER_SUSHI API R5.1 schemas `TR_J1`, `TR_J3`, `TR_J4`, `IR_A1`,
 * `PR_P1`; docs/product/usage.md#counter-reports-sushi): the Report_Header and the Report_Items built by build.ts.
 */
import type { BuiltItem, JournalInfo, MonthCounts, Part } from './build.js';
import { firstDay, lastDay } from './dates.js';
import type { CounterExceptionJson } from './exceptions.js';
import type { Platform } from './platform.js';
import type { ReportDef } from './reports.js';

type Json = Record<string, unknown>;

/** Everything a report header says besides the report definition. */
export interface HeaderInput {
  def: ReportDef;
  platform: Platform;
  /** Institution_Name: always "The World" here (usage is not attributed to institutions). */
  institutionName: string;
  /** The customer_id of the request (0000000000000000 for The World). */
  customerId: string;
  /** First and last month, 'YYYY-MM'. */
  begin: string;
  end: string;
  /** The request's `platform` parameter when it named this platform (then a Platform filter). */
  platformFilter: string | null;
  exceptions: readonly CounterExceptionJson[];
  created: Date;
}

/** RFC 3339 date-time without fractions, e.g. 2026-11-29T14:37:15Z. */
export function createdText(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

/** The Report_Filters of a header: Metric_Type, the period, the Standard View's pre-set filters, Platform. */
export function reportFilters(h: HeaderInput): Json {
  return {
    Metric_Type: [...h.def.metricTypes],
    Begin_Date: firstDay(h.begin),
    End_Date: lastDay(h.end),
    ...Object.fromEntries(Object.entries(h.def.filters).map(([k, v]) => [k, [...v]])),
    ...(h.platformFilter ? { Platform: h.platformFilter } : {}),
  };
}

/** The Report_Header (Base_Report_Header of the COUNTER_SUSHI API; no Registry record: empty Registry_Record). */
export function reportHeader(h: HeaderInput): Json {
  return {
    Report_Name: h.def.name,
    Report_ID: h.def.id,
    Release: '5.1',
    Institution_Name: h.institutionName,
    Institution_ID: { Proprietary: [`${h.platform.namespace}:${h.customerId}`] },
    Report_Filters: reportFilters(h),
    ...(h.exceptions.length ? { Exceptions: h.exceptions.map((e) => ({ ...e })) } : {}),
    Created: createdText(h.created),
    Created_By: h.platform.name,
    Registry_Record: '',
  };
}

const ISSN = /^\d{4}-\d{3}[\dX]$/;
const DOI = /^10\.[1-9][0-9]{2}[0-9.]*\/.+$/;

/** Item_ID of a journal: its ISSNs (when well formed) and its code as proprietary id. */
export function journalItemId(j: JournalInfo, p: Platform): Json {
  return {
    ...(j.issn && ISSN.test(j.issn) ? { Print_ISSN: j.issn } : {}),
    ...(j.eissn && ISSN.test(j.eissn) ? { Online_ISSN: j.eissn } : {}),
    Proprietary: `${p.namespace}:${j.code}`,
  };
}

/** True when `doi` has the form COUNTER accepts (10.NNN…/suffix). */
export function isCounterDoi(doi: string | null): doi is string {
  return doi !== null && DOI.test(doi);
}

function counts(months: MonthCounts): Json {
  return Object.fromEntries([...months].sort(([a], [b]) => a.localeCompare(b)));
}

function performance(def: ReportDef, part: Part): Json {
  const out: Json = {};
  for (const name of def.counted) {
    const months = part.metrics.get(name);
    if (months?.size) out[name] = counts(months);
  }
  return out;
}

function attributePerformance(def: ReportDef, parts: Part[]): Json[] {
  return parts.map((p) => ({
    ...(p.attribute ? { [p.attribute.name]: p.attribute.value } : {}),
    Performance: performance(def, p),
  }));
}

/** One Report_Item of a title or platform report. */
function titleItem(def: ReportDef, item: BuiltItem, p: Platform): Json {
  if (item.kind === 'platform')
    return { Platform: p.name, Attribute_Performance: attributePerformance(def, item.parts) };
  const j = item.journal!;
  return {
    Title: j.title,
    Publisher: j.publisher,
    Platform: p.name,
    Item_ID: journalItemId(j, p),
    Attribute_Performance: attributePerformance(def, item.parts),
  };
}

/** One article of IR_A1 (Item_Report_Item). */
function articleItem(def: ReportDef, item: BuiltItem, p: Platform): Json {
  const a = item.article!;
  const authors = a.authors
    .filter((x) => x.name.trim().length >= 2)
    .map((x) => ({ Name: x.name.trim(), ...(x.orcid ? { ORCID: x.orcid } : {}) }));
  return {
    Item: a.title,
    Publisher: item.journal?.publisher ?? '',
    Platform: p.name,
    ...(authors.length ? { Authors: authors } : {}),
    ...(a.publishedDate ? { Publication_Date: a.publishedDate } : {}),
    Article_Version: a.version,
    Item_ID: { ...(isCounterDoi(a.doi) ? { DOI: a.doi } : {}), Proprietary: `${p.namespace}:${a.id}` },
    Attribute_Performance: attributePerformance(def, item.parts),
  };
}

/** The Report_Items of a built report: IR_A1's articles grouped under their journal (parent), others flat. */
export function reportItems(def: ReportDef, items: readonly BuiltItem[], p: Platform): Json[] {
  if (def.shape !== 'item') return items.map((i) => titleItem(def, i, p));
  const parents = new Map<number, Json & { Items: Json[] }>();
  for (const item of items) {
    const j = item.journal!;
    let parent = parents.get(j.id);
    if (!parent) {
      parent = { Title: j.title, Item_ID: journalItemId(j, p), Items: [] };
      parents.set(j.id, parent);
    }
    parent.Items.push(articleItem(def, item, p));
  }
  return [...parents.values()];
}
