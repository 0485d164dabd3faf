/**
 * COUNTER customers (docs/product/usage.md#counter-reports-sushi; configured in the site file's `counter` section,
 * docs/sites-file.md): harvesting accounts, each with a customer_id, a name, the SHA-256 of its API key and the sites
 * whose journals it may see. With none configured the reports are open: customer_id 0000000000000000 ("The World")
 * without a key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The customer_id of "The World" (CoP R5.1 section 8.2: global reports). */
export const WORLD_CUSTOMER_ID = '0000000000000000';

/** Institution_Name of every report: usage on this platform is not attributed to institutions. */
export const WORLD_NAME = 'The World';

/** One configured customer. */
export interface CounterCustomer {
  /** The customer_id harvesters send (1-100 characters, not 0000000000000000). */
  customerId: string;
  /** The customer's name (Institution_Name of the member list). */
  name: string;
  /** SHA-256 of the API key, 64 lower-case hex digits (the key itself is never stored). */
  apiKeySha256: string;
  /** Subdomains of the sites whose journals' usage it may see; empty: every site. */
  sites: string[];
}

/** The SHA-256 of an API key as lower-case hex. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** True when `key` hashes to `sha256Hex` (compared in constant time). */
export function keyMatches(key: string, sha256Hex: string): boolean {
  const a = Buffer.from(apiKeyHash(key), 'hex');
  const b = Buffer.from(sha256Hex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
