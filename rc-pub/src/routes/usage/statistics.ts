/** GET /rc-pub/front/front-article/statistics?id= → ArticleUsageWire (docs/product/usage.md#article-usage). */
import { UsagePaths } from '../../contract/usage.js';
import { ArticleUsageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { articleStatistics } from '../../services/usage/article-statistics.js';
import { Id } from '../params.js';

export default defineRoute({
  url: UsagePaths.statistics,
  summary: "An article's views, full-text views, downloads, cited-by count and last 12 months",
  tags: ['usage'],
  dataSchema: ArticleUsageSchema,
  query: { id: Id('article id') },
  verb: articleStatistics,
});
