/**
 * File storage (docs/product/content.md#stored-files): the configured driver and how repositories reach it.
 *
 * The driver travels with the database handle: `attachFileStore(db, store)` where the handle is opened (the server
 * and the CLI, from RC_PUB_FILE_STORAGE), and `fileStoreOf(db or tx)` wherever files are written or read. A handle
 * without one uses `db` (bytes in `files.data`), so tests and tools that open their own database need nothing, and
 * two databases in one process (tests sharing a worker) never see each other's store.
 *
 * A transaction reaches the store of the database it was opened on: the store is keyed on the Drizzle dialect
 * object, which a Drizzle database shares with every transaction (and savepoint) opened from it
 * (tests/rc-pub/file-storage.test.ts pins this).
 */
import type { Db, Tx } from '../db/client.js';
import { dbStore } from './db-store.js';
import { createFolderStore } from './folder-store.js';
import { createS3Store, type S3StoreConfig } from './s3-store.js';
import { asStorageKind, type FileLocation, type FileStore, FileStoreError } from './types.js';

export { dbStore } from './db-store.js';
export { createFolderStore } from './folder-store.js';
export { createS3Store, type S3StoreConfig } from './s3-store.js';
export {
  type FileLocation,
  type FileStore,
  FileStoreError,
  type FileToStore,
  type StorageKind,
  storageKeyOf,
} from './types.js';

/** Which driver to use, as configured (RC_PUB_FILE_STORAGE and its variables in config.ts). */
export type FileStorageConfig = { kind: 'db' } | { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

/** The driver of `config`. */
export function createFileStore(config: FileStorageConfig): FileStore {
  if (config.kind === 'folder') return createFolderStore(config.dir);
  if (config.kind === 's3') return createS3Store(config);
  return dbStore;
}

const stores = new WeakMap<object, FileStore>();

/** The object a database handle shares with its transactions (see the module comment). */
function keyOf(db: Db | Tx): object {
  return (db as unknown as { dialect?: object }).dialect ?? db;
}

/** Makes `store` the file store of `db` and of every transaction opened on it. */
export function attachFileStore(db: Db, store: FileStore): void {
  stores.set(keyOf(db), store);
}

/** The file store new files of `db` (or a transaction on it) are written to: the attached one, else `db`. */
export function fileStoreOf(db: Db | Tx): FileStore {
  return stores.get(keyOf(db)) ?? dbStore;
}

/** A `files` row's location columns as selected (`storage` is text in the schema). */
export interface StoredFileColumns {
  id: number;
  storage: string;
  storageKey: string | null;
  data: Buffer | null;
}

/**
 * The bytes of a stored file: from the row for `db`, else from the configured driver when it is the row's kind.
 * @throws FileStoreError when the row's bytes are kept by a driver that is not configured (e.g. a `folder` row while
 *   RC_PUB_FILE_STORAGE=s3) or cannot be read
 */
export async function readStoredBytes(db: Db | Tx, row: StoredFileColumns): Promise<Buffer> {
  const location: FileLocation = { storage: asStorageKind(row.storage), storageKey: row.storageKey, data: row.data };
  if (location.storage === 'db') return dbStore.read(location);
  const store = fileStoreOf(db);
  if (store.kind !== location.storage)
    throw new FileStoreError(
      `file ${row.id} is kept in ${location.storage} storage but rc-pub uses ${store.kind} (RC_PUB_FILE_STORAGE)`,
    );
  return store.read(location);
}
