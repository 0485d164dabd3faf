/** Verb: one book of a site (docs/product/content.md#books). */
import type { BookWire } from '../../contract/editorial.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findBook } from '../../repositories/books.js';
import { toBookWire } from '../mappers/editorial.js';

/** Book `id` of site `siteId`. @throws 404 when it does not exist or belongs to another site */
export async function getBook({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number; siteId: number };
}): Promise<BookWire> {
  const row = await findBook(ctx.db, input.id);
  if (!row || row.siteId !== input.siteId) throw notFound('bookNotFound', { id: input.id });
  return toBookWire(row);
}
