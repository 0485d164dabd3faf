/** Book queries (/front/rc-book, docs/product/content.md#books). Served by books_site_idx (site_id). */
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { books } from '../db/schema/index.js';

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;

/** One page (from 0) of a site's books, newest year first (books without a year last), then by id; and the total. */
export async function pageBooks(
  db: Db,
  siteId: number,
  page: number,
  size: number,
): Promise<{ total: number; rows: BookRow[] }> {
  const where = eq(books.siteId, siteId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(books)
      .where(where)
      .orderBy(sql`${books.year} desc nulls last`, desc(books.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(books).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** The book with primary key `id`, or undefined. */
export async function findBook(db: Db, id: number): Promise<BookRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  return row;
}

/**
 * Seed writer: replaces the demo books (English title starting with '[Demo]') of `siteIds` by `rows`; real books of
 * those sites stay.
 */
export async function replaceDemoBooks(db: Db, siteIds: number[], rows: NewBookRow[]): Promise<void> {
  if (siteIds.length === 0) return;
  await db.delete(books).where(and(inArray(books.siteId, siteIds), like(books.titleEn, '[Demo]%')));
  if (rows.length) await db.insert(books).values(rows);
}
