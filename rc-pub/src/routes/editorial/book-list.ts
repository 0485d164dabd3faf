/** GET /rc-pub/front/rc-book/list?siteId=&page=0&size=10 → Page<BookWire> (docs/product/content.md#books). */
import { EditorialPaths } from '../../contract/editorial.js';
import { BookPageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listBooks } from '../../services/editorial/list-books.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: EditorialPaths.bookList,
  summary: "A page of a site's books, newest year first; page from 0",
  tags: ['editorial'],
  dataSchema: BookPageSchema,
  query: { siteId: Id('site id'), page: PageNo, size: PageSize(10) },
  verb: listBooks,
});
