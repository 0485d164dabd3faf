/**
 * Sets: `journal` (every journal) with `journal:{id}` per journal (setName its title), and `site` with
 * `site:{sld}` per portal site (the journals it shows). A record belongs to its journal's set and to the sets of the
 * sites showing that journal; it is listed once whatever the number of its sets
 * (docs/product/citation-and-harvest.md#oai-pmh).
 */
import type { Db } from '../db/client.js';
import { OaiError } from './protocol.js';
import { type JournalRow, listJournals } from '../repositories/oai.js';

/** A set of ListSets (OAI-PMH section 4.6). */
export interface OaiSet {
  spec: string;
  name: string;
}

/** Journals and sites of the portal, loaded once per request. */
export interface SetIndex {
  journals: Map<number, JournalRow>;
  sets: OaiSet[];
  /** Journal ids of a setSpec; undefined for an unknown set. */
  resolve(spec: string): number[] | null | undefined;
  /** setSpecs of a journal's records. */
  specsOf(publicationId: number): string[];
  /**
   * The site whose article pages are the journal's canonical ones: the first of the sites holding it in rc-pub's
   * order for `Publication.siteIds` (own single-journal sites, then group sites, then the aggregate site); null when
   * no site shows the journal.
   */
  siteOf(publicationId: number): { id: number; sld: string } | null;
}

/** setSpec syntax of OAI-PMH.xsd (setSpecType). */
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** Loads the set index. */
export async function loadSets(db: Db): Promise<SetIndex> {
  const rows = await listJournals(db);
  const journals = new Map(rows.map((j) => [j.id, j]));
  const siteJournals = new Map<string, { name: string; ids: number[] }>();
  for (const j of rows)
    for (const s of j.sites) {
      const e = siteJournals.get(s.sld) ?? { name: s.nameEn || s.nameZh || s.sld, ids: [] };
      e.ids.push(j.id);
      siteJournals.set(s.sld, e);
    }
  const sets: OaiSet[] = [
    { spec: 'journal', name: 'Journals' },
    ...rows.map((j) => ({ spec: `journal:${j.id}`, name: j.titleEn || j.titleZh || `Journal ${j.id}` })),
    { spec: 'site', name: 'Portal sites' },
    ...[...siteJournals].map(([sld, e]) => ({ spec: `site:${sld}`, name: e.name })),
  ];
  return {
    journals,
    sets,
    resolve(spec) {
      if (spec === 'journal') return null;
      if (spec === 'site') return [...new Set([...siteJournals.values()].flatMap((e) => e.ids))];
      const j = /^journal:(\d{1,9})$/.exec(spec);
      if (j) return journals.has(Number(j[1])) ? [Number(j[1])] : undefined;
      if (spec.startsWith('site:')) return siteJournals.get(spec.slice(5))?.ids;
      return undefined;
    },
    specsOf(publicationId) {
      const j = journals.get(publicationId);
      return j ? [`journal:${j.id}`, ...j.sites.map((s) => `site:${s.sld}`)] : [];
    },
    siteOf(publicationId) {
      const s = journals.get(publicationId)?.sites[0];
      return s ? { id: s.id, sld: s.sld } : null;
    },
  };
}

/**
 * Journal ids of the `set` argument (null = all).
 * @throws OaiError badArgument for a malformed setSpec, noRecordsMatch for an unknown set
 */
export function resolveSet(index: SetIndex, spec: string | undefined): number[] | null {
  if (spec === undefined) return null;
  if (spec.length > 200 || !SET_SPEC.test(spec))
    throw new OaiError('badArgument', 'The set argument is not a setSpec.');
  const ids = index.resolve(spec);
  if (ids === undefined) throw new OaiError('noRecordsMatch', `No set ${spec} in this repository.`);
  return ids;
}
