/** GET /rc-pub/front/front-period/journalData → IssueYearWire[] | IssueWire[] (docs/product/calls-and-errors.md#journals-and-issues). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { journalData } from '../../services/period/journal-data.js';
import { Id } from '../params.js';
import { JournalDataSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.journalData,
  summary: 'Regular issues of a journal or site, newest first; isBack omits the newest; groupByYear groups by year',
  tags: ['period'],
  dataSchema: JournalDataSchema,
  query: {
    siteId: Type.Optional(Id('site id')),
    publicationId: Type.Optional(Id('journal id')),
    isBack: Type.Optional(Type.Boolean()),
    groupByYear: Type.Optional(Type.Boolean()),
  },
  verb: journalData,
});
