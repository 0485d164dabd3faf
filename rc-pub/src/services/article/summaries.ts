/**
 * Article summaries with their texts, for every list that answers summaries: search, the
 * journal lists, rankings and related articles. One query for the texts of all rows; not a verb.
 */
import type { ArticleSummaryWire } from '../../contract/wire.js';
import type { Db } from '../../db/client.js';
import { type ArticleRow, type ArticleTextRow, listTexts, pageArticles } from '../../repositories/articles.js';
import { toArticleSummary } from '../mappers/article.js';

function build(rows: ArticleRow[], texts: ArticleTextRow[]): ArticleSummaryWire[] {
  return rows.map((r) =>
    toArticleSummary(
      r,
      texts.filter((t) => t.articleId === r.id),
    ),
  );
}

/** The summaries of `rows`, in their order. */
export async function summariesOf(db: Db, rows: ArticleRow[]): Promise<ArticleSummaryWire[]> {
  return build(
    rows,
    await listTexts(
      db,
      rows.map((r) => r.id),
      false,
    ),
  );
}

/** The summaries of the articles `ids` by id (ids without an article are absent); two queries, run together. */
export async function summariesById(db: Db, ids: number[]): Promise<Map<number, ArticleSummaryWire>> {
  if (!ids.length) return new Map();
  const [{ rows }, texts] = await Promise.all([
    pageArticles(db, { scope: { ids }, page: 0, size: ids.length, sort: 'date' }),
    listTexts(db, ids, false),
  ]);
  return new Map(build(rows, texts).map((s) => [s.id, s]));
}
