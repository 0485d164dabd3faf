/** Verb: the expert list, a page of a site's editorial board (10 a page; docs/product/content.md#editorial-board). */
import { EXPERT_PAGE_SIZE, type ExpertGroupWire, type ExpertSort } from '../../contract/editorial.js';
import type { ServiceCtx } from '../../lib/context.js';
import { pageExperts } from '../../repositories/experts.js';
import { toExpertWire } from '../mappers/editorial.js';
import { requireSite } from '../site/common.js';

/**
 * One group (clients read `data[0].content[0].id`): page `page` (from 0, size default 10) of the experts of site
 * `siteId`, of topic `topicId` when given, in board order (`sort`) or by name in the request's language.
 * @throws 404 unknown site
 */
export async function listExperts({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: {
    siteId: number;
    topicId?: number | undefined;
    page?: number | undefined;
    size?: number | undefined;
    sort?: ExpertSort | undefined;
  };
}): Promise<ExpertGroupWire[]> {
  await requireSite(ctx, input.siteId);
  const page = input.page ?? 0;
  const size = input.size ?? EXPERT_PAGE_SIZE;
  const { total, rows } = await pageExperts(ctx.db, {
    siteId: input.siteId,
    topicId: input.topicId,
    sort: input.sort ?? 'sort',
    lang: ctx.lang,
    page,
    size,
  });
  return [{ topicId: input.topicId ?? null, total, page, size, content: rows.map(toExpertWire) }];
}
