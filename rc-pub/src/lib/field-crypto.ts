/**
 * Encrypted request fields (docs/product/calls-and-errors.md#encrypted-fields: "password*" fields never travel in clear): AES-256-GCM with one key
 * shared by the gateway (encrypts) and rc-pub (decrypts). A value is `base64(iv 12 bytes | ciphertext | tag 16 bytes)`
 * with a random IV per value. The key is RC_PUB_AES_KEY (32 bytes, base64); when it is unset, the first service to
 * start generates one into RC_PUB_AES_KEY_FILE (default data/aes.key, mode 0600) and every later start, of either
 * service, reads it. No key is ever in the repository or the browser. Imported by the gateway as `rc-pub/field-crypto`.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A value that is not `base64(iv | ciphertext | tag)` under the key (tampered, truncated, other key, not base64). */
export class FieldCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldCryptoError';
  }
}

/**
 * The 32-byte key from its base64 text.
 * @throws FieldCryptoError when the text is not base64 of exactly 32 bytes.
 */
export function parseAesKey(base64: string): Buffer {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new FieldCryptoError('RC_PUB_AES_KEY must be base64');
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES)
    throw new FieldCryptoError(`RC_PUB_AES_KEY must be ${KEY_BYTES} bytes in base64, got ${key.length}`);
  return key;
}

/**
 * The shared key: `envValue` (RC_PUB_AES_KEY) when set, else the key in `file`, created there (0600, exclusively, so
 * two services starting at once agree) when absent.
 * @throws FieldCryptoError for a malformed key; the file system's error when the file cannot be read or written.
 */
export function loadOrCreateAesKey(envValue: string | undefined, file: string): Buffer {
  if (envValue !== undefined) return parseAesKey(envValue);
  try {
    return parseAesKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseAesKey(readFileSync(file, 'utf8'));
}

/** Encrypts one field: `base64(iv | ciphertext | tag)`, a fresh random IV each time. */
export function encryptField(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * Decrypts one field written by {@link encryptField}.
 * @throws FieldCryptoError when the value is not base64, too short, or fails authentication (tampered or other key).
 */
export function decryptField(key: Buffer, value: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) throw new FieldCryptoError('not base64');
  const raw = Buffer.from(value, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new FieldCryptoError('too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new FieldCryptoError('authentication failed');
  }
}

/**
 * 32 bytes derived from `key` for `label` (HKDF-SHA-256); every derived secret of rc-pub (accounts/kit.ts,
 * alerts/kit.ts) comes from here.
 */
export function deriveSecret(key: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `rc-pub ${label}`, 32));
}
