/** Verb: one personal album with its item count and cover URL (personalAlbum/info). */
import type { PersonalAlbumWire } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { findAlbums, itemCounts } from '../../repositories/member-albums.js';
import { toAlbumWire } from './album-common.js';

/** Album `id`. @throws RcPubError 401; 404 when the album is not this member's */
export async function albumInfo({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number };
}): Promise<PersonalAlbumWire> {
  const me = await requireMember(ctx);
  const [row] = await findAlbums(ctx.db, me.memberId, [input.id]);
  if (!row) throw notFound('albumNotFound', { id: input.id });
  return toAlbumWire(row, (await itemCounts(ctx.db, [row.id])).get(row.id) ?? 0);
}
