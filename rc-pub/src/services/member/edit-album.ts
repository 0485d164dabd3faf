/** Verb: change a personal album's name, English name, description or cover (editAlbum). */
import type { PersonalAlbumWire } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { itemCounts, updateAlbum } from '../../repositories/member-albums.js';
import { type AlbumInput, albumFields, toAlbumWire } from './album-common.js';

/**
 * The changed album (every field is replaced: an absent enName, description or coverId clears it).
 * @throws RcPubError 401; 400 blank name; 404 when the album or the cover is not this member's.
 */
export async function editAlbum({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: AlbumInput & { id: number };
}): Promise<PersonalAlbumWire> {
  const me = await requireMember(ctx);
  const fields = await albumFields(ctx, me.memberId, input);
  const row = await updateAlbum(ctx.db, me.memberId, input.id, fields);
  if (!row) throw notFound('albumNotFound', { id: input.id });
  return toAlbumWire(row, (await itemCounts(ctx.db, [row.id])).get(row.id) ?? 0);
}
