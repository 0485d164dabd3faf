/** Verb: top news of a site (GET /front/front-news/getTopNews; the 90px banner of docs/product/sites-and-frame.md#top-news-banner). */
import type { NewsWire } from '../../contract/news.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listTopNews } from '../../repositories/news.js';
import { toNewsWire } from '../mappers/content.js';
import { requireSite } from '../site/common.js';

/** Top news newest first, at most 10; `newsDataType` filters (the pages send 'news'). @throws 404 unknown site */
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
