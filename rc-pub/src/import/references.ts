/**
 * References of a JATS article (back/ref-list/ref → `articles.references`, docs/product/content.md#references): the formatted citation as given
 * (mixed-citation) or built from element-citation, with DOI, PMID, PMCID, year, source and title when present. The
 * identifiers come from `pub-id` or `object-id`, else from links in the citation (`ext-link` to doi.org, PubMed, PMC), as
 * PLOS writes them.
 */
import type { Reference } from '../db/schema/content.js';
import { attr, descendants, kid, kids, text, textOr, type XElement } from './xml.js';

/** A DOI without resolver prefix (`https://doi.org/`, `doi:`). */
export function normDoi(v: string): string {
  return v.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}

function formatCitation(cit: XElement): string {
  const names = descendants(cit, ['name', 'string-name', 'collab'], ['name', 'string-name'])
    .filter((n) => n.parentNode && /person-group|element-citation|citation|nlm-citation/.test(n.parentNode.nodeName))
    .map((n) =>
      n.nodeName.endsWith('name') && kid(n, 'surname')
        ? `${text(kid(n, 'surname'))} ${text(kid(n, 'given-names'))}`.trim()
        : text(n),
    );
  const etal = descendants(cit, ['etal']).length > 0;
  const title = text(kid(cit, 'article-title')) || text(kid(cit, 'chapter-title'));
  const source = text(kid(cit, 'source'));
  const year = text(kid(cit, 'year'));
  const vol = text(kid(cit, 'volume'));
  const iss = text(kid(cit, 'issue'));
  const fp = text(kid(cit, 'fpage'));
  const lp = text(kid(cit, 'lpage'));
  let s = names.length ? `${names.join(', ')}${etal ? ', et al' : ''}. ` : '';
  if (title) s += `${title.replace(/\.$/, '')}. `;
  if (source) s += `${source}. `;
  if (year) s += year;
  if (vol) s += `;${vol}${iss ? `(${iss})` : ''}`;
  if (fp) s += `:${fp}${lp ? `-${lp}` : ''}`;
  s = s.trim();
  if (s && !s.endsWith('.')) s += '.';
  return s || text(cit);
}

/** References of back/ref-list (formatted text from mixed-citation, else built from element-citation). */
export function readReferences(back: XElement | undefined): Reference[] {
  const refs: Reference[] = [];
  for (const ref of descendants(back, ['ref'], ['ref'])) {
    const mixed = kid(ref, 'mixed-citation');
    const cit = mixed ?? kid(ref, 'element-citation', 'citation', 'nlm-citation');
    if (!cit) continue;
    const all = kids(ref, 'mixed-citation', 'element-citation', 'citation', 'nlm-citation');
    const r: Reference = {
      id: ref.getAttribute('id') || `ref-${refs.length + 1}`,
      text: mixed ? text(mixed).replace(/^[.\s]+(?=\S)/, '') : formatCitation(cit),
    };
    const label = textOr(kid(ref, 'label'));
    if (label) r.label = label;
    const pick = (f: (c: XElement) => string | undefined): string | undefined => all.map(f).find((v) => !!v);
    const ids = (c: XElement, type: string): XElement[] =>
      [...kids(c, 'pub-id'), ...kids(c, 'object-id')].filter((p) => p.getAttribute('pub-id-type') === type);
    // PLOS puts the DOI in <comment>doi: <ext-link …dx.doi.org/…></comment> and the PMID in <object-id>
    const linkTo = (c: XElement, re: RegExp, doiType = false): string | undefined => {
      for (const e of descendants(c, ['ext-link', 'uri'])) {
        const href = attr(e, 'xlink:href') ?? text(e);
        const m =
          re.exec(href) ?? (doiType && e.getAttribute('ext-link-type') === 'doi' ? /^(10\.\S+)$/.exec(href) : null);
        if (m?.[1]) return m[1];
      }
      return undefined;
    };
    const doi = pick((c) => textOr(ids(c, 'doi')[0])) ?? pick((c) => linkTo(c, /doi\.org\/(10\.\S+)$/i, true));
    if (doi) r.doi = normDoi(doi);
    const pmid =
      pick((c) => textOr(ids(c, 'pmid')[0])) ??
      pick((c) => linkTo(c, /ncbi\.nlm\.nih\.gov\/(?:pubmed|entrez\/query\.fcgi\?.*list_uids=)\/?(\d+)/i));
    if (pmid && /^\d{1,9}$/.test(pmid)) r.pmid = pmid;
    const pmcid =
      pick((c) => textOr(ids(c, 'pmcid')[0]) ?? textOr(ids(c, 'pmc')[0])) ??
      pick((c) => linkTo(c, /(?:ncbi\.nlm\.nih\.gov\/pmc\/articles|europepmc\.org\/articles?)\/(PMC\d+)/i));
    const pmc = pmcid ? /^(?:PMC)?(\d{1,9})$/i.exec(pmcid.trim()) : null;
    if (pmc) r.pmcid = `PMC${pmc[1]}`;
    const year = pick((c) => textOr(kid(c, 'year')));
    if (year) r.year = year;
    const source = pick((c) => textOr(kid(c, 'source')));
    if (source) r.source = source;
    const title = pick((c) => textOr(kid(c, 'article-title')) ?? textOr(kid(c, 'chapter-title')));
    if (title) r.title = title;
    refs.push(r);
  }
  return refs;
}
