/**
 * What every citation export format shares (downloadCitation; ../shared/CITATION-FORMATS.md): which language
 * version leads, the second language of the `Translated *` fields, pages, names, journal names per language, and the
 * clean-up of values written on one line.
 */
import type { Lang } from '../../contract/wire.js';
import type { CitationAuthor, CitationRecord, CitationText, CslItem, CslName } from '../record.js';

/** Options of every export format. */
export interface ExportOptions {
  /** Include abstracts (`abstract=1`). */
  abstract: boolean;
  /**
   * The request language (zh | en): in a format with one slot per field (BibTeX, RIS, EndNote) the article's text in
   * this language leads when it has one, else its original.
   */
  language: Lang;
}

/** An export format: records in, file text out (without a byte-order mark; see {@link FormatSpec}). */
export type ExportFormatter = (records: readonly CitationRecord[], options: ExportOptions) => string;

/** The original-language text of a record (texts list it first). */
export function originalText(record: CitationRecord): CitationText | undefined {
  return record.texts[0];
}

/**
 * The text that fills the `Translated *` fields and second-language elements: English for an article in another
 * language, else Chinese, else any other version; undefined for a monolingual article.
 */
export function secondText(record: CitationRecord): CitationText | undefined {
  const others = record.texts.slice(1);
  const prefer = record.originalLanguage === 'en' ? 'zh' : 'en';
  return others.find((t) => t.lang === prefer) ?? others[0];
}

/** The text in `language` when the article has it, else the original. */
export function leadText(record: CitationRecord, language: Lang): CitationText | undefined {
  return record.texts.find((t) => t.lang === language) ?? originalText(record);
}

/**
 * The journal's name for a text in `lang`: Chinese for Chinese, else the English one; each falls back to the other
 * (a journal may have only one).
 */
export function journalName(record: CitationRecord, lang: string): string | undefined {
  const zh = record.journal.titleZh.trim();
  const en = record.journal.titleEn.trim();
  return (lang === 'zh' ? zh || en : en || zh) || undefined;
}

/** The journal's publisher for a text in `lang` (same rule as {@link journalName}). */
export function publisherName(record: CitationRecord, lang: string): string | undefined {
  const { publisherZh: zh, publisherEn: en } = record.journal;
  return (lang === 'zh' ? zh || en : en || zh) ?? undefined;
}

/**
 * The CSL item of a record with the lead text's title, abstract (only when asked), keywords, language and journal
 * name: the original item, or the English one when English leads. Exports in one language build from it.
 */
export function leadItem(record: CitationRecord, options: ExportOptions): CslItem {
  const text = leadText(record, options.language);
  const base = text?.lang === 'en' && record.translated ? record.translated : record.item;
  const { abstract: _abstract, keyword: _keyword, ...rest } = base;
  const item: CslItem = { ...rest };
  if (!text) return item;
  item.title = text.title;
  item.language = text.lang === 'zh' ? 'zh-CN' : text.lang === 'en' ? 'en-US' : text.lang;
  const journal = journalName(record, text.lang);
  if (journal) item['container-title'] = journal;
  const url = record.urls[text.lang === 'zh' ? 'zh' : 'en'];
  if (url) item.URL = url;
  if (options.abstract && text.abstract) item.abstract = text.abstract;
  if (text.keywords.length) item.keyword = text.keywords.join(', ');
  return item;
}

/** 'fpage-lpage', fpage alone, or the elocation id; undefined when the article has none. */
export function pageRange(record: CitationRecord): string | undefined {
  const { fpage, lpage, elocationId } = record;
  if (fpage && lpage && lpage !== fpage) return `${fpage}-${lpage}`;
  return fpage ?? elocationId ?? undefined;
}

/** Every ISSN of the journal, the print one first, then the electronic one (each once). */
export function issnsOf(record: CitationRecord): string[] {
  const { issn, eissn } = record.journal;
  return [...new Set([issn, eissn].filter((v): v is string => !!v))];
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** True when `s` contains Chinese characters. */
export function hasHan(s: string): boolean {
  return HAN.test(s);
}

/**
 * A name as Chinese tools and EndNote list it: `Family, Given` for Latin names, `FamilyGiven` for Chinese names
 * (齐淑霞, as CNKI exports), the literal for organisations.
 */
export function displayName(name: CslName): string {
  if (name.literal) return name.literal;
  const family = name.family ?? '';
  const given = name.given ?? '';
  if (hasHan(family + given)) return family + given;
  return given ? `${family}, ${given}` : family;
}

/** The distinct affiliation lines of the authors, in order of first appearance. */
export function affiliationsOf(authors: readonly CitationAuthor[]): string[] {
  return [...new Set(authors.flatMap((a) => a.affiliations.map((x) => x.trim()).filter(Boolean)))];
}

/** ISO 639-2 code of a stored language code as Chinese tools write it (`chi` in Wanfang records; eng, por, spa…). */
export function iso639_2(lang: string): string {
  const codes: Record<string, string> = { zh: 'chi', en: 'eng', pt: 'por', es: 'spa', fr: 'fre', de: 'ger', ja: 'jpn' };
  return codes[lang] ?? lang;
}

/** `s` on one line: runs of white space (line breaks included) as one space, control characters removed. */
export function oneLine(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}
