/** TypeBox schema of the site visit answer (rc-pub/src/contract/site-visits.ts). */
import { type Static, Type } from 'typebox';

/** RecordSiteVisitsWire: how many views of a batch counted. */
export const RecordSiteVisitsSchema = Type.Object(
  {
    counted: Type.Integer({
      minimum: 0,
      description: 'views counted as visits (not crawlers, not the same visitor and site within 30 minutes)',
    }),
  },
  { title: 'RecordSiteVisitsWire' },
);

/** recordSiteVisits's answer: how many of the views counted as visits (the rest: crawlers, repeats, unknown sites). */
export type RecordSiteVisitsWire = Static<typeof RecordSiteVisitsSchema>;
