/**
 * Stored article rows → deposit articles (model.ts), with the problems that forbid depositing an article
 * (docs/product/citation-and-harvest.md#crossref-deposits): no DOI, a DOI outside the journal's prefix or not in
 * Crossref's form, no title, no publication date, a person without a usable surname. A value that does not fit an
 * optional element of the schema (an ORCID iD in another form, a page over 32 characters …) is left out, never
 * changed.
 */
import type { Affiliation, Contributor, Reference } from '../db/schema/content.js';
import type { DepositArticleRow } from '../repositories/crossref.js';
import { type DepositAbstract, type JatsExtras, type PartialDate, readJatsExtras } from './jats.js';
import type { DepositArticle, DepositContributor, DepositDate } from './model.js';

/** Crossref's DOI form (crossref5.3.1 doi_t): `10.` + 4 to 9 digits + `/` + 1 to 200 characters. */
export const DOI_FORM = /^10\.[0-9]{4,9}\/.{1,200}$/;
/** A DOI prefix as `--prefix` takes it. */
export const PREFIX_FORM = /^10\.[0-9]{4,9}$/;
/** Crossref given_name and surname: 1-60 characters, digits only inside, no `?` (crossref5.3.1.xsd). */
const NAME_FORM = /^[^\d?]*[^?\s]+[^\d]*$/;
const ORCID_FORM = /^https?:\/\/orcid\.org\/[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[X0-9]$/;
/** ISO 639-1 code (Crossref `language` takes these; a longer tag is left out). */
const LANG_FORM = /^[a-z]{2}$/;

const collapse = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of stored sanitized HTML: tags dropped, character references decoded, spaces collapsed. */
function htmlToText(html: string): string {
  return collapse(
    html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const cp = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }),
  );
}
const fits = (s: string, max: number): boolean => s.length >= 1 && s.length <= max;

/** The DOI prefix (`10.1371`) of a DOI, lower-cased, or null. */
export function prefixOf(doi: string): string | null {
  const i = doi.indexOf('/');
  return i > 0 ? doi.slice(0, i).toLowerCase() : null;
}

/** How a problem names an article: its id and DOI, else its id and the start of its title. */
export function articleLabel(row: DepositArticleRow): string {
  if (row.doi) return `article ${row.id} (${row.doi})`;
  const title = collapse(row.texts[0]?.title);
  return title ? `article ${row.id} "${title.length > 60 ? `${title.slice(0, 57)}...` : title}"` : `article ${row.id}`;
}

function person(
  c: Contributor,
  sequence: 'first' | 'additional',
  role: 'author' | 'editor',
  affs: Map<string, Affiliation>,
  problems: string[],
): DepositContributor | null {
  // a single name is stored as the surname by the import; a name without a surname is the display name
  const surname = collapse(c.surname) || collapse(c.name);
  if (!fits(surname, 60) || !NAME_FORM.test(surname)) {
    problems.push(`contributor "${c.name}" has no surname Crossref accepts (1 to 60 characters, no "?")`);
    return null;
  }
  const given = collapse(c.givenNames);
  const affiliations: { name: string; place: string | null }[] = [];
  for (const id of c.affiliationIds) {
    const a = affs.get(id);
    const name = collapse(a?.institution) || collapse(a?.text);
    if (!a || !fits(name, 1024)) continue;
    const country = collapse(a.country);
    const place = country && country !== name && fits(country, 255) ? country : null;
    // two departments of one institution are one institution here
    if (!affiliations.some((x) => x.name === name && x.place === place)) affiliations.push({ name, place });
  }
  const orcid = c.orcid && ORCID_FORM.test(c.orcid) ? c.orcid : null;
  return {
    kind: 'person',
    role,
    sequence,
    givenName: given && fits(given, 60) && NAME_FORM.test(given) ? given : null,
    surname,
    affiliations,
    orcid,
  };
}

/** Authors then editors, each with its own first/additional sequence; other roles are not deposited. */
function contributorsOf(row: DepositArticleRow, problems: string[]): DepositContributor[] {
  const affs = new Map(row.affiliations.map((a) => [a.id, a]));
  const out: DepositContributor[] = [];
  for (const role of ['author', 'editor'] as const) {
    const list = row.contributors.filter((c) => c.role === role);
    list.forEach((c, i) => {
      const sequence = i === 0 ? 'first' : 'additional';
      if (c.collab) {
        const name = collapse(c.name);
        if (fits(name, 511)) out.push({ kind: 'organization', role, sequence, name });
        return;
      }
      const p = person(c, sequence, role, affs, problems);
      if (p) out.push(p);
    });
  }
  return out;
}

function datesOf(row: DepositArticleRow, extras: JatsExtras | null): DepositDate[] {
  const out: DepositDate[] = [];
  if (extras?.online) out.push({ ...extras.online, mediaType: 'online' });
  if (extras?.print) out.push({ ...extras.print, mediaType: 'print' });
  if (out.length) return out;
  // no typed date in the JATS (or no JATS): the stored publication date, whose medium the source does not say
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(row.publishedDate ?? '');
  return m ? [{ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), mediaType: 'other' }] : [];
}

/** Abstracts from the JATS, else each language's stored abstract as one paragraph of text. */
function abstractsOf(row: DepositArticleRow, extras: JatsExtras | null): DepositAbstract[] {
  if (extras) return extras.abstracts;
  return row.texts.flatMap((t) => {
    const text = t.abstractHtml ? htmlToText(t.abstractHtml) : '';
    return text ? [{ lang: t.lang, title: null, blocks: [{ kind: 'p' as const, content: [text] }] }] : [];
  });
}

function citationsOf(refs: Reference[]): DepositArticle['citations'] {
  const keys = new Set<string>();
  return refs.flatMap((r, i) => {
    const doi = r.doi && DOI_FORM.test(r.doi) ? r.doi : null;
    const text = collapse(r.text) || null;
    if (!doi && !text) return [];
    let key = collapse(r.id).slice(0, 128) || `ref${i + 1}`;
    if (keys.has(key)) key = `ref${i + 1}`;
    keys.add(key);
    return [{ key, doi, text }];
  });
}

/** Licence URLs of the JATS, else the stored one when it is a URL (Crossref license_ref: http(s) or ftp). */
function licensesOf(row: DepositArticleRow, extras: JatsExtras | null): string[] {
  if (extras?.licenseUrls.length) return extras.licenseUrls;
  const u = collapse(row.licenseUrl);
  return /^(https?|ftp):\/\/\S{3,}$/i.test(u) ? [u] : [];
}

/** What {@link assembleArticle} needs besides the row. */
export interface AssembleContext {
  /** The journal's DOI prefix, lower-cased (`10.1590`), or null when the journal has no DOIs at all. */
  prefix: string | null;
  /** The canonical page of an article in a language. */
  resourceOf: (articleId: number, lang: string) => string;
}

/**
 * One article for the deposit, or the problems that forbid depositing it (each starting with the article's label),
 * plus the JATS extras read for it (the issue's date comes from them).
 */
export function assembleArticle(
  row: DepositArticleRow,
  ctx: AssembleContext,
): { article: DepositArticle | null; problems: string[]; extras: JatsExtras | null } {
  const problems: string[] = [];
  const doi = collapse(row.doi);
  if (!doi) problems.push('no DOI');
  else if (!DOI_FORM.test(doi)) problems.push(`DOI ${doi} is not in Crossref's form 10.NNNN/suffix`);
  else if (ctx.prefix && prefixOf(doi) !== ctx.prefix)
    problems.push(`DOI ${doi} is outside the journal's DOI prefix ${ctx.prefix}`);
  const extras = row.jatsXml ? readJatsExtras(row.jatsXml, row.originalLanguage) : null;
  const ordered = [...row.texts].sort((a, b) => Number(b.isOriginal) - Number(a.isOriginal));
  const titles = ordered
    .map((t) => ({ title: collapse(t.title), subtitle: collapse(t.subtitle) || null }))
    .filter((t) => t.title);
  if (!titles.length) problems.push('no title');
  const dates = datesOf(row, extras);
  if (!dates.length) problems.push('no publication date');
  const contributors = contributorsOf(row, problems);
  const label = articleLabel(row);
  if (problems.length) return { article: null, problems: problems.map((p) => `${label}: ${p}`), extras };
  const fpage = collapse(row.fpage);
  const lpage = collapse(row.lpage);
  const eloc = collapse(row.elocationId);
  const lang = row.originalLanguage.toLowerCase();
  return {
    article: {
      id: row.id,
      doi,
      resource: ctx.resourceOf(row.id, lang === 'zh' || lang === 'en' ? lang : 'en'),
      language: LANG_FORM.test(lang) ? lang : null,
      titles: titles.slice(0, 20),
      contributors,
      abstracts: abstractsOf(row, extras),
      dates: dates.slice(0, 10),
      accepted: extras?.accepted ?? null,
      pages: fpage && fits(fpage, 32) ? { first: fpage, last: lpage && fits(lpage, 32) ? lpage : null } : null,
      itemNumber: eloc && fits(eloc, 32) ? eloc : null,
      funding: extras?.funding ?? [],
      licenseUrls: licensesOf(row, extras),
      citations: citationsOf(row.references),
    },
    problems: [],
    extras,
  };
}

/** A partial date's year (for issue dates taken from a stored `YYYY-MM-DD` that may hide a coarser precision). */
export function yearOnly(year: number | null | undefined): PartialDate | null {
  return year && year >= 1400 && year <= 2200 ? { year } : null;
}
