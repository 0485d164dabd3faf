/** GET /rc-pub/front/front-news/{id} → NewsDetailWire. */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getNews } from '../../services/news/get-news.js';
import { IdParams } from '../params.js';
import { NewsDetailSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: `${RcPubPaths.news}/:id`,
  summary: 'One news item with its body',
  tags: ['news'],
  dataSchema: NewsDetailSchema,
  params: IdParams,
  verb: getNews,
});
