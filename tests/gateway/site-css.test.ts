/**
 * The gateway's site CSS sanitiser (the header's configData.cssContent and the footer's cssContent, docs/product/sites-and-frame.md#footer): operator CSS
 * goes into a <style> element of every page, so it must not close the element or open markup, must not load remote
 * resources, and is bounded in length.
 */
import { describe, expect, it } from 'vitest';
import { SITE_CSS_MAX_CHARS, sanitizeSiteCss } from '../../server/src/domain/site-css.js';
import { footerLink } from '../../server/src/graphql/resolvers/FooterConfig.js';

describe('sanitizeSiteCss', () => {
  it('keeps ordinary CSS as it is', () => {
    const css = '.footer a { color: #333; }\n@media (max-width: 600px) { .logo { display: none } }';
    expect(sanitizeSiteCss(css)).toBe(css);
    expect(sanitizeSiteCss('.x { width: calc(100% - 2px) } .y > .z { margin: 0 }')).toBe(
      '.x { width: calc(100% - 2px) } .y > .z { margin: 0 }',
    );
  });

  it.each([
    ['a{}</style><script>alert(1)</script>', /<\/style|<script/i],
    ['a{}</STYLE >', /<\/style/i],
    ['<!-- a{} -->', /<!--|-->/],
    ['a{}<svg onload=alert(1)>', /<svg/i],
  ])('cannot close the style element or open markup: %j', (hostile, forbidden) => {
    const out = sanitizeSiteCss(hostile)!;
    expect(out).not.toMatch(forbidden);
    expect(out).not.toMatch(/<[a-z/!?]/i);
  });

  it.each([
    '@import url(https://evil.example/x.css);',
    '@IMPORT "https://evil.example/x.css";',
    'a { background: url(https://evil.example/t.png) }',
    'a { background: url( "//evil.example/t.png" ) }',
    "a { background: URL('http://evil.example/t.png') }",
    'a { background: u\\72l(https://evil.example/t.png) }',
    '@font-face { font-family: x; src: url(https://evil.example/f.woff2) }',
    'a { background-image: image-set("https://evil.example/t.png" 1x) }',
    'a { background-image: -webkit-image-set("https://evil.example/t.png" 1x) }',
    'a { background: url(https://evil.example/t.png }',
  ])('loads nothing remote: %j', (hostile) => {
    const out = sanitizeSiteCss(hostile) ?? '';
    expect(out).not.toMatch(/@import/i);
    expect(out).not.toMatch(/url\((?!"\/[^/])/i);
    expect(out).not.toMatch(/image-set\(/i);
  });

  it('keeps site paths and data images in url()', () => {
    expect(sanitizeSiteCss('a { background: url(/rc-pub/front/files/get?id=7) }')).toBe(
      'a { background: url("/rc-pub/front/files/get?id=7") }',
    );
    expect(sanitizeSiteCss("a { background: url('data:image/png;base64,AAAA') }")).toBe(
      'a { background: url("data:image/png;base64,AAAA") }',
    );
  });

  it('disables old script hooks and removes control characters and escapes', () => {
    const out = sanitizeSiteCss('a { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: none }\u0000')!;
    expect(out).not.toMatch(/expression\(|behavior\s*:|-moz-binding/i);
    expect(out).not.toContain('\u0000');
    expect(sanitizeSiteCss('a::before { content: "\\201C" }')).toBe('a::before { content: "201C" }');
  });

  it('drops a sheet longer than the limit, and empty ones', () => {
    expect(sanitizeSiteCss(`a{}${' '.repeat(SITE_CSS_MAX_CHARS)}`)).toBeNull();
    expect(sanitizeSiteCss('a{}'.padEnd(SITE_CSS_MAX_CHARS, ' '))).toBe('a{}');
    expect(sanitizeSiteCss('   \n ')).toBeNull();
    expect(sanitizeSiteCss(null)).toBeNull();
  });
});

describe('footerLink (the footer linkAddress, docs/product/sites-and-frame.md#footer)', () => {
  it.each([
    ['https://journals.example.org/', 'https://journals.example.org/'],
    [' http://example.org/a?b=1 ', 'http://example.org/a?b=1'],
    ['/aboutus', '/aboutus'],
    ['www.example.org', 'https://www.example.org'],
    ['example.org/journal', 'https://example.org/journal'],
    ['//evil.example/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['http://exa mple.org', null],
    ['', null],
    [null, null],
  ] as const)('%j → %j', (raw, link) => {
    expect(footerLink(raw)).toBe(link);
  });
});
