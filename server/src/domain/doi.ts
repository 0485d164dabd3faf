/** DOI links (schema: Article.doiUrl, Reference.doiUrl, SearchHit.doiUrl). */

/**
 * A DOI as a link to the DOI resolver: `https://doi.org/` followed by the DOI as is, with `#`, `?`, `%` and white
 * space percent-encoded so they stay part of the DOI (DOI Handbook section 3.8, display and URL encoding).
 * @param doi a DOI without resolver prefix (e.g. `10.1371/journal.pmed.0020124`); null or blank gives null.
 */
export function doiUrl(doi: string | null | undefined): string | null {
  const d = doi?.trim();
  return d ? `https://doi.org/${d.replace(/[#?%\s]/g, (c) => encodeURIComponent(c))}` : null;
}
