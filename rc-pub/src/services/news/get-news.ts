/** Verb: one news item with its body (/newsDetails, docs/product/content.md#news). */
import type { NewsDetailWire } from '../../contract/news.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findNews } from '../../repositories/news.js';
import { toNewsDetailWire } from '../mappers/content.js';

/** News item `id`. @throws 404 unknown item */
export async function getNews({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<NewsDetailWire> {
  const row = await findNews(ctx.db, input.id);
  if (!row) throw notFound('newsNotFound', { id: input.id });
  return toNewsDetailWire(row);
}
