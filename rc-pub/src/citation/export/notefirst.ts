/**
 * NoteFirst export (`citationType=notefirst`, `.xml`; docs/product/citation-and-harvest.md#citation-export), built with xmlbuilder2. No official
 * schema was found; the outline follows the two public sources the document names:
 *
 *   Bibliographies
 *     BibliographiesCount                 number of records
 *     Bibliography                        one per article
 *       Type                              JournalArticle
 *       Language                          ISO 639-2 code of the original (chi, eng, por…)
 *       PrimaryTitle/Title[@Lang]         one per language version, the original first
 *       Authors/Author/Info[@Lang]        FullName, Organization (authors are stored in one script: one Info)
 *       Medium/Media[@Lang]               journal name per language (Chinese and English when they differ)
 *       Year, Volume, Issue, PageScope
 *       Keywords/Keyword[@Lang]           per language version
 *       Abstracts/Abstract[@Lang]         per language version (abstract=1)
 *       Publisher, ISSN, DOI, Url         (one ISSN element per ISSN, print first; ISSN and DOI are not in the sources' outline; NoteFirst ignores unknown
 *                                          elements, and they are what a citation needs)
 *
 * `Lang` attributes carry ISO 639-2 codes (`chi` as the CNKI/Wanfang data read by the Scrapy source). Text values
 * are CDATA sections (plain escaped text when a value contains `]]>`); characters XML 1.0 forbids are dropped.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { CitationRecord } from '../record.js';
import {
  displayName,
  type ExportFormatter,
  issnsOf,
  iso639_2,
  journalName,
  oneLine,
  pageRange,
  publisherName,
} from './common.js';

/**
 * `s` without the characters XML 1.0 forbids that {@link oneLine} keeps: lone surrogates and U+FFFE/U+FFFF (it
 * removes the control characters).
 */
export function xmlSafe(s: string): string {
  return s.replace(/[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

/**
 * Adds `<name attrs>` holding `value`: free text as CDATA (escaped text when CDATA cannot hold it), codes and numbers
 * ({@link codeEl}) as text; nothing when there is no value.
 */
function textEl(
  parent: XMLBuilder,
  name: string,
  value: string | number | null | undefined,
  attrs: Record<string, string> = {},
  cdata = true,
): void {
  const v = value === null || value === undefined ? '' : oneLine(xmlSafe(String(value)));
  if (!v) return;
  const el = parent.ele(name, attrs);
  if (cdata && !v.includes(']]>')) el.dat(v);
  else el.txt(v);
}

/** Adds `<name>` with a code or number as plain text (Type, Language, Year, Volume, Issue, PageScope, ISSN, DOI, Url). */
function codeEl(parent: XMLBuilder, name: string, value: string | number | null | undefined): void {
  textEl(parent, name, value, {}, false);
}

function bibliography(parent: XMLBuilder, record: CitationRecord, abstract: boolean): void {
  const b = parent.ele('Bibliography');
  const original = record.texts[0]?.lang ?? record.originalLanguage;
  codeEl(b, 'Type', 'JournalArticle');
  codeEl(b, 'Language', iso639_2(original));
  const titles = b.ele('PrimaryTitle');
  for (const t of record.texts) textEl(titles, 'Title', t.title, { Lang: iso639_2(t.lang) });
  if (record.authors.length) {
    const authors = b.ele('Authors');
    for (const a of record.authors) {
      const info = authors.ele('Author').ele('Info', { Lang: iso639_2(original) });
      textEl(info, 'FullName', displayName(a));
      textEl(info, 'Organization', a.affiliations.join('; '));
    }
  }
  // The journal's name in the original's language, then its name in the other of Chinese and English if different.
  const medium = b.ele('Medium');
  const name = journalName(record, original);
  const otherLang = original === 'zh' ? 'en' : 'zh';
  const otherName = journalName(record, otherLang);
  textEl(medium, 'Media', name, { Lang: iso639_2(original) });
  if (otherName !== name) textEl(medium, 'Media', otherName, { Lang: iso639_2(otherLang) });
  codeEl(b, 'Year', record.year);
  codeEl(b, 'Volume', record.volume);
  codeEl(b, 'Issue', record.issue);
  codeEl(b, 'PageScope', pageRange(record));
  if (record.texts.some((t) => t.keywords.length)) {
    const keywords = b.ele('Keywords');
    for (const t of record.texts)
      for (const k of t.keywords) textEl(keywords, 'Keyword', k, { Lang: iso639_2(t.lang) });
  }
  if (abstract && record.texts.some((t) => t.abstract)) {
    const abstracts = b.ele('Abstracts');
    for (const t of record.texts) textEl(abstracts, 'Abstract', t.abstract, { Lang: iso639_2(t.lang) });
  }
  textEl(b, 'Publisher', publisherName(record, original));
  for (const issn of issnsOf(record)) codeEl(b, 'ISSN', issn);
  codeEl(b, 'DOI', record.doi);
  codeEl(b, 'Url', record.urls[original === 'zh' ? 'zh' : 'en']);
}

/** NoteFirst XML of the records (UTF-8 declaration, indented). */
export const formatNoteFirst: ExportFormatter = (records, options) => {
  const root = create({ version: '1.0', encoding: 'utf-8' }).ele('Bibliographies');
  root.ele('BibliographiesCount').txt(String(records.length));
  for (const r of records) bibliography(root, r, options.abstract);
  return `${root.end({ prettyPrint: true })}\n`;
};
