/**
 * The changes a site file makes ("Sites as files"): one per row created, updated or deleted, in the order
 * apply.ts runs them (deletions of a list before its creations, parents before children). A dry run prints them
 * (format-plan.ts); nothing else decides what is written.
 */
import type { SiteTableName } from '../../repositories/sites-file.js';
import type { Values } from './model.js';

/** A row that exists (`id`) or that an earlier change of the same plan creates (`ref`). */
export type Target = { id: number } | { ref: number };

/** One field of an update: the stored value and the file's. */
export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
}

/** One row created, updated or deleted. */
export interface Change {
  sld: string;
  table: SiteTableName;
  kind: 'create' | 'update' | 'delete';
  /** What the row is within its site: '' for one-per-site rows, else its stable key, e.g. `aboutus/subcontact`. */
  key: string;
  /** Updates: the fields that change. */
  diff: FieldDiff[];
  /** Update and delete: the row's key (its id; the site id for header and footer; the journal id for links). */
  rowKey?: number;
  /** Create: the number later changes refer to the new row by. */
  ref?: number;
  /** Create: the site the row belongs to (header, footer, lists, channels, journal links). */
  site?: Target;
  /** Create: the parent channel of a channel (null at the top) or the channel of a module. */
  parent?: Target | null;
  /** Create: every value of the row; update: the changed values. */
  values: Values;
}

/** What happens to each site of the file. */
export interface SitePlan {
  sld: string;
  kind: 'create' | 'update' | 'unchanged';
}

/** Canonical JSON of a value: mapping keys sorted (jsonb does not keep key order). */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}

/** The fields of `desired` whose value differs from `stored` (missing stored values count as null). */
export function diffValues(stored: Values, desired: Values): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const [field, after] of Object.entries(desired)) {
    const before = stored[field] ?? null;
    if (canonical(before) !== canonical(after ?? null)) out.push({ field, before, after });
  }
  return out;
}
