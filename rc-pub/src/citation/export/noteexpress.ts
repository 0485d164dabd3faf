/**
 * NoteExpress export (`citationType=noteexpress`, `.net`; docs/product/citation-and-harvest.md#citation-export; as CNKI and Wanfang export):
 * `{Field}: value` lines, `{Reference Type}: Journal Article` first, a blank line between records. As in Wanfang's
 * bilingual records, the original language leads (Title, Journal, Keywords, Abstract) and the `Translated *` fields
 * carry the second language (English for a Chinese article); repeatable fields get one line per value (Wanfang's
 * style: Author, Author Address, Keywords). The CN number goes in `{Notes}` as CNKI does; `{Language}` is the ISO
 * 639-2 code (`chi` as in Wanfang). Every ISSN goes in one `{ISBN/ISSN}` line, `;`-separated as CNKI writes several
 * values; a group author is one `{Author}` line with the name as written. The authors are stored in one script, so there is no `{Translated Author}`.
 * The file starts with a UTF-8 byte-order mark (index.ts): older exports were GBK and importers sniff.
 */
import type { CitationRecord } from '../record.js';
import {
  affiliationsOf,
  displayName,
  type ExportFormatter,
  type ExportOptions,
  issnsOf,
  iso639_2,
  journalName,
  oneLine,
  originalText,
  pageRange,
  secondText,
} from './common.js';

/** The `{Field}: value` lines of one record. */
export function noteExpressLines(record: CitationRecord, options: ExportOptions): string[] {
  const lines: string[] = ['{Reference Type}: Journal Article'];
  const add = (field: string, value: string | number | null | undefined) => {
    const v = value === null || value === undefined ? '' : oneLine(String(value));
    if (v) lines.push(`{${field}}: ${v}`);
  };
  const text = originalText(record);
  const second = secondText(record);
  const lang = text?.lang ?? record.originalLanguage;
  add('Title', text?.title);
  add('Translated Title', second?.title);
  for (const a of record.authors) add('Author', displayName(a));
  for (const aff of affiliationsOf(record.authors)) add('Author Address', aff);
  const journal = journalName(record, lang);
  add('Journal', journal);
  const otherJournal = journalName(record, lang === 'zh' ? 'en' : 'zh');
  if (otherJournal !== journal) add('Translated Journal', otherJournal);
  add('Year', record.year);
  add('Volume', record.volume);
  add('Issue', record.issue);
  add('Pages', pageRange(record));
  for (const k of text?.keywords ?? []) add('Keywords', k);
  if (options.abstract) add('Abstract', text?.abstract);
  add('ISBN/ISSN', issnsOf(record).join('; '));
  add('Notes', record.journal.cn);
  add('URL', record.urls[lang === 'zh' ? 'zh' : 'en']);
  add('DOI', record.doi);
  add('Language', iso639_2(lang));
  return lines;
}

/** NoteExpress text of the records (CR LF line ends, as the Windows tool writes them). */
export const formatNoteExpress: ExportFormatter = (records, options) =>
  `${records.map((r) => noteExpressLines(r, options).join('\r\n')).join('\r\n\r\n')}\r\n`;
