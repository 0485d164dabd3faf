/**
 * Files a JATS article references (figures, media, supplementary files, its PDF), once found, read and typed by
 * content (package-files.ts, sniff.ts), are stored here in the `files` table deduplicated by SHA-256 (served by
 * GET /rc-pub/front/files/get?id=). Also the MIME type of a name by its extension.
 */
import type { Tx } from '../db/client.js';
import { storeFileOnce } from '../repositories/files.js';
import { ImageError, makeRenditions } from '../images/renditions.js';
import type { StoredFileRef } from './render-types.js';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  pdf: 'application/pdf',
};

/** MIME type from a file name's extension, or undefined when unknown. */
export function mimeFromHref(href: string): string | undefined {
  const m = /\.([A-Za-z0-9]+)$/.exec(href.split(/[?#]/)[0] ?? '');
  return m ? MIME[m[1]!.toLowerCase()] : undefined;
}

/** A referenced file found and read for an href, typed by its content (sniff.ts), ready to store. */
export interface FileCandidate {
  /** The href as written in the JATS (a layout PDF: its path in the package). */
  href: string;
  /** File name (last path segment). */
  name: string;
  /** MIME type from the content (sniff.ts). */
  mime: string;
  data: Buffer;
  /** SHA-256 of `data`, hex. */
  sha256: string;
}

/**
 * Stores each candidate once in `files` (a row with the same SHA-256 is reused; the bytes go to the configured file
 * store) and maps each href to its file. Images also get their web renditions (images/renditions.ts) and pixels; an
 * image that cannot be made into renditions is still stored (for download) with the reason in `problem`. A PDF of one
 * page (a figure) gets the renditions of its drawn page the same way; one that cannot be drawn (damaged, locked with
 * a password) is no problem of the import: it is stored for download, its figure says it cannot be shown here, and
 * the reason goes to `warnings` when given.
 * @throws FileStoreError when the file store cannot write
 */
export async function storeFiles(
  tx: Tx,
  candidates: FileCandidate[],
  warnings?: string[],
): Promise<Map<string, StoredFileRef>> {
  const map = new Map<string, StoredFileRef>();
  for (const c of candidates) {
    const row = await storeFileOnce(tx, c);
    const ref: StoredFileRef = { fileId: row.id, mime: row.mime };
    try {
      const image = await makeRenditions(tx, { id: row.id, mime: row.mime, data: c.data });
      if (image) Object.assign(ref, image);
    } catch (err) {
      if (!(err instanceof ImageError)) throw err;
      if (row.mime === 'application/pdf') warnings?.push(`${c.href}: ${err.message}; shown as a download only`);
      else ref.problem = `${c.href}: ${err.message}`;
    }
    map.set(c.href, ref);
  }
  return map;
}
