/**
 * Member uploads (docs/product/members.md#upload-rules): the file is checked here first (type and size, so the member hears at once), then
 * posted to the gateway's `/rc-pub/front/files/fileUpload` with the CSRF header `x-portal-request` (server/src/security/
 * csrf.ts), which streams it to rc-pub; rc-pub checks the bytes again and re-encodes the image.
 */
import type { Lang } from '../../app/lang.js';
import { UploadError } from './errors.js';

/** What an upload is for, and its rule. */
export type UploadPurpose = 'avatar' | 'albumCover';

const MB = 1024 * 1024;

/** Avatar JPG, PNG or BMP under 5 MB; album cover JPG or PNG up to 3 MB. */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  { types: readonly string[]; accept: string; fits(size: number): boolean }
> = {
  avatar: {
    types: ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp'],
    accept: '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp',
    fits: (size) => size > 0 && size < 5 * MB,
  },
  albumCover: {
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    fits: (size) => size > 0 && size <= 3 * MB,
  },
};

/** True when `file` meets the rule of `purpose` by its declared type (or extension) and size. */
export function fileFits(purpose: UploadPurpose, file: { name: string; type: string; size: number }): boolean {
  const rule = UPLOAD_RULES[purpose];
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const byExt: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp' };
  const type = file.type || byExt[ext] || '';
  return rule.types.includes(type) && rule.fits(file.size);
}

/** An uploaded file: its id (for ProfileInput.headPictureId / AlbumInput.coverId) and its portal URL. */
export interface Uploaded {
  id: number;
  url: string;
}

/**
 * Uploads `file` for `purpose`.
 * @throws UploadError with the envelope's code and message when the gateway or rc-pub refuses it.
 */
export async function uploadFile(purpose: UploadPurpose, file: File, lang: Lang): Promise<Uploaded> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  let body: { status?: number; code?: string; message?: string; data?: { id?: number; url?: string } | null };
  try {
    const res = await fetch('/rc-pub/front/files/fileUpload', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { 'x-portal-request': '1', 'x-language': lang },
    });
    body = (await res.json()) as typeof body;
  } catch {
    throw new UploadError('INTERNAL', '');
  }
  if (body.status === 0 && typeof body.data?.id === 'number') return { id: body.data.id, url: body.data.url ?? '' };
  const code =
    body.status === 401 ? 'UNAUTHENTICATED' : body.status === 400 ? 'BAD_REQUEST' : (body.code ?? 'INTERNAL');
  throw new UploadError(code, body.message ?? '');
}
