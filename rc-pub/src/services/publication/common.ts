/** Shared: journal rows → wire with their single site and counts. */
import type { PublicationWire } from '../../contract/wire.js';
import type { Db } from '../../db/client.js';
import { countsOf, type PublicationRow } from '../../repositories/publications.js';
import { holdingSitesOf, singleSitesOf } from '../../repositories/sites.js';
import { toPublicationWire } from '../mappers/content.js';

/** Maps journals to wire shapes in three batched queries (single sites, counts, holding sites). */
export async function publicationsToWire(db: Db, rows: PublicationRow[]): Promise<PublicationWire[]> {
  const ids = rows.map((p) => p.id);
  const [served, counts, holders] = await Promise.all([
    singleSitesOf(db, ids),
    countsOf(db, ids),
    holdingSitesOf(db, ids),
  ]);
  return rows.map((p) => toPublicationWire(p, served.get(p.id), counts.get(p.id), holders.get(p.id) ?? []));
}
