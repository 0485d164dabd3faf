/**
 * What the editorial verbs add to every request's context (lib/context.ts): the book cloud page of the book jump
 * (the book jump and book config, docs/product/content.md#books).
 */
import type { CtxContributor } from '../../lib/context.js';

declare module '../../lib/context.js' {
  interface ServiceCtx {
    /** Book cloud page of the book jump (RC_PUB_BOOK_CLOUD_URL); null = BOOK_CLOUD_CHECK 'false'. */
    bookCloudUrl: string | null;
  }
}

/** The editorial field of each request's context: the configured book cloud page, or null without one. */
export function bookCloudContext(bookCloudUrl: string | null): CtxContributor<'bookCloudUrl'> {
  return () => ({ bookCloudUrl });
}
