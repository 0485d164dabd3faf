/**
 * The checked content of a site file ("Sites as files"; docs/sites-file.md), what validate.ts produces and
 * plan.ts compares with the database. Values are complete: fields the file leaves out hold their column default.
 */

import type { CounterCustomer } from '../../counter/customers.js';

/** Field values of one record by field name (Drizzle column names, e.g. `navStyle`). */
export type Values = Record<string, unknown>;

/** A problem in a site file or in applying it: the field path, its place in the file and the sentence. */
export interface Problem {
  /** Field path, e.g. `sites[2].header.navStyle`. */
  path: string;
  /** 1-based line and column in the file, when the path has a place in it. */
  line: number | null;
  column: number | null;
  message: string;
}

/** A record of a list section (custom buttons, tools, banners, modules): its key within the list and its values. */
export interface ListRecord {
  /** Stable key within the list (sections.ts occurrenceKeys), e.g. `RSS 订阅` or `html#2`. */
  key: string;
  /** Field path in the file, for problems found against the database. */
  path: string;
  values: Values;
}

/** A home module (docs/product/sites-and-frame.md#home-page): `journal` is the code of config.publicationId's journal. */
export interface ModuleRecord extends ListRecord {
  journal: string | null;
}

/** A menu item (docs/product/sites-and-frame.md#site-records) with its sub-items and home modules. */
export interface MenuRecord extends ListRecord {
  children: MenuRecord[];
  modules: ModuleRecord[];
}

/**
 * One site of the file. Sections left out of the file (undefined here) leave the database as it is; a listed section
 * is the whole truth for its table (records not listed are deleted).
 */
export interface SiteDoc {
  sld: string;
  /** Field path in the file (`sites[3]`). */
  path: string;
  /** Site record fields (docs/product/sites-and-frame.md#site-records) other than theme and journal links. */
  record: Values;
  theme?: Values;
  /** Code of the single site's journal (sites.publication_id); null = none; undefined = unchanged. */
  journal?: string | null;
  /** Codes of the journals the site shows, in order (site_publications); undefined = unchanged. */
  journals?: string[];
  header?: Values;
  footer?: Values;
  customButtons?: ListRecord[];
  tools?: ListRecord[];
  banners?: ListRecord[];
  menus?: MenuRecord[];
}

/** A checked site file. */
export interface SitesFile {
  version: 1;
  sites: SiteDoc[];
  /** The COUNTER customers (counter-section.ts); undefined when the file has no `counter` section (unchanged). */
  counter?: CounterCustomer[];
  /** Place of a field path in the file (for problems found against the database). */
  locate(path: string): { line: number; column: number } | null;
}

/** Formats a problem as the CLI prints it: `sites[2].header.navStyle (line 41, column 15): must be an integer 0-6`. */
export function formatProblem(p: Problem): string {
  const where = p.line ? ` (line ${p.line}${p.column ? `, column ${p.column}` : ''})` : '';
  return `${p.path || '(file)'}${where}: ${p.message}`;
}

/** Thrown by apply when the file has problems (nothing was written); carries every problem. */
export class SitesFileError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`the site file has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SitesFileError';
  }
}
