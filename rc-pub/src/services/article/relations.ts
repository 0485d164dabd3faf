/** Verb: articles related to an article (SPEC §7 article relations, issue 9): same keywords or same column. */
import type { ArticleSummaryWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { relatedArticleIds } from '../../repositories/article-relations.js';
import { findArticleById, listTexts, pageArticles } from '../../repositories/articles.js';
import { toArticleSummary } from '../mappers/article.js';

/** Default and largest number of related articles answered. */
export const RELATIONS_DEFAULT_SIZE = 5;
export const RELATIONS_MAX_SIZE = 20;

/**
 * Up to `size` (default 5) summaries of articles of the same journal sharing keywords or the column with article
 * `id`, best first (more shared keywords, then the same column, then newest); empty when none relate.
 * @throws 404 'Article id is not exist.' (SPEC §8) for an unknown id
 */
export async function articleRelations({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number; size?: number | undefined };
}): Promise<ArticleSummaryWire[]> {
  if (!(await findArticleById(ctx.db, input.id))) throw notFound('articleNotFound', { id: input.id });
  const ids = await relatedArticleIds(ctx.db, input.id, input.size ?? RELATIONS_DEFAULT_SIZE);
  if (!ids.length) return [];
  const { rows } = await pageArticles(ctx.db, { scope: { ids }, page: 0, size: ids.length, sort: 'date' });
  const texts = await listTexts(
    ctx.db,
    rows.map((r) => r.id),
    false,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toArticleSummary(
            row,
            texts.filter((t) => t.articleId === id),
          ),
        ]
      : [];
  });
}
