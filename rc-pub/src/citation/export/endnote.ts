/**
 * EndNote tagged import format (`citationType=endnote`, `.enw`; docs/product/citation-and-harvest.md#citation-export; EndNote's "Creating a
 * Tagged EndNote Import File"): one `%X value` line per field, `%0 Journal Article` first, a blank line between
 * records. The lead text (common.ts) fills `%T`, `%J`, `%K`, `%X`; the other language version of the title goes in
 * `%Q` (Translated Title); a group author is written with a trailing comma, EndNote's corporate form; each ISSN on
 * its own `%@` line. Tags written: %0 %A %+ %T %Q %J %O(abbreviation) %D %8(date) %V %N %P %@ %R %U %K %X %I
 * %G %Z(CN number). Values are single lines (EndNote and Zotero's Refer reader join continuation lines).
 */
import {
  affiliationsOf,
  displayName,
  type ExportFormatter,
  issnsOf,
  iso639_2,
  journalName,
  leadText,
  oneLine,
  pageRange,
  publisherName,
  secondText,
} from './common.js';
import type { CitationRecord } from '../record.js';
import type { ExportOptions } from './common.js';

/** The tagged lines of one record. */
export function endnoteLines(record: CitationRecord, options: ExportOptions): string[] {
  const lines: string[] = ['%0 Journal Article'];
  const add = (tag: string, value: string | number | null | undefined) => {
    const v = value === null || value === undefined ? '' : oneLine(String(value));
    if (v) lines.push(`%${tag} ${v}`);
  };
  const text = leadText(record, options.language);
  const lang = text?.lang ?? record.originalLanguage;
  // EndNote reads a name ending in a comma as a corporate author, kept whole (its "Author and Editor Names")
  for (const a of record.authors) add('A', a.collab && a.literal ? `${a.literal},` : displayName(a));
  for (const aff of affiliationsOf(record.authors)) add('+', aff);
  add('T', text?.title);
  // The other version: the second language when the original leads, else the original.
  const other = text === record.texts[0] ? secondText(record) : record.texts[0];
  if (other && other !== text) add('Q', other.title);
  add('J', journalName(record, lang));
  add('O', record.journal.abbrev);
  add('D', record.year);
  add('8', record.publishedDate);
  add('V', record.volume);
  add('N', record.issue);
  add('P', pageRange(record));
  for (const issn of issnsOf(record)) add('@', issn);
  add('R', record.doi);
  add('U', record.urls[lang === 'zh' ? 'zh' : 'en']);
  for (const k of text?.keywords ?? []) add('K', k);
  if (options.abstract) add('X', text?.abstract);
  add('I', publisherName(record, lang));
  add('G', iso639_2(lang));
  add('Z', record.journal.cn);
  return lines;
}

/** EndNote tagged text of the records (LF line ends, a blank line between records). */
export const formatEndnote: ExportFormatter = (records, options) =>
  `${records.map((r) => endnoteLines(r, options).join('\n')).join('\n\n')}\n`;
