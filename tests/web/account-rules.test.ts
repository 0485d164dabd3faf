/**
 * The account forms' own checks (docs/product/members.md, Password rules, Mobile number rules, Profile) and where signing in leads: the rules answer the same first
 * broken rule rc-pub would (so the reader sees the error before sending), the strength meter's estimator calls weak what rc-pub refuses as common, and the `redirect` parameter is followed
 * only to a path on this site (a crafted login link cannot send a member elsewhere).
 */
import { describe, expect, it } from 'vitest';
import {
  afterLoginHref,
  checkCode,
  checkConfirmation,
  checkMobile,
  checkNewPassword,
} from '../../web/src/components/account/rules.js';

describe('rules of the account forms (docs/product/members.md)', () => {
  it('checks the phone format', () => {
    expect(checkMobile('')).toBe('mobileRequired');
    expect(checkMobile('12345678901')).toBe('phoneFormat');
    expect(checkMobile('1381234567')).toBe('phoneFormat');
    expect(checkMobile(' 13812345678 ')).toBeNull();
    expect(checkMobile('+447700900123')).toBeNull();
  });

  it('checks a new password in rc-pub’s order, and its confirmation', () => {
    const m = '13812345678';
    expect(checkNewPassword('', m)).toBe('passwordRequired');
    expect(checkNewPassword('xq7vblm', m)).toBe('passwordLength');
    expect(checkNewPassword('a'.repeat(129), m)).toBe('passwordLength');
    expect(checkNewPassword('a'.repeat(128), m)).toBeNull();
    expect(checkNewPassword('quiet\u0000harbour', m)).toBe('passwordControl');
    expect(checkNewPassword('quiet\u0085harbour', m)).toBe('passwordControl');
    expect(checkNewPassword(`ink ${m}`, m)).toBe('passwordContainsMobile');
    // no character classes, spaces and any script welcome
    expect(checkNewPassword('ink wedge folio harbour', m)).toBeNull();
    expect(checkNewPassword('月光下的旧书店很安静', m)).toBeNull();
    expect(checkConfirmation('Journal2026x', 'Journal2026y')).toBe('passwordMismatch');
    expect(checkConfirmation('Journal2026x', 'Journal2026x')).toBeNull();
    expect(checkCode('12345')).toBe('codeFormat');
    expect(checkCode('123456')).toBeNull();
  });

  it('rates a password as the server does: weak is what rc-pub refuses as too common', async () => {
    const { estimateStrength } = await import('../../web/src/components/account/passwordEstimator.js');
    for (const weak of ['Passw0rd', 'Qwerty123', 'password1234']) expect(estimateStrength(weak, ''), weak).toBe('weak');
    expect(estimateStrength('correct horse battery staple', '')).toBe('strong');
    expect(estimateStrength('ink wedge folio harbour', '13812345678')).not.toBe('weak');
  });

  it('returns to a same-site path after login, else to the personal centre', () => {
    expect(afterLoginHref('/article/id/3/17/en?x=1', 'en')).toBe('/article/id/3/17/en?x=1');
    for (const bad of [
      null,
      '',
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:1',
      '/a\nb',
    ])
      expect(afterLoginHref(bad, 'zh'), String(bad)).toBe('/personal?lang=zh');
  });
});
