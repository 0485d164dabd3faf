/** Verb: record that the member opened an article page (historys; one entry per article per UTC day, docs/product/members.md#downloads-and-history). */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { findArticleById } from '../../repositories/articles.js';
import { upsertHistory } from '../../repositories/member-history.js';

/**
 * Records a visit of article `articleId`; a second visit the same UTC day moves that entry to now. The entry's id.
 * @throws RcPubError 401 without a live session; 404 'Article id is not exist.' for an unknown article.
 */
export async function recordHistory({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { articleId: number; siteId?: number | undefined };
}): Promise<number> {
  const me = await requireMember(ctx);
  if (!(await findArticleById(ctx.db, input.articleId))) throw notFound('articleNotFound', { id: input.articleId });
  return upsertHistory(ctx.db, { memberId: me.memberId, articleId: input.articleId, siteId: input.siteId ?? null });
}
