/**
 * Persistence of imported content with the search index following it (docs/product/content.md#jats-import): the writes are
 * repositories/import.ts; what changes a journal's or an article's search documents reindexes them here, inside the
 * caller's per-file transaction (incremental indexing).
 */
import type { Tx } from '../db/client.js';
import { type JournalUpsert, replaceArticleContent, type TargetSite, writeJournal } from '../repositories/import.js';
import { indexArticles, indexPublications } from '../search/indexer/index.js';
import type { ResourceDraft } from './render-types.js';
import type { TextDraft } from './texts.js';

/** Inserts or updates a journal by `code` (repositories/import.ts writeJournal) and reindexes it when written. */
export async function upsertJournal(tx: Tx, j: JournalUpsert): Promise<number> {
  const { id, written } = await writeJournal(tx, j);
  if (written) await indexPublications(tx, [id]); // Search index follows the import
  return id;
}

/**
 * Replaces the texts and resources of an article (one batch insert each; `fresh`: a new article, nothing to delete),
 * then replaces its search docs (incremental indexing inside the file's transaction).
 */
export async function replaceTextsAndResources(
  tx: Tx,
  articleId: number,
  texts: TextDraft[],
  resources: ResourceDraft[],
  fresh = false,
): Promise<void> {
  await replaceArticleContent(
    tx,
    articleId,
    texts,
    resources.map((r) => ({
      kind: r.kind,
      jatsId: r.jatsId ?? null,
      label: r.label ?? null,
      captionHtml: r.captionHtml ?? null,
      captionText: r.captionText ?? null,
      href: r.href ?? null,
      mime: r.mime ?? null,
      fileId: r.fileId ?? null,
      doi: r.doi ?? null,
      tableHtml: r.tableHtml ?? null,
      lang: r.lang,
    })),
    fresh,
  );
  await indexArticles(tx, [articleId]);
}

/** After a committed transaction: records single-site assignments made by repositories/import.ts linkJournal in `targets`. */
export function noteAssigned(targets: TargetSite[], publicationId: number): void {
  for (const t of targets) if (t.type === 'single' && t.publicationId === null) t.publicationId = publicationId;
}
