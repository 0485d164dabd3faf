/**
 * RIS export (`citationType=refman`, `.ris`; docs/product/citation-and-harvest.md#citation-export) through `@citation-js/plugin-ris` (2011 tag
 * set). The plugin maps the lead CSL item (common.ts); this file completes what it leaves out and writes the text:
 * - `SP`/`EP` as start and end page (the plugin puts the whole range in `SP`), the elocation id in `SP`;
 * - `KW` one keyword per line from the record (the plugin splits the joined list on commas), `AD` affiliations,
 *   `PB` publisher, one `SN` line per ISSN (print first, then electronic);
 * - a group author is one `AU` line with the name as written (no comma, so readers do not split it);
 * - one value per line: the plugin wraps values at 70 characters, which readers join with a space (Citation.js) or a
 *   line break, so a long abstract would not come back intact; RIS allows long lines;
 * - `TY` first and `ER` last, CR LF line ends (the RIS specification), a blank line between records.
 */
import type { CitationRecord } from '../record.js';
import { type RisRecord, risRecords } from './citation-js.js';
import { affiliationsOf, type ExportFormatter, issnsOf, leadItem, leadText, oneLine, publisherName } from './common.js';

/** Tags this file sets from the record, replacing the plugin's value. */
function complete(rec: RisRecord, record: CitationRecord, lang: 'zh' | 'en'): RisRecord {
  const out: RisRecord = { ...rec };
  delete out.SN;
  const issns = issnsOf(record);
  if (issns.length) out.SN = issns;
  delete out.SP;
  delete out.EP;
  if (record.fpage) {
    out.SP = record.fpage;
    if (record.lpage && record.lpage !== record.fpage) out.EP = record.lpage;
  } else if (record.elocationId) out.SP = record.elocationId;
  const text = leadText(record, lang);
  delete out.KW;
  if (text?.keywords.length) out.KW = text.keywords;
  const affiliations = affiliationsOf(record.authors);
  if (affiliations.length) out.AD = affiliations;
  const publisher = publisherName(record, text?.lang ?? lang);
  if (publisher) out.PB = publisher;
  return out;
}

/** Tag order in the file (as reference managers write RIS); tags not listed follow in the plugin's order. */
const ORDER = [
  'TI',
  'AU',
  'AD',
  'T2',
  'J2',
  'PY',
  'DA',
  'VL',
  'IS',
  'SP',
  'EP',
  'SN',
  'DO',
  'UR',
  'KW',
  'AB',
  'LA',
  'PB',
];

function formatRecord(rec: RisRecord): string {
  const lines = [`TY  - ${rec.TY ?? 'JOUR'}`];
  const rank = (tag: string) => (ORDER.includes(tag) ? ORDER.indexOf(tag) : ORDER.length);
  const tags = Object.keys(rec).sort((a, b) => rank(a) - rank(b));
  for (const tag of tags) {
    const value = rec[tag]!;
    if (tag === 'TY' || tag === 'ER') continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      const line = oneLine(String(v));
      if (line) lines.push(`${tag}  - ${line}`);
    }
  }
  lines.push('ER  - ');
  return lines.join('\r\n');
}

/** RIS text of the records. */
export const formatRis: ExportFormatter = (records, options) => {
  const mapped = risRecords(records.map((r) => leadItem(r, options)));
  return `${records.map((r, i) => formatRecord(complete(mapped[i] ?? { TY: 'JOUR' }, r, options.language))).join('\r\n\r\n')}\r\n`;
};
