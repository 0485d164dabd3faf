/** Verb: one expert of a site (the expert of /newEditorial, docs/product/content.md#editorial-board). */
import type { ExpertWire } from '../../contract/editorial.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findExpert } from '../../repositories/experts.js';
import { toExpertWire } from '../mappers/editorial.js';

/** Expert `id` of site `siteId`. @throws 404 when it does not exist or belongs to another site */
export async function getExpert({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number; siteId: number };
}): Promise<ExpertWire> {
  const row = await findExpert(ctx.db, input.id);
  if (!row || row.siteId !== input.siteId) throw notFound('expertNotFound', { id: input.id });
  return toExpertWire(row);
}
