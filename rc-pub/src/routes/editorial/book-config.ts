/** GET /rc-pub/front/rc-book/config?configName=BOOK_CLOUD_CHECK → BookConfigWire (docs/product/content.md#books). */
import { Type } from '@fastify/type-provider-typebox';
import { EditorialPaths } from '../../contract/editorial.js';
import { BookConfigSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { bookConfig } from '../../services/editorial/book-config.js';

export default defineRoute({
  url: EditorialPaths.bookConfig,
  summary: "Whether the book-cloud jump is offered: configValue 'true' (RC_PUB_BOOK_CLOUD_URL set) or 'false'",
  tags: ['editorial'],
  dataSchema: BookConfigSchema,
  query: { configName: Type.String({ minLength: 1, maxLength: 100, description: 'BOOK_CLOUD_CHECK' }) },
  verb: bookConfig,
});
