/**
 * The password rules rc-pub applies to every new password (docs/product/members.md#password-rules): 8-128 characters
 * of any kind but control characters, no character classes required, not containing the mobile number, not a common
 * or easily guessed password (zxcvbn-ts score below 2, or one dictionary entry). The first rule broken is the one
 * reported; the web forms apply the same rules before sending (tests/web/account-rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { estimatePassword, isGuessable, MIN_SCORE } from '../../rc-pub/src/accounts/password-strength.js';
import { checkPasswordRules } from '../../rc-pub/src/accounts/passwords.js';
import { RcPubError } from '../../rc-pub/src/lib/errors.js';

const MOBILE = '13912345678';

/** The message key of the first rule `password` breaks, or null when it passes. */
async function broken(password: string, mobileNo = MOBILE): Promise<string | null> {
  try {
    await checkPasswordRules(password, mobileNo);
    return null;
  } catch (err) {
    if (err instanceof RcPubError) return err.key;
    throw err;
  }
}

/** A passphrase of exactly `n` characters (words and hyphens, nothing a dictionary holds whole). */
function passphrase(n: number): string {
  return `Zq${'violet-ember-74-'.repeat(Math.ceil(n / 16))}`.slice(0, n);
}

describe('password rules (docs/product/members.md#password-rules)', () => {
  const table: [string, string, string | null][] = [
    ['7 characters', 'xq7vblm', 'passwordLength'],
    ['8 characters', 'xq7vblmz', null],
    ['64 characters', passphrase(64), null],
    ['128 characters', passphrase(128), null],
    ['129 characters', passphrase(129), 'passwordLength'],
    ['a NUL', 'quiet\u0000harbour lamp', 'passwordControl'],
    ['a line feed', 'quiet harbour\nlamp 7', 'passwordControl'],
    ['a C1 control (U+0085)', 'quiet harbour\u0085lamp 7', 'passwordControl'],
    ['DEL', 'quiet harbour\u007flamp 7', 'passwordControl'],
    ['Passw0rd', 'Passw0rd', 'passwordCommon'],
    ['Qwerty123', 'Qwerty123', 'passwordCommon'],
    ['password1234', 'password1234', 'passwordCommon'],
    ['P@ssw0rd', 'P@ssw0rd', 'passwordCommon'],
    ['one repeated letter', 'x'.repeat(64), 'passwordCommon'],
    ['the mobile number', `ink ${MOBILE} ink`, 'passwordContainsMobile'],
    ['a passphrase with spaces', 'correct horse battery staple', null],
    ['lowercase letters only', 'ink wedge folio harbour', null],
    ['Chinese characters', '月光下的旧书店很安静', null],
    ['mixed classes (the old rule’s example)', 'Journal2026x', null],
  ];

  it.each(table)('%s: %s', async (_what, password, rule) => {
    expect(await broken(password)).toBe(rule);
  });

  it('counts characters, not UTF-16 units: 128 astral characters pass, 129 do not', async () => {
    const emoji = '🌲🦉🍂🌙';
    const of = (n: number) => [...emoji.repeat(40)].slice(0, n).join('');
    expect([...of(128)].length).toBe(128);
    expect(await broken(of(129))).toBe('passwordLength');
    expect(await broken(of(128))).not.toBe('passwordLength');
  });

  it('reports the first rule broken, in the documented order', async () => {
    expect(await broken('\u0000')).toBe('passwordLength');
    expect(await broken(`\u0000${MOBILE}`)).toBe('passwordControl');
    expect(await broken(`${MOBILE}123`)).toBe('passwordContainsMobile');
  });

  it('uses the zxcvbn score threshold it documents', async () => {
    expect(MIN_SCORE).toBe(2);
    expect((await estimatePassword('Qwerty123')).score).toBeLessThan(MIN_SCORE);
    expect((await estimatePassword('correct horse battery staple')).score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(await isGuessable('password')).toBe(true);
    expect(await isGuessable('ink wedge folio harbour')).toBe(false);
  });
});
