/** The `db` file storage driver, the default: the bytes stay in the row's `files.data` column. */
import { type FileLocation, type FileStore, FileStoreError, type FileToStore } from './types.js';

/** Keeps bytes in the database row itself (writing is the row's insert; nothing to deduplicate beyond the row). */
export const dbStore: FileStore = {
  kind: 'db',
  async write(file: FileToStore): Promise<FileLocation> {
    return { storage: 'db', storageKey: null, data: file.data };
  },
  async read(location: FileLocation): Promise<Buffer> {
    if (!location.data) throw new FileStoreError('the file row has no bytes (files.data is empty)');
    return location.data;
  },
};
