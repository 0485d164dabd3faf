/**
 * The suggestion terms of indexed documents (docs/product/search.md#suggestions; table search_suggest,
 * db/schema/search-suggest.ts): an article's titles (Chinese, English, original), keywords and authors, a journal's
 * names. Called by insertDocs (write.ts) right after the documents of a batch are written.
 */
import type { Db, Tx } from '../../db/client.js';
import type { SearchDocInput } from '../../repositories/search-index.js';
import { insertSuggestRows, type SuggestKind, type SuggestRow } from '../../repositories/search-suggest.js';
import { toSimplified } from '../script.js';
import { segmentForIndex } from '../segment.js';

/** Longest term kept (characters); a longer title is still found by its first 200 characters. */
const MAX_TERM = 200;

/**
 * A text as suggestions compare it: NFKC (full-width to ASCII), lower case, traditional Han folded to simplified
 * (search/script.ts toSimplified), runs of white space as one space, trimmed. The typed text is folded the same way.
 */
export function foldSuggestText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase()).replace(/\s+/g, ' ').trim();
}

/** The terms of one document, each (kind, folded text) once; none for kinds other than article and publication. */
function termsOf(d: SearchDocInput): { kind: SuggestKind; text: string }[] {
  const out: { kind: SuggestKind; text: string }[] = [];
  const add = (kind: SuggestKind, values: (string | null)[]) => {
    for (const v of values) {
      const text = v?.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM);
      if (text) out.push({ kind, text });
    }
  };
  if (d.kind === 'article') {
    add('title', [d.titleZh, d.titleEn, d.titleOrig]);
    add('keyword', d.keywords);
    add('author', d.authors);
  } else if (d.kind === 'publication') add('journal', [d.titleZh, d.titleEn]);
  const seen = new Set<string>();
  return out.filter((t) => {
    const key = `${t.kind}\u0000${foldSuggestText(t.text)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Writes the suggestion terms of `docs` (already inserted into search_docs, whose ids the repository looks up by
 * (ref_id, kind)). Journals are in scope by their own id, articles by their journal.
 */
export async function writeSuggestTerms(db: Db | Tx, docs: readonly SearchDocInput[]): Promise<void> {
  const rows: SuggestRow[] = [];
  for (const d of docs) {
    for (const t of termsOf(d)) {
      rows.push({
        refId: d.refId,
        docKind: d.kind,
        kind: t.kind,
        text: t.text,
        folded: foldSuggestText(t.text),
        grams: segmentForIndex(t.text),
        publicationId: d.kind === 'publication' ? d.refId : d.publicationId,
        articleId: d.kind === 'article' ? d.refId : null,
      });
    }
  }
  await insertSuggestRows(db, rows);
}
