/** GET /rc-pub/front/front-news/list?siteId=&newsDataType=&page=&size= → Page<NewsWire>. */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listNews } from '../../services/news/list-news.js';
import { Id, PageNo, PageSize } from '../params.js';
import { NewsPageSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.newsList,
  summary: 'News of a site, newest first; page from 0',
  tags: ['news'],
  dataSchema: NewsPageSchema,
  query: {
    siteId: Id('site id'),
    newsDataType: Type.Optional(Type.String({ maxLength: 40 })),
    page: PageNo,
    size: PageSize(10),
  },
  verb: listNews,
});
