/**
 * What a Crossref deposit reads from an article's stored JATS beyond the article columns
 * (docs/product/citation-and-harvest.md#crossref-deposits): publication dates with their medium and precision, the
 * acceptance date, the issue's date, one main abstract per language as a JATS tree, funding (award groups) and licence
 * URLs. Element names follow the JATS 1.3 tag library; NLM 3.0 `pub-type` values are read too.
 */
import {
  attr,
  descendants,
  isEl,
  kid,
  kids,
  langOf,
  lname,
  parseXml,
  path,
  TEXT_NODE,
  text,
  type XElement,
} from '../import/xml.js';

/** A date as precise as the source gives it: year, or year and month, or a whole day. */
export interface PartialDate {
  year: number;
  month?: number | undefined;
  day?: number | undefined;
}

/** Inline JATS content kept in a deposit's abstracts: text, and face markup the Crossref JATS `p` allows. */
export type Inline = string | { tag: InlineTag; children: Inline[] };
/** JATS face markup carried over into abstracts (anything else keeps its text only). */
export type InlineTag = 'italic' | 'bold' | 'sup' | 'sub' | 'sc' | 'monospace' | 'underline';
const INLINE = new Set<string>(['italic', 'bold', 'sup', 'sub', 'sc', 'monospace', 'underline']);

/** A block of an abstract: a paragraph, or a titled section of blocks. */
export type AbstractBlock =
  | { kind: 'p'; content: Inline[] }
  | { kind: 'sec'; title: Inline[]; blocks: AbstractBlock[] };

/** One language's main abstract. */
export interface DepositAbstract {
  lang: string;
  title: Inline[] | null;
  blocks: AbstractBlock[];
}

/** One JATS award-group: its funders (name, Crossref Funder Registry DOI when given) and award numbers. */
export interface FundGroup {
  funders: { name: string; registryDoi: string | null }[];
  awards: string[];
}

/** Everything read from one article's JATS (empty lists and nulls where the JATS has nothing). */
export interface JatsExtras {
  online: PartialDate | null;
  print: PartialDate | null;
  accepted: PartialDate | null;
  /** The issue's date (collection, else print) and whether the JATS calls it a print date. */
  issue: { date: PartialDate; print: boolean } | null;
  abstracts: DepositAbstract[];
  funding: FundGroup[];
  licenseUrls: string[];
}

/** Abstract types that name the article's main abstract (JATS 1.3 suggested values); others are secondary. */
const MAIN_ABSTRACT = new Set(['', 'abstract', 'structured', 'normal', 'full', 'main']);

const num = (s: string): number | undefined => (/^\d{1,4}$/.test(s) ? Number(s) : undefined);

/** A JATS date element (`@iso-8601-date`, else year/month/day children) at its own precision, or null. */
export function readDate(el: XElement | undefined): PartialDate | null {
  if (!el) return null;
  const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(el.getAttribute('iso-8601-date') ?? '');
  const y = iso ? Number(iso[1]) : num(text(kid(el, 'year')));
  if (!y || y < 1400 || y > 2200) return null;
  const m = iso ? (iso[2] ? Number(iso[2]) : undefined) : num(text(kid(el, 'month')));
  if (m === undefined || m < 1 || m > 12) return { year: y };
  const d = iso ? (iso[3] ? Number(iso[3]) : undefined) : num(text(kid(el, 'day')));
  const valid = d !== undefined && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
  return valid ? { year: y, month: m, day: d } : { year: y, month: m };
}

/** How a pub-date is typed: NLM `pub-type`, or JATS 1.1+ `date-type` with `publication-format`. */
function dateKind(d: XElement): 'online' | 'print' | 'both' | 'collection' | null {
  const pubType = d.getAttribute('pub-type') ?? '';
  const dateType = d.getAttribute('date-type') ?? '';
  const format = d.getAttribute('publication-format') ?? '';
  if (pubType === 'epub-ppub') return 'both';
  if (pubType === 'epub' || (format === 'electronic' && (dateType === '' || dateType === 'pub'))) return 'online';
  if (pubType === 'ppub' || (format === 'print' && (dateType === '' || dateType === 'pub'))) return 'print';
  if (pubType === 'collection' || dateType === 'collection') return 'collection';
  return null;
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ');
}

/** Inline content of a JATS element: text and face markup; other elements give their content. */
function inlineOf(el: XElement): Inline[] {
  const out: Inline[] = [];
  const cs = el.childNodes;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.nodeType === TEXT_NODE || c.nodeType === 4) out.push(collapse(c.nodeValue ?? ''));
    else if (isEl(c)) {
      const n = lname(c);
      if (n === 'label' || n === 'fn' || n === 'alt-text') continue;
      if (INLINE.has(n)) {
        const children = inlineOf(c);
        if (children.length) out.push({ tag: n as InlineTag, children });
      } else out.push(...inlineOf(c));
    }
  }
  return out;
}

/** `content` without the spaces at its start and end (the layout around a paragraph's text). */
function trimEdges(content: Inline[]): Inline[] {
  const out = [...content];
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = (out[last] as string).trimEnd();
  return out.filter((c) => c !== '');
}

/** Plain text length of inline content, spaces ignored (empty paragraphs are dropped). */
function hasText(content: Inline[]): boolean {
  return content.some((c) => (typeof c === 'string' ? c.trim() !== '' : hasText(c.children)));
}

/** Blocks of an abstract or section: p and titled sec kept, untitled sec flattened, other blocks as paragraphs. */
function blocksOf(el: XElement): AbstractBlock[] {
  const out: AbstractBlock[] = [];
  for (const c of kids(el)) {
    const n = lname(c);
    if (n === 'title' || n === 'label' || n === 'object-id' || n === 'sec-meta') continue;
    if (n === 'sec') {
      const title = kid(c, 'title');
      const blocks = blocksOf(c);
      if (title && hasText(inlineOf(title))) out.push({ kind: 'sec', title: trimEdges(inlineOf(title)), blocks });
      else out.push(...blocks);
    } else if (n === 'list') {
      for (const item of descendants(c, ['list-item'], ['list-item'])) for (const p of blocksOf(item)) out.push(p);
    } else {
      const content = trimEdges(inlineOf(c));
      if (hasText(content)) out.push({ kind: 'p', content });
    }
  }
  // a section must hold a paragraph or a section in the Crossref JATS schema: an empty one keeps its title as one
  return out.map((b) =>
    b.kind === 'sec' && b.blocks.length === 0 ? { kind: 'p', content: [{ tag: 'bold', children: b.title }] } : b,
  );
}

/** The first main abstract per language of an article-meta or front-stub, added to `out` unless the language has one. */
function addAbstracts(meta: XElement, lang: string, out: DepositAbstract[]): void {
  for (const abs of [...kids(meta, 'abstract'), ...kids(meta, 'trans-abstract')]) {
    if (!MAIN_ABSTRACT.has(abs.getAttribute('abstract-type') ?? '')) continue;
    const l = langOf(abs) ?? lang;
    if (out.some((a) => a.lang === l)) continue;
    const blocks = blocksOf(abs);
    if (!blocks.length) continue;
    const title = kid(abs, 'title');
    out.push({ lang: l, title: title && hasText(inlineOf(title)) ? trimEdges(inlineOf(title)) : null, blocks });
  }
}

/** A Crossref Funder Registry DOI (10.13039/…) named by a funding source, or null. */
function registryDoi(source: XElement): string | null {
  const candidates = [attr(source, 'xlink:href'), ...descendants(source, ['institution-id']).map((i) => text(i))];
  for (const c of candidates) {
    const m = /10\.13039\/[^\s]+/.exec(c ?? '');
    if (m) return `https://doi.org/${m[0]}`;
  }
  return null;
}

function funderName(source: XElement): string {
  const inst = descendants(source, ['institution']).map(text).filter(Boolean);
  if (inst.length) return inst.join(', ');
  let name = '';
  const walk = (e: XElement): void => {
    const cs = e.childNodes;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.nodeType === TEXT_NODE) name += c.nodeValue ?? '';
      else if (isEl(c) && lname(c) !== 'institution-id') walk(c);
    }
  };
  walk(source);
  return collapse(name).trim();
}

function readFunding(meta: XElement): FundGroup[] {
  const out: FundGroup[] = [];
  for (const group of kids(meta, 'funding-group'))
    for (const award of kids(group, 'award-group')) {
      const funders = kids(award, 'funding-source')
        .map((s) => ({ name: funderName(s), registryDoi: registryDoi(s) }))
        .filter((f) => f.name);
      const awards = kids(award, 'award-id').map(text).filter(Boolean);
      // a funder name is what Crossref requires of a funding group; award numbers alone name no one
      if (funders.length) out.push({ funders, awards });
    }
  return out;
}

function readLicenses(meta: XElement): string[] {
  const urls = new Set<string>();
  for (const lic of descendants(kid(meta, 'permissions'), ['license'])) {
    for (const ref of descendants(lic, ['license_ref'])) urls.add(text(ref));
    const href = attr(lic, 'xlink:href');
    if (href) urls.add(href.trim());
  }
  return [...urls].filter((u) => /^(https?|ftp):\/\/\S{3,}$/i.test(u));
}

/**
 * Reads `xml` (an article's stored JATS; `lang` its original language); null when it does not parse or has no
 * article-meta (the deposit then uses the article's columns only).
 */
export function readJatsExtras(xml: string, lang: string): JatsExtras | null {
  let root: XElement;
  try {
    root = parseXml(xml);
  } catch {
    return null;
  }
  const meta = path(root, 'front', 'article-meta');
  if (!meta) return null;
  const dates = kids(meta, 'pub-date').map((d) => ({ kind: dateKind(d), date: readDate(d) }));
  const first = (...kinds: string[]) => dates.find((d) => d.date && kinds.includes(d.kind ?? ''))?.date ?? null;
  const collection = first('collection');
  const printed = first('print', 'both');
  const abstracts: DepositAbstract[] = [];
  addAbstracts(meta, lang, abstracts);
  for (const sub of kids(root, 'sub-article').filter((s) => s.getAttribute('article-type') === 'translation')) {
    const front = kid(sub, 'front-stub', 'front');
    const stub = kid(front, 'article-meta') ?? front;
    if (stub) addAbstracts(stub, langOf(sub) ?? lang, abstracts);
  }
  return {
    online: first('online', 'both'),
    print: printed,
    accepted: readDate(kids(kid(meta, 'history'), 'date').find((d) => d.getAttribute('date-type') === 'accepted')),
    issue: collection ? { date: collection, print: false } : printed ? { date: printed, print: true } : null,
    abstracts,
    funding: readFunding(meta),
    licenseUrls: readLicenses(meta),
  };
}
