/** Verb: batch citation (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation). */
import type { CitationWire } from '../../contract/citation.js';
import { parseCitationIds } from '../../citation/ids.js';
import { loadCitationRecords } from '../../citation/record.js';
import { citeRecords } from '../../citation/render.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireSite } from '../site/common.js';

/** Input of {@link batchPublicizeInfo}: the site the basket belongs to and the comma-separated article ids. */
export interface BatchPublicizeInfoInput {
  siteId: number;
  ids?: string | undefined;
}

/**
 * GB/T 7714 numeric citations of the articles `ids`, in the order asked (unknown ids left out): `quote` in the
 * article's original language, in the GB/T edition its journal follows; `transQuote` from its English fields or ''.
 * With the gateway's `x-portal-origin`, each carries the article's one address and today's date (whatever `siteId`
 * names; docs/product/citation-and-harvest.md#citation-records).
 * @throws RcPubError 404 siteIdNotFound for an unknown site; 400 for no ids, a bad id or more than 500 ids
 */
export async function batchPublicizeInfo({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: BatchPublicizeInfoInput;
}): Promise<CitationWire[]> {
  const ids = parseCitationIds('ids', input.ids);
  await requireSite(ctx, input.siteId);
  const records = await loadCitationRecords(ctx.db, ids, { portalOrigin: ctx.portalOrigin });
  return citeRecords(records, 'gbt7714-numeric');
}
