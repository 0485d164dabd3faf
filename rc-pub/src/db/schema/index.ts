/** Drizzle schema of rc-pub: every record docs/product/ describes. */
export * from './sites.js';
export * from './files.js';
export * from './content.js';
export * from './members.js';
export * from './alerts.js';
export * from './search.js';
export * from './versions.js';
export * from './usage.js';
export * from './site-visits.js';
export * from './search-suggest.js';
export * from './counter.js';
export * from './handover.js';
