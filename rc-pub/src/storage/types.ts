/**
 * The one interface of file storage (docs/product/content.md#stored-files): where the bytes of a `files` row live.
 * Three drivers implement it: `db` (the bytes in `files.data`, the default), `folder` (files under a configured
 * directory) and `s3` (an S3-compatible bucket). Storage is content-addressed: a file's key is derived from its
 * SHA-256, so writing the same bytes twice writes them once. Whatever the driver, files are served through the
 * portal's own URL (GET /rc-pub/front/files/get?id=) with its headers.
 */

/** Where a stored file's bytes are kept (`files.storage`). */
export type StorageKind = 'db' | 'folder' | 's3';

/** Every storage kind, for validation of stored rows and configuration. */
export const STORAGE_KINDS: readonly StorageKind[] = ['db', 'folder', 's3'];

/**
 * What a `files` row records about its bytes: the driver, the key in that driver's space (null for `db`) and the
 * bytes themselves for `db` (null for the others).
 */
export interface FileLocation {
  storage: StorageKind;
  storageKey: string | null;
  data: Buffer | null;
}

/** Bytes to keep, with their SHA-256 (hex, 64 characters) and MIME type. */
export interface FileToStore {
  sha256: string;
  mime: string;
  data: Buffer;
}

/** A file storage driver. */
export interface FileStore {
  /** The driver, recorded in `files.storage` of the rows it writes. */
  readonly kind: StorageKind;
  /**
   * Keeps `file` once: bytes already kept under the same SHA-256 are not written again.
   * @returns the location to record in the file's row
   * @throws FileStoreError when the bytes cannot be written (folder not writable, bucket refusing)
   */
  write(file: FileToStore): Promise<FileLocation>;
  /**
   * The bytes at `location`, which a driver of the same kind wrote.
   * @throws FileStoreError when they are missing or cannot be read
   */
  read(location: FileLocation): Promise<Buffer>;
}

/** A stored file that cannot be written or read (missing file, unreachable bucket, another driver's row). */
export class FileStoreError extends Error {
  override name = 'FileStoreError';
}

/** The storage kind of a `files.storage` value. @throws FileStoreError for an unknown value */
export function asStorageKind(value: string): StorageKind {
  if ((STORAGE_KINDS as readonly string[]).includes(value)) return value as StorageKind;
  throw new FileStoreError(`unknown file storage '${value}' (expected one of ${STORAGE_KINDS.join(', ')})`);
}

/**
 * The key of the bytes whose SHA-256 is `sha256` in the folder and s3 drivers: `ab/cd/abcd…` (two levels of two hex
 * digits, so no folder holds more than 256 entries per level).
 * @throws FileStoreError when `sha256` is not 64 hex digits (a key must never name a path outside the store)
 */
export function storageKeyOf(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new FileStoreError(`not a SHA-256 in hex: '${sha256.slice(0, 80)}'`);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}
