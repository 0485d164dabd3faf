/** Verb: top news of a site (docs/product/calls-and-errors.md, GET /front/front-news/getTopNews; the 90px banner of docs/product/content.md). */
import type { NewsWire } from '../../contract/news.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listTopNews } from '../../repositories/news.js';
import { toNewsWire } from '../mappers/content.js';
import { requireSite } from '../site/common.js';

/** Top news newest first, at most 10; `newsDataType` filters (docs/product sends 'news'). @throws 404 unknown site */
export async function topNews({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; newsDataType?: string | undefined };
}): Promise<NewsWire[]> {
  await requireSite(ctx, input.siteId);
  return (await listTopNews(ctx.db, input.siteId, input.newsDataType || undefined, 10)).map(toNewsWire);
}
