/** GET /rc-pub/front/rc-book/jump?p= → BookJumpWire (the book jump, docs/product/content.md#books; p built and encrypted by the gateway). */
import { Type } from '@fastify/type-provider-typebox';
import { EditorialPaths } from '../../contract/editorial.js';
import { BookJumpSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { bookJump } from '../../services/editorial/book-jump.js';

export default defineRoute({
  url: EditorialPaths.bookJump,
  summary: 'The book cloud URL for an encrypted book-jump ticket (AES-256-GCM, base64)',
  tags: ['editorial'],
  dataSchema: BookJumpSchema,
  query: { p: Type.String({ minLength: 1, maxLength: 2000, description: 'encrypted ticket built by the gateway' }) },
  verb: bookJump,
});
