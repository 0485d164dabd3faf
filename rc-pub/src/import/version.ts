/**
 * The article version label (docs/product/content.md#version-label) from the JATS front matter: `articles.version_label`,
 * -1 = the latest accepted manuscript ('Accept'), 0 = none (the version of record), 1..10 = the first to tenth proof
 * ('Corrected Proof'). Read in this order:
 *   1. `<article-version>` (JATS 1.2+, also inside `<article-version-alternatives>`): its `article-version-type` or
 *      its text says accepted manuscript (AM, accepted, author manuscript) → -1; proof (proof, corrected proof,
 *      in press) → the proof number it carries (`proof 2`, `2nd proof`; 1 when none, at most 10); anything else
 *      (VoR, preprint, a bare number) → 0.
 *   2. the publication state of an article that is not in an issue yet: an ahead-of-print date (`pub-date` of type
 *      `aop`, `ahead-of-print`, `epub-ahead-of-print`) → proof 1 (in press, corrected proof); no publication date at
 *      all but an accepted date in `history` → -1 (published on acceptance, like eLife's POA files).
 *   3. otherwise 0.
 */
import { descendants, kid, kids, text, type XElement } from './xml.js';

/** Label values: -1 accepted, 0 none, 1..10 proof. */
export type VersionLabel = number;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** The proof number a version text carries ('proof 2', '2nd proof', 'second proof'), 1..10; 1 when none. */
function proofNumber(s: string): number {
  const digits = /(\d{1,2})/.exec(s);
  const word = Object.keys(ORDINALS).find((w) => new RegExp(`\\b${w}\\b`, 'i').test(s));
  const n = digits ? Number(digits[1]) : word ? ORDINALS[word]! : 1;
  return Math.min(10, Math.max(1, n));
}

/** The label of one `<article-version>` element, or null when it names neither an accepted manuscript nor a proof. */
function labelOfVersion(el: XElement): VersionLabel | null {
  const type = (el.getAttribute('article-version-type') ?? '').trim();
  const value = text(el);
  const both = `${type} ${value}`;
  if (/\b(am|accepted|author[\s-]*(accepted[\s-]*)?manuscript)\b/i.test(both)) return -1;
  if (/\b(proofs?|in[\s-]*press)\b/i.test(both)) return proofNumber(/proof|press/i.test(type) ? both : value);
  return null;
}

/**
 * The version label of an article (see the module doc). `inIssue` is false for articles with neither volume
 * nor issue (online first), the only ones whose publication state can mark them accepted or in press.
 */
export function readVersionLabel(meta: XElement, inIssue: boolean): VersionLabel {
  const versions = [
    ...kids(meta, 'article-version'),
    ...descendants(kid(meta, 'article-version-alternatives'), ['article-version']),
  ];
  for (const v of versions) {
    const label = labelOfVersion(v);
    if (label !== null) return label;
  }
  if (versions.length > 0 || inIssue) return 0;
  const dates = kids(meta, 'pub-date');
  const aop = dates.some((d) =>
    /^(aop|ahead-of-print|epub-ahead-of-print)$/i.test(d.getAttribute('pub-type') ?? d.getAttribute('date-type') ?? ''),
  );
  if (aop) return 1;
  const accepted = kids(kid(meta, 'history'), 'date').some((d) => d.getAttribute('date-type') === 'accepted');
  return dates.length === 0 && accepted ? -1 : 0;
}
