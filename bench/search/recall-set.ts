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

/** Outcome of a recall run. */
export interface RecallResult {
  asked: number;
  found: number;
  ratio: number;
  /** The first 30 misses: keyword and hit count or message. */
  misses: string[];
}

/** Asks each query through `search` (top 20 of the zhdemo group) and counts the records found. */
export async function measureRecall(
  queries: RecallQuery[],
  search: (keyword: string) => Promise<RecallAnswer>,
): Promise<RecallResult> {
  let found = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const a = await search(q.keyword);
    if (a.ok && a.titles.includes(q.title)) found++;
    else if (misses.length < 30) misses.push(`${q.keyword} (${a.ok ? `${a.total ?? 0} hits` : a.message})`);
  }
  return { asked: queries.length, found, ratio: queries.length ? found / queries.length : 0, misses };
}

/** One line: 'CSL-zh keyword recall@20: found/asked = x%; first misses: …'. */
export function recallLine(r: RecallResult): string {
  return `CSL-zh keyword recall@20: ${r.found}/${r.asked} = ${(r.ratio * 100).toFixed(2)}%; first misses: ${r.misses.join('; ')}`;
}
