/** Verb: the book config (docs/product/content.md#books; configName=BOOK_CLOUD_CHECK → configValue 'true'). */
import { BOOK_CLOUD_CHECK, type BookConfigWire } from '../../contract/editorial.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';

/**
 * 'true' when this deployment has a book cloud (RC_PUB_BOOK_CLOUD_URL set), else 'false'.
 * @throws 400 for a config name other than BOOK_CLOUD_CHECK
 */
export async function bookConfig({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { configName: string };
}): Promise<BookConfigWire> {
  if (input.configName !== BOOK_CLOUD_CHECK) throw badRequest('unknownConfig', { name: input.configName.slice(0, 60) });
  return { configName: BOOK_CLOUD_CHECK, configValue: ctx.bookCloudUrl ? 'true' : 'false' };
}
