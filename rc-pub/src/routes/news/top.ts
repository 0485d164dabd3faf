/** GET /rc-pub/front/front-news/getTopNews?siteId=&newsDataType=news&type= → NewsWire[] (the top news, docs/product/sites-and-frame.md#top-news-banner). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { topNews } from '../../services/news/top-news.js';
import { Id } from '../params.js';
import { NewsSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.topNews,
  summary: 'Top news of a site (banner), newest first',
  tags: ['news'],
  dataSchema: Type.Array(NewsSchema),
  query: {
    siteId: Id('site id'),
    newsDataType: Type.Optional(Type.String({ maxLength: 40 })),
    type: Type.Optional(Type.String({ maxLength: 40, description: 'sent by the client; not used' })),
  },
  verb: topNews,
});
