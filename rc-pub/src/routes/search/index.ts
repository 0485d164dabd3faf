/** The search routes (docs/product/calls-and-errors.md#search): analyze, search, clusters, type-fixed searches, the advanced POST and its facets. */
import type { FastifyInstance } from 'fastify';
import advClusters from './adv-clusters.js';
import advSearch from './adv-search.js';
import analyze from './analyze.js';
import clusters from './clusters.js';
import picture from './picture.js';
import rcDoc from './rc-doc.js';
import { registerSearchGet, registerSearchPost } from './register.js';
import search from './search.js';
import suggest from './suggest.js';
import table from './table.js';
import vod from './vod.js';

/** Registers every search route on `app`. */
export function registerSearchRoutes(app: FastifyInstance): void {
  for (const def of [analyze, suggest, search, clusters, picture, table, vod, rcDoc])
    registerSearchGet(app, def as Parameters<typeof registerSearchGet>[1]);
  registerSearchPost(app, advSearch);
  registerSearchPost(app, advClusters);
}
