/** Verb: the member's browsing history (historys, docs/product/members.md#downloads-and-history), latest visit first, with article titles. */
import type { HistoryWire } from '../../contract/member.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { isoDate } from '../../lib/ids.js';
import { requireMember } from '../../accounts/member-auth.js';
import { pageHistory } from '../../repositories/member-history.js';
import { resolveTargets, targetKey } from '../mappers/member-targets.js';
import { iso, type PageInput, pageWindow } from './common.js';

/** A page of history entries. @throws RcPubError 401 without a live session */
export async function listHistory({ ctx, input }: { ctx: ServiceCtx; input: PageInput }): Promise<Page<HistoryWire>> {
  const me = await requireMember(ctx);
  const w = pageWindow(input);
  const { total, rows } = await pageHistory(ctx.db, { memberId: me.memberId, offset: w.offset, limit: w.limit });
  const keys = rows.map((r) => ({ resourceType: 428 as const, resourceId: r.articleId }));
  const targets = await resolveTargets(ctx, keys);
  const content = rows.map((r, i) => ({
    id: r.id,
    siteId: r.siteId,
    viewedOn: isoDate(r.viewedOn) ?? '',
    viewedAt: iso(r.viewedAt),
    target: targets.get(targetKey(keys[i]!))!,
  }));
  return { total, page: w.page, size: w.size, content };
}
