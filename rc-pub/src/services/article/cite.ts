/** Verb: one article's 'How to cite' in a chosen style (docs/product/citation-and-harvest.md#how-to-cite). */
import type { CitationStyle, CitationWire } from '../../contract/citation.js';
import { loadCitationRecords } from '../../citation/record.js';
import { citeRecords } from '../../citation/render.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireSite } from '../site/common.js';

/** Input of {@link cite}: the article, the style (GB/T 7714 numeric by default), the site the page is on. */
export interface CiteInput {
  id: number;
  style?: CitationStyle | undefined;
  siteId?: number | undefined;
}

/**
 * Article `id` cited in `style` (GB/T styles in the edition its journal follows): `quote` in its original language,
 * `transQuote` from its English fields or ''. With the gateway's `x-portal-origin`, GB/T citations carry the
 * article's one address and today's date (docs/product/citation-and-harvest.md#citation-records); `siteId`, when
 * given, must name a site but does not change the address.
 * @throws RcPubError 404 articleNotFound (docs/product/calls-and-errors.md#content) for an unknown article, siteIdNotFound for an unknown site
 */
export async function cite({ ctx, input }: { ctx: ServiceCtx; input: CiteInput }): Promise<CitationWire> {
  if (input.siteId !== undefined) await requireSite(ctx, input.siteId);
  const [record] = await loadCitationRecords(ctx.db, [input.id], { portalOrigin: ctx.portalOrigin });
  if (!record) throw notFound('articleNotFound', { id: input.id });
  const [citation] = await citeRecords([record], input.style ?? 'gbt7714-numeric');
  return citation!;
}
