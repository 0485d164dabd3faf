/**
 * rc-pub configuration for tests: the documented defaults, silent logs, a random field-encryption key
 * (RC_PUB_AES_KEY, so no key file is written into the repository's data/), the SMS outbox in a fresh temporary
 * folder and cheap captchas (RC_PUB_CAPTCHA_MAX_NUMBER=20); mail goes to .eml files in that folder and the
 * alert loop runs only when a test calls it (RC_PUB_ALERTS_INTERVAL_SECONDS=0). `env` overrides any variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RcPubConfig, loadConfig } from '../../rc-pub/src/config.js';

/** A test configuration; `outbox` is its SMS_OUTBOX file (created on the first SMS). */
export function testRcPubConfig(env: NodeJS.ProcessEnv = {}): RcPubConfig {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-pub-test-'));
  return {
    ...loadConfig({
      RC_PUB_AES_KEY: randomBytes(32).toString('base64'),
      RC_PUB_AES_KEY_FILE: path.join(dir, 'aes.key'),
      SMS_OUTBOX: path.join(dir, 'sms.jsonl'),
      RC_PUB_CAPTCHA_MAX_NUMBER: '20',
      MAIL_DROP_DIR: path.join(dir, 'mail'),
      RC_PUB_ALERTS_INTERVAL_SECONDS: '0',
      ...env,
    }),
    logLevel: 'silent',
  };
}
