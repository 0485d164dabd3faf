/** Article queries: pages of summaries (issue table of contents, journal, site scope, ids), detail by id and DOI. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articleResources, articles, articleTexts, sitePublications } from '../db/schema/index.js';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleTextRow = typeof articleTexts.$inferSelect;
export type ResourceRow = typeof articleResources.$inferSelect;

/** Which articles a page lists; exactly one scope is set. */
export type ArticleScope = { issueId: number } | { publicationId: number } | { siteId: number } | { ids: number[] };

/** Page request: `page` from 0; `sort` 'page' = table-of-contents order (first page / elocation), 'date', 'views'. */
export interface ArticlePageQuery {
  scope: ArticleScope;
  publicationType?: number | undefined;
  page: number;
  size: number;
  sort: 'page' | 'date' | 'views';
}

function scopeWhere(scope: ArticleScope): SQL {
  if ('issueId' in scope) return eq(articles.issueId, scope.issueId); // articles_issue_idx
  if ('publicationId' in scope) return eq(articles.publicationId, scope.publicationId); // articles_pub_idx
  if ('ids' in scope) return inArray(articles.id, scope.ids);
  // journals of the site (site_publications primary key), then articles_pub_idx
  return inArray(
    articles.publicationId,
    sql`(select ${sitePublications.publicationId} from ${sitePublications} where ${sitePublications.siteId} = ${scope.siteId})`,
  );
}

const firstPageNumber = sql`nullif(regexp_replace(coalesce(${articles.fpage}, ${articles.elocationId}, ''), '[^0-9]', '', 'g'), '')::bigint`;

function orderOf(sort: ArticlePageQuery['sort']): SQL[] {
  if (sort === 'page') return [sql`${firstPageNumber} asc nulls last`, asc(articles.elocationId), asc(articles.id)];
  if (sort === 'views') return [desc(articles.views), desc(articles.id)];
  return [sql`${articles.publishedDate} desc nulls last`, desc(articles.id)];
}

/** One page of articles and the total count of the scope. */
export async function pageArticles(db: Db, q: ArticlePageQuery): Promise<{ total: number; rows: ArticleRow[] }> {
  if ('ids' in q.scope && !q.scope.ids.length) return { total: 0, rows: [] };
  const where =
    q.publicationType === undefined
      ? scopeWhere(q.scope)
      : and(scopeWhere(q.scope), eq(articles.publicationType, q.publicationType))!;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** The article with primary key `id`, or undefined. */
export async function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}

/**
 * The article with this DOI, case-insensitively (DOIs are case-insensitive, ISO 26324). Tries the exact and the
 * lower-cased form through articles_doi_uq first; only on a miss compares lower(doi) (no index serves that).
 */
export async function findArticleByDoi(db: Db, doi: string): Promise<ArticleRow | undefined> {
  const forms = [...new Set([doi, doi.toLowerCase(), doi.toUpperCase()])];
  const [hit] = await db.select().from(articles).where(inArray(articles.doi, forms)).limit(1);
  if (hit) return hit;
  const [row] = await db.select().from(articles).where(sql`lower(${articles.doi}) = ${doi.toLowerCase()}`).limit(1);
  return row;
}

/** Texts of the given articles, all languages, original first (article_texts primary key). */
export async function listTexts(db: Db, articleIds: number[], withBody: boolean): Promise<ArticleTextRow[]> {
  if (!articleIds.length) return [];
  const cols = withBody
    ? {
        articleId: articleTexts.articleId,
        lang: articleTexts.lang,
        isOriginal: articleTexts.isOriginal,
        title: articleTexts.title,
        subtitle: articleTexts.subtitle,
        abstractHtml: articleTexts.abstractHtml,
        keywords: articleTexts.keywords,
        bodyHtml: articleTexts.bodyHtml,
        outline: articleTexts.outline,
      }
    : {
        articleId: articleTexts.articleId,
        lang: articleTexts.lang,
        isOriginal: articleTexts.isOriginal,
        title: articleTexts.title,
        subtitle: articleTexts.subtitle,
        abstractHtml: sql<null>`null`,
        keywords: articleTexts.keywords,
        bodyHtml: sql<null>`null`,
        outline: sql<[]>`'[]'::jsonb`,
      };
  return db
    .select(cols)
    .from(articleTexts)
    .where(inArray(articleTexts.articleId, articleIds))
    .orderBy(asc(articleTexts.articleId), desc(articleTexts.isOriginal), asc(articleTexts.lang));
}

/** Resources of one article in document order (article_resources_article_idx). */
export async function listResources(db: Db, articleId: number): Promise<ResourceRow[]> {
  return db
    .select()
    .from(articleResources)
    .where(eq(articleResources.articleId, articleId))
    .orderBy(asc(articleResources.sort), asc(articleResources.id));
}
