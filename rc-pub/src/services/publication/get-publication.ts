/** Verb: one journal by id. */
import type { PublicationWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { listPublicationsByIds } from '../../repositories/publications.js';
import { publicationsToWire } from './common.js';

/** Journal `id`. @throws 404 unknown journal */
export async function getPublication({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number };
}): Promise<PublicationWire> {
  const [wire] = await publicationsToWire(ctx.db, await listPublicationsByIds(ctx.db, [input.id]));
  if (!wire) throw notFound('publicationNotFound', { id: input.id });
  return wire;
}
