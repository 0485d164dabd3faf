/**
 * Import of CSL records (Chinese Scientific Literature benchmark, demo-data/csl-zh/*.jsonl: one JSON object per line
 * with title, abstract, keywords[], discipline, category; no authors, journal, DOI or dates). Each category becomes a
 * demo journal (visibly marked 【演示】/[Demo], docs/product/README.md#conventions), each record a demo article in the journal's single
 * "演示合集 / Demo collection" issue. Records are keyed by a hash of the title (ids.cslKey) so re-import updates in
 * place. A file is one transaction: a malformed line fails the whole file, naming the line.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { checkFileSize, DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import type { Db, Tx } from '../db/client.js';
import { esc } from './html.js';
import { indexArticles } from '../search/indexer/index.js';
import { bumpSitesOfPublications } from '../repositories/content-versions.js';
import { linkJournal, type TargetSite, upsertIssue } from '../repositories/import.js';
import { writeCslArticles } from '../repositories/import-csl.js';
import { upsertJournal } from './persist.js';
import { recordPublishedArticles, type WrittenArticle } from '../alerts/events.js';
import { withKeyLocks } from '../repositories/key-locks.js';

/** One CSL record as read from a line. */
export interface CslRecord {
  title: string;
  abstract: string;
  keywords: string[];
  discipline: string;
  category: string;
}

/** Error of a CSL file; the message names the line. */
export class CslError extends Error {}

/**
 * English names of the 13 CSL categories (the Chinese degree-discipline categories, 学科门类), for the demo journals'
 * English titles; a category outside the list keeps its own name.
 */
export const CSL_CATEGORY_EN: Readonly<Record<string, string>> = {
  工学: 'Engineering',
  医学: 'Medicine',
  农学: 'Agriculture',
  法学: 'Law',
  哲学: 'Philosophy',
  理学: 'Science',
  经济学: 'Economics',
  管理学: 'Management',
  教育学: 'Education',
  文学: 'Literature',
  历史学: 'History',
  艺术学: 'Art',
  军事学: 'Military Science',
};

/** English title of a CSL category's demo journal, e.g. '[Demo] Engineering journal' for 工学. */
export function cslJournalTitleEn(category: string): string {
  return `[Demo] ${CSL_CATEGORY_EN[category] ?? category} journal`;
}

/** Journal code of a CSL category's demo journal. */
export function cslJournalCode(category: string): string {
  return `demo-csl-${category}`;
}

/** Stable key of a CSL record (SHA-256 of the trimmed title, 32 hex digits). */
export function cslKey(title: string): string {
  return createHash('sha256').update(title.trim()).digest('hex').slice(0, 32);
}

/**
 * Parses a JSONL text into records.
 * @throws CslError 'line N: ...' for invalid JSON or a record without a title or category
 */
export function parseCsl(textIn: string): CslRecord[] {
  const out: CslRecord[] = [];
  const lines = textIn.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new CslError(`line ${i + 1}: not valid JSON (${(e as Error).message})`);
    }
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new CslError(`line ${i + 1}: expected a JSON object`);
    const r = v as Record<string, unknown>;
    const str = (k: string, required: boolean): string => {
      const x = r[k];
      if (x === undefined || x === null) {
        if (required) throw new CslError(`line ${i + 1}: missing "${k}"`);
        return '';
      }
      if (typeof x !== 'string') throw new CslError(`line ${i + 1}: "${k}" must be a string`);
      if (required && !x.trim()) throw new CslError(`line ${i + 1}: "${k}" is empty`);
      if (x.includes('\u0000')) throw new CslError(`line ${i + 1}: "${k}" contains a NUL character`);
      return x.trim();
    };
    const kw = r.keywords ?? [];
    if (!Array.isArray(kw) || kw.some((k) => typeof k !== 'string' || k.includes('\u0000')))
      throw new CslError(`line ${i + 1}: "keywords" must be an array of strings (without NUL characters)`);
    out.push({
      title: str('title', true),
      abstract: str('abstract', false),
      discipline: str('discipline', false),
      category: str('category', true),
      keywords: (kw as string[]).map((k) => k.trim()).filter(Boolean),
    });
  });
  return out;
}

/**
 * Writes one category's records; returns the ids written, how many of them are new articles, and each article as the
 * alert outbox needs it.
 */
async function writeCategory(
  tx: Tx,
  category: string,
  recs: CslRecord[],
  targets: TargetSite[],
): Promise<{ ids: number[]; created: number; written: WrittenArticle[] }> {
  const publicationId = await upsertJournal(tx, {
    code: cslJournalCode(category),
    titleZh: `【演示】${category}期刊`,
    titleEn: cslJournalTitleEn(category),
    language: 'zh',
    demo: true,
  });
  const issueId = await upsertIssue(tx, {
    publicationId,
    year: null,
    volume: '',
    number: '',
    titleZh: '演示合集',
    titleEn: 'Demo collection',
  });
  await linkJournal(tx, publicationId, targets);
  // The sites showing this journal get a new content version, committed with the records
  await bumpSitesOfPublications(tx, [publicationId]);
  // the last record with a given title wins (same key)
  const byKey = new Map<string, CslRecord>();
  for (const r of recs) byKey.set(cslKey(r.title), r);
  const drafts = [...byKey].map(([key, r]) => ({
    key,
    columnZh: r.discipline || null,
    title: r.title,
    abstractHtml: r.abstract ? `<p>${esc(r.abstract)}</p>` : null,
    keywords: r.keywords,
  }));
  const { ids, fresh, previousIssue } = await writeCslArticles(tx, publicationId, issueId, drafts);
  const written = ids.map((id) => ({
    articleId: id,
    publicationId,
    issueId,
    created: !previousIssue.has(id),
    previousIssueId: previousIssue.get(id) ?? null,
  }));
  return { ids, created: fresh, written };
}

/**
 * Imports one CSL .jsonl file in one transaction, with the alert outbox rows of its new articles unless `alerts` is
 * false (the seed passes false).
 * @returns ids of the articles written, in category order; `records`: lines read (records with the same title count
 *   once in `articleIds`); `created`: articles that did not exist before (the others were updated in place)
 * @throws CslError naming the line of a malformed record (nothing is written)
 */
export async function importCslFile(
  db: Db,
  file: string,
  targets: TargetSite[],
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
  alerts = true,
): Promise<{ articleIds: number[]; records: number; created: number }> {
  checkFileSize(statSync(file).size, limits);
  const records = parseCsl(readFileSync(file, 'utf8'));
  if (records.length === 0) throw new CslError('no records in the file');
  const byCategory = new Map<string, CslRecord[]>();
  for (const r of records) {
    const list = byCategory.get(r.category) ?? [];
    list.push(r);
    byCategory.set(r.category, list);
  }
  // Imports writing the same journals take turns (as JATS files do): two runs over one file never insert twice
  const locks = [...byCategory.keys()].map((c) => ['importJournal', cslJournalCode(c)] as const);
  const { articleIds, created } = await withKeyLocks(db, locks, async (tx) => {
    const out: number[] = [];
    let fresh = 0;
    for (const [category, recs] of byCategory) {
      const written = await writeCategory(tx, category, recs, targets);
      out.push(...written.ids);
      fresh += written.created;
      // The alert outbox rows commit with the records, or roll back with the file
      if (alerts) await recordPublishedArticles(tx, written.written);
    }
    // Indexing is incremental on import, inside the file's transaction like JATS files
    await indexArticles(tx, out);
    return { articleIds: out, created: fresh };
  });
  return { articleIds, records: records.length, created };
}
