/** Menu/channel queries: the channel list and one channel's info (docs/product/calls-and-errors.md#sites-and-layout). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { channels } from '../db/schema/index.js';

export type ChannelRow = typeof channels.$inferSelect;

/** Every channel of a site ordered by sort, then id (index channels_site_idx). */
export async function listChannelsBySite(db: Db, siteId: number): Promise<ChannelRow[]> {
  return db.select().from(channels).where(eq(channels.siteId, siteId)).orderBy(asc(channels.sort), asc(channels.id));
}

/** The channel with primary key `id`, or undefined. */
export async function findChannel(db: Db, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return row;
}
