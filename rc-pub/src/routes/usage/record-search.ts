/**
 * POST /rc-pub/front/search/usage { siteId, search } → RecordUsageWire: a search a reader ran, reported by the
 * results page, counted as COUNTER Searches_Platform (docs/product/usage.md#counter-metrics).
 */
import { Type } from '@fastify/type-provider-typebox';
import { RECORD_SEARCH_LIMITS, UsagePaths } from '../../contract/usage.js';
import { RecordUsageSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { recordSearch } from '../../services/usage/record-search.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: UsagePaths.recordSearch,
  summary:
    'Count a search a reader ran (COUNTER Searches_Platform: crawlers, further pages and repeats within 30 s left out)',
  tags: ['usage'],
  body: Type.Object({
    siteId: Id('the site the search ran on'),
    search: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
      maxProperties: RECORD_SEARCH_LIMITS.properties,
      description: 'the search as the results page asked it: terms, filters, page (from 0), size, sort',
    }),
  }),
  dataSchema: RecordUsageSchema,
  verb: recordSearch,
});
