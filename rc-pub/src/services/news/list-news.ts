/** Verb: a page of a site's news (the news tabs news, announcement, dynamic, statement: docs/product/content.md#news). */
import type { Page } from '../../contract/wire.js';
import type { NewsWire } from '../../contract/news.js';
import type { ServiceCtx } from '../../lib/context.js';
import { pageNews } from '../../repositories/news.js';
import { toNewsWire } from '../mappers/content.js';
import { requireSite } from '../site/common.js';

/** Page (from 0, default size 10) of news newest first. @throws 404 unknown site */
export async function listNews({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; newsDataType?: string | undefined; page?: number | undefined; size?: number | undefined };
}): Promise<Page<NewsWire>> {
  await requireSite(ctx, input.siteId);
  const page = input.page ?? 0;
  const size = input.size ?? 10;
  const { total, rows } = await pageNews(ctx.db, input.siteId, input.newsDataType || undefined, page, size);
  return { total, page, size, content: rows.map(toNewsWire) };
}
