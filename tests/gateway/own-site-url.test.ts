/**
 * Which absolute URLs are pages of the deployment's own sites, where a hand-over link may carry a member's one-time
 * code (server/src/domain/own-site-url.ts, docs/product/members.md#token-hand-over): a site's own origin under the
 * PUBLIC_SITE_ORIGIN template or the asked origin, the asked origin itself, the bare base domain; never another host,
 * credentials, another scheme, or a path that browsers read as another host.
 */
import { describe, expect, it } from 'vitest';
import { ownSiteUrl } from '../../server/src/domain/own-site-url.js';

const sldOf = (target: string, base: { origin?: string; template?: string }) =>
  ownSiteUrl(target, base, 'www')?.sld ?? null;

describe('own-site URLs', () => {
  it('follows the PUBLIC_SITE_ORIGIN template whatever host was asked', () => {
    const base = { origin: 'http://10.0.0.5:3000', template: 'https://{sld}.journals.example.org' };
    expect(sldOf('https://plosmed.journals.example.org/personal?tab=album', base)).toBe('plosmed');
    // the bare base domain is the deployment's; its site is the one the Host names (the caller checks it exists)
    expect(sldOf('https://journals.example.org/', base)).toBe('journals');
    expect(sldOf('http://10.0.0.5:3000/', base)).toBe('www');
    expect(sldOf('http://plosmed.journals.example.org/', base)).toBeNull(); // the template says https
    expect(sldOf('https://plosmed.journals.example.org:8443/', base)).toBeNull();
    expect(sldOf('https://a.plosmed.journals.example.org/', base)).toBeNull();
    expect(sldOf('https://plosmed.journals.example.org.evil.net/', base)).toBeNull();
  });

  it('derives the sites from the asked origin without a template', () => {
    const base = { origin: 'https://www.journals.example.org' };
    expect(sldOf('https://rsp.journals.example.org/article/id/1/2/en', base)).toBe('rsp');
    expect(sldOf('https://www.journals.example.org/', base)).toBe('www');
    expect(sldOf('https://journals.example.org/', base)).toBe('journals');
    expect(sldOf('http://rsp.journals.example.org/', base)).toBeNull();
    expect(sldOf('https://rsp.example.org/', base)).toBeNull();
    expect(sldOf('https://evil.net/', base)).toBeNull();
  });

  it('refuses credentials, other schemes, relative URLs and paths read as another host', () => {
    const base = { origin: 'https://www.journals.example.org' };
    for (const target of [
      'https://user:pw@rsp.journals.example.org/',
      'ftp://rsp.journals.example.org/',
      'javascript:alert(1)',
      '/personal',
      '//rsp.journals.example.org/',
      'https://rsp.journals.example.org//evil.net/',
      'https://rsp.journals.example.org/\\evil.net',
      '',
    ])
      expect(sldOf(target, base), target).toBeNull();
  });

  it('serves a local deployment: subdomains of localhost and the bare localhost', () => {
    const base = { origin: 'http://plosmed.localhost:3000' };
    expect(sldOf('http://rsp.localhost:3000/', base)).toBe('rsp');
    expect(sldOf('http://localhost:3000/', base)).toBe('www');
    expect(sldOf('http://rsp.localhost:4000/', base)).toBeNull();
  });

  it('knows no site without a template or an asked origin', () => {
    expect(sldOf('https://rsp.journals.example.org/', {})).toBeNull();
  });
});
