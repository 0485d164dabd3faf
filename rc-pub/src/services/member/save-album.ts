/** Verb: create a personal album (saveAlbum; name, English name, cover: docs/product/members.md#personal-albums). */
import type { PersonalAlbumWire } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { insertAlbum } from '../../repositories/member-albums.js';
import { type AlbumInput, albumFields, toAlbumWire } from './album-common.js';

/** The new, empty album. @throws RcPubError 401; 400 blank name; 404 cover not this member's album cover upload */
export async function saveAlbum({ ctx, input }: { ctx: ServiceCtx; input: AlbumInput }): Promise<PersonalAlbumWire> {
  const me = await requireMember(ctx);
  const row = await insertAlbum(ctx.db, me.memberId, await albumFields(ctx, me.memberId, input));
  return toAlbumWire(row, 0);
}
