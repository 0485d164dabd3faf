/**
 * The `folder` file storage driver: the bytes under a configured directory at `ab/cd/<sha256>`
 * (storageKeyOf), written atomically (a temporary file in the same folder, then a rename), so a reader never sees
 * half a file and two writers of the same bytes both end with the same complete file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileLocation, type FileStore, FileStoreError, type FileToStore, storageKeyOf } from './types.js';

/** True when `p` exists as a file of `size` bytes. */
async function hasFile(p: string, size: number): Promise<boolean> {
  try {
    const st = await stat(p);
    return st.isFile() && st.size === size;
  } catch {
    return false;
  }
}

/**
 * A driver keeping files under `dir` (created when missing).
 * @param dir an absolute directory (config: RC_PUB_FILE_DIR)
 */
export function createFolderStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const fileOf = (key: string): string => {
    const p = path.resolve(root, key);
    if (!p.startsWith(root + path.sep)) throw new FileStoreError(`storage key '${key}' leaves ${root}`);
    return p;
  };
  return {
    kind: 'folder',
    async write(file: FileToStore): Promise<FileLocation> {
      const key = storageKeyOf(file.sha256);
      const target = fileOf(key);
      if (!(await hasFile(target, file.data.length))) {
        const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(tmp, file.data);
          await rename(tmp, target);
        } catch (err) {
          await unlink(tmp).catch(() => {});
          throw new FileStoreError(`cannot write ${target}: ${(err as Error).message}`);
        }
      }
      return { storage: 'folder', storageKey: key, data: null };
    },
    async read(location: FileLocation): Promise<Buffer> {
      if (!location.storageKey) throw new FileStoreError('the file row has no storage key');
      const p = fileOf(location.storageKey);
      try {
        return await readFile(p);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new FileStoreError(
          code === 'ENOENT' ? `stored file ${p} is missing` : `cannot read ${p}: ${(err as Error).message}`,
        );
      }
    },
  };
}
