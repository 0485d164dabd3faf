/** GET /rc-pub/front/front-article/journalList → Page<ArticleSummaryWire> (journal pages). */
import { Type } from '@fastify/type-provider-typebox';
import { JOURNAL_LIST_KINDS } from '../../contract/journal.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ArticlePageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listJournalArticles } from '../../services/journal/list-articles.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: RcPubPaths.journalList,
  summary: "A site's online-first, accepted, column or conference articles, newest first; page from 0",
  tags: ['article'],
  dataSchema: ArticlePageSchema,
  query: {
    siteId: Id('site id'),
    kind: Type.Union(
      JOURNAL_LIST_KINDS.map((k) => Type.Literal(k)),
      { description: 'onlineFirst (publication type 1), accepted (version label -1), column, conference' },
    ),
    publicationId: Type.Optional(Id('journal id: one journal of the site instead of all of them')),
    column: Type.Optional(Type.String({ maxLength: 200, description: 'column name (zh or en); required for column' })),
    page: PageNo,
    size: PageSize(20),
  },
  verb: listJournalArticles,
});
