/**
 * The CSL-zh keyword recall set (each record of demo-data/csl-zh/csl-dev.jsonl must be found by each of its
 * keywords in the top 20 of the zhdemo group, ≥ 95% of the time). 5,212 queries in full: `pnpm bench:recall` runs
 * them all (bench/search/recall.ts); the normal test run (tests/rc-pub/search-seeded.test.ts) runs a fixed sample of
 * {@link RECALL_SAMPLE_SIZE} spread evenly over the file, so it is deterministic and fast.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo CSL-zh file the recall set comes from. */
export const RECALL_CSL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../demo-data/csl-zh/csl-dev.jsonl',
);
/** Threshold of recall@20. */
export const RECALL_THRESHOLD = 0.95;
/** Queries of the sample run in the normal test run. */
export const RECALL_SAMPLE_SIZE = 500;

/** One query: a keyword and the title of the record it must find. */
export interface RecallQuery {
  keyword: string;
  title: string;
}

/** Every (keyword, record title) pair of the CSL-zh file, in file order. */
export function recallQueries(file = RECALL_CSL): RecallQuery[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { title: string; keywords: string[] })
    .flatMap((r) => r.keywords.map((keyword) => ({ keyword, title: r.title.trim() })));
}

/** `n` items spread evenly over `all` (indices ⌊i·len/n⌋): the same sample on every run. All when n ≥ len. */
export function sampleEvenly<T>(all: T[], n: number): T[] {
  if (n >= all.length) return all;
  return Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]!);
}

/** What one search answered: success, the titles of the top hits, and the total or the error message. */
export interface RecallAnswer {
  ok: boolean;
  titles: string[];
  total?: number;
  message?: string;
}

/** Queries of one class and how many found their record. */
export interface RecallClass {
  asked: number;
  found: number;
}

/** Outcome of a recall run. */
export interface RecallResult {
  asked: number;
  found: number;
  ratio: number;
  /** The first 30 misses: keyword and hit count or message. */
  misses: string[];
  /**
   * The same split by term length: `short` = keywords of one or two characters (what Chinese readers type most),
   * `long` = the rest.
   */
  byLength: { short: RecallClass; long: RecallClass };
  /** The first 30 misses among short keywords. */
  shortMisses: string[];
}

/** True for a keyword of one or two characters (code points, after trimming). */
export function isShortTerm(keyword: string): boolean {
  return Array.from(keyword.trim()).length <= 2;
}

/** Asks each query through `search` (top 20 of the zhdemo group) and counts the records found. */
export async function measureRecall(
  queries: RecallQuery[],
  search: (keyword: string) => Promise<RecallAnswer>,
): Promise<RecallResult> {
  let found = 0;
  const misses: string[] = [];
  const shortMisses: string[] = [];
  const byLength = { short: { asked: 0, found: 0 }, long: { asked: 0, found: 0 } };
  for (const q of queries) {
    const a = await search(q.keyword);
    const cls = isShortTerm(q.keyword) ? byLength.short : byLength.long;
    cls.asked++;
    if (a.ok && a.titles.includes(q.title)) {
      found++;
      cls.found++;
      continue;
    }
    const miss = `${q.keyword} (${a.ok ? `${a.total ?? 0} hits` : a.message})`;
    if (misses.length < 30) misses.push(miss);
    if (cls === byLength.short && shortMisses.length < 30) shortMisses.push(miss);
  }
  return {
    asked: queries.length,
    found,
    ratio: queries.length ? found / queries.length : 0,
    misses,
    byLength,
    shortMisses,
  };
}

/** found/asked = x.xx% of one class. */
function ratioText(c: RecallClass): string {
  return `${c.found}/${c.asked} = ${c.asked ? ((c.found / c.asked) * 100).toFixed(2) : '–'}%`;
}

/**
 * Two lines: 'CSL-zh keyword recall@20: found/asked = x% (1-2 characters: …; 3+: …); first misses: …' and the first
 * misses among the short terms.
 */
export function recallLine(r: RecallResult): string {
  return (
    `CSL-zh keyword recall@20: ${r.found}/${r.asked} = ${(r.ratio * 100).toFixed(2)}% ` +
    `(1-2 characters: ${ratioText(r.byLength.short)}; 3+: ${ratioText(r.byLength.long)}); ` +
    `first misses: ${r.misses.join('; ')}\nfirst short-term misses: ${r.shortMisses.join('; ') || 'none'}`
  );
}
