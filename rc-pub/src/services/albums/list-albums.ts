/** Verb: a page of a site's albums (/front/album for /newAlbumList and /newItemPage, docs/product/content.md#albums). */
import type { SiteAlbumWire } from '../../contract/albums.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { INT4_MAX } from '../../lib/ids.js';
import { pageSiteAlbums } from '../../repositories/albums.js';
import { findChannel } from '../../repositories/channels.js';
import { requireSite } from '../site/common.js';
import { toAlbumWires } from './common.js';

/** A link value naming albums: ids joined by commas ('3,5'). */
const ID_LIST = /^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/;

/** The album ids a menu item's link value names, or undefined when it names none (then: all of the site's). */
export function albumIdsOfLink(linkValue: string | null): number[] | undefined {
  if (!linkValue || !ID_LIST.test(linkValue)) return undefined;
  const ids = linkValue.split(',').map((s) => Number(s.trim()));
  return [...new Set(ids.filter((n) => n > 0 && n <= INT4_MAX))];
}

/**
 * Page (from 0, default size 12) of site `siteId`'s albums in their order; with `channelId`, those its menu item
 * names (see {@link albumIdsOfLink}).
 * @throws RcPubError 404 unknown site; 404 channelNotFound when the channel is unknown or another site's
 */
export async function listAlbums({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; channelId?: number | undefined; page?: number | undefined; size?: number | undefined };
}): Promise<Page<SiteAlbumWire>> {
  await requireSite(ctx, input.siteId);
  let ids: number[] | undefined;
  if (input.channelId !== undefined) {
    const channel = await findChannel(ctx.db, input.channelId);
    if (!channel || channel.siteId !== input.siteId) throw notFound('channelNotFound', { id: input.channelId });
    ids = albumIdsOfLink(channel.linkValue);
  }
  const page = input.page ?? 0;
  const size = input.size ?? 12;
  const { total, rows } = await pageSiteAlbums(ctx.db, input.siteId, ids, page, size);
  return { total, page, size, content: await toAlbumWires(ctx, rows) };
}
