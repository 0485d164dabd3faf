/**
 * Citation contract (docs/product/citation-and-harvest.md: batch citation, batchPublicizeInfo and
 * downloadCitation): the styles of 'How to cite', the export formats and the citation answer. Shared by rc-pub's
 * citation routes, the gateway's client and the web app's export menu.
 */
import type { CitationWire } from './wire-schemas/citation.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { CitationWire };

/**
 * Styles of `GET /rc-pub/front/front-article/cite?style=` (the article page's 'How to cite'), each rendered by
 * citeproc-js from a CSL file of demo-data/csl: GB/T 7714 numeric and author-date (in the edition the journal
 * follows, `publications.gbt_edition`), APA 7th, Vancouver (NLM citation-sequence) and IEEE.
 */
export const CITATION_STYLES = ['gbt7714-numeric', 'gbt7714-author-date', 'apa', 'vancouver', 'ieee'] as const;
/** One of {@link CITATION_STYLES}. */
export type CitationStyle = (typeof CITATION_STYLES)[number];

/**
 * `citationType` values of `GET /rc-pub/front/front-article/downloadCitation` (docs/product/citation-and-harvest.md#citation-export: BibTeX, Endnote, RefMan,
 * NoteExpress, NoteFirst), with the file extension each download carries.
 */
export const CITATION_EXPORT_FORMATS = {
  bibtex: { extension: 'bib', mime: 'application/x-bibtex' },
  endnote: { extension: 'enw', mime: 'application/x-endnote-refer' },
  refman: { extension: 'ris', mime: 'application/x-research-info-systems' },
  noteexpress: { extension: 'net', mime: 'text/plain' },
  notefirst: { extension: 'xml', mime: 'application/xml' },
} as const;
/** One of the keys of {@link CITATION_EXPORT_FORMATS}. */
export type CitationExportFormat = keyof typeof CITATION_EXPORT_FORMATS;

/** At most this many ids in one batchPublicizeInfo or downloadCitation request. */
export const CITATION_MAX_IDS = 500;
