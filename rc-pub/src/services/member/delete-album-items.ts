/** Verb: take resources out of a personal album (res/delete). */
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteAlbumItems as deleteItems, findAlbums } from '../../repositories/member-albums.js';

/**
 * Removes items `ids` (AlbumItemWire ids) of album `albumId`; the number removed.
 * @throws RcPubError 401; 400 'No data selected' for no id; 404 when the album is not this member's or none of the
 *   ids is one of its items.
 */
export async function deleteAlbumItems({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { albumId: number; ids: number[] };
}): Promise<number> {
  const me = await requireMember(ctx);
  if (!input.ids.length) throw badRequest('missingParam', { name: 'ids' });
  const [album] = await findAlbums(ctx.db, me.memberId, [input.albumId]);
  if (!album) throw notFound('albumNotFound', { id: input.albumId });
  const removed = await deleteItems(ctx.db, album.id, [...new Set(input.ids)]);
  if (!removed) throw notFound('memberItemNotFound', { id: input.ids.join(',') });
  return removed;
}
