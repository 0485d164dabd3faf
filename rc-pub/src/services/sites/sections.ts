/**
 * The sections of a site file ("Sites as files"; docs/sites-file.md) and the tables behind them: the site
 * record (docs/product/sites-and-frame.md#site-records), its theme (colour, colour1-3, grayType), header config, custom buttons, footer config,
 * tools, banners, menus (channels) and home modules. A section's fields are the columns of its table minus the
 * ones the file does not carry (ids, foreign keys, `sort`, which is the position in the list; read from the schema by
 * repositories/sites-file.ts tableFields): a column added to one
 * of these tables is read and written by site files without a change here, checked by its type (the product checks of known
 * fields are in rules.ts).
 */
import { type FieldSpec, type SiteTableName, tableFields } from '../../repositories/sites-file.js';

/** A section of the file and the table rows it describes. */
export interface SectionSpec {
  /** Name in the file (`header`, `tools`, …; '' for the site record's own fields). */
  name: string;
  table: SiteTableName;
  fields: FieldSpec[];
  /** Fields written by export even when they hold their default (what a reader looks for first). */
  always: readonly string[];
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
    fields: tableFields('sites', SITE_OMIT),
    always: ['sld', 'type', 'status', 'nameZh', 'nameEn'],
  },
  theme: {
    name: 'theme',
    table: 'sites',
    fields: tableFields('sites', [], THEME_FIELDS),
    always: ['colour', 'grayType'],
  },
  header: {
    name: 'header',
    table: 'header_configs',
    fields: tableFields('header_configs', ['siteId']),
    always: ['navStyle'],
  },
  customButtons: {
    name: 'customButtons',
    table: 'custom_buttons',
    fields: tableFields('custom_buttons', ['id', 'siteId', 'sort']),
    always: ['nameZh', 'nameEn', 'linkValue', 'status'],
  },
  footer: {
    name: 'footer',
    table: 'footer_configs',
    fields: tableFields('footer_configs', ['siteId']),
    always: ['backgroundColor'],
  },
  tools: {
    name: 'tools',
    table: 'tools',
    fields: tableFields('tools', ['id', 'siteId', 'sort']),
    always: ['resNameZh', 'resNameEn', 'type'],
  },
  banners: {
    name: 'banners',
    table: 'banners',
    fields: tableFields('banners', ['id', 'siteId', 'sort']),
    always: ['type', 'titleZh', 'titleEn'],
  },
  menus: {
    name: 'menus',
    table: 'channels',
    fields: tableFields('channels', ['id', 'siteId', 'parentId', 'sort']),
    always: ['code', 'nameZh', 'nameEn'],
  },
  modules: {
    name: 'modules',
    table: 'modules',
    fields: tableFields('modules', ['id', 'channelId', 'sort']),
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
