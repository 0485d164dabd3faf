/**
 * Verb: footer config of a site (docs/product/sites-and-frame.md#footer; reads toolbarStyle and the footer fields).
 *
 * Visit counters (docs/product/usage.md#site-visit-counters; shown only when enabled): when showVisits is 1, `todayVisits`
 * is the site's counted visits of today (Asia/Shanghai day, usage/site-visits.ts) and `sumVisits` the stored
 * `sum_visits` (a baseline a deployment may carry over from an earlier platform; 0 by default) plus every counted
 * visit; the stored `today_visits` is no longer read (a stored "today" is wrong by tomorrow). Counts still waiting for
 * the recorder's next write are included. When showVisits is not 1 both are 0 (nothing is shown, nothing is read).
 */
import type { FooterConfigWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findFooterConfig } from '../../repositories/site-config.js';
import { siteVisitTotals } from '../../repositories/site-visits.js';
import { visitDay } from '../../usage/site-visits.js';
import { toFooterWire } from '../mappers/config.js';
import { requireSite } from '../site/common.js';

/** Footer config with the counted visits (module docs). @throws 404 unknown site or no footer config */
export async function getFooter({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number };
}): Promise<FooterConfigWire> {
  await requireSite(ctx, input.siteId);
  const footer = await findFooterConfig(ctx.db, input.siteId);
  if (!footer) throw notFound('configNotFound', { id: input.siteId, what: 'footer' });
  const wire = toFooterWire(footer);
  if (footer.showVisits !== 1) return { ...wire, sumVisits: 0, todayVisits: 0 };
  const today = visitDay(new Date());
  const stored = await siteVisitTotals(ctx.db, input.siteId, today);
  const waiting = ctx.siteVisits.pendingOf(input.siteId, today);
  return {
    ...wire,
    sumVisits: Math.max(0, footer.sumVisits) + stored.sum + waiting.sum,
    todayVisits: stored.today + waiting.today,
  };
}
