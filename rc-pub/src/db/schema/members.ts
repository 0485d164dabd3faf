/**
 * Members and their data (docs/product/members.md): login by mobile number, sessions (token header, stored hashed),
 * SMS codes and spent captcha challenges, third-party identities (OpenID Connect), favourites, downloads, browsing
 * history, personal albums with their resources and member uploads (avatars and album covers); email alerts are in
 * alerts.ts. Every member-owned row cascades from `members`, so deleting a member removes all of
 * their data in one statement.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from './content.js';
import { bytea } from './files.js';

/**
 * Registered member. `passwordHash` is a PHC string: argon2id (`$argon2id$…`, current) or the legacy scrypt form
 * `salt:hash` (hex), which verifies and is rehashed to argon2id on login. Never returned by any call.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email'),
    /**
     * When `email` was proved to be the member's by a mailed code: a member's subscriptions to this address
     * need no code. Cleared when the email changes.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    name: text('name'),
    institution: text('institution'),
    passwordHash: text('password_hash'),
    /** When the password was last set (docs/product/members.md#password-rules: changing it every 3 months is recommended). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** member_files id of the avatar (the login result's headPicture). */
    headPictureFileId: integer('head_picture_file_id'),
    /**
     * Wrong passwords since `loginFailuresSince` (brute-force guard): 10 within 15 minutes stop password
     * login until an SMS login or a password reset, or the 15 minutes pass.
     */
    loginFailures: integer('login_failures').notNull().default(0),
    loginFailuresSince: timestamp('login_failures_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_mobile_uq').on(t.mobileNo)],
);

/**
 * Login session (the login result's token, sent as the token header; docs/product/members.md#sessions). The token itself is never stored: `tokenHash` is its
 * SHA-256 (hex). A session ends at `expiresAt` (absolute) or when unused past the idle limit (`lastSeenAt`); an ended,
 * revoked or unknown token answers envelope status 401 (docs/product/members.md#session-expiry). Logout and a password change delete rows.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** How the session began: password, sms, register, oidc. */
    method: text('method').notNull().default('password'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session whose hand-over code started this one (method `handover`); null for a session started by a login.
     * No foreign key: the record of where a session came from outlives its parent (docs/product/members.md#logout).
     */
    parentSessionId: integer('parent_session_id'),
    /**
     * The first session of this one's family (the login every hand-over chain started from), null for that first
     * session itself: a logout ends the session with this id and every session carrying it.
     */
    familyId: integer('family_id'),
  },
  (t) => [
    // serves the token lookup of every member call
    uniqueIndex('member_sessions_token_uq').on(t.tokenHash),
    // serves 'sessions of a member' (account page) and revocation on logout-everywhere / password change
    index('member_sessions_member_idx').on(t.memberId),
    // serves a logout's revocation of the sessions handed over from it
    index('member_sessions_family_idx').on(t.familyId),
  ],
);

/**
 * The citation basket of a member (docs/product/citation-and-harvest.md#citation-basket): the articles they put in it,
 * in their order, at most BASKET_MAX (500) of them; one row per article. Deleting the member or the article removes
 * the row.
 */
export const memberBasketEntries = pgTable(
  'member_basket_entries',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Position in the basket: 1 for the first entry, larger for later ones. */
    sortOrder: integer('sort_order').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one row per article of a member; serves the member's basket in order
    primaryKey({ columns: [t.memberId, t.articleId] }),
    // serves the cascade when an article is deleted
    index('member_basket_entries_article_idx').on(t.articleId),
  ],
);

/**
 * SMS verification code (docs/product/members.md#sms-codes): 6 digits stored as a hash, valid 5 minutes, burnt
 * after 5 wrong tries or one use. `purpose`: register, login, reset, changeMobile. Rows also count sends per number
 * and per IP for the send limits.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves the newest live code of a number and purpose, and the per-number send limits
    index('sms_codes_mobile_idx').on(t.mobileNo, t.createdAt),
    // serves the per-IP send limit
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A solved captcha challenge (ALTCHA signature), kept until it expires so each challenge is used once (docs/product/members.md#captcha). */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // serves the purge of expired challenges
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/** A third-party identity bound to a member (thirdBind, docs/product/members.md#account-binding; OpenID Connect issuer + subject, e.g. ORCID). */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** Display name the provider gave (e.g. an ORCID iD's name), for the account page. */
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves third-party login: which member an issuer's subject belongs to
    uniqueIndex('member_identities_uq').on(t.issuer, t.subject),
    index('member_identities_member_idx').on(t.memberId),
  ],
);

/**
 * A pending third-party login step (getUmtLoginUrl, loginByThirdLoginUrl, thirdBind; docs/product/members.md#third-party-login), kept server
 * side, single use and short-lived: kind 'state' holds the PKCE verifier, nonce and redirect URIs of an authorisation
 * request; kind 'ticket' holds an identity that is not bound yet. Keyed by the SHA-256 of the handle given out.
 */
export const oidcPending = pgTable(
  'oidc_pending',
  {
    handleHash: text('handle_hash').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves the purge of expired steps
  (t) => [index('oidc_pending_expires_idx').on(t.expiresAt)],
);

/** Favourite (docs/product/members.md#favourites). `resourceType` uses the resource-type ids (428 article, 25 figure, …, -2 news, -3 journal). */
export const memberFavourites = pgTable(
  'member_favourites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    resourceType: integer('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    siteId: integer('site_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves isCollect and the one-favourite-per-resource rule
    uniqueIndex('member_favourites_uq').on(t.memberId, t.resourceType, t.resourceId),
    // serves collects: a member's favourites of a type, newest first
    index('member_favourites_list_idx').on(t.memberId, t.resourceType, t.createdAt),
  ],
);

/**
 * Download history (docs/product/members.md#downloads-and-history): one row per file a member downloaded through /front/files/download (a figure
 * image, supplementary file, article XML or a citation export). `resourceType`/`resourceId` name what it belongs to
 * (resource-type ids; the article for article XML and exports), `fileId` the stored file when there is one.
 */
export const memberDownloads = pgTable(
  'member_downloads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id'),
    resourceType: integer('resource_type').notNull().default(428),
    resourceId: integer('resource_id'),
    fileId: integer('file_id'),
    /** What was downloaded: file, xml, citation. */
    kind: text('kind').notNull().default('file'),
    /** The file name the member received. */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves downloads: a member's downloads, newest first
  (t) => [index('member_downloads_member_idx').on(t.memberId, t.createdAt)],
);

/** Browsing history (docs/product/members.md#downloads-and-history): article pages a member opened, one row per article per (UTC) day. */
export const memberHistory = pgTable(
  'member_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    siteId: integer('site_id'),
    viewedOn: date('viewed_on').notNull().default(sql`(now() at time zone 'utc')::date`),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves the per-day de-duplication (insert … on conflict update viewed_at)
    uniqueIndex('member_history_day_uq').on(t.memberId, t.articleId, t.viewedOn),
    // serves historys: newest first
    index('member_history_member_idx').on(t.memberId, t.viewedAt),
  ],
);

/** Personal album (docs/product/members.md#personal-albums). Cover: JPG or PNG up to 3M, a member_files row. */
export const memberAlbums = pgTable(
  'member_albums',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enName: text('en_name'),
    description: text('description'),
    coverFileId: integer('cover_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves search: a member's albums
  (t) => [index('member_albums_member_idx').on(t.memberId)],
);

/** Resource in a personal album (res/addList): an article, figure, table, video or audio (by resource-type id). */
export const memberAlbumItems = pgTable(
  'member_album_items',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => memberAlbums.id, { onDelete: 'cascade' }),
    resourceType: integer('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves res/search and the one-entry-per-resource rule
  (t) => [uniqueIndex('member_album_items_uq').on(t.albumId, t.resourceType, t.resourceId)],
);

/**
 * A member's uploaded image (/front/files/fileUpload, docs/product/members.md#upload-rules; avatar JPG/PNG/BMP under 5M, album cover JPG/PNG up
 * to 3M): the re-encoded bytes, never the upload as sent. Only its owner can read it. `purpose`: avatar, albumCover.
 */
export const memberFiles = pgTable(
  'member_files',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves the owner check on every read
  (t) => [index('member_files_member_idx').on(t.memberId)],
);
