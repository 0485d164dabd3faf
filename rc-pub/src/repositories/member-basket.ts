/**
 * A member's citation basket (`member_basket_entries`, docs/product/citation-and-harvest.md#citation-basket): one row
 * per article of a member, ordered by `sort_order`. Every query names the member, so no member reaches another's rows.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { articles, articleTexts, memberBasketEntries, members } from '../db/schema/index.js';

/** One entry as listed: the article, its title in its original language ('' when none), its position and when it was added. */
export interface BasketRow {
  articleId: number;
  title: string;
  sortOrder: number;
  addedAt: Date;
}

/** The basket of `memberId` in its order, with each article's title in its original language. */
export async function listBasket(db: Db | Tx, memberId: number): Promise<BasketRow[]> {
  return db
    .select({
      articleId: memberBasketEntries.articleId,
      title: sql<string>`coalesce(${articleTexts.title}, '')`,
      sortOrder: memberBasketEntries.sortOrder,
      addedAt: memberBasketEntries.addedAt,
    })
    .from(memberBasketEntries)
    .leftJoin(
      articleTexts,
      and(eq(articleTexts.articleId, memberBasketEntries.articleId), eq(articleTexts.isOriginal, true)),
    )
    .where(eq(memberBasketEntries.memberId, memberId))
    .orderBy(asc(memberBasketEntries.sortOrder), asc(memberBasketEntries.articleId));
}

/**
 * Sets the basket of `memberId` to what `plan` makes of its current article ids (in order; `plan` answers ids without
 * repeats, within the limit); ids of no article are dropped. One transaction that locks the member's row, so two
 * saves at once apply one after the other, each planned from the other's result. An article already in the basket
 * keeps the time it was added; new ones get `now`.
 */
export async function writeBasket(
  db: Db,
  memberId: number,
  plan: (current: number[]) => number[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // one save of a member at a time: the second waits for the first and plans from its result
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const current = await tx
      .select({ articleId: memberBasketEntries.articleId, addedAt: memberBasketEntries.addedAt })
      .from(memberBasketEntries)
      .where(eq(memberBasketEntries.memberId, memberId))
      .orderBy(asc(memberBasketEntries.sortOrder), asc(memberBasketEntries.articleId));
    const wanted = plan(current.map((r) => r.articleId));
    const existing =
      wanted.length === 0
        ? new Set<number>()
        : new Set(
            (await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, wanted))).map((r) => r.id),
          );
    const added = new Map(current.map((r) => [r.articleId, r.addedAt]));
    await tx.delete(memberBasketEntries).where(eq(memberBasketEntries.memberId, memberId));
    const rows = wanted
      .filter((id) => existing.has(id))
      .map((articleId, i) => ({ memberId, articleId, sortOrder: i + 1, addedAt: added.get(articleId) ?? now }));
    if (rows.length > 0) await tx.insert(memberBasketEntries).values(rows).onConflictDoNothing();
  });
}
