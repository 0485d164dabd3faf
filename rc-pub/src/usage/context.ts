/**
 * What the usage feature adds to every request's context (lib/context.ts): the COUNTER recorder of article views and
 * downloads and the site visit counter of the footer (docs/product/usage.md#site-visit-counters).
 */
import type { CtxContributor } from '../lib/context.js';
import type { UsageRecorder } from './recorder.js';
import type { SiteVisitRecorder } from './site-visits.js';

declare module '../lib/context.js' {
  interface ServiceCtx {
    /** The batched COUNTER R5 recorder of article views and downloads and of platform searches (usage/recorder.ts). */
    usage: UsageRecorder;
    /** The batched site visit counter of the footer counters (usage/site-visits.ts). */
    siteVisits: SiteVisitRecorder;
  }
}

/** The usage fields of each request's context: the app's two recorders. */
export function usageContext(
  usage: UsageRecorder,
  siteVisits: SiteVisitRecorder,
): CtxContributor<'usage' | 'siteVisits'> {
  return () => ({ usage, siteVisits });
}
