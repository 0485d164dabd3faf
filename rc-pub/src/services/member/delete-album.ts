/** Verb: delete a personal album and its items (personalAlbum/delete). */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteAlbum as deleteAlbumRow } from '../../repositories/member-albums.js';

/** Deletes album `id`; 1. @throws RcPubError 401; 404 when the album is not this member's */
export async function deleteAlbum({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<number> {
  const me = await requireMember(ctx);
  if (!(await deleteAlbumRow(ctx.db, me.memberId, input.id))) throw notFound('albumNotFound', { id: input.id });
  return 1;
}
