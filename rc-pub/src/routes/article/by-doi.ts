/** GET /rc-pub/front/front-article/doi?doi= → ArticleDetailWire (DOIs may contain slashes; case-insensitive). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getArticleByDoi } from '../../services/article/get-article-by-doi.js';
import { ArticleDetailSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.articleByDoi,
  summary: 'Article detail by DOI (case-insensitive; doi.org prefix accepted)',
  tags: ['article'],
  dataSchema: ArticleDetailSchema,
  query: { doi: Type.String({ minLength: 3, maxLength: 300, description: 'e.g. 10.1371/journal.pone.0000000' }) },
  verb: getArticleByDoi,
});
