/** GET /rc-pub/front/front-article/search → Page<ArticleSummaryWire>. */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { searchArticles } from '../../services/article/search-articles.js';
import { Id, IdList, Int, PageNo, PageSize } from '../params.js';
import { ArticlePageSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.articleList,
  summary: 'Articles of an issue (page order), journal, site or ids; page from 0',
  tags: ['article'],
  dataSchema: ArticlePageSchema,
  query: {
    issueId: Type.Optional(Id('issue id')),
    publicationId: Type.Optional(Id('journal id')),
    siteId: Type.Optional(Id('site id')),
    ids: Type.Optional(IdList('article ids, comma-separated')),
    publicationType: Type.Optional(
      Int({ minimum: 0, maximum: 1, description: 'publication type: 0 formal, 1 online first' }),
    ),
    page: PageNo,
    size: PageSize(20),
    sort: Type.Optional(
      Type.Union([Type.Literal('page'), Type.Literal('date'), Type.Literal('views')], {
        description: 'page = table-of-contents order; default: page for an issue, else date (newest first)',
      }),
    ),
  },
  verb: searchArticles,
});
