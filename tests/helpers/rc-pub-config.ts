/**
 * rc-pub configuration for tests (issue 11): the documented defaults, silent logs, a random field-encryption key
 * (RC_PUB_AES_KEY, so no key file is written into the repository's data/), the SMS outbox in a fresh temporary
 * folder, cheap captchas (RC_PUB_CAPTCHA_MAX_NUMBER=20) no alert timer (RC_PUB_ALERTS_INTERVAL_SECONDS=0)
 * and .eml mails in that folder (MAIL_DROP_DIR). `env` overrides any variable.
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
      // issue 10: no alert timer in test apps (a test that wants one sets it); runs are started by the test
      RC_PUB_ALERTS_INTERVAL_SECONDS: '0',
      MAIL_DROP_DIR: path.join(dir, 'mail'),
      ...env,
    }),
    logLevel: 'silent',
  };
}
