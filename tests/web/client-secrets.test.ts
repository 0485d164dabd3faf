/**
 * No secret reaches the browser ("no token or key in the client bundle"; developers' guide: encryption uses
 * node:crypto in the gateway). Scans every file the browser can load from web/dist/client for the field cipher, the
 * names of server-only variables and the values of secrets in this process's environment and key files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, webDist } from './helpers/build.js';

/** Every file under `dir`, recursively, as absolute paths. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** The client build's text assets (JS, CSS, HTML, JSON), decompressed siblings skipped. */
function clientTexts(): { file: string; text: string }[] {
  return files(join(webDist, 'client'))
    .filter((f) => /\.(js|mjs|css|html|json|txt|webmanifest)$/.test(f))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

describe('the browser bundle holds no secret', () => {
  let texts: { file: string; text: string }[] = [];
  beforeAll(() => {
    ensureWebBuild();
    texts = clientTexts();
  });

  it('scans a real build', () => {
    expect(texts.some((t) => t.file.endsWith('index.html'))).toBe(true);
    expect(texts.filter((t) => t.file.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it.each([
    // the field cipher lives in the gateway and rc-pub only (rc-pub/field-crypto)
    'aes-256-gcm',
    'createCipheriv',
    'createDecipheriv',
    // server-only configuration must not be compiled into the pages
    'RC_PUB_AES_KEY',
    'RC_PUB_URL',
    'SMS_PROVIDER',
    'OIDC_CLIENT_SECRET',
    'REDIS_URL',
  ])('no client file mentions %s', (needle) => {
    const hits = texts.filter((t) => t.text.includes(needle)).map((t) => t.file);
    expect(hits).toEqual([]);
  });

  it('no client file holds the value of a secret-named environment variable', () => {
    const secrets = Object.entries(process.env)
      .filter(([name, value]) => /KEY|SECRET|TOKEN|PASSWORD/i.test(name) && value && value.length >= 12)
      .map(([, value]) => value as string);
    // the key the first start generates (rc-pub/src/config.ts RC_PUB_AES_KEY_FILE default), when this checkout has one
    const keyFile = join(webDist, '../../data/aes.key');
    if (existsSync(keyFile)) secrets.push(readFileSync(keyFile, 'utf8').trim());
    for (const secret of secrets) {
      expect(texts.filter((t) => t.text.includes(secret)).map((t) => t.file)).toEqual([]);
    }
  });
});
