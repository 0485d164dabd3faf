/** Shared parts of the site album verbs (docs/product/content.md#albums): site checks and the wire mapping. */
import { ALBUM_TAB_TYPES, ALBUM_TABS, type AlbumTabCountWire, type SiteAlbumWire } from '../../contract/albums.js';
import type { Lang } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { type AlbumRow, countAlbumItems, findAlbum } from '../../repositories/albums.js';

/** '' → null, trimmed. */
function text(v: string | null | undefined): string | null {
  return v?.trim() || null;
}

/** The one of `lang`, else the other, else null. */
function pick(lang: Lang, zh: string | null, en: string | null): string | null {
  return lang === 'en' ? (en ?? zh) : (zh ?? en);
}

/** The tabs holding items, in tab order, from the counts of one album by stored resource type. */
function tabsOf(counts: Map<number, number>): AlbumTabCountWire[] {
  return ALBUM_TABS.flatMap((tab) => {
    const count = counts.get(ALBUM_TAB_TYPES[tab]) ?? 0;
    return count > 0 ? [{ tab, count }] : [];
  });
}

/** The wire shapes of `rows` (in their order), with their tab counts (one query for all of them). */
export async function toAlbumWires(ctx: ServiceCtx, rows: AlbumRow[]): Promise<SiteAlbumWire[]> {
  const counts = await countAlbumItems(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = new Map(counts.filter((c) => c.albumId === r.id).map((c) => [c.resourceType, c.n]));
    const tabs = tabsOf(mine);
    const nameZh = text(r.nameZh);
    const nameEn = text(r.nameEn);
    return {
      id: r.id,
      siteId: r.siteId,
      name: pick(ctx.lang, nameZh, nameEn) ?? '',
      nameZh,
      nameEn,
      description: pick(ctx.lang, text(r.descriptionZh), text(r.descriptionEn)),
      coverFileId: r.coverFileId,
      itemCount: tabs.reduce((n, t) => n + t.count, 0),
      tabs,
    };
  });
}

/**
 * Album `id`, which must belong to site `siteId` when one is given (site isolation: another site's album is as
 * unknown as a missing one).
 * @throws RcPubError 404 albumNotFound
 */
export async function requireSiteAlbum(ctx: ServiceCtx, id: number, siteId: number | undefined): Promise<AlbumRow> {
  const row = await findAlbum(ctx.db, id);
  if (!row || (siteId !== undefined && row.siteId !== siteId)) throw notFound('albumNotFound', { id });
  return row;
}
