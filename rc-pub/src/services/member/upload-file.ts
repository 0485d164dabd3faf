/**
 * Verb: store a member's uploaded image (fileUpload, docs/product/members.md#upload-rules: profile image JPG, PNG or BMP under
 * 5M, album cover JPG or PNG up to 3M). The type is read from the bytes; the image is re-encoded (lib/image.ts) and only the new bytes
 * are stored. A refused upload stores nothing.
 */
import { memberFileUrl, type MemberFileWire, UPLOAD_RULES, type UploadPurpose } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { reencodeImage, sniffMime } from '../../lib/image.js';
import { requireMember } from '../../accounts/member-auth.js';
import { insertMemberFile } from '../../repositories/member-files.js';

/** Input of {@link uploadFile}: the form as read (the route stops reading a file past its limit). */
export interface UploadInput {
  /** The purpose field as sent: avatar or albumCover, anything else is refused. */
  purpose: string | null;
  /** The file's bytes (null when none was sent or it was too large). */
  file: Buffer | null;
  /** True when the file passed the limit while streaming. */
  tooLarge: boolean;
}

const isPurpose = (v: string | null): v is UploadPurpose => v === 'avatar' || v === 'albumCover';

const MESSAGES = {
  avatar: { type: 'avatarType', size: 'avatarSize' },
  albumCover: { type: 'coverType', size: 'coverSize' },
} as const;

/**
 * The stored image.
 * @throws RcPubError 401 without a live session; 400 for a missing or unknown purpose, no file, a file too large, not
 *   one of the purpose's types by its bytes, or not decodable.
 */
export async function uploadFile({ ctx, input }: { ctx: ServiceCtx; input: UploadInput }): Promise<MemberFileWire> {
  const me = await requireMember(ctx);
  const purpose = input.purpose;
  if (!isPurpose(purpose)) throw badRequest('uploadPurpose');
  const rule = UPLOAD_RULES[purpose];
  const messages = MESSAGES[purpose];
  const bytes = input.file;
  if (input.tooLarge || (bytes && bytes.length > rule.maxBytes)) throw badRequest(messages.size);
  if (!bytes?.length) throw badRequest('uploadNoFile');
  const mime = await sniffMime(bytes);
  if (!mime || !rule.mimes.includes(mime)) throw badRequest(messages.type);
  const image = await reencodeImage(bytes, mime, rule.maxSide).catch((err: unknown) => {
    ctx.log.debug({ err }, 'upload: image not decodable');
    throw badRequest('imageUnreadable');
  });
  const ext = image.mime === 'image/jpeg' ? 'jpg' : 'png';
  const row = await insertMemberFile(ctx.db, {
    memberId: me.memberId,
    purpose,
    name: `${purpose}-${Date.now()}.${ext}`,
    mime: image.mime,
    size: image.data.length,
    data: image.data,
  });
  return { id: row.id, purpose: purpose, url: memberFileUrl(row.id), mime: row.mime, size: row.size };
}
