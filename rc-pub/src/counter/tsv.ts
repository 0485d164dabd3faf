/**
 * The tabular form of a COUNTER R5.1 Standard View (CoP R5.1 section 3.2, "Formats for COUNTER Reports";
 * docs/product/usage.md#counter-reports-sushi): a UTF-8 TSV file with a byte order mark whose first 13 rows are the
 * header as name-value pairs, row 14 blank, then the column headings and one row per item, attribute and
 * Metric_Type, with Reporting_Period_Total and one column per month (`Jan-2026`). Rows are padded to the column count,
 * as the Code of Practice's samples are. Rows whose total is zero are not written.
 */
import type { BuiltItem, MonthCounts } from './build.js';
import { firstDay, lastDay, monthsBetween } from './dates.js';
import { exceptionText } from './exceptions.js';
import { createdText, type HeaderInput, isCounterDoi } from './json.js';
import type { ReportDef } from './reports.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The column heading of a month: 'Jan-2026'. */
export function monthHeading(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;
}

/** A cell: tabs and line breaks would break the table, so they become spaces. */
function cell(v: string | null | undefined): string {
  return (v ?? '').replace(/[\t\r\n]+/g, ' ');
}

/** The columns that describe an item, per report shape (CoP R5.1 section 4, each Standard View's layout). */
function describeColumns(def: ReportDef): string[] {
  if (def.shape === 'platform') return ['Platform', 'Data_Type'];
  const title = [
    'Title',
    'Publisher',
    'Publisher_ID',
    'Platform',
    'DOI',
    'Proprietary_ID',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
  ];
  if (def.shape === 'title') return title;
  if (def.shape === 'titleByAccess') return [...title, 'Access_Type'];
  if (def.shape === 'titleByYop') return [...title, 'YOP'];
  return [
    'Item',
    'Publisher',
    'Publisher_ID',
    'Platform',
    'Authors',
    'Publication_Date',
    'Article_Version',
    'DOI',
    'Proprietary_ID',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
    'Parent_Title',
    'Parent_Authors',
    'Parent_Article_Version',
    'Parent_DOI',
    'Parent_Proprietary_ID',
    'Parent_Print_ISSN',
    'Parent_Online_ISSN',
    'Parent_URI',
    'Access_Type',
  ];
}

/** The describing cells of one item and part, in {@link describeColumns} order. */
function describeCells(def: ReportDef, item: BuiltItem, attribute: string, h: HeaderInput): string[] {
  const ns = h.platform.namespace;
  if (def.shape === 'platform') return [h.platform.name, attribute];
  const j = item.journal!;
  const journal = [`${ns}:${j.code}`, j.issn ?? '', j.eissn ?? ''];
  if (def.shape !== 'item') {
    const cells = [j.title, j.publisher, '', h.platform.name, '', ...journal, ''];
    return def.shape === 'title' ? cells : [...cells, attribute];
  }
  const a = item.article!;
  const authors = a.authors.map((x) => (x.orcid ? `${x.name} (ORCID:${x.orcid})` : x.name)).join('; ');
  return [
    a.title,
    j.publisher,
    '',
    h.platform.name,
    authors,
    a.publishedDate ?? '',
    a.version,
    isCounterDoi(a.doi) ? a.doi : '',
    `${ns}:${a.id}`,
    '',
    '',
    '',
    j.title,
    '',
    '',
    '',
    ...journal,
    '',
    attribute,
  ];
}

/** The 13 header rows (CoP R5.1 Table 3.f). */
function headerRows(h: HeaderInput): [string, string][] {
  const filters = Object.entries(h.def.filters).map(([k, v]) => `${k}=${v.join('|')}`);
  if (h.platformFilter) filters.push(`Platform=${h.platformFilter}`);
  return [
    ['Report_Name', h.def.name],
    ['Report_ID', h.def.id],
    ['Release', '5.1'],
    ['Institution_Name', h.institutionName],
    ['Institution_ID', `${h.platform.namespace}:${h.customerId}`],
    ['Metric_Types', h.def.metricTypes.join('; ')],
    ['Report_Filters', filters.join('; ')],
    ['Report_Attributes', ''],
    ['Exceptions', h.exceptions.map(exceptionText).join('; ')],
    ['Reporting_Period', `Begin_Date=${firstDay(h.begin)}; End_Date=${lastDay(h.end)}`],
    ['Created', createdText(h.created)],
    ['Created_By', h.platform.name],
    ['Registry_Record', ''],
  ];
}

/** The TSV text of a report (with its byte order mark), lines ending in CRLF as spreadsheet programs write them. */
export function reportTsv(h: HeaderInput, items: readonly BuiltItem[]): string {
  const months = monthsBetween(h.begin, h.end);
  const columns = [...describeColumns(h.def), 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)];
  const pad = (cells: string[]) => [...cells, ...Array<string>(Math.max(0, columns.length - cells.length)).fill('')];
  const lines: string[][] = headerRows(h).map(([k, v]) => pad([k, cell(v)]));
  lines.push(pad([]), columns);
  for (const item of items)
    for (const part of item.parts)
      for (const metric of h.def.counted) {
        const counts: MonthCounts | undefined = part.metrics.get(metric);
        const total = [...(counts?.values() ?? [])].reduce((s, n) => s + n, 0);
        if (!total) continue;
        const describe = describeCells(h.def, item, part.attribute?.value ?? '', h).map(cell);
        lines.push([...describe, metric, String(total), ...months.map((m) => String(counts?.get(m) ?? 0))]);
      }
  return `\uFEFF${lines.map((l) => l.join('\t')).join('\r\n')}\r\n`;
}
