/**
 * The CSL styles and locales of 'How to cite' and batch citation, registered once with citeproc-js through
 * citation-js's CSL plugin. The files are the CSL project's, kept byte for byte in demo-data/csl (PROVENANCE.md there):
 * GB/T 7714-2015 and -2025 (numeric and author-date), APA 7th, Vancouver (nlm-citation-sequence) and IEEE, with the
 * zh-CN and en-US locales.
 *
 * The folder is found next to the sources (`<repo>/demo-data/csl`, like the migrations and the jieba dictionary), not
 * through DEMO_DATA_DIR: that variable names the demo content the seed loads and may point at another data set, while
 * the styles are part of the service itself (the Dockerfile ships the repository tree).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CitationStyle } from '../contract/citation.js';

/** Folder of the CSL style and locale files. */
export const CSL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo-data/csl');

/** The GB/T 7714 edition a journal follows (publications.gbt_edition). */
export type GbtEdition = '2015' | '2025';

/** The CSL locales the renderer registers: Chinese terms (等, 不详) and English ones (et al., n.d.). */
export type CslLocale = 'zh-CN' | 'en-US';

/** The part of `@citation-js/core` this module and the renderer use (the package ships no types). */
export interface CitationJsCore {
  plugins: {
    config: {
      get(name: '@csl'): {
        templates: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
    output: {
      /**
       * Runs an output plugin: for 'bibliography' with `asEntryArray`, `[itemId, entryText][]` in bibliography
       * order (citation order for numeric styles, sorted for author-date ones).
       */
      format(
        name: 'bibliography',
        data: readonly object[],
        options: { format: 'text'; template: string; lang: CslLocale; asEntryArray: true },
      ): [string, string][];
    };
  };
}

const require = createRequire(import.meta.url);

/** citation-js core with its CSL plugin (citeproc-js) loaded; one instance per process, like the templates. */
export const citationJs: CitationJsCore = (() => {
  const core = require('@citation-js/core') as CitationJsCore;
  require('@citation-js/plugin-csl');
  return core;
})();

/** File (in {@link CSL_DIR}) of each style; GB/T styles per edition. */
const STYLE_FILES: Record<CitationStyle, string | Record<GbtEdition, string>> = {
  'gbt7714-numeric': {
    '2015': 'china-national-standard-gb-t-7714-2015-numeric.csl',
    '2025': 'china-national-standard-gb-t-7714-2025-numeric.csl',
  },
  'gbt7714-author-date': {
    '2015': 'china-national-standard-gb-t-7714-2015-author-date.csl',
    '2025': 'china-national-standard-gb-t-7714-2025-author-date.csl',
  },
  apa: 'apa.csl',
  vancouver: 'nlm-citation-sequence.csl',
  ieee: 'ieee.csl',
};

/**
 * Styles whose bibliography entries start with their list number ('[1]' or '1.'), which citations here leave out
 * (docs/product/citation-and-harvest.md#citation-styles: the citation is plain text without a list number).
 */
export const NUMBERED_STYLES: ReadonlySet<CitationStyle> = new Set(['gbt7714-numeric', 'vancouver', 'ieee']);

/**
 * The GB/T styles' estimate of a missing publication year: the year of the access date in brackets ("[2026]" for any
 * undated work cited today; GB/T 7714 allows an estimated year, and the style takes the access year as one). For the
 * portal's records that year is made up: a record without a date (the demo CSL records have none) is undated, not
 * published this year, so the branch is taken out of each GB/T file on loading and an undated work shows no year
 * (docs/product/citation-and-harvest.md#citation-styles). One pattern per file layout; a file whose layout no longer
 * matches fails loudly instead of printing the estimate again.
 */
const ACCESS_YEAR_ESTIMATE: Record<string, RegExp> = {
  '2015':
    /<else>\s*<!--[^>]*-->\s*<date variable="accessed" form="numeric" date-parts="year" prefix="\[" suffix="\]"\/>\s*<\/else>/,
  '2025-numeric':
    /<else-if variable="accessed">\s*<date variable="accessed" prefix="\[" suffix="\]">\s*<date-part name="year" range-delimiter="&#8212;"\/>\s*<\/date>\s*<\/else-if>/,
  '2025-author-date':
    /<else-if variable="accessed">\s*<group prefix="\[" suffix="\]">\s*<date variable="accessed">\s*<date-part name="year" range-delimiter="&#8212;"\/>\s*<\/date>\s*<text variable="year-suffix"\/>\s*<\/group>\s*<\/else-if>/,
};

/** `xml` of GB/T style file `fileName` without its access-year estimate ({@link ACCESS_YEAR_ESTIMATE}); others as read. */
function styleXml(fileName: string, xml: string): string {
  const layout = /gb-t-7714-(2015|2025)-(numeric|author-date)/.exec(fileName);
  if (!layout) return xml;
  const pattern = ACCESS_YEAR_ESTIMATE[layout[1] === '2015' ? '2015' : `2025-${layout[2]}`]!;
  const out = xml.replace(pattern, '');
  if (out === xml) throw new Error(`citation styles: ${fileName} no longer estimates the year as expected`);
  return out;
}

let localesLoaded = false;

function loadLocales(): void {
  if (localesLoaded) return;
  const csl = citationJs.plugins.config.get('@csl');
  for (const locale of ['zh-CN', 'en-US'] as const)
    csl.locales.add(locale, readFileSync(path.join(CSL_DIR, `locales-${locale}.xml`), 'utf8'));
  localesLoaded = true;
}

/**
 * The citation-js template name of `style` in `edition` (ignored for non-GB/T styles), registering the style file
 * and the locales on first use (read once per process; later calls only look the name up).
 * @throws Error when a CSL file is missing from {@link CSL_DIR} (a broken installation, not bad input)
 */
export function cslTemplate(style: CitationStyle, edition: GbtEdition): string {
  const file = STYLE_FILES[style];
  const fileName = typeof file === 'string' ? file : file[edition];
  // Prefixed: the plugin ships its own 'apa' and 'vancouver' templates, which must not stand in for these files.
  const name = `rc-${fileName.replace(/\.csl$/, '')}`;
  const templates = citationJs.plugins.config.get('@csl').templates;
  if (!templates.has(name)) {
    loadLocales();
    templates.add(name, styleXml(fileName, readFileSync(path.join(CSL_DIR, fileName), 'utf8')));
  }
  return name;
}
