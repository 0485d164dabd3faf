/**
 * Email alerts (docs/product/alerts.md: subscribing by keyword or column, a subscription requires a valid email, a
 * verification code and a type, the subscription types; subscribe/isSubscribe/unSubscribe/subscribeList). Four tables, in the order mail flows through them:
 *
 *   email_codes          6-digit codes mailed by sendEmailCode (stored as HMAC), the double opt-in of a subscription;
 *   member_subscriptions one alert: an address, a type, what it watches, its language and frequency;
 *   alert_events         the transactional outbox: one row per article an import published (a new article in an
 *                        issue or in online first, or an online-first article moved into an issue), written in the
 *                        import's own transaction, so a rolled-back import leaves none and a committed one loses none;
 *   alert_deliveries     what the matcher found for each event (subscription × article, unique: the idempotency key
 *                        that makes a mail list an article once per subscription), due at the subscription's next
 *                        send time, claimed by one sender with row locks, retried with backoff, then sent or failed.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles, issues, publications } from './content.js';
import { members } from './members.js';

/**
 * Email verification code (sendEmailCode): 6 digits stored only as HMAC-SHA-256, valid
 * RC_PUB_EMAIL_CODE_TTL, burnt after 5 wrong tries or one use; a newer code of the same address and purpose
 * supersedes older ones. `email` is stored lower-cased. Rows also count sends per address and per IP (limits).
 * `purpose`: subscribe (a subscription's double opt-in), verifyEmail (a member proves their address).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves the newest live code of an address and purpose, and the per-address send limits
    index('email_codes_email_idx').on(t.email, t.createdAt),
    // serves the per-IP send limit
    index('email_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * One email alert (docs/product/alerts.md#subscription-types). `type`: current (a journal's new issue), onlineFirst (its online-first articles),
 * keywords (`value`: up to 10 keywords joined by ';'), column (`value`: the column name, within `publicationId`).
 * Scope: `publicationId` set = that journal; null = every journal of `siteId` (group and aggregate sites).
 * `language` zh|en is the mail's language; `frequency` immediate|daily|weekly; `status` active|paused. Anyone may
 * subscribe (member_id null); a member's rows cascade with the member. `email` is stored lower-cased.
 */
export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    type: text('type').notNull(),
    value: text('value'),
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    siteId: integer('site_id'),
    language: text('language').notNull().default('zh'),
    frequency: text('frequency').notNull().default('immediate'),
    status: text('status').notNull().default('active'),
    /** When the address was proved by a code (or by the member's verified email). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves subscribeList and isSubscribe by address
    index('member_subscriptions_email_idx').on(t.email),
    // serves the personal centre's list
    index('member_subscriptions_member_idx').on(t.memberId),
    // serves the matcher: active subscriptions of a type for a journal (current, onlineFirst, column)
    index('member_subscriptions_match_idx').on(t.type, t.publicationId),
    // one subscription per address and target: subscribing again updates language and frequency instead
    uniqueIndex('member_subscriptions_target_uq').on(
      t.email,
      t.type,
      sql`coalesce(${t.value}, '')`,
      sql`coalesce(${t.publicationId}, 0)`,
      sql`coalesce(${t.siteId}, 0)`,
    ),
  ],
);

/**
 * Outbox row of the import (docs/product/alerts.md#matching): article `articleId` was published by an import. `kind`: issue
 * (a new article in a regular issue, or an online-first article moved into one), onlineFirst (a new online-first
 * article). `matchedAt` null = the matcher has not turned it into deliveries yet.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id').notNull(),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  // serves the matcher's queue: events not matched yet, oldest first
  (t) => [index('alert_events_unmatched_idx').on(t.id).where(sql`${t.matchedAt} is null`)],
);

/**
 * One article for one subscription: unique (subscription, article), so no article is mailed twice to a
 * subscription, whatever re-imports or a second matcher do. `status`: pending → sending (claimed by one sender until
 * `lockedUntil`) → sent | failed (gave up after RC_PUB_MAIL_MAX_TRIES; `lastError` says why); cancelled when the
 * subscription ended before the send. A mail carries every due delivery of one subscription (a digest).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => memberSubscriptions.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    /** When it may be sent: at once (immediate), else the subscription's next daily or weekly digest time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Earliest next try after a failed one (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Message-ID of the mail that carried it. */
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_subscription_article_uq').on(t.subscriptionId, t.articleId),
    // serves the sender's queue: due rows that are pending or whose claim lapsed
    index('alert_deliveries_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
