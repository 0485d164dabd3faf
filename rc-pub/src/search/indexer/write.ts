/**
 * Writes {@link SearchDocInput}s into search_docs (rc-pub/src/db/schema/search.ts): segments every field with
 * segmentForIndex and hands batches to the repository (repositories/search-index.ts insertSegmentedDocs, where
 * PostgreSQL builds the tsvectors), with the Latin words of the documents' heads for the fuzzy vocabulary.
 */
import type { Db, Tx } from '../../db/client.js';
import {
  addVocabulary,
  DOC_FIELDS,
  type DocFields,
  insertSegmentedDocs,
  type SearchDocInput,
  type SegmentedDoc,
} from '../../repositories/search-index.js';
import { exactLexemes, segmentForIndex, vocabularyWords } from '../segment.js';
import { writeSuggestTerms } from './suggest-terms.js';

/** Rows per INSERT statement, and the segmented text after which a statement is flushed early (characters). */
const BATCH_ROWS = 100;
const BATCH_CHARS = 4_000_000;

/** Every field of `fields` segmented for the index. */
function segmentFields(fields: DocFields): DocFields {
  const out = { ...fields };
  for (const f of DOC_FIELDS) out[f] = segmentForIndex(fields[f]);
  return out;
}

/**
 * Inserts the documents (the caller has deleted the rows they replace; a duplicate (kind, ref_id) fails the
 * statement). Returns the number of rows written.
 */
export async function insertDocs(db: Db | Tx, docs: SearchDocInput[]): Promise<number> {
  let batch: SegmentedDoc[] = [];
  let chars = 0;
  let written = 0;
  const words = new Set<string>();
  const flush = async () => {
    if (!batch.length) return;
    await insertSegmentedDocs(db, batch);
    // their titles, keywords, authors and journal names into the suggestion terms (docs/product/search.md#suggestions)
    await writeSuggestTerms(
      db,
      batch.map((b) => b.doc),
    );
    // the Latin words of their heads (titles, keywords) into the fuzzy vocabulary
    await addVocabulary(db, [...words]);
    words.clear();
    written += batch.length;
    batch = [];
    chars = 0;
  };
  for (const d of docs) {
    const segmented = segmentFields(d.fields);
    batch.push({ doc: d, segmented, exact: exactLexemes(d.keywords, d.fields.title) });
    for (const w of vocabularyWords(`${d.fields.title} ${d.fields.keyword}`)) words.add(w);
    chars += DOC_FIELDS.reduce((n, f) => n + segmented[f].length, 0);
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return written;
}
