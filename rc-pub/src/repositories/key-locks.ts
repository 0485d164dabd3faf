/**
 * Transaction-level advisory locks on named keys (a mobile number, an address, a client IP), so that a budget counted
 * in one statement and spent in the next holds under concurrent requests: every request of the same key counts and
 * inserts one after the other (docs/product/members.md#sms-codes, docs/product/alerts.md#email-codes).
 *
 * PostgreSQL: `pg_advisory_xact_lock(namespace, hash)` waits for the transaction that holds the key and is released
 * at its commit or rollback. PGlite runs one transaction at a time on its single connection, so the same SQL
 * serializes there too (the lock itself is then never contended).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/**
 * The key families, each its own advisory-lock namespace (the first int4 of the two-key form; rc-pub's other advisory
 * lock, the migration lock of db/client.ts, uses the one-bigint form and never meets these).
 */
export const LOCK_NAMESPACES = {
  smsNumber: 727_101,
  smsIp: 727_102,
  emailAddress: 727_103,
  emailIp: 727_104,
  /** An import's journal (by code) and article (by DOI or import key): concurrent imports of one file write in turn. */
  importJournal: 727_105,
  importArticle: 727_106,
} as const;

/** A key to lock: its family and its value (e.g. `['smsNumber', '13900000000']`). */
export type LockKey = readonly [family: keyof typeof LOCK_NAMESPACES, value: string];

/** The signed 32-bit hash of `value` (first four bytes of its SHA-256); two values sharing one only wait for each other. */
function keyHash(value: string): number {
  return createHash('sha256').update(value).digest().readInt32BE(0);
}

/**
 * Runs `fn` in one transaction that first takes the advisory locks of `keys`, always in the same order (namespace,
 * then hash), so two callers locking overlapping keys never wait on each other in a cycle. Every query of `fn` must go
 * through its `tx`: the transaction holds a pooled connection while it waits.
 * @returns what `fn` returns; a throw in `fn` rolls the transaction back and is rethrown.
 */
export async function withKeyLocks<T>(db: Db, keys: readonly LockKey[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  const locks = [
    ...new Map(
      keys.map(([family, value]) => {
        const lock = [LOCK_NAMESPACES[family], keyHash(value)] as const;
        return [`${lock[0]}:${lock[1]}`, lock] as const;
      }),
    ).values(),
  ].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return db.transaction(async (tx) => {
    for (const [namespace, hash] of locks) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${namespace}::int4, ${hash}::int4)`);
    }
    return fn(tx);
  });
}
