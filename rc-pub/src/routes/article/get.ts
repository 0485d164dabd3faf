/** GET /rc-pub/front/front-article/{id} → ArticleDetailWire (docs/product/calls-and-errors.md#articles). */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getArticle } from '../../services/article/get-article.js';
import { IdParams } from '../params.js';
import { ArticleDetailSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: `${RcPubPaths.article}/:id`,
  summary: 'Article detail: texts per language, contributors, references, resources',
  tags: ['article'],
  dataSchema: ArticleDetailSchema,
  params: IdParams,
  verb: getArticle,
});
