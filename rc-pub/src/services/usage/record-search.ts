/**
 * Verb: a search a reader ran, reported by the results page (docs/product/usage.md#counter-metrics: COUNTER
 * Searches_Platform). Reported by the page, like article views, so that a search counts once whether its page was
 * rendered on the server, taken from the page cache or fetched in the browser, and with the reader's own address and
 * user agent. Applies the searches' rules in memory (usage/searches.ts: crawlers, first pages only, identical searches
 * within 30 s once) and answers at once.
 */
import type { RecordSearchBody, RecordUsageWire } from '../../contract/usage.js';
import type { ServiceCtx } from '../../lib/context.js';
import { searchEvent } from '../../usage/searches.js';
import { requireSite } from '../site/common.js';

/**
 * Records `input` for the caller (token, x-client-ip, user-agent); `counted` false for crawlers, further pages and
 * repeats within 30 s.
 * @throws RcPubError 404 for a site that does not exist (nothing is counted for it)
 */
export async function recordSearch({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: RecordSearchBody;
}): Promise<RecordUsageWire> {
  await requireSite(ctx, input.siteId);
  const outcome = ctx.usage.recordSearch(searchEvent(ctx, input.siteId, input.search));
  return { counted: outcome === 'counted' };
}
