/** TypeBox schema of the site visit answer (rc-pub/src/contract/site-visits.ts). */
import { Type } from 'typebox';
import type { RecordSiteVisitsWire } from '../site-visits.js';
import { wire } from './common.js';

/** RecordSiteVisitsWire: how many views of a batch counted. */
export const RecordSiteVisitsSchema = wire<RecordSiteVisitsWire>()(
  Type.Object(
    {
      counted: Type.Integer({
        minimum: 0,
        description: 'views counted as visits (not crawlers, not the same visitor and site within 30 minutes)',
      }),
    },
    { title: 'RecordSiteVisitsWire' },
  ),
);
