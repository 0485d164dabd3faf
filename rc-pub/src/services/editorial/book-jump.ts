/**
 * Verb: the book jump (docs/product/content.md#books): the encrypted `p` built by the gateway → the book cloud URL carrying it. The
 * ticket is checked here (it decrypts under the field key, is fresh, names a book of its site) so that a jump URL is
 * only ever handed out for a real book; `p` then travels to the book cloud unchanged (the book cloud shares the key:
 * `p` is encrypted like the password fields, docs/product/calls-and-errors.md#encrypted-fields), so no key and no clear ticket is ever in the browser.
 */
import { BOOK_JUMP_TICKET_TTL_MS, type BookJumpTicket, type BookJumpWire } from '../../contract/editorial.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { ServiceCtx } from '../../lib/context.js';
import { RcPubError, badRequest, notFound } from '../../lib/errors.js';
import { FieldCryptoError, decryptField } from '../../lib/field-crypto.js';
import { findBook } from '../../repositories/books.js';

/** The ticket inside `p`, or null when `p` does not decrypt or is not a ticket. */
export function readBookJumpTicket(key: Buffer, p: string): BookJumpTicket | null {
  let text: string;
  try {
    text = decryptField(key, p);
  } catch (e) {
    if (e instanceof FieldCryptoError) return null;
    throw e;
  }
  try {
    const t = JSON.parse(text) as Partial<BookJumpTicket>;
    const ints = [t.siteId, t.bookId, t.issuedAt].every((n) => Number.isSafeInteger(n));
    const member = t.member === null || (typeof t.member === 'string' && t.member.length <= 40);
    return ints && member ? (t as BookJumpTicket) : null;
  } catch {
    return null;
  }
}

/**
 * The jump URL: RC_PUB_BOOK_CLOUD_URL with `p` appended as a query parameter.
 * @throws 10005 NOT_CONFIGURED when the book cloud is off; 400 when `p` is not a fresh ticket; 404 unknown book
 */
export async function bookJump({ ctx, input }: { ctx: ServiceCtx; input: { p: string } }): Promise<BookJumpWire> {
  if (!ctx.bookCloudUrl) throw new RcPubError(EnvelopeStatus.NOT_CONFIGURED, 'bookCloudOff');
  const ticket = readBookJumpTicket(ctx.fieldKey, input.p);
  const age = ticket ? Date.now() - ticket.issuedAt : Number.POSITIVE_INFINITY;
  if (!ticket || age < -60_000 || age > BOOK_JUMP_TICKET_TTL_MS) throw badRequest('bookJumpTicket');
  const book = await findBook(ctx.db, ticket.bookId);
  if (!book || book.siteId !== ticket.siteId) throw notFound('bookNotFound', { id: ticket.bookId });
  const url = new URL(ctx.bookCloudUrl);
  url.searchParams.set('p', input.p);
  return { jumpUrl: url.toString() };
}
