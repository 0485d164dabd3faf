/** Verb: find a site by subdomain (docs/product/calls-and-errors.md#sites-and-layout; fixed path /rc-pub/front/site/findBySld). */
import type { SiteWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findSiteBySld as findRow } from '../../repositories/sites.js';
import { usableSite } from './site-status.js';

/** The default site when a request names no subdomain (the aggregate site `www`). */
export const DEFAULT_SLD = 'www';

/**
 * Site record for `sld` (trimmed, lower-cased; empty → `www`).
 * @throws 404 unknown sld; 10001/10002/10003 for forbidden, expired, maintenance sites
 */
export async function findBySld({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { sld?: string | undefined };
}): Promise<SiteWire> {
  const sld = input.sld?.trim().toLowerCase() || DEFAULT_SLD;
  const site = await findRow(ctx.db, sld);
  if (!site) throw notFound('siteNotFound', { sld });
  return usableSite(ctx, site);
}
