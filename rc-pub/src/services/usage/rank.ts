/**
 * Verb: a ranking (/front/rank and its windows, docs/product/usage.md#rankings): a site's journals (a single journal's site, a
 * group's journals, or every journal of the aggregate site) or one of them, by abstract views, downloads or
 * citations in the portal, within 3 or 6 months, 1, 2 or 3 years, or all time. Views and downloads of a window are
 * summed from the daily counts; 'all' reads the articles' totals (the same counts the search sorts use). Citations of
 * a window count citing articles published in it.
 */
import {
  RANK_MAX_SIZE,
  type RankEntryWire,
  type RankMetric,
  type RankWindow,
  type RankWire,
} from '../../contract/usage.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { listSitePublicationIds } from '../../repositories/sites.js';
import { type RankedId, rankCitations, rankTotals, rankUsage } from '../../repositories/usage.js';
import { METRIC, windowStart } from '../../usage/metrics.js';
import { summariesById } from '../article/summaries.js';
import { requireSite } from '../site/common.js';

/** rank's input: site (required), journal, metric (default views), window (default all), size (1..50, default 10). */
export interface RankInput {
  siteId: number;
  publicationId?: number | undefined;
  metric?: RankMetric | undefined;
  window?: RankWindow | undefined;
  size?: number | undefined;
}

async function rankedIds(
  ctx: ServiceCtx,
  q: { publicationIds: number[]; metric: RankMetric; from: string | null; size: number },
): Promise<RankedId[]> {
  if (q.from === null) return rankTotals(ctx.db, { publicationIds: q.publicationIds, column: q.metric, size: q.size });
  if (q.metric === 'citations') return rankCitations(ctx.db, { ...q, fromDay: q.from });
  const metric = q.metric === 'views' ? METRIC.abstract : METRIC.download;
  return rankUsage(ctx.db, { publicationIds: q.publicationIds, metric, fromDay: q.from, size: q.size });
}

/**
 * The ranking. @throws 404 unknown site, or a journal the site does not show
 */
export async function rank({ ctx, input }: { ctx: ServiceCtx; input: RankInput }): Promise<RankWire> {
  await requireSite(ctx, input.siteId);
  const siteJournals = await listSitePublicationIds(ctx.db, input.siteId);
  const publicationId = input.publicationId ?? null;
  if (publicationId !== null && !siteJournals.includes(publicationId))
    throw notFound('publicationNotFound', { id: publicationId });
  const metric = input.metric ?? 'views';
  const window = input.window ?? 'all';
  const size = Math.min(Math.max(input.size ?? 10, 1), RANK_MAX_SIZE);
  const from = windowStart(window);
  const publicationIds = publicationId !== null ? [publicationId] : siteJournals;
  const ranked = await rankedIds(ctx, { publicationIds, metric, from, size });
  const ids = ranked.map((r) => r.id);
  const byId = await summariesById(ctx.db, ids);
  const entries: RankEntryWire[] = [];
  for (const r of ranked) {
    const article = byId.get(r.id);
    if (article) entries.push({ rank: entries.length + 1, count: r.n, article });
  }
  return { siteId: input.siteId, publicationId, metric, window, from, entries };
}
