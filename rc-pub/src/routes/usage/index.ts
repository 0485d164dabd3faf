/** Usage counts and rankings (statistics, /front/rank; docs/product/usage.md): registered by routes/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerPostRoute, registerRoute } from '../../lib/route.js';
import rank from './rank.js';
import record from './record.js';
import recordSearch from './record-search.js';
import siteVisits from './site-visits.js';
import statistics from './statistics.js';

/** Registers the usage routes. */
export function registerUsageRoutes(app: FastifyInstance): void {
  registerPostRoute(app, record);
  registerPostRoute(app, recordSearch);
  registerRoute(app, statistics);
  registerRoute(app, rank);
  registerPostRoute(app, siteVisits); // Footer visit counters
}
