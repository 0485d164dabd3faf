/**
 * Site visit counting (docs/product/usage.md#site-visit-counters; the footer's sumVisits/todayVisits): the gateway reports
 * the page views it answered in batches; rc-pub applies the visit rules (rc-pub/src/usage/site-visits.ts) and the
 * footer config answers the counts.
 */
import type { RecordSiteVisitsWire } from './wire-schemas/site-visits.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { RecordSiteVisitsWire };

/** Paths of the site visit calls. */
export const SiteVisitPaths = {
  /** POST `RecordSiteVisitsBody` → `RecordSiteVisitsWire`: a batch of page views (the gateway's, every few seconds). */
  recordSiteVisits: '/rc-pub/front/site-visits',
} as const;

/** Most page views in one recordSiteVisits call. */
export const SITE_VISITS_MAX_BATCH = 1000;

/** One server-rendered HTML page view of a site, as the gateway saw it. */
export interface SiteVisitBody {
  /** The site's subdomain (sld); views of unknown sites are dropped. */
  sld: string;
  /** The reader's IP (the gateway's TRUST_PROXY rules); hashed with the user agent, never stored. */
  clientIp: string;
  /** The reader's user agent; crawlers' (isbot) and empty ones are not counted. */
  userAgent: string;
  /** When the page was answered, ms since the epoch (the day is taken in Asia/Shanghai). */
  at: number;
}

/** POST recordSiteVisits body. */
export interface RecordSiteVisitsBody {
  visits: SiteVisitBody[];
}
