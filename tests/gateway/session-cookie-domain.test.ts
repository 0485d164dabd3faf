/**
 * SESSION_COOKIE_DOMAIN (server/src/config.ts; docs/product/members.md#one-sign-in-across-the-portal): a domain of two
 * labels or more, `off`, or unset for the base domain of PUBLIC_SITE_ORIGIN when that is usable; anything else stops
 * the gateway at start with the variable named. And which requests get `Domain=` (member/session.ts cookieDomainFor):
 * hosts at or under the domain only.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { cookieDomainFor } from '../../server/src/member/session.js';

const domainOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).sessionCookieDomain;

describe('SESSION_COOKIE_DOMAIN', () => {
  it('takes a domain (lowercased, without a leading dot) or off', () => {
    expect(domainOf({ SESSION_COOKIE_DOMAIN: 'journals.example.org' })).toBe('journals.example.org');
    expect(domainOf({ SESSION_COOKIE_DOMAIN: '.Journals.Example.ORG' })).toBe('journals.example.org');
    expect(domainOf({ SESSION_COOKIE_DOMAIN: 'off' })).toBeNull();
    expect(
      domainOf({ SESSION_COOKIE_DOMAIN: 'off', PUBLIC_SITE_ORIGIN: 'https://{sld}.journals.example.org' }),
    ).toBeNull();
  });

  it('defaults to the base domain of PUBLIC_SITE_ORIGIN when a browser would accept it, else host-only', () => {
    expect(domainOf({ PUBLIC_SITE_ORIGIN: 'https://{sld}.journals.example.org' })).toBe('journals.example.org');
    expect(domainOf({ PUBLIC_SITE_ORIGIN: 'http://{sld}.localhost:3000' })).toBeNull();
    expect(domainOf({ PUBLIC_SITE_ORIGIN: 'https://{sld}.org' })).toBeNull();
    expect(domainOf({})).toBeNull();
  });

  it.each([
    'localhost',
    'a.localhost',
    '127.0.0.1',
    'org',
    'bad_domain.org',
    'journals..org',
    'https://x.org',
    '*.x.org',
  ])('refuses %s at start, naming the variable', (value) => {
    expect(() => domainOf({ SESSION_COOKIE_DOMAIN: value })).toThrow(/SESSION_COOKIE_DOMAIN must be/);
  });
});

describe('cookieDomainFor', () => {
  it('gives the domain to hosts at or under it, ports aside, and nothing elsewhere', () => {
    expect(cookieDomainFor('zhdemo.portal.test:3000', 'portal.test')).toBe('portal.test');
    expect(cookieDomainFor('portal.test', 'portal.test')).toBe('portal.test');
    expect(cookieDomainFor('ZHDEMO.Portal.Test.', 'portal.test')).toBe('portal.test');
    expect(cookieDomainFor('zhdemo.badportal.test', 'portal.test')).toBeUndefined();
    expect(cookieDomainFor('portal.test.evil.example', 'portal.test')).toBeUndefined();
    expect(cookieDomainFor('zhdemo.localhost:3000', 'portal.test')).toBeUndefined();
    expect(cookieDomainFor('zhdemo.portal.test', null)).toBeUndefined();
    expect(cookieDomainFor(undefined, 'portal.test')).toBeUndefined();
  });
});
