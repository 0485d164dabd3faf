/**
 * What the personal album verbs share (/front/personalAlbum/, album cover; docs/product/members.md#personal-albums): the input's checks
 * and the row → PersonalAlbumWire mapping. Not a verb.
 */
import { memberFileUrl, type PersonalAlbumWire } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AlbumFields, AlbumRow } from '../../repositories/member-albums.js';
import { findMemberFile } from '../../repositories/member-files.js';
import { iso } from './common.js';

/** The editable fields of saveAlbum and editAlbum as received (lengths already bounded by the route schema). */
export interface AlbumInput {
  name: string;
  enName?: string | null | undefined;
  description?: string | null | undefined;
  coverId?: number | null | undefined;
}

/** Trimmed text, null when empty. */
const text = (v: string | null | undefined) => v?.trim() || null;

/**
 * The stored fields of an album input of member `memberId`.
 * @throws RcPubError 400 'Please enter the album name' for a blank name; 404 when `coverId` is not this member's
 *   album cover upload (another member's file is not found either).
 */
export async function albumFields(ctx: ServiceCtx, memberId: number, input: AlbumInput): Promise<AlbumFields> {
  const name = text(input.name);
  if (!name) throw badRequest('albumNameRequired');
  const coverFileId = input.coverId ?? null;
  if (coverFileId !== null && !(await findMemberFile(ctx.db, memberId, coverFileId, 'albumCover')))
    throw notFound('memberFileNotFound', { id: coverFileId });
  return { name, enName: text(input.enName), description: text(input.description), coverFileId };
}

/** The wire album of a row with `itemCount` items. */
export function toAlbumWire(row: AlbumRow, itemCount: number): PersonalAlbumWire {
  return {
    id: row.id,
    name: row.name,
    enName: row.enName,
    description: row.description,
    coverId: row.coverFileId,
    coverUrl: row.coverFileId ? memberFileUrl(row.coverFileId) : null,
    itemCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
