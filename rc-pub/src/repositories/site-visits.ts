/**
 * Site visit counts (docs/product/usage.md#site-visit-counters; the footer's sumVisits/todayVisits): table `site_visits`
 * (db/schema/site-visits.ts), one row per site and Asia/Shanghai day, written by usage/site-visits.ts in batches.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sites } from '../db/schema/sites.js';
import { siteVisits } from '../db/schema/site-visits.js';

/** Visits of one site on one day ('YYYY-MM-DD', Asia/Shanghai) to add. */
export interface SiteVisitCount {
  siteId: number;
  day: string;
  count: number;
}

/** Rows per INSERT statement (3 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 5000;

/**
 * Adds `counts` in one transaction (upsert on site and day); counts of sites that no longer exist are dropped.
 * @returns the number of daily rows written
 */
export async function addSiteVisits(db: Db, counts: readonly SiteVisitCount[]): Promise<number> {
  if (!counts.length) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < counts.length; i += CHUNK) {
      const values = sql.join(
        counts.slice(i, i + CHUNK).map((c) => sql`(${c.siteId}::int, ${c.day}::date, ${c.count}::int)`),
        sql`, `,
      );
      const res = await tx.execute(sql`
        INSERT INTO site_visits (site_id, day, count)
        SELECT v.s, v.d, v.c FROM (VALUES ${values}) AS v(s, d, c) JOIN sites ON sites.id = v.s
        ON CONFLICT (site_id, day) DO UPDATE SET count = site_visits.count + excluded.count
        RETURNING site_id`);
      const rows = (res as { rows?: unknown[] }).rows ?? (Array.isArray(res) ? res : []);
      written += rows.length;
    }
  });
  return written;
}

/** A site's counted visits: all days, and the day `today` ('YYYY-MM-DD', Asia/Shanghai). */
export async function siteVisitTotals(db: Db, siteId: number, today: string): Promise<{ sum: number; today: number }> {
  const [row] = await db
    .select({
      sum: sql<string | number | null>`coalesce(sum(${siteVisits.count}), 0)`,
      today: sql<
        string | number | null
      >`coalesce(sum(${siteVisits.count}) filter (where ${siteVisits.day} = ${today}::date), 0)`,
    })
    .from(siteVisits)
    .where(eq(siteVisits.siteId, siteId));
  return { sum: Number(row?.sum ?? 0), today: Number(row?.today ?? 0) };
}

/** Site ids of the subdomains `slds` that exist (index sites_sld_uq). */
export async function siteIdsBySld(db: Db, slds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!slds.length) return out;
  const rows = await db
    .select({ id: sites.id, sld: sites.sld })
    .from(sites)
    .where(inArray(sites.sld, [...slds]));
  for (const r of rows) out.set(r.sld, r.id);
  return out;
}
