import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where a child rc-pub generates its field key: a temporary file, never the repository's data/. */
const TEST_KEY_FILE = path.join(tmpdir(), `rc-pub-test-aes-${process.pid}.key`);

/**
 * The environment of a child process started by a test: this process's environment with `overrides` applied, where
 * an `undefined` value unsets the variable (both services reject an empty value, so `DATABASE_URL: ''` no
 * longer means "unset"). RC_PUB_AES_KEY_FILE defaults to a temporary file.
 */
export function childEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { RC_PUB_AES_KEY_FILE: TEST_KEY_FILE, ...process.env };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}
