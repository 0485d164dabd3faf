/**
 * Verb: what applying a checked site file would change ("Sites as files"): per site and table, the rows to
 * create, update and delete (changes.ts), and the problems only the database can show (journal codes and file ids that
 * do not exist). Sites are matched by sld, list records by their stable key (sections.ts), never by id, so a file
 * exported from one database applies to another; a matched record keeps its id (menu ids are in URLs). Reads only.
 */
import type { CounterPlan } from './counter-section.js';
import type { Db, Tx } from '../../db/client.js';
import { sanitizeSiteHtml, withSanitizedContent } from '../../import/site-html.js';
import {
  existingFileIds,
  listSiteSlds,
  loadSiteState,
  publicationCodesById,
  publicationIdsByCode,
  type SiteState,
  type StoredRow,
} from '../../repositories/sites-file.js';
import { type Change, diffValues, type SitePlan, type Target } from './changes.js';
import type { ListRecord, MenuRecord, ModuleRecord, Problem, SiteDoc, SitesFile, Values } from './model.js';
import { FILE_ID_FIELDS, LEGAL_TEXT_FIELDS } from './rules.js';
import { occurrenceKeys, SECTIONS, type SectionKey } from './sections.js';

/** What {@link planSitesFile} returns. */
export interface Plan {
  changes: Change[];
  sites: SitePlan[];
  /** Problems found against the database; when there are any the plan must not be applied. */
  problems: Problem[];
  /** The file's `counter` section against the stored customers (set by apply.ts; absent without the section). */
  counter?: CounterPlan;
}

type Owned = StoredRow & { id: number };

/** Builds the changes of one file against one database. */
class Planner {
  readonly changes: Change[] = [];
  readonly problems: Problem[] = [];
  private nextRef = 1;

  constructor(
    private readonly file: SitesFile,
    private readonly journalIds: Map<string, number>,
    private readonly fileIds: Set<number>,
  ) {}

  private problem(path: string, message: string): void {
    const at = this.file.locate(path);
    this.problems.push({ path, line: at?.line ?? null, column: at?.column ?? null, message });
  }

  journalId(code: string, path: string): number | null {
    const id = this.journalIds.get(code);
    if (id === undefined) this.problem(path, `no journal with code ${code} in this database (import it first)`);
    return id ?? null;
  }

  checkFiles(section: SectionKey, values: Values, path: string): void {
    for (const f of FILE_ID_FIELDS[section] ?? []) {
      const id = values[f];
      if (typeof id === 'number' && !this.fileIds.has(id))
        this.problem(`${path}.${f}`, `no stored file with id ${id} in this database`);
    }
  }

  create(c: Omit<Change, 'kind' | 'diff' | 'ref'>): Target {
    const ref = this.nextRef++;
    this.changes.push({ ...c, kind: 'create', diff: [], ref });
    return { ref };
  }

  update(sld: string, table: Change['table'], key: string, rowKey: number, stored: Values, desired: Values): void {
    const diff = diffValues(stored, desired);
    if (!diff.length) return;
    const values = Object.fromEntries(diff.map((d) => [d.field, d.after]));
    this.changes.push({ sld, table, kind: 'update', key, diff, rowKey, values });
  }

  remove(sld: string, table: Change['table'], key: string, rowKey: number): void {
    this.changes.push({ sld, table, kind: 'delete', key, diff: [], rowKey, values: {} });
  }

  /** A list section of one owner: deletions first, then creations and updates in file order (sort = position). */
  list(
    sld: string,
    section: 'customButtons' | 'tools' | 'banners',
    site: Target,
    stored: Owned[],
    desired: ListRecord[],
  ): void {
    const table = SECTIONS[section].table;
    const storedKeys = occurrenceKeys(section, stored);
    const wanted = new Set(desired.map((d) => d.key));
    for (const [i, row] of stored.entries())
      if (!wanted.has(storedKeys[i]!)) this.remove(sld, table, storedKeys[i]!, row.id);
    for (const [sort, d] of desired.entries()) {
      this.checkFiles(section, d.values, d.path);
      const i = storedKeys.indexOf(d.key);
      const values = { ...d.values, sort };
      if (i < 0) this.create({ sld, table, key: d.key, site, values });
      else this.update(sld, table, d.key, stored[i]!.id, stored[i]!, values);
    }
  }

  private moduleValues(m: ModuleRecord): Values {
    const config = { ...(m.values.config as Record<string, unknown>) };
    if (m.journal !== null) config.publicationId = this.journalId(m.journal, `${m.path}.journal`);
    return { ...m.values, config: withSanitizedContent(config) };
  }

  /** Deletes a stored channel, its sub-items and their modules (deepest first). */
  private dropChannel(sld: string, state: SiteState | null, row: Owned, key: string): void {
    const kids = state?.channels.filter((c) => c.parentId === row.id) ?? [];
    const kidKeys = occurrenceKeys('menus', kids);
    for (const [i, k] of kids.entries()) this.dropChannel(sld, state, k, `${key}/${kidKeys[i]}`);
    const mods = state?.modules.filter((m) => m.channelId === row.id) ?? [];
    const modKeys = occurrenceKeys('modules', mods);
    for (const [i, m] of mods.entries()) this.remove(sld, 'modules', `${key}/${modKeys[i]}`, m.id);
    this.remove(sld, 'channels', key, row.id);
  }

  /** The menus under `parent` (null: the top level) of a site, recursively with their modules. */
  menus(
    sld: string,
    state: SiteState | null,
    site: Target,
    parent: Target | null,
    desired: MenuRecord[],
    prefix = '',
  ): void {
    const parentId = parent && 'id' in parent ? parent.id : null;
    const known = new Set(state?.channels.map((c) => c.id));
    const stored =
      parent && 'ref' in parent
        ? []
        : (state?.channels ?? []).filter((c) =>
            parentId === null ? c.parentId === null || !known.has(c.parentId) : c.parentId === parentId,
          );
    const storedKeys = occurrenceKeys('menus', stored);
    const wanted = new Set(desired.map((d) => d.key));
    for (const [i, row] of stored.entries())
      if (!wanted.has(storedKeys[i]!)) this.dropChannel(sld, state, row, `${prefix}${storedKeys[i]}`);
    for (const [sort, d] of desired.entries()) {
      const key = `${prefix}${d.key}`;
      const values = {
        ...d.values,
        contentZh: sanitizeSiteHtml(d.values.contentZh as string | null),
        contentEn: sanitizeSiteHtml(d.values.contentEn as string | null),
        sort,
      };
      const i = storedKeys.indexOf(d.key);
      let target: Target;
      if (i < 0) target = this.create({ sld, table: 'channels', key, site, parent, values });
      else {
        target = { id: stored[i]!.id };
        this.update(sld, 'channels', key, stored[i]!.id, stored[i]!, values);
      }
      this.modules(sld, state, target, d.modules, key);
      this.menus(sld, state, site, target, d.children, `${key}/`);
    }
  }

  private modules(
    sld: string,
    state: SiteState | null,
    channel: Target,
    desired: ModuleRecord[],
    prefix: string,
  ): void {
    const stored = 'id' in channel ? (state?.modules.filter((m) => m.channelId === channel.id) ?? []) : [];
    const storedKeys = occurrenceKeys('modules', stored);
    const wanted = new Set(desired.map((d) => d.key));
    for (const [i, row] of stored.entries())
      if (!wanted.has(storedKeys[i]!)) this.remove(sld, 'modules', `${prefix}/${storedKeys[i]}`, row.id);
    for (const [sort, d] of desired.entries()) {
      const values = { ...this.moduleValues(d), sort };
      const i = storedKeys.indexOf(d.key);
      if (i < 0) this.create({ sld, table: 'modules', key: `${prefix}/${d.key}`, parent: channel, values });
      else this.update(sld, 'modules', `${prefix}/${d.key}`, stored[i]!.id, stored[i]!, values);
    }
  }

  /** The journal links of a site in order (site_publications; key = the journal id). */
  journals(
    sld: string,
    site: Target,
    stored: number[],
    codes: string[],
    path: string,
    storedCodes: Map<number, string>,
  ): void {
    const ids = codes.map((c, i) => this.journalId(c, `${path}.journals[${i}]`));
    const wanted = new Set(ids.filter((x): x is number => x !== null));
    for (const id of stored)
      if (!wanted.has(id))
        this.changes.push({
          sld,
          table: 'site_publications',
          kind: 'delete',
          key: storedCodes.get(id) ?? `#${id}`,
          diff: [],
          rowKey: id,
          site,
          values: {},
        });
    for (const [sort, id] of ids.entries()) {
      if (id === null) continue;
      const was = stored.indexOf(id);
      const values = { publicationId: id, sort };
      if (was < 0) this.create({ sld, table: 'site_publications', key: codes[sort]!, site, values });
      else if (was !== sort) {
        const diff = [{ field: 'sort', before: was, after: sort }];
        const key = codes[sort]!;
        this.changes.push({ sld, table: 'site_publications', kind: 'update', key, diff, rowKey: id, site, values });
      }
    }
  }

  /** Every change of one site. */
  site(doc: SiteDoc, state: SiteState | null, storedCodes: Map<number, string>): void {
    const { sld } = doc;
    const desired: Values = { ...doc.record };
    if (doc.theme) Object.assign(desired, doc.theme);
    else if (!state) for (const f of SECTIONS.theme.fields) desired[f.name] = f.fallback;
    for (const code of Object.keys(journalInfoCodes(doc))) this.journalId(code, `${doc.path}.journalInfo.${code}`);
    if (doc.journal !== undefined)
      desired.publicationId = doc.journal === null ? null : this.journalId(doc.journal, `${doc.path}.journal`);
    let site: Target;
    if (state) {
      site = { id: state.site.id };
      this.update(sld, 'sites', '', state.site.id, state.site, desired);
    } else site = this.create({ sld, table: 'sites', key: '', values: desired });
    for (const k of ['header', 'footer'] as const) {
      const table = SECTIONS[k].table;
      const stored = state?.[k];
      const given = doc[k] ?? (stored ? null : Object.fromEntries(SECTIONS[k].fields.map((f) => [f.name, f.fallback])));
      if (!given) continue;
      const values = k === 'footer' ? withSanitizedLegalTexts(given) : given;
      this.checkFiles(k, values, `${doc.path}.${k}`);
      if (stored && state) this.update(sld, table, '', state.site.id, stored, values);
      else this.create({ sld, table, key: '', site, values });
    }
    for (const k of ['customButtons', 'tools', 'banners'] as const) {
      const list = doc[k];
      if (list) this.list(sld, k, site, state?.[k] ?? [], list);
    }
    if (doc.journals) this.journals(sld, site, state?.journals ?? [], doc.journals, doc.path, storedCodes);
    if (doc.menus) this.menus(sld, state, site, null, doc.menus);
  }
}

/** The journal codes a site's `journalInfo` names (journal-info.ts), as a mapping. */
function journalInfoCodes(doc: SiteDoc): Record<string, unknown> {
  const info = doc.record.journalInfo;
  return info && typeof info === 'object' && !Array.isArray(info) ? (info as Record<string, unknown>) : {};
}

/** The footer's legal page texts (docs/product/sites-and-frame.md#legal-pages) sanitized like every site rich text. */
function withSanitizedLegalTexts(values: Values): Values {
  const out = { ...values };
  for (const f of LEGAL_TEXT_FIELDS) if (typeof out[f] === 'string') out[f] = sanitizeSiteHtml(out[f] as string);
  return out;
}

function journalCodes(doc: SiteDoc): string[] {
  const walk = (ms: MenuRecord[]): string[] =>
    ms.flatMap((m) => [...m.modules.flatMap((x) => (x.journal ? [x.journal] : [])), ...walk(m.children)]);
  return [
    ...(doc.journal ? [doc.journal] : []),
    ...(doc.journals ?? []),
    ...walk(doc.menus ?? []),
    ...Object.keys(journalInfoCodes(doc)),
  ];
}

function fileIdsOf(doc: SiteDoc): number[] {
  const rows: [SectionKey, Values][] = [
    ...(doc.header ? [['header', doc.header] as [SectionKey, Values]] : []),
    ...(doc.footer ? [['footer', doc.footer] as [SectionKey, Values]] : []),
    ...(doc.tools ?? []).map((t) => ['tools', t.values] as [SectionKey, Values]),
    ...(doc.banners ?? []).map((b) => ['banners', b.values] as [SectionKey, Values]),
  ];
  return rows.flatMap(([s, v]) =>
    (FILE_ID_FIELDS[s] ?? []).map((f) => v[f]).filter((x): x is number => typeof x === 'number'),
  );
}

/** The changes `file` makes to the database of `ctx` (a transaction when applying), and its database problems. */
export async function planSitesFile({
  ctx,
  input,
}: {
  ctx: { db: Db | Tx };
  input: { file: SitesFile };
}): Promise<Plan> {
  const { db } = ctx;
  const { file } = input;
  const journalIds = await publicationIdsByCode(db, file.sites.flatMap(journalCodes));
  const fileIds = await existingFileIds(db, file.sites.flatMap(fileIdsOf));
  const planner = new Planner(file, journalIds, fileIds);
  const known = new Set(await listSiteSlds(db));
  const sites: SitePlan[] = [];
  for (const doc of file.sites) {
    const state = known.has(doc.sld) ? await loadSiteState(db, doc.sld) : null;
    const before = planner.changes.length;
    planner.site(doc, state, await publicationCodesById(db, state?.journals ?? []));
    sites.push({ sld: doc.sld, kind: !state ? 'create' : planner.changes.length > before ? 'update' : 'unchanged' });
  }
  return { changes: planner.changes, sites, problems: planner.problems };
}
