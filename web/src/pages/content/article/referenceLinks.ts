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
  for (const [name, value, href, prefix] of [
    ['doi', r.doiUrl && r.doi, r.doiUrl, 'https?://\\S*?/|doi:?\\s*'],
    ['PMCID', r.pmcid, `https://pmc.ncbi.nlm.nih.gov/articles/${r.pmcid}/`, '(?:PubMed Central )?PMCID:?\\s*'],
    ['PMID', r.pmid, `https://pubmed.ncbi.nlm.nih.gov/${r.pmid}/`, '(?:PMID|PubMed):?\\s*'],
  ] as const) {
    if (!value || !href) continue;
    links.push([`${name}:${value}`, href]);
    const v = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(^|[^\\w.:/–-])(?:(?:${prefix})${v}|${v}(?=[\\s.;,]*$))(?![\\w/–-])`, 'gi'), '$1');
  }
  return { text: text.replace(/(\.?)[\s.;,]*$/, '$1'), links };
}
