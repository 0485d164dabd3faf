/** Verb: the bytes of one of the caller's uploads (GET /rc-pub/front/files/member). */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { findMemberFile } from '../../repositories/member-files.js';

/** An upload's bytes, type and name. */
export interface MemberFileBytes {
  data: Buffer;
  mime: string;
  name: string;
}

/**
 * Upload `id` of the calling member.
 * @throws RcPubError 404 for a visitor, an ended session, or a file of another member (never 401 or 403: whether the
 *   file exists is not told).
 */
export async function getMemberFile({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number };
}): Promise<MemberFileBytes> {
  const me = await optionalMember(ctx);
  const row = me ? await findMemberFile(ctx.db, me.memberId, input.id) : undefined;
  if (!row) throw notFound('memberFileNotFound', { id: input.id });
  return { data: row.data, mime: row.mime, name: row.name };
}
