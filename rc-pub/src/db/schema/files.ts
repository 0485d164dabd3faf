/**
 * Stored files and their web renditions (docs/product/content.md#stored-files, #figure-images): the bytes of figure
 * images, PDFs, supplementary files, media, logos and covers, kept once per content.
 */
import { customType, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (stored files, member uploads). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Stored file (figure images and their renditions, PDFs, supplementary files, media, logos, covers), one row per
 * content (sha256). Served by GET /rc-pub/front/files/get?id=. The bytes live where `storage` says
 * (docs/product/content.md#stored-files): `db` in `data`; `folder` and `s3` under `storageKey` in the configured
 * folder or bucket (`data` is then null). `width`/`height` are an image's pixels (null for other files).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data'),
    storage: text('storage').notNull().default('db'), // 'db' | 'folder' | 's3'
    storageKey: text('storage_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_sha_uq').on(t.sha256)],
);

/**
 * Web rendition of a stored image, made once at import (docs/product/content.md#figure-images): `format` webp or
 * jpeg at `width` pixels (`purpose` web for the article page's srcset, thumb for lists and figure search). The
 * rendition's bytes are a `files` row of their own. Serves the article page's and figure search's image queries.
 */
export const fileRenditions = pgTable(
  'file_renditions',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // 'web' | 'thumb'
    format: text('format').notNull(), // 'webp' | 'jpeg'
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    renditionFileId: integer('rendition_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.purpose, t.format, t.width] })],
);
