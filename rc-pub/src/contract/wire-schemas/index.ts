/**
 * TypeBox schemas of rc-pub's wire shapes: one per interface of rc-pub/src/contract/wire.ts and search.ts,
 * each proved to agree with its interface at compile time (common.ts `wire`). Routes declare their `data` with them
 * (lib/route.ts), so fast-json-stringify sends only declared fields and /rc-pub/openapi.json describes every answer.
 *
 * Not re-exported by contract/index.ts: the gateway imports the contract for its types and constants only and has no
 * TypeBox at run time.
 */
import type { TSchema } from 'typebox';
import { ChannelSchema } from './site.js';
import { QueryNodeSchema } from './search.js';

export * from './account.js';
export * from './alerts.js';
export * from './albums.js';
export * from './article.js';
export * from './citation.js';
export * from './content.js';
export * from './journal.js';
export * from './editorial.js';
export * from './member.js';
export * from './search.js';
export * from './site.js';
export * from './usage.js';
export * from './site-visits.js';

/**
 * The shared schemas (with an `$id`), registered once with `app.addSchema` before the routes: recursive shapes that
 * the other schemas reference by `$ref: '<id>#'`. OpenAPI lists them under components/schemas by that id.
 */
export const SHARED_WIRE_SCHEMAS: readonly TSchema[] = [ChannelSchema, QueryNodeSchema];
