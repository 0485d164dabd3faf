/// <reference path="./citation-js.d.ts" />
/**
 * Citation.js (`@citation-js/core` with the BibTeX and RIS plugins) behind typed functions: the BibTeX/BibLaTeX and
 * RIS mappings of CSL-JSON items, and the parsing of those formats back to CSL-JSON (tests and benches read exports
 * as a reference manager would). Only this file imports Citation.js for exports.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslItem } from '../record.js';

/** A BibTeX entry as the plugin maps it: entry type, citation key and field values already in BibTeX syntax. */
export interface BibtexEntry {
  type: string;
  label: string;
  properties: Record<string, string>;
}

/** A RIS record as the plugin maps it: tag → value or repeated values (`TY` included). */
export type RisRecord = Record<string, string | string[]>;

/** A CSL item plus the citation key BibTeX should use (CSL `citation-key`). */
export type KeyedCslItem = CslItem & { 'citation-key'?: string };

interface BibtexConfig {
  format: { asciiOnly: boolean };
}

/**
 * Runs `fn` with the BibTeX plugin writing Unicode as it is instead of LaTeX escapes (its default `asciiOnly` drops
 * every character it has no LaTeX command for, i.e. all Chinese). The setting is restored before returning (`fn` is
 * synchronous, so no other export sees it). Callers escape TeX's special characters themselves ({@link texEscape}).
 */
function unicodeBibtex<T>(fn: () => T): T {
  const config = plugins.config.get('@bibtex') as BibtexConfig;
  const before = config.format.asciiOnly;
  config.format.asciiOnly = false;
  try {
    return fn();
  } finally {
    config.format.asciiOnly = before;
  }
}

/** TeX's special characters as the BibTeX plugin writes them in its ASCII mode (output/value.js). */
const TEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  $: '\\textdollar{}',
  _: '\\textunderscore{}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
};

/** `s` with TeX's special characters escaped (BibTeX field text; Unicode kept). */
export function texEscape(s: string): string {
  return s.replace(/[\\{}$_~^&%#]/g, (c) => TEX_SPECIAL[c] ?? c);
}

/** BibTeX (`bibtex` output: `journal`, `year`, `month`) entries of `items`, Unicode kept. */
export function bibtexEntries(items: readonly KeyedCslItem[]): BibtexEntry[] {
  return unicodeBibtex(() => plugins.output.format('bibtex', items, { format: 'object' }) as BibtexEntry[]);
}

/** BibLaTeX entries of `items` (it maps `abstract`, `keywords` and `language`, which classic BibTeX lacks). */
export function biblatexEntries(items: readonly KeyedCslItem[]): BibtexEntry[] {
  return unicodeBibtex(() => plugins.output.format('biblatex', items, { format: 'object' }) as BibtexEntry[]);
}

/** RIS records of `items` in the 2011 tag set (`spec: 'new'`: TI, AU, T2, PY, DA, DO, SN, AB, KW…). */
export function risRecords(items: readonly CslItem[]): RisRecord[] {
  return plugins.output.format('ris', items, { format: 'object', spec: 'new' }) as RisRecord[];
}

/**
 * Parses BibTeX or RIS text back to CSL-JSON items (format detected by Citation.js), as a reference manager reads an
 * export. Used by tests and the bench.
 */
export function parseCitationText(text: string): Record<string, unknown>[] {
  return plugins.input.chain(text, { generateGraph: false }) as Record<string, unknown>[];
}
