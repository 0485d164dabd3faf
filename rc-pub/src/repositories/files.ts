/**
 * Stored file queries: the file route reads them (GET /rc-pub/front/files/get: findFile); the import (import/files.ts),
 * site file pictures (services/sites/pictures.ts: storeFileOnce, fileNames) and the seed's demo picture (seed/news.ts)
 * store them once by content.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { files } from '../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

/** The stored file with primary key `id` including its bytes, or undefined. */
export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** A file to store: its name, MIME type, bytes and their SHA-256 (hex). */
export interface NewFile {
  name: string;
  mime: string;
  data: Buffer;
  sha256: string;
}

/**
 * Stores `file` once by content: the id and MIME type of the row holding the same bytes (same SHA-256), else of a new
 * row with the file's name and type.
 */
export async function storeFileOnce(tx: Tx, file: NewFile): Promise<{ id: number; mime: string }> {
  const [found] = await tx
    .select({ id: files.id, mime: files.mime })
    .from(files)
    .where(eq(files.sha256, file.sha256))
    .limit(1);
  if (found) return found;
  const [row] = await tx
    .insert(files)
    .values({ name: file.name, mime: file.mime, size: file.data.length, sha256: file.sha256, data: file.data })
    .returning({ id: files.id, mime: files.mime });
  return row!;
}

/** The names of the stored files among `ids`, by id (unknown ids are left out). */
export async function fileNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
