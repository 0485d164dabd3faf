/**
 * Passwords (docs/product/members.md#password-rules; "password*" fields arrive encrypted): decryption of request fields,
 * the rules enforced on the server, argon2id hashing (@node-rs/argon2) and the legacy scrypt form, which still
 * verifies and is rehashed on login.
 */
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../lib/errors.js';
import { FieldCryptoError, decryptField } from '../lib/field-crypto.js';
import type { ServiceCtx } from '../lib/context.js';
import { isGuessable } from './password-strength.js';

/**
 * The clear text of an encrypted request field (AES-256-GCM, lib/field-crypto.ts).
 * @throws RcPubError status 400 'passwordNotEncrypted' naming `field` when the value does not decrypt with the key
 *   (clear text, tampered, another key).
 */
export function decryptPasswordField(ctx: ServiceCtx, field: string, value: string): string {
  try {
    return decryptField(ctx.fieldKey, value);
  } catch (err) {
    if (err instanceof FieldCryptoError) throw badRequest('passwordNotEncrypted', { field });
    throw err;
  }
}

/** Shortest and longest password, in characters (code points). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** C0 and C1 control characters (NUL included) and DEL: refused in passwords. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * Checks the password rules (docs/product/members.md#password-rules): 8-128 characters of any kind (spaces and every
 * script included) but control characters, not containing the mobile number (the user name), and not a common or
 * easily guessed password (password-strength.ts). No character classes are required.
 * @throws RcPubError status 400 with the first rule broken (passwordLength, passwordControl, passwordContainsMobile,
 *   passwordCommon).
 */
export async function checkPasswordRules(password: string, mobileNo: string): Promise<void> {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw badRequest('passwordLength');
  if (CONTROL.test(password)) throw badRequest('passwordControl');
  if (mobileNo && password.includes(mobileNo)) throw badRequest('passwordContainsMobile');
  if (await isGuessable(password, mobileNo ? [mobileNo] : [])) throw badRequest('passwordCommon');
}

/** argon2id PHC string of `password` (@node-rs/argon2 defaults: m=19456 KiB, t=2, p=1, the OWASP minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A legacy hash: `salt:hash`, both hex, hash = scrypt(password, salt text, 64 bytes) with Node's defaults. */
const LEGACY_SCRYPT = /^([0-9a-f]+):([0-9a-f]{128})$/i;

function scryptAsync(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, 64, (err, key) => (err ? reject(err) : resolve(key))));
}

/**
 * Whether `password` matches `stored` (argon2id PHC, or the legacy scrypt `salt:hash`); `rehash` is true when it
 * matched a legacy hash, which the caller replaces by {@link hashPassword}'s. A missing or unreadable hash never
 * matches.
 */
export async function verifyPassword(
  stored: string | null,
  password: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  if (!stored) return { ok: false, rehash: false };
  const legacy = LEGACY_SCRYPT.exec(stored);
  if (legacy) {
    const expected = Buffer.from(legacy[2]!, 'hex');
    const actual = await scryptAsync(password, legacy[1]!);
    const ok = timingSafeEqual(expected, actual);
    return { ok, rehash: ok };
  }
  if (!stored.startsWith('$argon2')) return { ok: false, rehash: false };
  try {
    return { ok: await verify(stored, password), rehash: false };
  } catch {
    return { ok: false, rehash: false };
  }
}
