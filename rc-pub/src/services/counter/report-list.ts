/**
 * Verb: the COUNTER_SUSHI API report list (`GET /r51/reports`, docs/product/usage.md#counter-reports-sushi): the
 * Standard Views served, with the first and last complete month with usage of the journals the customer may see
 * (the last complete month on both when nothing has been counted yet).
 */
import { addMonths } from '../../counter/dates.js';
import { REPORT_IDS, REPORTS, reportPath } from '../../counter/reports.js';
import type { ServiceCtx } from '../../lib/context.js';
import { usageMonthRange } from '../../repositories/counter.js';
import { checkRequester, type CounterParams } from './requester.js';

/** One `Report` object of the COUNTER_SUSHI API. */
export interface CounterReportInfoJson {
  Report_Name: string;
  Report_ID: string;
  Release: string;
  Report_Description: string;
  Path: string;
  First_Month_Available: string;
  Last_Month_Available: string;
}

/** The months with usage within the complete months before `now`: [first, last]. */
export async function availableMonths(
  ctx: ServiceCtx,
  publicationIds: number[] | null,
  now: Date,
): Promise<{ first: string; last: string; counted: boolean }> {
  const lastComplete = addMonths(now.toISOString().slice(0, 7), -1);
  const range = await usageMonthRange(ctx.db, publicationIds);
  if (!range || range.first > lastComplete) return { first: lastComplete, last: lastComplete, counted: false };
  return { first: range.first, last: lastComplete, counted: true };
}

/** The report list. @throws CounterException 1030, 2010, 2020 (requester.ts) */
export async function counterReportList({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { params: CounterParams; origin: string; now?: Date };
}): Promise<CounterReportInfoJson[]> {
  const who = await checkRequester(ctx, input.params, input.origin);
  const months = await availableMonths(ctx, who.publicationIds, input.now ?? new Date());
  return REPORT_IDS.map((id) => REPORTS[id]).map((def) => ({
    Report_Name: def.name,
    Report_ID: def.id,
    Release: '5.1',
    Report_Description: def.description,
    Path: reportPath(def),
    First_Month_Available: months.first,
    Last_Month_Available: months.last,
  }));
}
