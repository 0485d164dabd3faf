/** News queries (news items and top news, docs/product/content.md#news). All served by news_site_idx (site_id, is_top, published_at). */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { news } from '../db/schema/index.js';

export type NewsRow = typeof news.$inferSelect;

function siteWhere(siteId: number, newsDataType: string | undefined, topOnly: boolean): SQL {
  const parts: SQL[] = [eq(news.siteId, siteId)];
  if (topOnly) parts.push(eq(news.isTop, true));
  if (newsDataType) parts.push(eq(news.newsDataType, newsDataType));
  return and(...parts)!;
}

/** Top news of a site, newest first (at most `limit`). */
export async function listTopNews(
  db: Db,
  siteId: number,
  newsDataType: string | undefined,
  limit: number,
): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(siteWhere(siteId, newsDataType, true))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** One page (from 0) of a site's news, newest first, and the total. */
export async function pageNews(
  db: Db,
  siteId: number,
  newsDataType: string | undefined,
  page: number,
  size: number,
): Promise<{ total: number; rows: NewsRow[] }> {
  const where = siteWhere(siteId, newsDataType, false);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** The news item with primary key `id`, or undefined. */
export async function findNews(db: Db, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}
