/**
 * The sections of a site file ("Sites as files"; docs/sites-file.md) and the tables behind them: the site
 * record (docs/product/sites-and-frame.md#site-records), its theme (colour, colour1-3, grayType), header config, custom buttons, footer config,
 * tools, banners, menus (channels) and home modules. A section's fields are the Drizzle columns of its table minus the
 * ones the file does not carry (ids, foreign keys, `sort`, which is the position in the list): a column added to one
 * of these tables is read and written by site files without a change here, checked by its type (the product checks of known
 * fields are in rules.ts).
 */
import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  banners,
  channels,
  customButtons,
  footerConfigs,
  headerConfigs,
  modules,
  sites,
  tools,
} from '../../db/schema/index.js';
import type { SiteTableName } from '../../repositories/sites-file.js';

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

/** A section of the file and the table rows it describes. */
export interface SectionSpec {
  /** Name in the file (`header`, `tools`, …; '' for the site record's own fields). */
  name: string;
  table: SiteTableName;
  fields: FieldSpec[];
  /** Fields written by export even when they hold their default (what a reader looks for first). */
  always: readonly string[];
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

/** The fields of `table`: every column except `omit` and those of a type a file does not carry. */
function fieldsOf(table: PgTable, omit: readonly string[], only?: readonly string[]): FieldSpec[] {
  const out: FieldSpec[] = [];
  for (const [name, col] of Object.entries(getTableColumns(table))) {
    if (omit.includes(name) || (only && !only.includes(name))) continue;
    const kind = kindOf(col.dataType);
    if (!kind) continue;
    const fixed = col.default !== undefined && !is(col.default, SQL);
    const fallback = fixed ? col.default : col.notNull ? undefined : null;
    out.push({ name, kind, nullable: !col.notNull, fallback });
  }
  return out;
}

/** The theme fields of the site record (docs/product/sites-and-frame.md, Theme colours and Grayscale): the file's `theme` mapping. */
export const THEME_FIELDS = ['colour', 'colour1', 'colour2', 'colour3', 'grayType'] as const;

/**
 * Site record fields not in the file's site mapping: the id, the creation time, the theme (its own mapping) and the
 * journal link, written as the journal's code (`journal`).
 */
const SITE_OMIT = ['id', 'createdAt', 'publicationId', ...THEME_FIELDS];

/** Every section, in the order the file lists them. */
export const SECTIONS = {
  site: {
    name: '',
    table: 'sites',
    fields: fieldsOf(sites, SITE_OMIT),
    always: ['sld', 'type', 'status', 'nameZh', 'nameEn'],
  },
  theme: { name: 'theme', table: 'sites', fields: fieldsOf(sites, [], THEME_FIELDS), always: ['colour', 'grayType'] },
  header: {
    name: 'header',
    table: 'header_configs',
    fields: fieldsOf(headerConfigs, ['siteId']),
    always: ['navStyle'],
  },
  customButtons: {
    name: 'customButtons',
    table: 'custom_buttons',
    fields: fieldsOf(customButtons, ['id', 'siteId', 'sort']),
    always: ['nameZh', 'nameEn', 'linkValue', 'status'],
  },
  footer: {
    name: 'footer',
    table: 'footer_configs',
    fields: fieldsOf(footerConfigs, ['siteId']),
    always: ['backgroundColor'],
  },
  tools: {
    name: 'tools',
    table: 'tools',
    fields: fieldsOf(tools, ['id', 'siteId', 'sort']),
    always: ['resNameZh', 'resNameEn', 'type'],
  },
  banners: {
    name: 'banners',
    table: 'banners',
    fields: fieldsOf(banners, ['id', 'siteId', 'sort']),
    always: ['type', 'titleZh', 'titleEn'],
  },
  menus: {
    name: 'menus',
    table: 'channels',
    fields: fieldsOf(channels, ['id', 'siteId', 'parentId', 'sort']),
    always: ['code', 'nameZh', 'nameEn'],
  },
  modules: {
    name: 'modules',
    table: 'modules',
    fields: fieldsOf(modules, ['id', 'channelId', 'sort']),
    always: ['type', 'titleZh', 'titleEn'],
  },
} as const satisfies Record<string, SectionSpec>;

/** A section by its key in {@link SECTIONS}. */
export type SectionKey = keyof typeof SECTIONS;

/** The list sections of a site whose records are matched by a key (custom button, tool item, banner item). */
export const LIST_SECTIONS = ['customButtons', 'tools', 'banners'] as const;

/**
 * The stable key of a list record within its list (without the occurrence suffix): what a file exported from one
 * database and applied to another matches records by, instead of database ids (docs/sites-file.md "Keys").
 */
export function recordKey(section: SectionKey, v: Record<string, unknown>): string {
  const s = (x: unknown) => (typeof x === 'string' ? x : x === null || x === undefined ? '' : String(x));
  switch (section) {
    case 'customButtons':
      return s(v.nameZh);
    case 'tools':
      return s(v.resNameZh);
    case 'banners':
      return `${s(v.type)}:${s(v.doi) || s(v.url) || s(v.titleZh)}`;
    case 'menus':
      return s(v.code);
    case 'modules':
      return s(v.type);
    default:
      return '';
  }
}

/**
 * Keys of the records of one list in order: {@link recordKey}, with `#2`, `#3`… on the second and later records of
 * the same key (two `jump` menu items, two html modules).
 */
export function occurrenceKeys(section: SectionKey, rows: Record<string, unknown>[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const k = recordKey(section, r);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return n === 1 ? k : `${k}#${n}`;
  });
}
