/**
 * Bench corpus (search speed is measured, not assumed): the real demo records (JATS + CSL-zh, loaded by the seed and indexed
 * by rc-pub's indexer) replicated to N articles with new ids. Replication copies the indexed rows in SQL (an article
 * and its figure/table/media docs together; ref/article ids offset per copy, DOIs suffixed), so the copies are not
 * re-segmented; the secondary indexes are dropped first and rebuilt after the copy, and that rebuild is the measured
 * index build time. Segmentation throughput is measured separately on the real records.
 */
import type { Db } from '../../rc-pub/src/db/client.js';
import { buildArticleDocs } from '../../rc-pub/src/search/indexer/index.js';
import { segmentForIndex } from '../../rc-pub/src/search/segment.js';

/** Rows of a raw query (the same on PGlite and node-postgres results). */
export async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What building the corpus measured. */
export interface CorpusReport {
  sourceArticles: number;
  articles: number;
  docs: number;
  copyMs: number;
  indexMs: number;
  perIndexMs: Record<string, number>;
  tableSize: string;
}

const COLS = `kind, ref_id, article_id, publication_id, site_id, issue_id, year, published_date, column_zh, column_en,
  publication_type, open_access, views, downloads, citations, doi, issn, cn, lang, title_zh, title_en, title_orig,
  authors, keywords, label, file_id, mime, article_title, snippet_zh, snippet_en, tsv, tsv_rank, tsv_title,
  tsv_keyword, tsv_author, tsv_institution, tsv_abstract, tsv_sponsor, tsv_caption, tsv_label, tsv_article_title, facets`;
/**
 * maintenance_work_mem of the index builds: BENCH_INDEX_MEM (a PostgreSQL memory size such as 256MB or 4GB), default
 * 256MB. A GIN build dumps its accumulated postings each time this fills: at a million articles, the full-text GIN of
 * the article partition had read 41% of its table after 22 minutes at 256MB on this machine (bench/README.md).
 * @throws when the value is not a size PostgreSQL reads (digits and kB/MB/GB)
 */
function indexMemory(): string {
  const v = process.env.BENCH_INDEX_MEM ?? '256MB';
  if (!/^[0-9]+(kB|MB|GB)$/.test(v)) throw new Error(`bench: BENCH_INDEX_MEM must look like 256MB or 4GB, got "${v}"`);
  return v;
}

/** Offset between copies: larger than any real id. */
const OFFSET = 1_000_000;

/**
 * Grows search_docs to `n` articles by copying the indexed real articles; rebuilds the secondary indexes and
 * ANALYZEs. `log` gets progress lines.
 */
export async function replicate(db: Db, n: number, log: (l: string) => void): Promise<CorpusReport> {
  const [{ s } = { s: 0 }] = await rows<{ s: number }>(
    db,
    `select count(*)::int as s from search_docs where kind = 'article'`,
  );
  const source = Number(s);
  if (source === 0) throw new Error('bench: no indexed articles to replicate (did the seed run?)');
  const defs = await rows<{ indexname: string; indexdef: string }>(
    db,
    `select indexname, replace(indexdef, ' ON ONLY ', ' ON ') as indexdef from pg_indexes
     where tablename = 'search_docs' and indexname <> 'search_docs_id_kind_pk'`,
  );
  for (const d of defs) await db.execute(`drop index ${d.indexname}`);
  await db.execute(`create temp table bench_src as
    select article_id, (row_number() over (order by article_id) - 1)::int as rn
    from search_docs where kind = 'article'`);
  const t0 = performance.now();
  const step = 10_000; // target articles per statement
  for (let from = source; from < n; from += step) {
    const to = Math.min(n, from + step) - 1;
    await db.execute(`insert into search_docs (${COLS})
      select d.kind, d.ref_id + c.copy * ${OFFSET}, d.article_id + c.copy * ${OFFSET}, d.publication_id, d.site_id,
        d.issue_id, d.year, d.published_date, d.column_zh, d.column_en, d.publication_type, d.open_access, d.views,
        d.downloads, d.citations, case when d.doi is null then null else d.doi || '.r' || c.copy end, d.issn, d.cn,
        d.lang, d.title_zh, d.title_en, d.title_orig, d.authors, d.keywords, d.label, d.file_id, d.mime,
        d.article_title, d.snippet_zh, d.snippet_en, d.tsv, d.tsv_rank, d.tsv_title, d.tsv_keyword, d.tsv_author,
        d.tsv_institution, d.tsv_abstract, d.tsv_sponsor, d.tsv_caption, d.tsv_label, d.tsv_article_title, d.facets
      from (select g % ${source} as rn, g / ${source} as copy from generate_series(${from}, ${to}) g) c
      join bench_src s on s.rn = c.rn
      join search_docs d on d.article_id = s.article_id and d.ref_id < ${OFFSET} and d.kind <> 'publication'`);
    log(`  copied ${to + 1}/${n} articles`);
  }
  await db.execute('drop table bench_src');
  const copyMs = performance.now() - t0;
  const t1 = performance.now();
  const perIndexMs: Record<string, number> = {};
  for (const d of defs) {
    const ti = performance.now();
    // one session: the memory setting applies to the CREATE INDEX (PostgreSQL default 64 MB; BENCH_INDEX_MEM)
    await db.transaction(async (tx) => {
      await tx.execute(`set local maintenance_work_mem = '${indexMemory()}'`);
      await tx.execute(d.indexdef);
    });
    perIndexMs[d.indexname] = Math.round(performance.now() - ti);
  }
  // VACUUM sets the visibility map (as autovacuum would on a live database), ANALYZE the statistics
  await db.execute('vacuum analyze search_docs');
  const indexMs = performance.now() - t1;
  const [c] = await rows<{ a: number; n: number; size: string }>(
    db,
    `select count(*) filter (where kind = 'article')::int as a, count(*)::int as n,
       pg_size_pretty((select sum(pg_total_relation_size(relid)) from pg_partition_tree('search_docs'))::bigint)
       as size from search_docs`,
  );
  return {
    sourceArticles: source,
    articles: Number(c!.a),
    docs: Number(c!.n),
    copyMs: Math.round(copyMs),
    indexMs: Math.round(indexMs),
    perIndexMs,
    tableSize: c!.size,
  };
}

/** Segmentation + document building throughput on the real articles (characters of source text per second). */
export async function segmentationRate(db: Db): Promise<{ articles: number; chars: number; ms: number }> {
  const ids = (await rows<{ id: number }>(db, 'select id from articles order by id')).map((r) => Number(r.id));
  const t0 = performance.now();
  let chars = 0;
  for (let i = 0; i < ids.length; i += 200) {
    for (const d of await buildArticleDocs(db, ids.slice(i, i + 200))) {
      for (const v of Object.values(d.fields)) {
        chars += v.length;
        segmentForIndex(v);
      }
    }
  }
  return { articles: ids.length, chars, ms: Math.round(performance.now() - t0) };
}
