/** Verb: record a citation export in the caller's downloads (downloadCitation; docs/product/members.md#downloads-and-history). */
import type { ServiceCtx } from '../../lib/context.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { insertDownload } from '../../repositories/member-history.js';

/**
 * Records one download of kind 'citation' named `fileName` when the caller is a member (visitors: nothing). The
 * article is recorded when the export holds exactly one (`articleIds`, the ids exported).
 */
export async function recordCitationDownload({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { fileName: string; articleIds: number[] };
}): Promise<null> {
  const me = await optionalMember(ctx);
  if (!me) return null;
  const single = input.articleIds.length === 1 ? input.articleIds[0]! : null;
  await insertDownload(ctx.db, {
    memberId: me.memberId,
    articleId: single,
    resourceType: 428,
    resourceId: single,
    fileId: null,
    kind: 'citation',
    name: input.fileName,
  });
  return null;
}
