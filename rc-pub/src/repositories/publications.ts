/** Journal (publication) queries with their article and issue counts. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, issues, publications, sitePublications } from '../db/schema/index.js';

export type PublicationRow = typeof publications.$inferSelect;

/** Journals by ids (primary key), in id order. */
export async function listPublicationsByIds(db: Db, ids: number[]): Promise<PublicationRow[]> {
  if (!ids.length) return [];
  return db.select().from(publications).where(inArray(publications.id, ids)).orderBy(asc(publications.id));
}

/** Journals shown by a site, in the site's order (site_publications primary key). */
export async function listPublicationsBySite(db: Db, siteId: number): Promise<PublicationRow[]> {
  const rows = await db
    .select({ p: publications })
    .from(sitePublications)
    .innerJoin(publications, eq(publications.id, sitePublications.publicationId))
    .where(eq(sitePublications.siteId, siteId))
    .orderBy(asc(sitePublications.sort), asc(publications.id));
  return rows.map((r) => r.p);
}

/** Number of articles (articles_pub_idx) and issues (issues_key_uq) per journal id. */
export async function countsOf(db: Db, ids: number[]): Promise<Map<number, { articles: number; issues: number }>> {
  const out = new Map<number, { articles: number; issues: number }>(ids.map((id) => [id, { articles: 0, issues: 0 }]));
  if (!ids.length) return out;
  const [a, i] = await Promise.all([
    db
      .select({ id: articles.publicationId, n: count() })
      .from(articles)
      .where(inArray(articles.publicationId, ids))
      .groupBy(articles.publicationId),
    db
      .select({ id: issues.publicationId, n: count() })
      .from(issues)
      .where(inArray(issues.publicationId, ids))
      .groupBy(issues.publicationId),
  ]);
  for (const r of a) out.get(r.id)!.articles = Number(r.n);
  for (const r of i) out.get(r.id)!.issues = Number(r.n);
  return out;
}
