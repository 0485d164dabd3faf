/**
 * Verb: a COUNTER R5.1 Standard View (`GET /r51/reports/{pr_p1|tr_j1|tr_j3|tr_j4|ir_a1}`, JSON or TSV;
 * docs/product/usage.md#counter-reports-sushi) of the journals the requester may see, from the stored daily counts.
 * Request errors are Exceptions with their HTTP status, the lowest code first (CoP R5.1 Appendix D); what the report
 * differs in goes into its header: 3031 (end clamped to the last complete month), 3032 (begin before the first month
 * with usage), 3030 (no usage), 3040 (usage of the period recorded before sessions and searches were counted, so
 * without Unique_* metrics), 3050 (unknown parameters). PR_P1 adds the platform's searches of the requester's sites.
 */
import { articleVersionOf, orcidOf } from '../../counter/access.js';
import { type ArticleInfo, buildItems } from '../../counter/build.js';
import { WORLD_NAME } from '../../counter/customers.js';
import { firstDay, lastDay, type Period, parsePeriod } from '../../counter/dates.js';
import { CounterException, type CounterExceptionJson, exceptionJson } from '../../counter/exceptions.js';
import { type HeaderInput, reportHeader, reportItems } from '../../counter/json.js';
import { type ReportDef, reportOf } from '../../counter/reports.js';
import { reportTsv } from '../../counter/tsv.js';
import type { Contributor } from '../../db/schema/content.js';
import type { ServiceCtx } from '../../lib/context.js';
import { articleInfos, journalInfos, searchesByMonth, uniqueCoverage, usageRows } from '../../repositories/counter.js';
import { availableMonths } from './report-list.js';
import { checkRequester, type CounterParams, type Requester } from './requester.js';

/** The parameters a Standard View takes (COUNTER_SUSHI API R5.1); others are reported with Exception 3050. */
export const REPORT_PARAMS = ['customer_id', 'requestor_id', 'api_key', 'platform', 'begin_date', 'end_date'];

/** Input of {@link counterReport}. */
export interface ReportInput {
  /** The report id of the path, e.g. `tr_j1`. */
  reportId: string;
  params: CounterParams;
  /** The portal origin the request came through (the platform's name is its base domain). */
  origin: string;
  format: 'json' | 'tsv';
  now?: Date;
}

/** The answer: the JSON report, or the TSV text with a file name. */
export type ReportAnswer =
  | { format: 'json'; body: Record<string, unknown> }
  | { format: 'tsv'; body: string; filename: string };

/** Runs `fn`, collecting a CounterException instead of throwing it. */
async function attempt<T>(fn: () => Promise<T> | T, errors: CounterException[]): Promise<T | null> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof CounterException)) throw e;
    errors.push(e);
    return null;
  }
}

/** IR_A1's article descriptions of `ids`: version code and up to three distinct authors with ORCID iDs. */
async function articlesOf(ctx: ServiceCtx, ids: number[]): Promise<Map<number, ArticleInfo>> {
  const out = new Map<number, ArticleInfo>();
  for (const [id, { contributors, versionLabel, ...a }] of await articleInfos(ctx.db, ids)) {
    const names = new Set<string>();
    const authors: ArticleInfo['authors'] = [];
    for (const c of (Array.isArray(contributors) ? contributors : []) as Contributor[]) {
      const name = c.name?.trim() ?? '';
      if (c.role !== 'author' || name.length < 2 || names.has(name) || authors.length >= 3) continue;
      names.add(name);
      authors.push({ name, orcid: orcidOf(c.orcid) });
    }
    out.set(id, { ...a, version: articleVersionOf(versionLabel), authors });
  }
  return out;
}

/**
 * Exception 3040 when usage of the period was recorded before rc-pub counted sessions and searches: it has Total_*
 * metrics without their Unique_* ones (docs/product/usage.md#counter-metrics); null otherwise.
 */
async function partialData(
  ctx: ServiceCtx,
  def: ReportDef,
  q: { fromDay: string; toDay: string; publicationIds: number[] | null },
): Promise<CounterExceptionJson | null> {
  const missing = def.counted.filter((m) => m.startsWith('Unique_') || m === 'Searches_Platform');
  if (!missing.length) return null;
  const { since, earlier } = await uniqueCoverage(ctx.db, q);
  if (!earlier) return null;
  const what = `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not available for usage recorded before`;
  return exceptionJson(3040, since ? `${what} ${since}` : `${what} sessions were counted (none yet)`);
}

/** The report period within the months with usage, and the Exceptions that says (3032, 3030). */
async function periodWithin(
  ctx: ServiceCtx,
  who: Requester,
  period: Period,
  now: Date,
): Promise<{ begin: string; end: string; exceptions: CounterExceptionJson[]; empty: boolean }> {
  const months = await availableMonths(ctx, who.publicationIds, now);
  const exceptions = [...period.exceptions];
  if (!months.counted || months.first > period.end)
    return { begin: period.begin, end: period.end, exceptions: [...exceptions, exceptionJson(3030)], empty: true };
  if (period.begin >= months.first) return { begin: period.begin, end: period.end, exceptions, empty: false };
  exceptions.push(exceptionJson(3032, `usage is available from ${firstDay(months.first)}`));
  return { begin: months.first, end: period.end, exceptions, empty: false };
}

/**
 * The report, or null when `reportId` is no report of this service (the route answers 404).
 * @throws CounterException 1030 (customer_id, dates or api_key missing, another platform), 2010, 2020, 3020
 */
export async function counterReport({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: ReportInput;
}): Promise<ReportAnswer | null> {
  const def: ReportDef | null = reportOf(input.reportId);
  if (!def) return null;
  const now = input.now ?? new Date();
  const errors: CounterException[] = [];
  const who = await attempt(() => checkRequester(ctx, input.params, input.origin), errors);
  const period = await attempt(() => parsePeriod(input.params.begin_date, input.params.end_date, now), errors);
  if (!who || !period) throw errors.sort((a, b) => a.json.Code - b.json.Code)[0]!;

  const within = await periodWithin(ctx, who, period, now);
  const span = { fromDay: firstDay(within.begin), toDay: lastDay(within.end) };
  const rows = within.empty ? [] : await usageRows(ctx.db, { ...span, publicationIds: who.publicationIds });
  const journals = await journalInfos(ctx.db, [...new Set(rows.map((r) => r.publicationId))]);
  const articleIds = def.shape === 'item' ? [...new Set(rows.map((r) => r.articleId))] : [];
  const articles = await articlesOf(ctx, articleIds);
  const searches =
    def.counted.includes('Searches_Platform') && !within.empty
      ? await searchesByMonth(ctx.db, { ...span, siteIds: who.siteIds })
      : undefined;
  const items = buildItems({ def, rows, searches, journals, articles });

  const exceptions = [...within.exceptions];
  if (!items.length && !within.empty) exceptions.push(exceptionJson(3030));
  const partial = rows.length ? await partialData(ctx, def, { ...span, publicationIds: who.publicationIds }) : null;
  if (partial) exceptions.push(partial);
  const unknown = Object.keys(input.params).filter((k) => !REPORT_PARAMS.includes(k));
  if (unknown.length) exceptions.push(exceptionJson(3050, unknown.join(', ')));
  const header: HeaderInput = {
    def,
    platform: who.platform,
    institutionName: WORLD_NAME,
    customerId: who.customerId,
    begin: within.begin,
    end: within.end,
    platformFilter: who.platformParam,
    exceptions: exceptions.sort((a, b) => a.Code - b.Code),
    created: now,
  };
  if (input.format === 'tsv')
    return { format: 'tsv', body: reportTsv(header, items), filename: `${def.id}_${within.begin}_${within.end}.tsv` };
  return {
    format: 'json',
    body: { Report_Header: reportHeader(header), Report_Items: reportItems(def, items, who.platform) },
  };
}
