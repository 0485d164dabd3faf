/** Verb: header config of a site (docs/product/sites-and-frame.md, Header and Custom buttons). */
import type { HeaderConfigWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findHeaderConfig, listCustomButtons } from '../../repositories/site-config.js';
import { toHeaderWire } from '../mappers/config.js';
import { requireSite } from './common.js';

/** Header config with every custom button. @throws 404 unknown site or no header config */
export async function getHeaderConfig({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number };
}): Promise<HeaderConfigWire> {
  await requireSite(ctx, input.siteId);
  const [header, buttons] = await Promise.all([
    findHeaderConfig(ctx.db, input.siteId),
    listCustomButtons(ctx.db, input.siteId),
  ]);
  if (!header) throw notFound('configNotFound', { id: input.siteId, what: 'header' });
  return toHeaderWire(header, buttons);
}
