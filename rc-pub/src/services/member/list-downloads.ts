/** Verb: the member's downloads (docs/product/members.md#downloads-and-history), newest first, with what was downloaded and its article. */
import type { DownloadKind, DownloadWire } from '../../contract/member.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { pageDownloads } from '../../repositories/member-history.js';
import { fromStoredType } from '../../repositories/member-targets.js';
import { resolveTargets, type TargetKey, targetKey } from '../mappers/member-targets.js';
import { iso, type PageInput, pageWindow } from './common.js';

/** A page of downloads. @throws RcPubError 401 without a live session */
export async function listDownloads({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: PageInput;
}): Promise<Page<DownloadWire>> {
  const me = await requireMember(ctx);
  const w = pageWindow(input);
  const { total, rows } = await pageDownloads(ctx.db, { memberId: me.memberId, offset: w.offset, limit: w.limit });
  // A resource's target when one is recorded (type 0, a supplementary file, shows its article), else the article.
  const keys: (TargetKey | null)[] = rows.map((r) => {
    if (r.resourceId !== null && r.resourceType !== 0 && r.resourceType !== 428)
      return { resourceType: fromStoredType(r.resourceType), resourceId: r.resourceId };
    return r.articleId === null ? null : { resourceType: 428, resourceId: r.articleId };
  });
  const targets = await resolveTargets(
    ctx,
    keys.filter((k): k is TargetKey => k !== null),
  );
  const content = rows.map((r, i) => {
    const key = keys[i];
    return {
      id: r.id,
      kind: r.kind as DownloadKind,
      name: r.name ?? '',
      fileId: r.fileId,
      createdAt: iso(r.createdAt),
      target: key ? targets.get(targetKey(key))! : null,
    };
  });
  return { total, page: w.page, size: w.size, content };
}
