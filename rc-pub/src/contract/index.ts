/** rc-pub's public contract: wire shapes, paths and error codes, shared with the gateway's typed client. */
export * from './errors.js';
export * from './wire.js';
export * from './news.js';
export * from './paths.js';
export * from './search.js';
export * from './citation.js';
export * from './account.js';
export * from './member.js';
export * from './alerts.js';
export * from './journal.js';
export * from './albums.js';
export * from './editorial.js';
export * from './usage.js';
export * from './counter.js';
export * from './site-visits.js';
export * from './portal-path.js';
export * from './site-origin.js';
