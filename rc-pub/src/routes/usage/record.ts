/**
 * POST /rc-pub/front/front-article/usage { articleId, metric } → RecordUsageWire: one abstract or full-text
 * view of an article page, counted by COUNTER R5 rules and written in the next batch.
 */
import { Type } from '@fastify/type-provider-typebox';
import { PAGE_USAGE_METRICS, UsagePaths } from '../../contract/usage.js';
import { StringEnum } from '../../contract/wire-schemas/common.js';
import { RecordUsageSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { recordUsage } from '../../services/usage/record-usage.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: UsagePaths.recordUsage,
  summary: 'Count an abstract or full-text view of an article (COUNTER R5: crawlers and double clicks left out)',
  tags: ['usage'],
  body: Type.Object({
    articleId: Id('the article viewed'),
    metric: StringEnum(PAGE_USAGE_METRICS, 'abstract: the article page was opened; fulltext: its full text was read'),
  }),
  dataSchema: RecordUsageSchema,
  verb: recordUsage,
});
