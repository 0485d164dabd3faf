/** Verb: footer config of a site (SPEC §3 footer config; §7 reads toolbarStyle and the footer fields). */
import type { FooterConfigWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findFooterConfig } from '../../repositories/site-config.js';
import { toFooterWire } from '../mappers/config.js';
import { requireSite } from '../site/common.js';

/** Footer config. @throws 404 unknown site or no footer config */
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
  return toFooterWire(footer);
}
