/**
 * Member uploads (fileUpload, avatar and album cover: docs/product/members.md#upload-rules) and the sources of member
 * downloads (/front/files/download: a stored file of an article resource, an article's JATS XML). Member files are read by
 * owner only (`member_files_member_idx`).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articleResources, articles, articleSources, files, memberFiles } from '../db/schema/index.js';

export type MemberFileRow = typeof memberFiles.$inferSelect;

/** Stores an uploaded (re-encoded) image of `memberId`. */
export async function insertMemberFile(
  db: Db,
  row: { memberId: number; purpose: string; name: string; mime: string; size: number; data: Buffer },
): Promise<MemberFileRow> {
  const [inserted] = await db.insert(memberFiles).values(row).returning();
  if (!inserted) throw new Error('insertMemberFile: no row returned');
  return inserted;
}

/** File `id` when it belongs to `memberId` (and has `purpose`, when given), bytes included; else undefined. */
export async function findMemberFile(
  db: Db,
  memberId: number,
  id: number,
  purpose?: string,
): Promise<MemberFileRow | undefined> {
  const conds = [eq(memberFiles.id, id), eq(memberFiles.memberId, memberId)];
  if (purpose) conds.push(eq(memberFiles.purpose, purpose));
  const [row] = await db
    .select()
    .from(memberFiles)
    .where(and(...conds))
    .limit(1);
  return row;
}

/** A stored file of an article resource: the file (bytes included) and the first resource that links it. */
export async function findResourceFile(db: Db, fileId: number) {
  const [row] = await db
    .select({
      file: files,
      resourceId: articleResources.id,
      kind: articleResources.kind,
      articleId: articleResources.articleId,
    })
    .from(articleResources)
    .innerJoin(files, eq(files.id, articleResources.fileId))
    .where(eq(articleResources.fileId, fileId))
    .orderBy(asc(articleResources.id))
    .limit(1);
  return row;
}

/** The JATS XML an article was imported from, with its DOI (for the file name); undefined when none is stored. */
export async function findArticleXml(db: Db, articleId: number) {
  const [row] = await db
    .select({ xml: articleSources.jatsXml, doi: articles.doi })
    .from(articleSources)
    .innerJoin(articles, eq(articles.id, articleSources.articleId))
    .where(eq(articleSources.articleId, articleId))
    .limit(1);
  return row;
}
