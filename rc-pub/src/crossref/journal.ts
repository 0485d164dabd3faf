/**
 * The journal a deposit is for, its DOI prefix and the site whose pages register its articles
 * (docs/product/citation-and-harvest.md#crossref-deposits).
 */
import { siteOrigin } from '../contract/site-origin.js';
import type { Db } from '../db/client.js';
import { doiPrefixesOfJournal, findJournalsByKey } from '../repositories/crossref.js';
import type { PublicationRow } from '../repositories/publications.js';
import { listPublicationsByIds } from '../repositories/publications.js';
import { findSiteById, findSiteBySld, holdingSitesOf, listSitePublicationIds } from '../repositories/sites.js';

/** The journal, or why none was found. */
export type JournalLookup = { journal: PublicationRow } | { problem: string };

/**
 * The journal named `key`: its code (eISSN, else ISSN, else journal-id), its ISSN or eISSN, or the subdomain of a
 * site that shows exactly one journal. Unknown or ambiguous keys give a problem naming what was tried.
 */
export async function findJournal(db: Db, key: string): Promise<JournalLookup> {
  const k = key.trim();
  const byKey = await findJournalsByKey(db, k);
  if (byKey.length === 1) return { journal: byKey[0]! };
  if (byKey.length > 1)
    return {
      problem: `journal ${k} is ambiguous: ${byKey.map((j) => `${j.code} (${j.titleEn || j.titleZh})`).join(', ')}; name one by its code`,
    };
  const site = await findSiteBySld(db, k.toLowerCase());
  if (site) {
    const ids = site.publicationId ? [site.publicationId] : await listSitePublicationIds(db, site.id);
    if (ids.length === 1) {
      const [journal] = await listPublicationsByIds(db, ids);
      if (journal) return { journal };
    }
    return {
      problem: `site ${site.sld} shows ${ids.length} journals; name one by its code, ISSN or eISSN`,
    };
  }
  return { problem: `unknown journal ${k}: no journal has this code, ISSN or eISSN, and no site this subdomain` };
}

/**
 * The journal's DOI prefix: `explicit` when given (`--prefix`), else the prefix most of the journal's DOIs share
 * (ties: the lowest in text order), lower-cased; null when the journal has no DOI at all. No table stores a prefix.
 */
export async function journalPrefix(db: Db, publicationId: number, explicit?: string): Promise<string | null> {
  if (explicit) return explicit.toLowerCase();
  const [top] = await doiPrefixesOfJournal(db, publicationId);
  return top?.prefix ?? null;
}

/**
 * Where the journal's article pages are: the first of the sites holding it in rc-pub's order (own single-journal
 * sites, then group sites, then the aggregate; repositories/sites.ts holdingSitesOf) and that site's origin under
 * `portalUrl` (RC_PUB_PORTAL_URL, `{sld}` replaced; contract/site-origin.ts). Null when no site shows the journal.
 */
export async function journalSite(
  db: Db,
  publicationId: number,
  portalUrl: string,
): Promise<{ siteId: number; origin: string } | null> {
  const [siteId] = (await holdingSitesOf(db, [publicationId])).get(publicationId) ?? [];
  if (siteId === undefined) return null;
  const site = await findSiteById(db, siteId);
  const origin = site
    ? siteOrigin(site.sld, { template: portalUrl, origin: portalUrl.replace('{sld}', site.sld) })
    : null;
  return origin ? { siteId, origin } : null;
}
