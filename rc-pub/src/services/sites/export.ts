/**
 * Verb: the configuration of every site as a site file ("Sites as files"; docs/sites-file.md), the format
 * apply reads. Deterministic: sites in id order, records in display order, fields in table order, no dates, so the
 * file can be committed (deploy/sites/demo-sites.yaml). Fields holding their default are left out (the file then
 * reads as what is special about a site), except the few every reader looks for (sections.ts `always`). Journals are
 * written by code, never by id, and pictures stored from the repository by path (pictures.ts); applying the export to
 * the same database changes nothing.
 */
import type { Db, Tx } from '../../db/client.js';
import {
  listSiteSlds,
  loadSiteState,
  publicationCodesById,
  type SiteState,
  type StoredRow,
} from '../../repositories/sites-file.js';
import { canonical } from './changes.js';
import { exportCounterSection } from './counter-section.js';
import { PICTURE_FIELDS, pictureNames, storedPictureId } from './pictures.js';
import { SECTIONS, type SectionKey } from './sections.js';
import { writeYaml } from './yaml-source.js';

/** The comment at the top of an exported file. */
const HEADER = `# Site configuration ("Sites as files"; format: docs/sites-file.md).
# Written by \`pnpm rc-pub sites export\`; apply with \`pnpm rc-pub sites apply <file> [--dry-run]\`.
`;

type Plain = Record<string, unknown>;

/** Repository paths of the stored pictures a site's fields name, by file id (pictures.ts). */
type Names = Map<number, string>;

/**
 * The fields of `row` the file carries for `section`: `always` fields first, then non-default ones in table order; a
 * picture field naming a file stored from the repository is written as `{ file: <path> }`.
 */
function fieldsOf(section: SectionKey, row: StoredRow, names: Names = new Map()): Plain {
  const spec = SECTIONS[section];
  const always: readonly string[] = spec.always;
  const out: Plain = {};
  // a site without a header or footer row reads as the defaults it would be created with
  for (const name of always) out[name] = row[name] ?? spec.fields.find((f) => f.name === name)?.fallback ?? null;
  for (const f of spec.fields) {
    const v = row[f.name] ?? null;
    if (always.includes(f.name) || v === null || canonical(v) === canonical(f.fallback ?? null)) continue;
    out[f.name] = v;
  }
  for (const [name, kind] of Object.entries(PICTURE_FIELDS[section] ?? {})) {
    const id = storedPictureId(kind, out[name]);
    if (id !== null && names.has(id)) out[name] = { file: names.get(id) };
  }
  return out;
}

/** The file ids the picture fields of a site's rows hold. */
function pictureIdsOf(state: SiteState): number[] {
  const rows: [SectionKey, StoredRow | null][] = [
    ['site', state.site],
    ['header', state.header],
    ['footer', state.footer],
    ...state.tools.map((r) => ['tools', r] as [SectionKey, StoredRow]),
    ...state.banners.map((r) => ['banners', r] as [SectionKey, StoredRow]),
    ...state.channels.map((r) => ['menus', r] as [SectionKey, StoredRow]),
  ];
  return rows.flatMap(([section, row]) =>
    Object.entries(PICTURE_FIELDS[section] ?? {})
      .map(([name, kind]) => storedPictureId(kind, row?.[name]))
      .filter((id): id is number => id !== null),
  );
}

/** Gathers the journal ids a site's record, links and module configs name. */
function journalIdsOf(state: SiteState): number[] {
  const ids = [...state.journals];
  if (state.site.publicationId !== null) ids.push(state.site.publicationId);
  for (const m of state.modules) {
    const id = (m.config as Plain | null)?.publicationId;
    if (typeof id === 'number') ids.push(id);
  }
  return ids;
}

/** One site as the file writes it. */
function siteDoc(state: SiteState, codes: Map<number, string>, names: Names): Plain {
  const doc = fieldsOf('site', state.site, names);
  // keys sorted: the file does not depend on how the database orders jsonb keys
  if (doc.journalInfo) doc.journalInfo = JSON.parse(canonical(doc.journalInfo)) as Plain;
  const own = state.site.publicationId;
  if (own !== null && codes.has(own)) doc.journal = codes.get(own);
  const linked = state.journals.filter((id) => codes.has(id)).map((id) => codes.get(id)!);
  if (linked.length) doc.journals = linked;
  doc.theme = fieldsOf('theme', state.site);
  doc.header = fieldsOf('header', state.header ?? {}, names);
  doc.customButtons = state.customButtons.map((r) => fieldsOf('customButtons', r));
  doc.footer = fieldsOf('footer', state.footer ?? {}, names);
  doc.tools = state.tools.map((r) => fieldsOf('tools', r, names));
  doc.banners = state.banners.map((r) => fieldsOf('banners', r, names));
  const known = new Set(state.channels.map((c) => c.id));
  const menu = (parentId: number | null): Plain[] =>
    state.channels
      .filter((c) => (parentId === null ? c.parentId === null || !known.has(c.parentId) : c.parentId === parentId))
      .map((c) => {
        const item = fieldsOf('menus', c, names);
        const mods = state.modules.filter((m) => m.channelId === c.id);
        if (mods.length) item.modules = mods.map((m) => moduleDoc(m, codes));
        const kids = menu(c.id);
        if (kids.length) item.children = kids;
        return item;
      });
  doc.menus = menu(null);
  return doc;
}

/** A module; a config.publicationId of a known journal is written as `journal: <code>`. */
function moduleDoc(row: StoredRow, codes: Map<number, string>): Plain {
  // keys sorted: the file does not depend on how the database orders jsonb keys
  const config = JSON.parse(canonical(row.config ?? {})) as Plain;
  const id = config.publicationId;
  let journal: string | undefined;
  if (typeof id === 'number' && codes.has(id)) {
    journal = codes.get(id);
    delete config.publicationId;
  }
  const doc = fieldsOf('modules', { ...row, config });
  return journal === undefined ? doc : { ...doc, journal };
}

/** Every site's configuration as the YAML text of a site file. */
export async function exportSitesFile({ ctx }: { ctx: { db: Db | Tx }; input?: object }): Promise<string> {
  const sites: Plain[] = [];
  for (const sld of await listSiteSlds(ctx.db)) {
    const state = await loadSiteState(ctx.db, sld);
    if (!state) continue;
    const codes = await publicationCodesById(ctx.db, journalIdsOf(state));
    sites.push(siteDoc(state, codes, await pictureNames(ctx.db, pictureIdsOf(state))));
  }
  const counter = await exportCounterSection(ctx.db);
  return HEADER + writeYaml({ version: 1, sites, ...(counter ? { counter } : {}) });
}
