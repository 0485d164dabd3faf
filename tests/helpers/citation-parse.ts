/**
 * Readers of the five citation export formats, as the tools they are for would read them: BibTeX and RIS
 * through Citation.js's input plugins (the way Zotero-like importers map them to CSL), EndNote tagged and NoteExpress
 * with small line parsers, NoteFirst with an XML parser. Each gives the fields a citation is checked on.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { parseCitationText } from '../../rc-pub/src/citation/export/citation-js.js';

/** The fields compared with the database, read back from an export (absent: the export does not carry it). */
export interface ParsedCitation {
  title?: string;
  /** 'Family, Given', or the literal name. */
  authors: string[];
  journal?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  year?: number;
  doi?: string;
  issn?: string;
  abstract?: string;
}

type Csl = Record<string, unknown> & {
  author?: { family?: string; given?: string; literal?: string }[];
  issued?: { 'date-parts'?: number[][] };
};

const str = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

/** BibTeX or RIS text read by Citation.js. */
export function parseWithCitationJs(text: string): ParsedCitation[] {
  return (parseCitationText(text) as Csl[]).map((c) => ({
    title: str(c.title),
    authors: (c.author ?? []).map((a) => a.literal ?? (a.given ? `${a.family}, ${a.given}` : (a.family ?? ''))),
    journal: str(c['container-title']),
    volume: str(c.volume),
    issue: str(c.issue),
    pages: str(c.page)?.replace(/[–—]/g, '-'),
    year: c.issued?.['date-parts']?.[0]?.[0],
    doi: str(c.DOI),
    issn: str(c.ISSN),
    abstract: str(c.abstract),
  }));
}

/** Tagged-line records: blank-line separated, each line `match`ed into tag and value; repeated tags kept in order. */
function taggedRecords(text: string, match: RegExp): Map<string, string[]>[] {
  return text
    .replace(/^\ufeff/, '')
    .split(/\r?\n\s*\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const fields = new Map<string, string[]>();
      for (const line of block.split(/\r?\n/).filter((l) => l.trim())) {
        const m = match.exec(line);
        if (!m) throw new Error(`not a tagged line: ${line}`);
        fields.set(m[1]!, [...(fields.get(m[1]!) ?? []), m[2]!]);
      }
      return fields;
    });
}

function fromFields(
  f: Map<string, string[]>,
  tags: Record<keyof Omit<ParsedCitation, 'authors'>, string> & { authors: string },
): ParsedCitation {
  const one = (tag: string) => f.get(tag)?.[0];
  const year = one(tags.year);
  return {
    title: one(tags.title),
    authors: f.get(tags.authors) ?? [],
    journal: one(tags.journal),
    volume: one(tags.volume),
    issue: one(tags.issue),
    pages: one(tags.pages),
    year: year ? Number(year) : undefined,
    doi: one(tags.doi),
    issn: one(tags.issn),
    abstract: one(tags.abstract),
  };
}

/** EndNote tagged records (`%0 Journal Article` first), plus the raw fields of each. */
export function parseEndnote(text: string): { parsed: ParsedCitation; fields: Map<string, string[]> }[] {
  return taggedRecords(text, /^%(.) (.*)$/).map((fields) => ({
    fields,
    parsed: fromFields(fields, {
      title: 'T',
      authors: 'A',
      journal: 'J',
      volume: 'V',
      issue: 'N',
      pages: 'P',
      year: 'D',
      doi: 'R',
      issn: '@',
      abstract: 'X',
    }),
  }));
}

/** NoteExpress records (`{Reference Type}: …` first), plus the raw fields of each. */
export function parseNoteExpress(text: string): { parsed: ParsedCitation; fields: Map<string, string[]> }[] {
  return taggedRecords(text, /^\{([^}]+)\}: (.*)$/).map((fields) => ({
    fields,
    parsed: fromFields(fields, {
      title: 'Title',
      authors: 'Author',
      journal: 'Journal',
      volume: 'Volume',
      issue: 'Issue',
      pages: 'Pages',
      year: 'Year',
      doi: 'DOI',
      issn: 'ISBN/ISSN',
      abstract: 'Abstract',
    }),
  }));
}

/** One NoteFirst `Bibliography` element read back: the compared fields (original language) and the raw element. */
export interface NoteFirstRecord {
  parsed: ParsedCitation;
  element: Element;
}

/** NoteFirst XML: the declared count and the records. @throws on XML that does not parse */
export function parseNoteFirst(xml: string): { count: number; records: NoteFirstRecord[] } {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`NoteFirst XML: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement!;
  const child = (el: Element, name: string) =>
    Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).tagName === name);
  const text = (el: Element | undefined) => el?.textContent ?? undefined;
  const records = child(root, 'Bibliography').map((b) => {
    const lang = text(child(b, 'Language')[0]);
    const inLang = (parent: Element | undefined, name: string) =>
      parent ? child(parent, name).find((e) => e.getAttribute('Lang') === lang) : undefined;
    const year = text(child(b, 'Year')[0]);
    const authors = child(b, 'Authors')[0];
    return {
      element: b,
      parsed: {
        title: text(inLang(child(b, 'PrimaryTitle')[0], 'Title')),
        authors: authors
          ? child(authors, 'Author').map((a) => text(child(child(a, 'Info')[0]!, 'FullName')[0]) ?? '')
          : [],
        journal: text(inLang(child(b, 'Medium')[0], 'Media')),
        volume: text(child(b, 'Volume')[0]),
        issue: text(child(b, 'Issue')[0]),
        pages: text(child(b, 'PageScope')[0]),
        year: year ? Number(year) : undefined,
        doi: text(child(b, 'DOI')[0]),
        issn: text(child(b, 'ISSN')[0]),
        abstract: text(inLang(child(b, 'Abstracts')[0], 'Abstract')),
      },
    };
  });
  return { count: Number(text(child(root, 'BibliographiesCount')[0])), records };
}
