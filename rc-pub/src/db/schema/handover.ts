/**
 * Hand-over codes (docs/product/members.md#token-hand-over): a signed-in member asks for a one-time code that a link
 * of another of the deployment's sites carries as `?token=<code>`; the gateway exchanges it once, within its short
 * life, for a new session of the same member. The code itself is never stored: `codeHash` is its SHA-256 (hex).
 * A code belongs to the session that issued it: when that session ends (logout, logout everywhere, a password change,
 * expiry) or the member is deleted, its codes go with it (foreign keys, on delete cascade).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberSessions, members } from './members.js';

/** One hand-over code: whose, issued by which session, until when, and when it was used (null while unused). */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => memberSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    // serves the issuing budget (codes of a session in the last minute) and the cascade when a session ends
    index('handover_codes_session_idx').on(t.sessionId, t.createdAt),
    // serves the cascade when a member is deleted
    index('handover_codes_member_idx').on(t.memberId),
    // serves the purge of expired codes
    index('handover_codes_expires_idx').on(t.expiresAt),
  ],
);
