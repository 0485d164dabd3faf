/**
 * Verb: an article's usage (/front/front-article/statistics, docs/product/usage.md#article-usage): all-time abstract views, full-text
 * views and downloads, the number of portal articles citing it, and the last 12 UTC months. Counts still waiting in
 * the recorder's batch are included, so a reader sees their own view at once.
 */
import type { ArticleUsageWire, UsageMonthWire } from '../../contract/usage.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { articleMonths, articleTotals } from '../../repositories/usage.js';
import { METRIC } from '../../usage/metrics.js';

/** The last `n` 'YYYY-MM' months (UTC) up to and including the month of `now`, oldest first. */
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** Usage of article `id`. @throws 404 'Article id is not exist.' */
export async function articleStatistics({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number };
}): Promise<ArticleUsageWire> {
  const totals = await articleTotals(ctx.db, input.id);
  if (!totals) throw notFound('articleNotFound', { id: input.id });
  const months = lastMonths(12);
  const rows = await articleMonths(ctx.db, input.id, `${months[0]}-01`);
  const byMonth = new Map<string, UsageMonthWire>(
    months.map((month) => [month, { month, abstractViews: 0, fulltextViews: 0, downloads: 0 }]),
  );
  const field = {
    [METRIC.abstract]: 'abstractViews',
    [METRIC.fulltext]: 'fulltextViews',
    [METRIC.download]: 'downloads',
  } as const;
  const add = (month: string, metric: number, n: number) => {
    const m = byMonth.get(month);
    const f = field[metric as keyof typeof field];
    if (m && f) m[f] += n;
  };
  for (const r of rows) add(r.month, r.metric, r.n);
  const pending = ctx.usage.pendingOf(input.id);
  const total = (metric: number) =>
    (totals.byMetric.get(metric) ?? 0) + (pending.get(metric as keyof typeof field)?.total ?? 0);
  for (const [metric, p] of pending) for (const [day, n] of p.byDay) add(day.slice(0, 7), metric, n);
  return {
    articleId: input.id,
    abstractViews: total(METRIC.abstract),
    fulltextViews: total(METRIC.fulltext),
    downloads: total(METRIC.download),
    citedBy: totals.citedBy,
    xml: totals.xml,
    months: [...byMonth.values()],
  };
}
