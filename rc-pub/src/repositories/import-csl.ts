/**
 * What the CSL import writes (import/csl.ts; `pnpm rc-pub import` of a .jsonl file and the seed's demo journals):
 * one category's demo articles in its journal's single issue, updated in place by their key (`ids.cslKey`), new ones
 * inserted, their one Chinese text replaced. Runs inside the file's transaction.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { articles, articleTexts } from '../db/schema/content.js';

/** One CSL record as its article is written: its key, column (the discipline) and text. */
export interface CslArticleDraft {
  /** ids.cslKey (import/csl.ts cslKey). */
  key: string;
  columnZh: string | null;
  title: string;
  /** Sanitized HTML, or null without an abstract. */
  abstractHtml: string | null;
  keywords: string[];
}

/** Keys, ids and rows per statement (well under PostgreSQL's parameter limit). */
const CHUNK = 400;
function chunks<T>(xs: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += CHUNK) out.push(xs.slice(i, i + CHUNK));
  return out;
}

/**
 * Writes the demo articles of `drafts` (distinct keys) into issue `issueId` of journal `publicationId`: the article
 * with the same key is updated in place, others are inserted; every text is replaced.
 * @returns the article ids in the order of `drafts`, how many are new, and the issue each existing article was in
 *   before (new articles are absent from `previousIssue`)
 */
export async function writeCslArticles(
  tx: Tx,
  publicationId: number,
  issueId: number,
  drafts: CslArticleDraft[],
): Promise<{ ids: number[]; fresh: number; previousIssue: Map<number, number | null> }> {
  const byKey = new Map(drafts.map((d) => [d.key, d]));
  const keys = drafts.map((d) => d.key);
  const existing = new Map<string, number>();
  const previousIssue = new Map<number, number | null>();
  for (const part of chunks(keys)) {
    const rows = await tx
      .select({ id: articles.id, key: sql<string>`${articles.ids}->>'cslKey'`, issueId: articles.issueId })
      .from(articles)
      .where(
        sql`${articles.ids}->>'cslKey' in (${sql.join(
          part.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    for (const row of rows) {
      existing.set(row.key, row.id);
      previousIssue.set(row.id, row.issueId);
    }
  }
  const values = (d: CslArticleDraft) => ({
    publicationId,
    issueId,
    doi: null,
    ids: { cslKey: d.key },
    originalLanguage: 'zh',
    columnZh: d.columnZh,
    columnEn: null,
    contributors: [],
    affiliations: [],
    references: [],
    demo: true,
    articleType: null,
  });
  for (const key of keys) {
    const id = existing.get(key);
    if (id !== undefined) {
      await tx
        .update(articles)
        .set({ ...values(byKey.get(key)!), updatedAt: new Date() })
        .where(sql`${articles.id} = ${id}`);
    }
  }
  const fresh = keys.filter((k) => !existing.has(k));
  for (const part of chunks(fresh)) {
    const rows = await tx
      .insert(articles)
      .values(part.map((k) => values(byKey.get(k)!)))
      .returning({ id: articles.id, key: sql<string>`${articles.ids}->>'cslKey'` });
    for (const row of rows) existing.set(row.key, row.id);
  }
  const ids = keys.map((k) => existing.get(k)!);
  for (const part of chunks(ids)) await tx.delete(articleTexts).where(inArray(articleTexts.articleId, part));
  for (const part of chunks(keys)) {
    await tx.insert(articleTexts).values(
      part.map((k) => {
        const d = byKey.get(k)!;
        return {
          articleId: existing.get(k)!,
          lang: 'zh',
          isOriginal: true,
          title: d.title,
          abstractHtml: d.abstractHtml,
          keywords: d.keywords,
          bodyHtml: null,
          outline: [],
        };
      }),
    );
  }
  return { ids, fresh: fresh.length, previousIssue };
}
