/**
 * Content versions (contract: RcPubPaths.contentVersions, ContentVersionsWire): one counter per site sld that
 * rises, in the same transaction as the change, whenever content the site shows changes (an import touching one of
 * its journals, reindex, seed). The row with scope {@link GLOBAL_SCOPE} is the global counter, raised by every bump.
 * The gateway's page cache keys on (sld, counter), so rows are keyed by sld (not by site id, which `seed --reset`
 * restarts) and outlive a reset: a counter never goes back, so a number is never reused for different content.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** Scope of the global counter row ('*' is no valid sld). */
export const GLOBAL_SCOPE = '*';

/** A counter per site sld, plus the global row. */
export const contentVersions = pgTable('content_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
