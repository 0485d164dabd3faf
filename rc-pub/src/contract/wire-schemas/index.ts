/**
 * TypeBox schemas of rc-pub's wire shapes, the one source of each shape: the wire types are their static types
 * (`export type SiteWire = Static<typeof SiteSchema>`), re-exported by rc-pub/src/contract/*.ts under the same names.
 * Routes declare their `data` with them (lib/route.ts), so fast-json-stringify sends only declared fields and
 * /rc-pub/openapi.json describes every answer.
 *
 * Not re-exported at run time by contract/index.ts: the gateway imports the contract for its types and constants only
 * and has no TypeBox at run time (the contract modules import these files with `import type`; the value lists the
 * schemas use are in contract/enums.ts).
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
export * from './frame.js';
export * from './member.js';
export * from './search.js';
export * from './suggest.js';
export * from './site.js';
export * from './usage.js';
export * from './site-visits.js';
export * from './handover.js';
export * from './basket.js';
export * from './legal.js';

/**
 * The shared schemas (with an `$id`), registered once with `app.addSchema` before the routes: recursive shapes that
 * the other schemas reference by `$ref: '<id>#'`. OpenAPI lists them under components/schemas by that id.
 */
export const SHARED_WIRE_SCHEMAS: readonly TSchema[] = [ChannelSchema, QueryNodeSchema];
