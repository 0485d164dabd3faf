/**
 * Article lists of the journal pages (/newAcademic singleFirst and latestOffer, /newArticle, /thesisDetails;
 * docs/product/content.md#journal-pages) and a journal's columns (the column tree). Always within the journals of one site.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, issues, sitePublications } from '../db/schema/index.js';
import type { JournalColumnWire, JournalListKind } from '../contract/journal.js';
import type { ArticleRow } from './articles.js';

/** Which page of which list: `publicationId` narrows the site's journals to one; `column` is for kind `column`. */
export interface JournalListQuery {
  siteId: number;
  publicationId?: number | undefined;
  kind: JournalListKind;
  column?: string | undefined;
  page: number;
  size: number;
}

/** JATS article types of conference papers (JATS 1.3 article-type values). */
const CONFERENCE_TYPES = ['meeting-report', 'abstract'];

/** The journals of the site (site_publications primary key), or the one journal asked for. */
function journalsWhere(siteId: number, publicationId: number | undefined): SQL {
  if (publicationId !== undefined) return eq(articles.publicationId, publicationId); // articles_pub_idx
  return inArray(
    articles.publicationId,
    sql`(select ${sitePublications.publicationId} from ${sitePublications} where ${sitePublications.siteId} = ${siteId})`,
  );
}

/** Not in a regular issue: no issue, or the online-first bucket. */
const notInRegularIssue = or(
  isNull(articles.issueId),
  sql`exists (select 1 from ${issues} where ${issues.id} = ${articles.issueId} and ${issues.onlineFirst})`,
)!;

function kindWhere(q: JournalListQuery): SQL {
  switch (q.kind) {
    case 'onlineFirst':
      return eq(articles.publicationType, 1);
    case 'accepted':
      return and(eq(articles.versionLabel, -1), notInRegularIssue)!;
    case 'column': {
      const name = q.column ?? '';
      return or(sql`trim(${articles.columnZh}) = ${name}`, sql`trim(${articles.columnEn}) = ${name}`)!;
    }
    case 'conference':
      return or(
        inArray(articles.articleType, CONFERENCE_TYPES),
        sql`coalesce(${articles.columnEn}, '') ilike '%conference%'`,
        sql`coalesce(${articles.columnZh}, '') like '%会议%'`,
      )!;
  }
}

function orderOf(kind: JournalListKind): SQL[] {
  const newest = [sql`${articles.publishedDate} desc nulls last`, desc(articles.id)];
  return kind === 'accepted' ? [sql`${articles.acceptedDate} desc nulls last`, ...newest] : newest;
}

/** One page of the list, newest first, and the list's total. */
export async function pageJournalList(db: Db, q: JournalListQuery): Promise<{ total: number; rows: ArticleRow[] }> {
  const where = and(journalsWhere(q.siteId, q.publicationId), kindWhere(q))!;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...orderOf(q.kind))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** True when journal `publicationId` is one of site `siteId`'s journals (site_publications primary key). */
export async function siteHoldsJournal(db: Db, siteId: number, publicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sitePublications)
    .where(and(eq(sitePublications.siteId, siteId), eq(sitePublications.publicationId, publicationId)));
  return Number(row?.n ?? 0) > 0;
}

/** The columns of the site's (or one journal's) articles, most articles first, then by name; blank columns left out. */
export async function listJournalColumns(
  db: Db,
  siteId: number,
  publicationId: number | undefined,
): Promise<JournalColumnWire[]> {
  const zh = sql<string | null>`nullif(trim(${articles.columnZh}), '')`;
  const en = sql<string | null>`nullif(trim(${articles.columnEn}), '')`;
  const n = count();
  const rows = await db
    .select({ nameZh: zh, nameEn: en, articleCount: n })
    .from(articles)
    .where(and(journalsWhere(siteId, publicationId), or(sql`${zh} is not null`, sql`${en} is not null`)))
    .groupBy(zh, en)
    .orderBy(desc(n), sql`coalesce(${zh}, ${en})`);
  return rows.map((r) => ({ nameZh: r.nameZh, nameEn: r.nameEn, articleCount: Number(r.articleCount) }));
}
