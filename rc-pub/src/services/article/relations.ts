/** Verb: articles related to an article (docs/product/content.md#related-articles): same keywords or same column. */
import type { ArticleSummaryWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { relatedArticleIds } from '../../repositories/article-relations.js';
import { findArticleById } from '../../repositories/articles.js';
import { summariesById } from './summaries.js';

/** Default and largest number of related articles answered. */
export const RELATIONS_DEFAULT_SIZE = 5;
export const RELATIONS_MAX_SIZE = 20;

/**
 * Up to `size` (default 5) summaries of articles of the same journal sharing keywords or the column with article
 * `id`, best first (more shared keywords, then the same column, then newest); empty when none relate.
 * @throws 404 'Article id is not exist.' for an unknown id
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
  const byId = await summariesById(ctx.db, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
