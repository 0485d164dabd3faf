/**
 * A reference's identifier links (docs/product/content.md#references): DOI, PMCID and PMID each once, as a link, and
 * the formatted text without its own mentions of them. Kept apart from the list component so it can be tested alone.
 */

/** The fields of a reference (GraphQL Reference) its links are made from. */
export interface ReferenceIds {
  text: string;
  doi?: string | null;
  doiUrl?: string | null;
  pmid?: string | null;
  pmcid?: string | null;
}

/**
 * The text of `r` without mentions of its identifiers, and their links (text, address) in the order shown: DOI,
 * PMCID, PMID. A mention is the identifier after its name or address anywhere (`doi: 10.…`, `DOI:10.…`,
 * `http://dx.doi.org/10.…`, `PubMed: 1…`, `PubMed Central PMCID: PMC…`), or bare at the end of what is left (PLOS
 * texts end "… doi: 10.… 23092187"), never inside a longer word or number, so a year or page is not taken for a
 * PMID; separators left at the end go too. PMIDs and PMCIDs are digits and `PMC` digits (rc-pub's import
 * keeps no others).
 */
export function referenceLinks(r: ReferenceIds): { text: string; links: [string, string][] } {
  let text = r.text;
  const links: [string, string][] = [];
  for (const [name, value, href, kind] of [
    ['doi', r.doiUrl && r.doi, r.doiUrl, 'doi'],
    ['PMCID', r.pmcid, `https://pmc.ncbi.nlm.nih.gov/articles/${r.pmcid}/`, 'pmcid'],
    ['PMID', r.pmid, `https://pubmed.ncbi.nlm.nih.gov/${r.pmid}/`, 'pmid'],
  ] as const) {
    if (!value || !href) continue;
    links.push([`${name}:${value}`, href]);
    text = withoutMentions(text, value, kind);
  }
  return { text: text.replace(/(\.?)[\s.;,]*$/, '$1'), links };
}

/** The kinds of identifier a reference links. */
export type IdKind = 'doi' | 'pmcid' | 'pmid';

/** What may come before an identifier to name it, as a regular expression source (case-insensitive). */
const PREFIX: Record<IdKind, string> = {
  doi: 'https?://\\S*?/|doi:?\\s*',
  pmcid: '(?:PubMed Central )?PMCID:?\\s*',
  pmid: '(?:PMID|PubMed):?\\s*',
};
/** A character that may not touch a mention on its left (it would be part of a longer word, number or address). */
const JOINS_LEFT = /[\w.:/–-]/;
/** A character that may not follow a mention. */
const JOINS_RIGHT = /[\w/–-]/;
/** What may follow a bare identifier at the end of the text. */
const ONLY_SEPARATORS = /^[\s.;,]*$/;
/** A name or address ending where an identifier starts, at the text's start or after a separating character. */
const NAMED = Object.fromEntries(
  (Object.keys(PREFIX) as IdKind[]).map((k) => [
    k,
    {
      atStart: new RegExp(`(^|[^\\w.:/–-])(?:${PREFIX[k]})$`, 'i'),
      inside: new RegExp(`([^\\w.:/–-])(?:${PREFIX[k]})$`, 'i'),
    },
  ]),
) as Record<IdKind, { atStart: RegExp; inside: RegExp }>;

/**
 * `text` without the mentions of identifier `value` (see {@link referenceLinks}). The identifier is looked up as a
 * string and only the text around it is matched, with expressions made once: an expression per identifier was
 * compiled for every reference of every page (the server renders a page's references once, so nothing was reused).
 * Same result as {@link withoutMentionsByRegExp}, which it falls back to for identifiers or texts outside ASCII case
 * rules.
 */
export function withoutMentions(text: string, value: string, kind: IdKind): string {
  const lower = text.toLowerCase();
  const needle = value.toLowerCase();
  if (lower.length !== text.length || !isAscii(value)) return withoutMentionsByRegExp(text, value, kind);
  let out = '';
  let kept = 0; // text before this index is settled (copied to `out` or removed)
  for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, i + 1)) {
    const end = i + needle.length;
    // a case-insensitive expression matches ASCII identifiers only in ASCII text (no Kelvin sign for a k)
    if (i < kept || JOINS_RIGHT.test(text[end] ?? '') || !isAscii(text.slice(i, end))) continue;
    const named = (kept === 0 ? NAMED[kind].atStart : NAMED[kind].inside).exec(text.slice(kept, i));
    let from = -1;
    if (named) from = kept + named.index + named[1]!.length;
    // bare at the end: its left neighbour must not join it, nor be the end of the mention removed before it
    else if ((i === 0 || (i > kept && !JOINS_LEFT.test(text[i - 1]!))) && ONLY_SEPARATORS.test(text.slice(end)))
      from = i;
    if (from < 0) continue;
    out += text.slice(kept, from);
    kept = end;
  }
  return kept === 0 ? text : out + text.slice(kept);
}

/** Whether every UTF-16 unit of `s` is ASCII. */
function isAscii(s: string): boolean {
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) > 0x7f) return false;
  return true;
}

/**
 * The same as {@link withoutMentions} with one regular expression made for `value`: the definition of a mention, and
 * the fallback for identifiers or texts whose case folding changes their length.
 */
export function withoutMentionsByRegExp(text: string, value: string, kind: IdKind): string {
  const v = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(
    new RegExp(`(^|[^\\w.:/–-])(?:(?:${PREFIX[kind]})${v}|${v}(?=[\\s.;,]*$))(?![\\w/–-])`, 'gi'),
    '$1',
  );
}
