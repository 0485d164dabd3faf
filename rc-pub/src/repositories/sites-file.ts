/**
 * SQL of site files ("Sites as files"; services/sites/, `pnpm rc-pub sites validate|apply|export` and the seed): the
 * fields of each section read from the tables' columns (tableFields, services/sites/sections.ts), reading a site's
 * whole configuration (docs/product/sites-and-frame.md#site-records: site record, header config, custom buttons, footer config,
 * tools, banners, menus with their home modules, journal links) and writing it row by row inside the caller's
 * transaction.
 */
import { and, asc, eq, getTableColumns, inArray, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import {
  banners,
  channels,
  customButtons,
  files,
  footerConfigs,
  headerConfigs,
  modules,
  publications,
  sitePublications,
  sites,
  tools,
} from '../db/schema/index.js';

/** The tables a site file writes, by SQL name (the names a dry run prints). */
export const SITE_TABLES = {
  sites,
  header_configs: headerConfigs,
  custom_buttons: customButtons,
  footer_configs: footerConfigs,
  tools,
  banners,
  channels,
  modules,
  site_publications: sitePublications,
} as const;

/** SQL name of a table a site file writes. */
export type SiteTableName = keyof typeof SITE_TABLES;
/** The tables written row by row by id (site_publications has a two-column key and its own writers). */
export type RowTableName = Exclude<SiteTableName, 'site_publications'>;

/** How a column's values look in the file: integer, text, true/false, or a mapping (jsonb). */
export type FieldKind = 'integer' | 'text' | 'boolean' | 'object';

/** One field of a section: a column of its table. */
export interface FieldSpec {
  /** The file's (and Drizzle's) field name, e.g. `navStyle`. */
  name: string;
  kind: FieldKind;
  /** NULL allowed. */
  nullable: boolean;
  /** Value when the file leaves the field out: the column default, else null; undefined = the field is required. */
  fallback: unknown;
}

function kindOf(dataType: string): FieldKind | null {
  switch (dataType) {
    case 'number':
      return 'integer';
    case 'string':
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'object';
    default:
      return null; // timestamps and other types are not configuration (sites.createdAt)
  }
}

/**
 * The fields of `table` a site file carries: every column except `omit` (and, when given, outside `only`) and those of
 * a type a file does not carry, in column order.
 */
export function tableFields(table: SiteTableName, omit: readonly string[], only?: readonly string[]): FieldSpec[] {
  const t: PgTable = SITE_TABLES[table];
  const out: FieldSpec[] = [];
  for (const [name, col] of Object.entries(getTableColumns(t))) {
    if (omit.includes(name) || (only && !only.includes(name))) continue;
    const kind = kindOf(col.dataType);
    if (!kind) continue;
    const fixed = col.default !== undefined && !is(col.default, SQL);
    const fallback = fixed ? col.default : col.notNull ? undefined : null;
    out.push({ name, kind, nullable: !col.notNull, fallback });
  }
  return out;
}

/** Column that identifies a row of each table (header and footer rows are one per site). */
const KEY: Record<RowTableName, PgColumn> = {
  sites: sites.id,
  header_configs: headerConfigs.siteId,
  custom_buttons: customButtons.id,
  footer_configs: footerConfigs.siteId,
  tools: tools.id,
  banners: banners.id,
  channels: channels.id,
  modules: modules.id,
};

/** A stored row as plain values. */
export type StoredRow = Record<string, unknown>;

/** Everything a site file says about one site, as stored. Lists are in display order (sort, then id). */
export interface SiteState {
  site: StoredRow & { id: number; sld: string; publicationId: number | null };
  header: StoredRow | null;
  footer: StoredRow | null;
  customButtons: (StoredRow & { id: number })[];
  tools: (StoredRow & { id: number })[];
  banners: (StoredRow & { id: number })[];
  channels: (StoredRow & { id: number; parentId: number | null })[];
  /** Modules of every channel of the site. */
  modules: (StoredRow & { id: number; channelId: number })[];
  /** Ids of the journals the site shows, in order (site_publications). */
  journals: number[];
}

/** Slds of every site in id order (the order export writes them). */
export async function listSiteSlds(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ sld: sites.sld }).from(sites).orderBy(asc(sites.id));
  return rows.map((r) => r.sld);
}

/** The stored configuration of the site `sld`, or null when there is no such site. */
export async function loadSiteState(db: Db | Tx, sld: string): Promise<SiteState | null> {
  const [site] = await db.select().from(sites).where(eq(sites.sld, sld)).limit(1);
  if (!site) return null;
  const id = site.id;
  const [header] = await db.select().from(headerConfigs).where(eq(headerConfigs.siteId, id));
  const [footer] = await db.select().from(footerConfigs).where(eq(footerConfigs.siteId, id));
  const bySort = <T extends { sort: PgColumn; id: PgColumn }>(t: T) => [asc(t.sort), asc(t.id)];
  const chans = await db
    .select()
    .from(channels)
    .where(eq(channels.siteId, id))
    .orderBy(...bySort(channels));
  const mods = chans.length
    ? await db
        .select()
        .from(modules)
        .where(
          inArray(
            modules.channelId,
            chans.map((c) => c.id),
          ),
        )
        .orderBy(...bySort(modules))
    : [];
  const links = await db
    .select({ id: sitePublications.publicationId })
    .from(sitePublications)
    .where(eq(sitePublications.siteId, id))
    .orderBy(asc(sitePublications.sort), asc(sitePublications.publicationId));
  return {
    site,
    header: header ?? null,
    footer: footer ?? null,
    customButtons: await db
      .select()
      .from(customButtons)
      .where(eq(customButtons.siteId, id))
      .orderBy(...bySort(customButtons)),
    tools: await db
      .select()
      .from(tools)
      .where(eq(tools.siteId, id))
      .orderBy(...bySort(tools)),
    banners: await db
      .select()
      .from(banners)
      .where(eq(banners.siteId, id))
      .orderBy(...bySort(banners)),
    channels: chans,
    modules: mods,
    journals: links.map((l) => l.id),
  };
}

/** Journal ids by code (publications_code_uq) for the codes that exist. */
export async function publicationIdsByCode(db: Db | Tx, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ id: publications.id, code: publications.code })
    .from(publications)
    .where(inArray(publications.code, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Journal codes by id for the ids that exist. */
export async function publicationCodesById(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: publications.id, code: publications.code })
    .from(publications)
    .where(inArray(publications.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The ids among `ids` of stored files (files primary key). */
export async function existingFileIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** Inserts a row into `table` and returns its key (the id; the site id for header and footer rows). */
export async function insertRow(tx: Tx, table: RowTableName, values: StoredRow): Promise<number> {
  const t: PgTable = SITE_TABLES[table];
  const [row] = await tx.insert(t).values(values).returning({ key: KEY[table] });
  return Number((row as { key: unknown }).key);
}

/** Sets `values` on the row of `table` with key `key`. */
export async function updateRow(tx: Tx, table: RowTableName, key: number, values: StoredRow): Promise<void> {
  const t: PgTable = SITE_TABLES[table];
  await tx.update(t).set(values).where(eq(KEY[table], key));
}

/** Deletes the row of `table` with key `key` (a channel's modules go with it: modules.channel_id cascades). */
export async function deleteRow(tx: Tx, table: RowTableName, key: number): Promise<void> {
  const t: PgTable = SITE_TABLES[table];
  await tx.delete(t).where(eq(KEY[table], key));
}

/** Links journal `publicationId` to site `siteId` at position `sort`, or moves an existing link there. */
export async function upsertSitePublication(
  tx: Tx,
  siteId: number,
  publicationId: number,
  sort: number,
): Promise<void> {
  await tx
    .insert(sitePublications)
    .values({ siteId, publicationId, sort })
    .onConflictDoUpdate({ target: [sitePublications.siteId, sitePublications.publicationId], set: { sort } });
}

/** Unlinks journal `publicationId` from site `siteId`. */
export async function deleteSitePublication(tx: Tx, siteId: number, publicationId: number): Promise<void> {
  await tx
    .delete(sitePublications)
    .where(and(eq(sitePublications.siteId, siteId), eq(sitePublications.publicationId, publicationId)));
}
