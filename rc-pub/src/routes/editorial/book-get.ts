/** GET /rc-pub/front/rc-book/{id}?siteId= → BookWire (docs/product/content.md#books). */
import { EditorialPaths } from '../../contract/editorial.js';
import { BookSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { getBook } from '../../services/editorial/get-book.js';
import { Id, IdParams } from '../params.js';

export default defineRoute({
  url: `${EditorialPaths.book}/:id`,
  summary: 'One book of a site (404 when it belongs to another site)',
  tags: ['editorial'],
  dataSchema: BookSchema,
  params: IdParams,
  query: { siteId: Id('site id') },
  verb: getBook,
});
