/**
 * Search indexer ("indexing is incremental on import and rebuildable"): loads stored content, builds
 * documents (documents.ts) and replaces their search_docs rows (write.ts); the queries are
 * repositories/search-index.ts. Every function accepts a database or a transaction handle, so import can index a file
 * inside the file's own transaction (rc-pub/src/import/persist.ts).
 */
import type { Db, Tx } from '../../db/client.js';
import type { OnProgress } from '../../lib/progress.js';
import { listTexts } from '../../repositories/articles.js';
import { bumpAllSites } from '../../repositories/content-versions.js';
import {
  clearIndex,
  deleteArticleDocs,
  deleteNewsDocs,
  deletePublicationDocs,
  docCountsByKind,
  indexedArticles,
  indexMissing,
  newsByIds,
  publicationsByIds,
  reindexSources,
  resourcesOfArticles,
  type SearchDocInput,
} from '../../repositories/search-index.js';
import { articleDocs, newsDoc, publicationDoc } from './documents.js';
import { insertDocs } from './write.js';

export type { SearchDocInput } from '../../repositories/search-index.js';
export { articleDocs, newsDoc, publicationDoc } from './documents.js';
export { insertDocs } from './write.js';

/** Articles loaded per batch by {@link reindexAll} and {@link indexArticles}. */
const ARTICLE_BATCH = 200;

function chunks<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Builds the documents of these articles (article + resources) from the stored rows; unknown ids are skipped. */
export async function buildArticleDocs(db: Db | Tx, articleIds: number[]): Promise<SearchDocInput[]> {
  if (!articleIds.length) return [];
  const rows = await indexedArticles(db, articleIds);
  // the texts with bodies, as the article detail reads them (repositories/articles.ts)
  const texts = await listTexts(db, articleIds, true);
  const resources = await resourcesOfArticles(db, articleIds);
  return rows.flatMap(({ a, issueYear }) =>
    articleDocs(
      a,
      texts.filter((t) => t.articleId === a.id),
      resources.filter((r) => r.articleId === a.id),
      { issueYear },
    ),
  );
}

/**
 * (Re)indexes articles: deletes every doc of these articles (article and resources, so removed figures disappear)
 * and writes fresh ones. Call inside the transaction that changed them. Returns the number of docs written.
 */
export async function indexArticles(db: Db | Tx, articleIds: number[]): Promise<number> {
  let n = 0;
  for (const part of chunks([...new Set(articleIds)], ARTICLE_BATCH)) {
    await deleteArticleDocs(db, part);
    n += await insertDocs(db, await buildArticleDocs(db, part));
  }
  return n;
}

/** (Re)indexes journals (publications) by id. Returns the number of docs written. */
export async function indexPublications(db: Db | Tx, publicationIds: number[]): Promise<number> {
  if (!publicationIds.length) return 0;
  const ids = [...new Set(publicationIds)];
  await deletePublicationDocs(db, ids);
  const rows = await publicationsByIds(db, ids);
  return insertDocs(db, rows.map(publicationDoc));
}

/**
 * (Re)indexes news: the given ids, or when `newsIds` is omitted every news item (docs of deleted news are removed).
 * Returns the number of docs written.
 */
export async function indexNews(db: Db | Tx, newsIds?: number[]): Promise<number> {
  if (newsIds && !newsIds.length) return 0;
  await deleteNewsDocs(db, newsIds);
  const rows = await newsByIds(db, newsIds);
  return insertDocs(db, rows.map(newsDoc));
}

/** Counts written by {@link reindexAll}, by kind, and the elapsed milliseconds. */
export interface ReindexReport {
  counts: Record<string, number>;
  total: number;
  ms: number;
}

/** Options of {@link reindexAll}. */
export interface ReindexOptions {
  /** One line per article batch (`reindex: 400/512 articles`). */
  log?: (line: string) => void;
  /**
   * Called after journals, after each article batch and after news; `done` and `total` count source rows
   * (journals + articles + news, counted before the first batch), `outcome` is `indexed`, `current` names the step
   * (`journals`, `articles 201-400 of 512`, `news`).
   */
  onProgress?: OnProgress;
}

/**
 * Rebuilds the whole index (`pnpm rc-pub reindex`): empties search_docs and the fuzzy vocabulary, then indexes journals, articles (batches
 * of 200, one transaction each, progress through `log` and `onProgress`) and news. Readers see a partial index while
 * it runs; every site's content version is bumped at the end.
 */
export async function reindexAll(db: Db, opts: ReindexOptions = {}): Promise<ReindexReport> {
  const t0 = performance.now();
  const { publicationIds: pubIds, articleIds: ids, newsCount } = await reindexSources(db);
  const rowsToIndex = pubIds.length + ids.length + newsCount;
  let rowsDone = 0;
  const step = (n: number, current: string) => {
    rowsDone += n;
    opts.onProgress?.({ done: rowsDone, total: rowsToIndex, current, outcome: 'indexed' });
  };
  await clearIndex(db); // the vocabulary too: it is rebuilt from the new docs
  await indexPublications(db, pubIds);
  step(pubIds.length, 'journals');
  let done = 0;
  for (const part of chunks(ids, ARTICLE_BATCH)) {
    await db.transaction((tx) => indexArticles(tx, part));
    step(part.length, `articles ${done + 1}-${done + part.length} of ${ids.length}`);
    done += part.length;
    opts.log?.(`reindex: ${done}/${ids.length} articles`);
  }
  await indexNews(db);
  step(newsCount, 'news');
  await bumpAllSites(db); // Search results of every site may differ now
  const counts = await docCountsByKind(db);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { counts, total, ms: Math.round(performance.now() - t0) };
}

/**
 * Builds the index once when the database has articles but no search documents: a database filled before the
 * search index existed (added it by migration). Called at server start, so an upgrade needs no manual
 * `pnpm rc-pub reindex`. Returns the reindex report, or null when nothing had to be done.
 */
export async function ensureIndexed(db: Db, log?: (line: string) => void): Promise<ReindexReport | null> {
  if (!(await indexMissing(db))) return null;
  log?.('rc-pub: the search index is empty; building it once ...');
  return reindexAll(db, log ? { log } : {});
}
