/**
 * A pid lock file in the PGlite data directory. PGlite is single-process: the server holds the lock while serving so
 * the CLI (import, seed, migrate) refuses to open the same directory at the same time, with a clear message.
 * A lock whose process no longer exists is stale and is taken over.
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Name of the lock file inside the PGlite directory. */
export const LOCK_FILE = 'rc-pub.pid';

/** Thrown when another live process holds the directory. */
export class PgliteLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly holder: string,
  ) {
    const advice = holder.includes('server') ? 'stop the server first' : 'wait for it to finish';
    super(
      `The PGlite database in ${dir} is in use by ${holder} (pid ${pid}): ${advice}, ` +
        'or use PostgreSQL by setting DATABASE_URL.',
    );
    this.name = 'PgliteLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): { pid: number; holder: string } | null {
  if (!existsSync(file)) return null;
  const [pidText, holder] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 ? { pid, holder: holder?.trim() || 'another rc-pub process' } : null;
}

/**
 * Takes the lock of `dir` for this process (`holder` describes it, e.g. 'the rc-pub server').
 * No-op for 'memory://'. Returns the release function.
 * @throws PgliteLockedError when a live process other than this one holds the lock
 */
export function acquirePgliteLock(dir: string, holder: string): () => void {
  if (dir === 'memory://') return () => {};
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const current = readLock(file);
  if (current && current.pid !== process.pid && alive(current.pid))
    throw new PgliteLockedError(dir, current.pid, current.holder);
  writeFileSync(file, `${process.pid}\n${holder}\n`);
  return () => {
    const now = readLock(file);
    if (now?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    }
  };
}
