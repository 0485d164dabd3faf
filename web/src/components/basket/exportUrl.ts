/**
 * Citation export (docs/product/citation-and-harvest.md#citation-export: a browser navigation to
 * /front/front-article/downloadCitation with ids, citationType and language; formats BibTeX, Endnote, RefMan, NoteExpress and NoteFirst: `abstract=1` for the citation with
 * its abstract). The gateway serves the path on every site's host, so the URL is relative to the page.
 */
import { CITATION_EXPORT_FORMATS, type CitationExportFormat } from 'rc-pub/contract';
import type { Lang } from '../../app/lang.js';

/** The path of the download (on the page's own host). */
export const DOWNLOAD_CITATION_PATH = '/front/front-article/downloadCitation';

/** Each format's name in the menu (product names, the same in zh and en); a new contract format fails to compile here. */
const FORMAT_NAMES: Record<CitationExportFormat, string> = {
  bibtex: 'BibTeX',
  endnote: 'EndNote',
  refman: 'RefMan (RIS)',
  noteexpress: 'NoteExpress',
  notefirst: 'NoteFirst',
};

/** One menu entry: the `citationType` value, its name and the file extension of the download. */
export interface ExportFormatOption {
  format: CitationExportFormat;
  name: string;
  extension: string;
}

/** The export formats in menu order (docs/product/citation-and-harvest.md#citation-export), with rc-pub's file extensions. */
export const EXPORT_FORMATS: readonly ExportFormatOption[] = (Object.keys(FORMAT_NAMES) as CitationExportFormat[]).map(
  (format) => ({ format, name: FORMAT_NAMES[format], extension: CITATION_EXPORT_FORMATS[format].extension }),
);

/**
 * The download URL for `ids` (article ids, in order; at most 500, the request limit) in `format`, with abstracts when
 * `withAbstract`; `lang` is the page language (the language of the file's labels and messages).
 */
export function exportUrl(
  ids: readonly number[],
  format: CitationExportFormat,
  lang: Lang,
  withAbstract: boolean,
): string {
  const query = `ids=${ids.join(',')}&citationType=${format}&language=${lang}`;
  return `${DOWNLOAD_CITATION_PATH}?${query}${withAbstract ? '&abstract=1' : ''}`;
}
