/** Verb: article detail by id (GET /front/front-article/{id}, docs/product/calls-and-errors.md#articles). */
import type { ArticleDetailWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findArticleById } from '../../repositories/articles.js';
import { articleDetail } from './common.js';

/** Article `id` with texts and resources. @throws 404 'Article id is not exist.' */
export async function getArticle({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number };
}): Promise<ArticleDetailWire> {
  const row = await findArticleById(ctx.db, input.id);
  if (!row) throw notFound('articleNotFound', { id: input.id });
  return articleDetail(ctx.db, row);
}
