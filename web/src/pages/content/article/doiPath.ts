/**
 * Parses the rest of `/article/doi/{siteId}/...` (`{doi}/{lang}`, with extra segments doiOne, doiTwo and
 * doiThree for DOIs that contain slashes; docs/product/content.md#article-page): the last segment is the language when it is zh or en; everything before
 * it is the DOI, its slashes kept. Percent-escapes are decoded once (a DOI may arrive as `10.1371%2Fjournal...`).
 */
import { asLang, type Lang } from '../../../app/lang.js';

/** A DOI and the optional language segment. */
export interface DoiPath {
  doi: string;
  lang: Lang | null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Null when no DOI remains (e.g. `/article/doi/3/en`) or it does not look like a DOI (`10.` prefix, ISO 26324). */
export function parseDoiPath(splat: string | undefined): DoiPath | null {
  const segments = (splat ?? '').split('/').filter((s) => s !== '');
  const lang = asLang(segments[segments.length - 1]);
  if (lang) segments.pop();
  const doi = decode(segments.join('/')).trim();
  if (!/^10\.\d{2,9}\/\S+$/.test(doi)) return null;
  return { doi, lang };
}
