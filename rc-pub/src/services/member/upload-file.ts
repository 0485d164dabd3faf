/**
 * Verb: store a member's uploaded image (SPEC §7 fileUpload; §5 profile image JPG, PNG or BMP under 5M, album cover
 * JPG or PNG up to 3M). The type is read from the bytes; the image is re-encoded (lib/image.ts) and only the new bytes
 * are stored. A refused upload stores nothing.
 */
import { memberFileUrl, type MemberFileWire, UPLOAD_RULES, type UploadPurpose } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { reencodeImage, sniffMime } from '../../lib/image.js';
import { requireMember } from '../../lib/member-auth.js';
import { insertMemberFile } from '../../repositories/member-files.js';

/** Input of {@link uploadFile}: the purpose and a reader of the file that stops past `maxBytes`. */
export interface UploadInput {
  purpose: UploadPurpose;
  /** Reads the upload; null when it is longer than `maxBytes` (the rest is discarded, never buffered). */
  read: (maxBytes: number) => Promise<Buffer | null>;
}

const MESSAGES = {
  avatar: { type: 'avatarType', size: 'avatarSize' },
  albumCover: { type: 'coverType', size: 'coverSize' },
} as const;

/**
 * The stored image.
 * @throws RcPubError 401 without a live session (before the file is read); 400 when the file is too large, not one of
 *   the purpose's types by its bytes, or cannot be decoded.
 */
export async function uploadFile({ ctx, input }: { ctx: ServiceCtx; input: UploadInput }): Promise<MemberFileWire> {
  const me = await requireMember(ctx);
  const rule = UPLOAD_RULES[input.purpose];
  const messages = MESSAGES[input.purpose];
  const bytes = await input.read(rule.maxBytes);
  if (bytes === null) throw badRequest(messages.size);
  if (!bytes.length) throw badRequest('uploadNoFile');
  const mime = await sniffMime(bytes);
  if (!mime || !rule.mimes.includes(mime)) throw badRequest(messages.type);
  const image = await reencodeImage(bytes, mime, rule.maxSide).catch((err: unknown) => {
    ctx.log.debug({ err }, 'upload: image not decodable');
    throw badRequest('imageUnreadable');
  });
  const ext = image.mime === 'image/jpeg' ? 'jpg' : 'png';
  const row = await insertMemberFile(ctx.db, {
    memberId: me.memberId,
    purpose: input.purpose,
    name: `${input.purpose}-${Date.now()}.${ext}`,
    mime: image.mime,
    size: image.data.length,
    data: image.data,
  });
  return { id: row.id, purpose: input.purpose, url: memberFileUrl(row.id), mime: row.mime, size: row.size };
}
