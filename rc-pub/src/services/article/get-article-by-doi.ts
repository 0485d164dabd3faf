/** Verb: article detail by DOI (/article/doi, docs/product/content.md#article-page; DOIs contain slashes and are case-insensitive). */
import type { ArticleDetailWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findArticleByDoi } from '../../repositories/articles.js';
import { articleDetail } from './common.js';

/** Strips a resolver prefix (https://doi.org/, doi:) and whitespace from a DOI. */
export function normalizeDoi(doi: string): string {
  return doi.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '');
}

/** Article with `doi`. @throws 404 no such DOI */
export async function getArticleByDoi({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { doi: string };
}): Promise<ArticleDetailWire> {
  const doi = normalizeDoi(input.doi);
  const row = await findArticleByDoi(ctx.db, doi);
  if (!row) throw notFound('doiNotFound', { doi });
  return articleDetail(ctx.db, row);
}
