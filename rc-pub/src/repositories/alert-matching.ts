/**
 * Reads of the alert matcher (rc-pub/src/alerts/match): the active subscriptions that could
 * match a batch of published articles, the journals of the sites that scope them, the articles' columns, and which
 * of the batch's articles a keyword search finds (search_docs, the same predicate as the search service).
 */
import { type SQL, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberSubscriptions } from '../db/schema/alerts.js';
import { articles } from '../db/schema/content.js';
import { searchDocs as d } from '../db/schema/search.js';
import { sitePublications, sites } from '../db/schema/sites.js';
import { kindIn } from './search.js';

/** What the matcher reads of a subscription. */
export type MatchSubscriptionRow = Pick<
  typeof memberSubscriptions.$inferSelect,
  'id' | 'type' | 'value' | 'publicationId' | 'siteId' | 'frequency'
>;

/**
 * Active subscriptions (status active) whose journal is one of `publicationIds`, or that span a site (no journal).
 * Reads the whole table at worst (10,000 rows in about 10 ms); index member_subscriptions_match_idx serves the
 * journal-bound ones.
 */
export async function activeSubscriptionsFor(db: Db, publicationIds: number[]): Promise<MatchSubscriptionRow[]> {
  const s = memberSubscriptions;
  const journal: SQL = publicationIds.length
    ? or(inArray(s.publicationId, publicationIds), isNull(s.publicationId))!
    : isNull(s.publicationId);
  return db
    .select({
      id: s.id,
      type: s.type,
      value: s.value,
      publicationId: s.publicationId,
      siteId: s.siteId,
      frequency: s.frequency,
    })
    .from(s)
    .where(and(eq(s.status, 'active'), journal));
}

/**
 * The journals each site shows, as search scopes them (services/search/scope.ts): null for an aggregate site (type
 * all: every journal), else its site_publications plus a single site's own journal. Unknown sites are absent.
 */
export async function journalsOfSites(db: Db, siteIds: number[]): Promise<Map<number, number[] | null>> {
  const out = new Map<number, number[] | null>();
  if (!siteIds.length) return out;
  const ids = [...new Set(siteIds)];
  const rows = await db
    .select({ id: sites.id, type: sites.type, publicationId: sites.publicationId })
    .from(sites)
    .where(inArray(sites.id, ids));
  const links = await db
    .select({ siteId: sitePublications.siteId, publicationId: sitePublications.publicationId })
    .from(sitePublications)
    .where(inArray(sitePublications.siteId, ids));
  for (const site of rows) {
    if (site.type === 'all') {
      out.set(site.id, null);
      continue;
    }
    const own = links.filter((l) => l.siteId === site.id).map((l) => l.publicationId);
    if (site.type === 'single' && site.publicationId !== null && !own.includes(site.publicationId))
      own.push(site.publicationId);
    out.set(site.id, own);
  }
  return out;
}

/** An article's journal and column (zh and en), for column subscriptions. */
export type ArticleColumnRow = Pick<typeof articles.$inferSelect, 'id' | 'publicationId' | 'columnZh' | 'columnEn'>;

/** Journal and column of each given article (primary key of articles). */
export async function articleColumns(db: Db, articleIds: number[]): Promise<ArticleColumnRow[]> {
  if (!articleIds.length) return [];
  return db
    .select({
      id: articles.id,
      publicationId: articles.publicationId,
      columnZh: articles.columnZh,
      columnEn: articles.columnEn,
    })
    .from(articles)
    .where(inArray(articles.id, articleIds));
}

/**
 * The columns compiled predicates read (repositories/search/compile.ts), detoasted once per statement: the batch's
 * docs are copied into a CTE named like the table, so the predicates' `"search_docs"."tsv"` read the in-memory copy
 * instead of decompressing each article's TOASTed tsvector once per keyword. A column compile.ts starts to use must be
 * added here (the statement fails loudly otherwise).
 */
const BATCH_COLUMNS = sql.join(
  [
    sql`ref_id`,
    ...['tsv', 'tsv_title', 'tsv_keyword', 'tsv_author', 'tsv_institution', 'tsv_abstract', 'tsv_sponsor']
      .concat(['tsv_caption', 'tsv_label', 'tsv_article_title'])
      .map((c) => sql`(${sql.identifier(c)} || ''::tsvector) as ${sql.identifier(c)}`),
    sql`doi`,
    sql`issn`,
    sql`cn`,
  ],
  sql`, `,
);

/** Predicates evaluated per statement by {@link articlesMatchingEach} (keeps a statement to a few hundred KB). */
const PREDICATES_PER_STATEMENT = 100;

/**
 * For each predicate of `matches` (compiled search predicates, repositories/search/compile.ts), the ids among
 * `articleIds` whose article search doc satisfies it. The batch's docs are found once per statement through
 * search_docs_item_uq and every predicate is tested on them (`case when … then i end`, NULL counting as false): one
 * statement for up to 100 predicates instead of one each (a statement costs 10-20 ms on PGlite whatever it does).
 */
export async function articlesMatchingEach(db: Db, articleIds: number[], matches: SQL[]): Promise<Set<number>[]> {
  const out = matches.map(() => new Set<number>());
  if (!articleIds.length || !matches.length) return out;
  for (let from = 0; from < matches.length; from += PREDICATES_PER_STATEMENT) {
    const part = matches.slice(from, from + PREDICATES_PER_STATEMENT);
    const tests = sql.join(
      part.map((m, i) => sql`case when ${m} then ${sql.raw(String(from + i))} end`),
      sql`, `,
    );
    const res = await db.execute(
      sql`with ${d} as materialized (select ${BATCH_COLUMNS} from ${d}
          where ${and(kindIn(['article']), inArray(d.refId, articleIds))})
        select ref_id as id, array_remove(array[${tests}], null) as hits from ${d}`,
    );
    for (const row of (res as unknown as { rows: { id: number; hits: number[] | string }[] }).rows) {
      for (const i of hitList(row.hits)) out[i]?.add(Number(row.id));
    }
  }
  return out;
}

/** An int[] as the driver hands it: an array (node-postgres, PGlite) or its text form '{1,2}'. */
function hitList(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}
