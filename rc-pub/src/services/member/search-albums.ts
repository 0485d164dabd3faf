/** Verb: the member's personal albums (personalAlbum/search), last changed first, by keyword. */
import type { PersonalAlbumWire } from '../../contract/member.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { itemCounts, pageAlbums } from '../../repositories/member-albums.js';
import { toAlbumWire } from './album-common.js';
import { type PageInput, pageWindow } from './common.js';

/** A page of albums whose name or English name contains `keyword` (all when blank). @throws RcPubError 401 */
export async function searchAlbums({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: PageInput & { keyword?: string | undefined };
}): Promise<Page<PersonalAlbumWire>> {
  const me = await requireMember(ctx);
  const w = pageWindow(input);
  const keyword = input.keyword?.trim() || null;
  const { total, rows } = await pageAlbums(ctx.db, {
    memberId: me.memberId,
    keyword,
    offset: w.offset,
    limit: w.limit,
  });
  const counts = await itemCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { total, page: w.page, size: w.size, content: rows.map((r) => toAlbumWire(r, counts.get(r.id) ?? 0)) };
}
