/**
 * Stored file queries: the file route reads them (GET /rc-pub/front/files/get: findFile); the import (import/files.ts),
 * site file pictures (services/sites/pictures.ts: storeFileOnce, fileNames) and the seed's demo picture (seed/news.ts)
 * store them once by content. The bytes go through the database's file store (storage/index.ts: `db`, `folder` or
 * `s3`; docs/product/content.md#stored-files); web renditions of images are rows of their own, linked in
 * `file_renditions` (images/renditions.ts, docs/product/content.md#figure-images).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { fileRenditions, files } from '../db/schema/index.js';
import type { Rendition } from '../images/srcset.js';
import { fileStoreOf, readStoredBytes } from '../storage/index.js';

export type FileRow = typeof files.$inferSelect;

/** A stored file with its bytes read from wherever they are kept. */
export type LoadedFile = Omit<FileRow, 'data'> & { data: Buffer };

/**
 * The stored file with primary key `id` including its bytes (read through the store), or undefined.
 * @throws FileStoreError when the row exists but its bytes cannot be read (a missing file, an unreachable bucket)
 */
export async function findFile(db: Db, id: number): Promise<LoadedFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) return undefined;
  return { ...row, data: await readStoredBytes(db, row) };
}

/** A file to store: its name, MIME type, bytes and their SHA-256 (hex); an image's pixels when known. */
export interface NewFile {
  name: string;
  mime: string;
  data: Buffer;
  sha256: string;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * Stores `file` once by content: the id and MIME type of the row holding the same bytes (same SHA-256), else of a new
 * row with the file's name and type, its bytes written by the database's file store (the same bytes are written
 * once there too: keys derive from the SHA-256).
 * @throws FileStoreError when the store cannot write the bytes
 */
export async function storeFileOnce(tx: Tx, file: NewFile): Promise<{ id: number; mime: string }> {
  const found = await fileBySha(tx, file.sha256);
  if (found) return found;
  const location = await fileStoreOf(tx).write(file);
  const [row] = await tx
    .insert(files)
    .values({
      name: file.name,
      mime: file.mime,
      size: file.data.length,
      sha256: file.sha256,
      ...location,
      width: file.width ?? null,
      height: file.height ?? null,
    })
    .onConflictDoNothing({ target: files.sha256 })
    .returning({ id: files.id, mime: files.mime });
  // Another transaction stored the same bytes at the same moment: its row is the one
  return row ?? (await fileBySha(tx, file.sha256))!;
}

async function fileBySha(tx: Db | Tx, sha256: string): Promise<{ id: number; mime: string } | undefined> {
  const [found] = await tx
    .select({ id: files.id, mime: files.mime })
    .from(files)
    .where(eq(files.sha256, sha256))
    .limit(1);
  return found;
}

/** The names of the stored files among `ids`, by id (unknown ids are left out). */
export async function fileNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Name and recorded pixels of stored file `id` (width/height null until known), or undefined. */
export async function findFileFacts(
  db: Db | Tx,
  id: number,
): Promise<{ name: string; width: number | null; height: number | null } | undefined> {
  const [row] = await db
    .select({ name: files.name, width: files.width, height: files.height })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row;
}

/** Records the pixels of stored image `id`. */
export async function setImageSize(tx: Db | Tx, id: number, width: number, height: number): Promise<void> {
  await tx.update(files).set({ width, height }).where(eq(files.id, id));
}

/** The renditions of the stored files `ids`, by file id (by purpose, format and width ascending; files without any are left out). */
export async function findRenditions(db: Db | Tx, ids: number[]): Promise<Map<number, Rendition[]>> {
  const out = new Map<number, Rendition[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(fileRenditions)
    .where(inArray(fileRenditions.fileId, [...new Set(ids)]))
    .orderBy(asc(fileRenditions.purpose), asc(fileRenditions.format), asc(fileRenditions.width));
  for (const r of rows) {
    const list = out.get(r.fileId) ?? [];
    list.push({
      purpose: r.purpose as Rendition['purpose'],
      format: r.format as Rendition['format'],
      width: r.width,
      height: r.height,
      fileId: r.renditionFileId,
    });
    out.set(r.fileId, list);
  }
  return out;
}

/** Records `rendition` of stored file `fileId` (kept when one of that purpose, format and width is recorded). */
export async function insertRendition(tx: Db | Tx, fileId: number, rendition: Rendition): Promise<void> {
  await tx
    .insert(fileRenditions)
    .values({
      fileId,
      purpose: rendition.purpose,
      format: rendition.format,
      width: rendition.width,
      height: rendition.height,
      renditionFileId: rendition.fileId,
    })
    .onConflictDoNothing();
}
