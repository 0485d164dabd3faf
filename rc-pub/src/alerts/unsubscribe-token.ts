/**
 * The token of a mail's unsubscribe link ('the mailed unsubscribe link works without logging in'; RFC 8058
 * one-click): `<subscription id>.<HMAC-SHA-256 of it, 16 bytes, base64url>`, keyed by a secret derived from the field
 * key. Nothing is stored; a token names one subscription and cannot be forged or moved to another id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;

function mac(secret: Buffer, id: number): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${id}`).digest().subarray(0, MAC_BYTES);
}

/** The unsubscribe token of subscription `id`. */
export function unsubscribeToken(secret: Buffer, id: number): string {
  return `${id}.${mac(secret, id).toString('base64url')}`;
}

/** The subscription id a token names, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(secret: Buffer, token: string): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(m[2]!, 'base64url');
  const want = mac(secret, id);
  return given.length === want.length && timingSafeEqual(given, want) ? id : null;
}
