/**
 * Members and their data (SPEC §1, §6): login by mobile number, sessions (token header), favourites, downloads,
 * personal albums with their resources, and email subscriptions (SPEC §9 subscription types).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Registered member. `passwordHash` is scrypt `salt:hash` (hex); never returned by any call. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email'),
    name: text('name'),
    passwordHash: text('password_hash'),
    headPictureFileId: integer('head_picture_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_mobile_uq').on(t.mobileNo)],
);

/** Login session; the token is sent back in the token header. Expired sessions answer status 401. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    token: text('token').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/** Favourite (SPEC §7 collect). `resourceType` uses SPEC §3 ids. */
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
  (t) => [uniqueIndex('member_favourites_uq').on(t.memberId, t.resourceType, t.resourceId)],
);

/** Download history (SPEC §7 downloads). */
export const memberDownloads = pgTable(
  'member_downloads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_downloads_member_idx').on(t.memberId, t.createdAt)],
);

/** Personal album (SPEC §7 /front/personalAlbum). Cover: JPG or PNG up to 3M (SPEC §5). */
export const memberAlbums = pgTable(
  'member_albums',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    coverFileId: integer('cover_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_albums_member_idx').on(t.memberId)],
);

/** Resource in a personal album (SPEC §7 res/addList). */
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
  (t) => [uniqueIndex('member_album_items_uq').on(t.albumId, t.resourceType, t.resourceId)],
);

/** Email alert (SPEC §9 subscription types: current, onlineFirst, keyword (values separated by ;), column). */
export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    type: text('type').notNull(),
    value: text('value'),
    publicationId: integer('publication_id'),
    siteId: integer('site_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_subscriptions_email_idx').on(t.email)],
);
