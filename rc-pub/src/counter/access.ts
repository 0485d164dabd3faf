/**
 * How the portal's articles map to COUNTER R5.1 attributes (docs/product/usage.md#counter-reports-sushi): the
 * Access_Type from the article's licence, the YOP from its issue, the Article_Version from its version label, and
 * the metrics from the stored daily counts.
 */

/** COUNTER Access_Type values this platform reports (CoP R5.1 Table 3.u). */
export type AccessType = 'Controlled' | 'Open';

/**
 * An open licence by its URL: a Creative Commons licence or public-domain dedication (`creativecommons.org/licenses/…`,
 * `…/publicdomain/…`). PostgreSQL `~*` and JavaScript (flag i) read the same pattern.
 */
export const OPEN_LICENCE_URL = 'creativecommons\\.org/(licenses|publicdomain)/';

/** An open licence by its text: "Creative Commons", "CC BY…" or "CC0" (JATS `<license-p>` without a link). */
export const OPEN_LICENCE_TEXT = 'creative commons|(^|[^a-z])cc[ -]?(by|0)([^a-z]|$)';

/** Open when the licence URL or text names an open licence (patterns above), else Controlled. */
export function accessTypeOf(licenseUrl: string | null, licenseText: string | null): AccessType {
  const open =
    new RegExp(OPEN_LICENCE_URL, 'i').test(licenseUrl ?? '') ||
    new RegExp(OPEN_LICENCE_TEXT, 'i').test(licenseText ?? '');
  return open ? 'Open' : 'Controlled';
}

/**
 * The stored counts of one article in one month (article_usage_daily: metric 1 page views, 3 downloads, 4 and 5
 * their session-unique counts; the full-text beacon, metric 2, is a part of the page views and is not used).
 */
export interface StoredMonth {
  /** Article page views (the page carries the abstract and, when the article has one, the full text). */
  views: number;
  /** Downloads of the article's files and its JATS XML. */
  downloads: number;
  /** Sessions in which the article was viewed or downloaded (code 4, usage/sessions.ts). */
  uniqueInvestigations: number;
  /** Sessions in which the article was downloaded (code 5). */
  uniqueDownloads: number;
  /** True when the article has a full text (a body in some language): its page view is a Request. */
  fullText: boolean;
}

/** The item metrics this platform counts (CoP R5.1 section 3.3.4; Unique_Title_* apply to books only). */
export interface CountedMetrics {
  Total_Item_Investigations: number;
  Total_Item_Requests: number;
  Unique_Item_Investigations: number;
  Unique_Item_Requests: number;
}

/**
 * COUNTER metrics of one article-month: every page view and download is an Investigation; a download, and the page
 * view of an article with a full text, is also a Request (CoP R5.1 Table 3.s). The unique metrics count the sessions
 * (CoP R5.1 section 7.3): every session that used the article is a Unique_Item_Investigation; for an article with a
 * full text the same sessions are its Unique_Item_Requests (its page shows the full text), for one without, the
 * sessions that downloaded it.
 */
export function metricsOf(m: StoredMonth): CountedMetrics {
  return {
    Total_Item_Investigations: m.views + m.downloads,
    Total_Item_Requests: m.downloads + (m.fullText ? m.views : 0),
    Unique_Item_Investigations: m.uniqueInvestigations,
    Unique_Item_Requests: m.fullText ? m.uniqueInvestigations : m.uniqueDownloads,
  };
}

/** NISO JAV Article_Version of a version label (docs/product/content.md#version-label): -1 AM, 1-10 P, else VoR. */
export function articleVersionOf(versionLabel: number): 'AM' | 'P' | 'VoR' {
  if (versionLabel === -1) return 'AM';
  if (versionLabel >= 1 && versionLabel <= 10) return 'P';
  return 'VoR';
}

/** The ORCID iD (`0000-0002-1825-0097`) of a stored ORCID URL or iD, or null. */
export function orcidOf(value: string | undefined): string | null {
  const m = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(value ?? '');
  return m ? m[1]!.toUpperCase() : null;
}
