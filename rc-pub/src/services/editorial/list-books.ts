/** Verb: a page of a site's books (/front/rc-book, docs/product/content.md#books). */
import type { BookWire } from '../../contract/editorial.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { pageBooks } from '../../repositories/books.js';
import { toBookWire } from '../mappers/editorial.js';
import { requireSite } from '../site/common.js';

/** Page `page` (from 0, size default 10) of site `siteId`'s books, newest year first. @throws 404 unknown site */
export async function listBooks({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; page?: number | undefined; size?: number | undefined };
}): Promise<Page<BookWire>> {
  await requireSite(ctx, input.siteId);
  const page = input.page ?? 0;
  const size = input.size ?? 10;
  const { total, rows } = await pageBooks(ctx.db, input.siteId, page, size);
  return { total, page, size, content: rows.map(toBookWire) };
}
