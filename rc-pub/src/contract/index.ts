/** rc-pub's public contract: wire shapes, paths and error codes, shared with the gateway's typed client. */
export * from './errors.js';
export * from './wire.js';
export * from './paths.js';
export * from './search.js';
export * from './citation.js';
export * from './account.js';
export * from './member.js';
export * from './alerts.js';
