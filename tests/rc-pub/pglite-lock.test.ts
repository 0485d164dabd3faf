/** The PGlite pid lock: the CLI refuses a directory a live server holds ("stop the server first"); stale locks are taken over. */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquirePgliteLock, LOCK_FILE, PgliteLockedError } from '../../rc-pub/src/lib/pglite-lock.js';

describe('PGlite lock', () => {
  it('refuses a directory held by another live process, naming it and saying to stop the server', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rcpub-lock-'));
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\nthe rc-pub server\n`);
    expect(() => acquirePgliteLock(dir, 'the rc-pub CLI')).toThrow(PgliteLockedError);
    expect(() => acquirePgliteLock(dir, 'the rc-pub CLI')).toThrow(
      /in use by the rc-pub server \(pid \d+\): stop the server first/,
    );
  });

  it('takes over a stale lock and removes its own lock on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rcpub-lock-'));
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, '2147483646\nthe rc-pub server\n');
    const release = acquirePgliteLock(dir, 'the rc-pub CLI');
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });
});
