/** Stored file queries (GET /rc-pub/front/files/get). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

/** The stored file with primary key `id` including its bytes, or undefined. */
export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
