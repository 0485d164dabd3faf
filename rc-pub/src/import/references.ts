/**
 * References of a JATS article (back/ref-list/ref → `articles.references`, SPEC §3): the formatted citation as given
 * (mixed-citation) or built from element-citation, with DOI, PMID, year, source and title when present.
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
    const doi =
      pick((c) => textOr(kids(c, 'pub-id').find((p) => p.getAttribute('pub-id-type') === 'doi'))) ??
      pick((c) => {
        const l = kids(c, 'ext-link').find((e) => /doi\.org\//.test(attr(e, 'xlink:href') ?? ''));
        return l ? attr(l, 'xlink:href') : undefined;
      });
    if (doi) r.doi = normDoi(doi);
    const pmid = pick((c) => textOr(kids(c, 'pub-id').find((p) => p.getAttribute('pub-id-type') === 'pmid')));
    if (pmid) r.pmid = pmid;
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
