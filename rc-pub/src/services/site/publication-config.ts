/** Verb: site config groups (docs/product/sites-and-frame.md: logo, nav background, search, greeting, login/register). */
import type { PublicationConfigWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findHeaderConfig } from '../../repositories/site-config.js';
import { toPublicationConfigWire } from '../mappers/config.js';
import { requireSite } from './common.js';

/** Config groups derived from the header config, texts in the request language. @throws 404 */
export async function getPublicationConfig({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number };
}): Promise<PublicationConfigWire> {
  await requireSite(ctx, input.siteId);
  const header = await findHeaderConfig(ctx.db, input.siteId);
  if (!header) throw notFound('configNotFound', { id: input.siteId, what: 'header' });
  return toPublicationConfigWire(header, ctx.lang);
}
