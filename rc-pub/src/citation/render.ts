/**
 * Citations rendered by citeproc-js (through citation-js's CSL plugin) from the citation records ("render
 * with a maintained CSL engine, never string templates"). The CSL style decides every character; the only changes
 * made to its output are removing the list number ('[1]', '1.') of numbered styles and trimming (docs/product/citation-and-harvest.md#citation-styles: a
 * citation is plain text without a list number).
 *
 * Each item is rendered with the locale of its language, so the style's terms follow the cited work: a Chinese
 * article with zh-CN (等, Chinese punctuation of the locale), any other with en-US ('et al.'), as GB/T 7714-2015 clause 8.1
 * wants for each reference in its own language.
 *
 * citeproc-js costs about half a millisecond per entry, so rendered entries are kept in a bounded memo keyed by
 * style, locale and the item's content (a changed article renders anew), and a long list yields to the event loop
 * every {@link CHUNK} entries so other requests run in between.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CitationStyle, CitationWire } from '../contract/citation.js';
import type { CitationRecord, CslDate, CslItem } from './record.js';
import { type CslLocale, type GbtEdition, NUMBERED_STYLES, citationJs, cslTemplate } from './styles.js';

/** Entries rendered between two yields to the event loop. */
const CHUNK = 25;
/** Rendered entries kept (least recently used dropped first): about 1 KB each. */
const MEMO_MAX = 10_000;

const memo = new Map<string, string>();

function remember(key: string, text: string): void {
  memo.set(key, text);
  if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value as string);
}

function recall(key: string): string | undefined {
  const text = memo.get(key);
  if (text !== undefined) {
    memo.delete(key);
    memo.set(key, text);
  }
  return text;
}

/** The CSL locale an item is rendered in: zh-CN for Chinese, en-US for every other language. */
export function localeOf(item: CslItem): CslLocale {
  return /^zh\b/i.test(item.language) ? 'zh-CN' : 'en-US';
}

/** The item without what no citation style prints (abstract, keywords): smaller memo keys, less citeproc work. */
function citable(item: CslItem): Omit<CslItem, 'abstract' | 'keyword'> {
  const { abstract: _abstract, keyword: _keyword, ...rest } = item;
  return rest;
}

/** One citeproc bibliography entry as a citation: without the list number of numbered styles, trimmed. */
function entryText(style: CitationStyle, entry: string): string {
  const text = entry.trim();
  return NUMBERED_STYLES.has(style) ? text.replace(/^(?:\[\d+\]|\d+\.)\s*/, '') : text;
}

/** One entry to render: a CSL item and the GB/T edition of its journal (ignored by the other styles). */
export interface RenderInput {
  item: CslItem;
  edition: GbtEdition;
}

/** Renders one item alone (no other entry can change it: no year suffixes or shared disambiguation). */
function renderOne(item: CslItem, style: CitationStyle, template: string, locale: CslLocale): string {
  const entries = citationJs.plugins.output.format('bibliography', [citable(item)], {
    format: 'text',
    template,
    lang: locale,
    asEntryArray: true,
  });
  return entryText(style, entries[0]?.[1] ?? '');
}

/**
 * The citations of `inputs` in `style`, one plain-text string per input in the same order. Each is rendered on its
 * own, as a citation of that article alone (a list rendered together would let author-date styles add year suffixes
 * such as 2016a across unrelated articles).
 * @throws Error when a CSL file is missing (an installation fault)
 */
export async function renderCitations(inputs: readonly RenderInput[], style: CitationStyle): Promise<string[]> {
  const out: string[] = [];
  let rendered = 0;
  for (const { item, edition } of inputs) {
    const template = cslTemplate(style, edition);
    const locale = localeOf(item);
    const key = `${template}|${locale}|${JSON.stringify(citable(item))}`;
    let text = recall(key);
    if (text === undefined) {
      if (rendered > 0 && rendered % CHUNK === 0) await yieldToEventLoop();
      text = renderOne(item, style, template, locale);
      remember(key, text);
      rendered++;
    }
    out.push(text);
  }
  return out;
}

/** GB/T 7714 styles: the only ones here with an online form ([J/OL], access date, URL). */
const GBT_STYLES: ReadonlySet<CitationStyle> = new Set(['gbt7714-numeric', 'gbt7714-author-date']);

/** The day `now` falls on in Asia/Shanghai, as CSL date parts (the 引用日期 of a citation made now). */
export function accessedDate(now: Date): CslDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const n = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { 'date-parts': [[n('year'), n('month'), n('day')]] };
}

/**
 * The item a style renders (docs/product/citation-and-harvest.md#citation-styles):
 * - GB/T 7714 with the article's address: the online form, `[J/OL]` with the access date `accessed` (GB/T 7714-2015
 *   clause 8.8: 引用日期 and 获取和访问路径) and the URL, then the DOI;
 * - GB/T 7714 without an address: the print form `[J]` (the style makes any DOI or URL an online work, whose access
 *   path would be missing), so the DOI is left out;
 * - the other styles: without the URL, the DOI names the work (APA, Vancouver and IEEE print it as their own link).
 */
function styledItem(item: CslItem, style: CitationStyle, accessed: CslDate): CslItem {
  const { URL: url, DOI: doi, accessed: _accessed, ...rest } = item;
  if (!GBT_STYLES.has(style)) return doi ? { ...rest, DOI: doi } : rest;
  if (!url) return rest;
  return { ...rest, URL: url, accessed, ...(doi ? { DOI: doi } : {}) };
}

/**
 * The citations of `records` in `style` (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation): `quote` from the original
 * language's item, `transQuote` from the English item or '' when the article has no second language. GB/T styles
 * follow each record's journal edition, and with the article's address give the online form dated `now` in
 * Asia/Shanghai ({@link styledItem}).
 */
export async function citeRecords(
  records: readonly CitationRecord[],
  style: CitationStyle,
  now: Date = new Date(),
): Promise<CitationWire[]> {
  const accessed = accessedDate(now);
  const inputs: RenderInput[] = [];
  for (const r of records) {
    inputs.push({ item: styledItem(r.item, style, accessed), edition: r.gbtEdition });
    if (r.translated) inputs.push({ item: styledItem(r.translated, style, accessed), edition: r.gbtEdition });
  }
  const texts = await renderCitations(inputs, style);
  let next = 0;
  return records.map((r) => {
    const quote = texts[next++]!;
    const transQuote = r.translated ? texts[next++]! : '';
    return { id: r.id, quote, transQuote };
  });
}

/** Forgets every rendered entry (tests and benchmarks that measure rendering itself). */
export function clearCitationMemo(): void {
  memo.clear();
}
