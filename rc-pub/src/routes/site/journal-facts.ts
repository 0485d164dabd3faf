/** GET /rc-pub/front/site/journalFacts?siteId=&publicationId= → JournalFactsWire (docs/product/content.md#journal-home-facts). */
import { Type } from '@fastify/type-provider-typebox';
import { LegalPaths } from '../../contract/legal.js';
import { JournalFactsSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { getJournalFacts } from '../../services/site/journal-facts.js';
import { Id } from '../params.js';

export default defineRoute({
  url: LegalPaths.journalFacts,
  summary: "A journal's home facts on a site: authority, editor-in-chief, frequency and entry buttons",
  tags: ['site'],
  dataSchema: JournalFactsSchema,
  query: {
    siteId: Id('siteId'),
    publicationId: Type.Optional(Id("one journal of the site (default: a single site's own journal)")),
  },
  verb: getJournalFacts,
});
