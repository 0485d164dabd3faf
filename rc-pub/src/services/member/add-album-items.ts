/**
 * Verb: put resources into personal albums (res/addList; 'At most 5 selections', 'Please select one of
 * the albums': docs/product/members.md#personal-albums). Items are articles, figures, tables, video or audio, from any articles; adding one twice keeps one.
 */
import { ALBUM_MAX_SELECTIONS, type AlbumResourceType } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { findAlbums, insertAlbumItems } from '../../repositories/member-albums.js';
import { toStoredType } from '../../repositories/member-targets.js';
import { requireTargets } from './common.js';

/**
 * Adds every item to every album of `albumIds`; the number of new entries.
 * @throws RcPubError 401; 400 'Please select one of the albums' (no album), 'At most 5 selections' (more than
 *   ALBUM_MAX_SELECTIONS); 404 when an album is not this member's or a resource does not exist.
 */
export async function addAlbumItems({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { albumIds: number[]; items: { resourceType: AlbumResourceType; resourceId: number }[] };
}): Promise<number> {
  const me = await requireMember(ctx);
  const albumIds = [...new Set(input.albumIds)];
  if (!albumIds.length) throw badRequest('chooseAlbum');
  if (albumIds.length > ALBUM_MAX_SELECTIONS) throw badRequest('tooManySelections');
  const owned = new Set((await findAlbums(ctx.db, me.memberId, albumIds)).map((a) => a.id));
  const foreign = albumIds.find((id) => !owned.has(id));
  if (foreign !== undefined) throw notFound('albumNotFound', { id: foreign });
  await requireTargets(ctx, input.items);
  const items = input.items.map((it) => ({ resourceType: toStoredType(it.resourceType), resourceId: it.resourceId }));
  return insertAlbumItems(ctx.db, albumIds, items);
}
