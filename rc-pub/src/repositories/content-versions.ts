/**
 * Content version counters (db/schema/versions.ts). Writers call a bump inside the transaction of their
 * change, so a reader never sees new content under an old number. Every bump raises the global counter once.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { contentVersions, GLOBAL_SCOPE } from '../db/schema/versions.js';
import { sitePublications, sites } from '../db/schema/sites.js';

/** Counters as stored: global and per site id. */
export interface ContentVersionRows {
  global: number;
  /** sld → counter, for every site (0 when never bumped). */
  sites: Record<string, number>;
}

/** Raises the counters of the sites `slds` (deduplicated) and the global counter by one. */
export async function bumpSlds(tx: Db | Tx, slds: string[]): Promise<void> {
  const scopes = [...new Set([GLOBAL_SCOPE, ...slds])].sort(); // one lock order for concurrent writers
  await tx
    .insert(contentVersions)
    .values(scopes.map((scope) => ({ scope, version: 1 })))
    .onConflictDoUpdate({ target: contentVersions.scope, set: { version: sql`${contentVersions.version} + 1` } });
}

/** Raises the counter of every site (reindex, seed) and the global one. */
export async function bumpAllSites(tx: Db | Tx): Promise<void> {
  const rows = await tx.select({ sld: sites.sld }).from(sites);
  await bumpSlds(
    tx,
    rows.map((r) => r.sld),
  );
}

/**
 * Raises the counters of every site holding one of `publicationIds`: sites linked through site_publications (its own
 * single site, groups, the aggregate `www`) and single sites whose journal it is; and the global counter.
 */
export async function bumpSitesOfPublications(tx: Db | Tx, publicationIds: number[]): Promise<void> {
  if (!publicationIds.length) return;
  const linked = await tx
    .select({ sld: sites.sld })
    .from(sitePublications)
    .innerJoin(sites, eq(sites.id, sitePublications.siteId))
    .where(inArray(sitePublications.publicationId, publicationIds));
  const own = await tx.select({ sld: sites.sld }).from(sites).where(inArray(sites.publicationId, publicationIds));
  await bumpSlds(
    tx,
    [...linked, ...own].map((r) => r.sld),
  );
}

/** The global counter and one counter per site sld (0 for a site never bumped). */
export async function readContentVersions(db: Db): Promise<ContentVersionRows> {
  const rows = await db
    .select({ sld: sites.sld, version: contentVersions.version })
    .from(sites)
    .leftJoin(contentVersions, eq(contentVersions.scope, sites.sld));
  const [global] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, GLOBAL_SCOPE));
  return {
    global: Number(global?.version ?? 0),
    sites: Object.fromEntries(rows.map((r) => [r.sld, Number(r.version ?? 0)])),
  };
}
