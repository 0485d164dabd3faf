/** Site queries (docs/product/sites-and-frame.md#site-records; find site / find group). */
import { and, eq, inArray, asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { footerConfigs, publications, sites, sitePublications } from '../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;

/** The site with subdomain `sld` (index sites_sld_uq), or undefined. */
export async function findSiteBySld(db: Db, sld: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.sld, sld)).limit(1);
  return row;
}

/** The site with primary key `id`, or undefined. */
export async function findSiteById(db: Db, id: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row;
}

/** Ids of the journals a site shows, in the site's order (primary key of site_publications). */
export async function listSitePublicationIds(db: Db, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sitePublications.publicationId })
    .from(sitePublications)
    .where(eq(sitePublications.siteId, siteId))
    .orderBy(asc(sitePublications.sort), asc(sitePublications.publicationId));
  return rows.map((r) => r.id);
}

/** For each journal id, the `single` site serving it (site_publications_pub_idx), lowest site id first. */
export async function singleSitesOf(
  db: Db,
  publicationIds: number[],
): Promise<Map<number, { id: number; sld: string }>> {
  const out = new Map<number, { id: number; sld: string }>();
  if (!publicationIds.length) return out;
  const rows = await db
    .select({ pub: sitePublications.publicationId, id: sites.id, sld: sites.sld })
    .from(sitePublications)
    .innerJoin(sites, eq(sites.id, sitePublications.siteId))
    .where(and(inArray(sitePublications.publicationId, publicationIds), eq(sites.type, 'single')))
    .orderBy(asc(sites.id));
  for (const r of rows) if (!out.has(r.pub)) out.set(r.pub, { id: r.id, sld: r.sld });
  return out;
}

/**
 * For each journal id, the ids of every site that holds it (site_publications_pub_idx), preferred first: `single`
 * sites, then `group` sites, then the aggregate (`all`) site, lowest id first within a type (a page of the
 * journal asked on another site redirects to the first).
 */
export async function holdingSitesOf(db: Db, publicationIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!publicationIds.length) return out;
  const rows = await db
    .select({ pub: sitePublications.publicationId, id: sites.id })
    .from(sitePublications)
    .innerJoin(sites, eq(sites.id, sitePublications.siteId))
    .where(inArray(sitePublications.publicationId, publicationIds))
    .orderBy(sql`case ${sites.type} when 'single' then 0 when 'group' then 1 else 2 end`, asc(sites.id));
  for (const r of rows) out.set(r.pub, [...(out.get(r.pub) ?? []), r.id]);
  return out;
}

/** A site's footer row's own legal page texts (docs/product/sites-and-frame.md#legal-pages); undefined without a footer row. */
export async function findLegalTexts(
  db: Db,
  siteId: number,
): Promise<Pick<typeof footerConfigs.$inferSelect, LegalTextField> | undefined> {
  const [row] = await db
    .select({
      accessibilityZh: footerConfigs.accessibilityZh,
      accessibilityEn: footerConfigs.accessibilityEn,
      privacyZh: footerConfigs.privacyZh,
      privacyEn: footerConfigs.privacyEn,
      agreementZh: footerConfigs.agreementZh,
      agreementEn: footerConfigs.agreementEn,
      termsZh: footerConfigs.termsZh,
      termsEn: footerConfigs.termsEn,
    })
    .from(footerConfigs)
    .where(eq(footerConfigs.siteId, siteId))
    .limit(1);
  return row;
}

/** The footer columns holding the legal pages' own texts. */
export type LegalTextField =
  | 'accessibilityZh'
  | 'accessibilityEn'
  | 'privacyZh'
  | 'privacyEn'
  | 'agreementZh'
  | 'agreementEn'
  | 'termsZh'
  | 'termsEn';

/** The code (publications.code) of a journal; undefined when no such journal. */
export async function publicationCodeOf(db: Db, publicationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: publications.code })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  return row?.code;
}
