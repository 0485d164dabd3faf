/**
 * BibTeX export (`citationType=bibtex`, `.bib`) through `@citation-js/plugin-bibtex`: classic `@article` entries
 * (`journal`, `year`, `month`, `number`, `pages`, `doi`, `issn` with every ISSN, `url`) plus the BibLaTeX mapping's `abstract`,
 * `keywords` and `language`, which Zotero's and JabRef's BibTeX importers read. One language per entry: the lead
 * text (common.ts). Unicode is written as it is (UTF-8 file); TeX's special characters are escaped.
 */
import type { CitationRecord, CslItem, CslName } from '../record.js';
import { biblatexEntries, bibtexEntries, type BibtexEntry, type KeyedCslItem, texEscape } from './citation-js.js';
import { type ExportFormatter, issnsOf, leadItem } from './common.js';

/** BibLaTeX fields added to the classic entry when the item has them. */
const EXTRA_FIELDS = ['abstract', 'keywords', 'language'] as const;

function escapeName(n: CslName): CslName {
  return {
    ...(n.family !== undefined ? { family: texEscape(n.family) } : {}),
    ...(n.given !== undefined ? { given: texEscape(n.given) } : {}),
    // an organisation stays whole: the plugin writes a literal as one brace group, `{X Study Group}`
    ...(n.literal !== undefined ? { literal: texEscape(n.literal) } : {}),
  };
}

/**
 * A citation key the plugin accepts (ASCII letters, digits, `_`): first author's family name folded to ASCII, the
 * year and the article id (unique in the file), e.g. `Smith2020_1234`; `article_1234` when there is no Latin name.
 */
export function citationKey(record: CitationRecord, item: CslItem): string {
  const first = item.author[0];
  const name = (first?.family ?? first?.literal ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24);
  const year = item.issued?.['date-parts'][0][0] ?? '';
  return `${name || 'article'}${year}_${record.id}`;
}

/** The item BibTeX maps: TeX-escaped text fields, year and month only (BibTeX has no day), its citation key. */
function bibtexItem(record: CitationRecord, item: CslItem): KeyedCslItem {
  const out: KeyedCslItem = {
    ...item,
    'citation-key': citationKey(record, item),
    title: texEscape(item.title),
    author: item.author.map(escapeName),
  };
  for (const k of ['container-title', 'container-title-short', 'publisher', 'abstract', 'keyword'] as const) {
    const v = item[k];
    if (v !== undefined) out[k] = texEscape(v);
  }
  // every ISSN, print first: `issn = {1549-1277, 1549-1676}`
  const issns = issnsOf(record);
  if (issns.length) out.ISSN = issns.join(', ');
  const parts = item.issued?.['date-parts'][0];
  if (parts) out.issued = { 'date-parts': [parts[1] ? [parts[0], parts[1]] : [parts[0]]] };
  return out;
}

function formatEntry(entry: BibtexEntry): string {
  const fields = Object.entries(entry.properties)
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `\t${k} = {${v}},\n`);
  return `@${entry.type}{${entry.label},\n${fields.join('')}}\n`;
}

/** BibTeX text of the records: one entry each, separated by a blank line. */
export const formatBibtex: ExportFormatter = (records, options) => {
  const items = records.map((r) => bibtexItem(r, leadItem(r, options)));
  const classic = bibtexEntries(items);
  const latex = biblatexEntries(items);
  return classic
    .map((entry, i) => {
      const extra = latex[i]?.properties ?? {};
      for (const f of EXTRA_FIELDS) if (extra[f] && !entry.properties[f]) entry.properties[f] = extra[f];
      return formatEntry(entry);
    })
    .join('\n');
};
