/** Verb: the resources of a personal album (res/search), newest first, with titles and thumbnails. */
import type { AlbumItemWire } from '../../contract/member.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { findAlbums, pageAlbumItems } from '../../repositories/member-albums.js';
import { fromStoredType } from '../../repositories/member-targets.js';
import { resolveTargets, targetKey } from '../mappers/member-targets.js';
import { iso, type PageInput, pageWindow } from './common.js';

/** A page of album `albumId`'s items. @throws RcPubError 401; 404 when the album is not this member's */
export async function listAlbumItems({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: PageInput & { albumId: number };
}): Promise<Page<AlbumItemWire>> {
  const me = await requireMember(ctx);
  const [album] = await findAlbums(ctx.db, me.memberId, [input.albumId]);
  if (!album) throw notFound('albumNotFound', { id: input.albumId });
  const w = pageWindow(input);
  const { total, rows } = await pageAlbumItems(ctx.db, { albumId: album.id, offset: w.offset, limit: w.limit });
  const keys = rows.map((r) => ({ resourceType: fromStoredType(r.resourceType), resourceId: r.resourceId }));
  const targets = await resolveTargets(ctx, keys);
  const content = rows.map((r, i) => ({
    id: r.id,
    albumId: r.albumId,
    createdAt: iso(r.createdAt),
    target: targets.get(targetKey(keys[i]!))!,
  }));
  return { total, page: w.page, size: w.size, content };
}
