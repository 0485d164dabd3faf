/**
 * Citation export (downloadCitation, docs/product/citation-and-harvest.md#citation-export): `citationType` → the file's text, name and media type. One
 * module per format; all read the same citation records (record.ts). Formats and extensions are the contract's
 * (CITATION_EXPORT_FORMATS): bibtex .bib, endnote .enw, refman .ris, noteexpress .net, notefirst .xml.
 */
import { CITATION_EXPORT_FORMATS, type CitationExportFormat } from '../../contract/citation.js';
import type { Lang } from '../../contract/wire.js';
import type { CitationRecord } from '../record.js';
import { formatBibtex } from './bibtex.js';
import type { ExportFormatter, ExportOptions } from './common.js';
import { formatEndnote } from './endnote.js';
import { formatNoteExpress } from './noteexpress.js';
import { formatNoteFirst } from './notefirst.js';
import { formatRis } from './ris.js';

export type { ExportOptions } from './common.js';

/** UTF-8 byte-order mark. */
const BOM = '\ufeff';

/**
 * How each format is written. `bom`: the file starts with a UTF-8 byte-order mark, for NoteExpress only (a Windows
 * tool whose older exports were GBK: the mark makes its encoding sniffing certain). BibTeX,
 * RIS and EndNote readers take UTF-8 as it is (a mark would end up in the first BibTeX key or RIS tag of naive
 * readers) and the XML declaration names its encoding.
 */
const FORMATTERS: Record<CitationExportFormat, { format: ExportFormatter; bom: boolean }> = {
  bibtex: { format: formatBibtex, bom: false },
  endnote: { format: formatEndnote, bom: false },
  refman: { format: formatRis, bom: false },
  noteexpress: { format: formatNoteExpress, bom: true },
  notefirst: { format: formatNoteFirst, bom: false },
};

/** An export ready to send. */
export interface CitationFile {
  /** The file's text (with a byte-order mark where the format has one); send as UTF-8. */
  text: string;
  /** `Content-Type` with its charset, e.g. `application/x-bibtex; charset=utf-8`. */
  contentType: string;
  /** File name in the request language, e.g. `citations-20261123.bib` / `引文-20261123.bib`. */
  fileName: string;
  /** ASCII file name for the `filename=` fallback, e.g. `citations-20261123.bib`. */
  asciiFileName: string;
}

/**
 * The export file of `records` in `format`.
 * @param now the download's time (the file name carries its UTC date, YYYYMMDD)
 */
export function exportCitations(
  format: CitationExportFormat,
  records: readonly CitationRecord[],
  options: ExportOptions,
  now: Date = new Date(),
): CitationFile {
  const f = FORMATTERS[format];
  const { extension, mime } = CITATION_EXPORT_FORMATS[format];
  const body = f.format(records, options);
  return {
    text: f.bom ? BOM + body : body,
    contentType: `${mime}; charset=utf-8`,
    fileName: citationFileName(extension, options.language, now),
    asciiFileName: citationFileName(extension, 'en', now),
  };
}

/** `citations-YYYYMMDD.ext` (en) or `引文-YYYYMMDD.ext` (zh), dated in UTC. */
export function citationFileName(extension: string, language: Lang, now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${language === 'zh' ? '引文' : 'citations'}-${date}.${extension}`;
}
