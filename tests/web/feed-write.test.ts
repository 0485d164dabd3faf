/**
 * The feed writer (server/src/routes/feeds/write.ts; docs/product/citation-and-harvest.md#rss-and-atom-feeds) on
 * values the demo data has and worse: markup characters in texts and attributes, quotes, `]]>`, characters XML 1.0
 * forbids, a group author, undated items. Each document is parsed by a strict XML parser (xmllint) and a feed parser.
 */
import { execFileSync } from 'node:child_process';
import { parseFeed } from '@rowanmanning/feed-parser';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { type FeedDoc, writeFeed } from '../../server/src/routes/feeds/write.js';

const BUILT = new Date('2026-03-01T08:00:00Z');

const doc = (over: Partial<FeedDoc> = {}): FeedDoc => ({
  title: 'Demo & "Journal" <Current>',
  description: 'Issue 1',
  link: 'http://zhdemo.localhost/homeNav/zhdemo/zh?a=1&b=2',
  lang: 'zh',
  self: { rss: 'http://zhdemo.localhost/feeds/zh/latest.rss', atom: 'http://zhdemo.localhost/feeds/zh/latest.atom' },
  author: { name: '中文演示站' },
  items: [
    {
      title: '《中苏友好同盟条约》\u0001与 a < b',
      link: 'http://zhdemo.localhost/article/id/9/1/zh',
      guid: '10.1000/x<y>',
      id: 'https://doi.org/10.1000/x%3Cy%3E',
      published: new Date('2015-02-10T00:00:00Z'),
      summary: { value: '<p>CDATA end ]]> and &amp; \u0008bell</p>', type: 'html' },
      authors: [{ name: 'Ann "A" Lee', uri: 'https://orcid.org/0000-0002-1825-0097' }, { name: 'The PRISMA Group' }],
      keywords: ['<中苏友好同盟条约>', '"三个代表"', 'prevention & control', '\u001f'],
    },
    {
      title: 'Undated',
      link: 'http://zhdemo.localhost/article/id/9/2/zh',
      summary: { value: 'plain <text> & more', type: 'text' },
      authors: [],
      keywords: [],
    },
  ],
  ...over,
});

/** xmllint's verdict on a document: '' when well-formed. */
function wellFormedErrors(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '-'], { input: xml, stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}

describe('writeFeed', () => {
  for (const format of ['rss', 'atom'] as const) {
    it(`${format}: escapes every text and attribute and drops characters XML 1.0 forbids`, () => {
      const xml = writeFeed(doc(), format, BUILT);
      expect(wellFormedErrors(xml)).toBe('');
      const controls = [...xml].filter((c) => c < ' ' && !'\t\n\r'.includes(c));
      expect(controls).toEqual([]);
      const f = parseFeed(xml);
      expect(f.title).toBe('Demo & "Journal" <Current>');
      const [first, second] = f.items;
      expect(first!.title).toBe('《中苏友好同盟条约》与 a < b');
      expect(first!.categories.map((c) => (format === 'atom' ? c.term : c.label))).toEqual([
        '<中苏友好同盟条约>',
        '"三个代表"',
        'prevention & control',
      ]);
      expect(first!.authors.map((a) => a.name)).toEqual(['Ann "A" Lee', 'The PRISMA Group']);
      expect(first!.published?.toISOString()).toBe('2015-02-10T00:00:00.000Z');
      expect(second!.published).toBeNull();
    });
  }

  it("writes text that looks like entity references as it is (an abstract's escaped markup stays escaped)", () => {
    const html = '<p>x &lt;script&gt;alert(1)&lt;/script&gt; AT&amp;T&nbsp;&#65; &copy</p>';
    const title = 'A &amp; B &lt;i&gt; &nbsp;';
    const base = doc();
    const item = { ...base.items[0]!, title, summary: { value: html, type: 'html' as const }, keywords: [title] };
    for (const format of ['rss', 'atom'] as const) {
      const xml = writeFeed({ ...base, items: [item] }, format, BUILT);
      expect(wellFormedErrors(xml)).toBe('');
      const root = new DOMParser().parseFromString(xml, 'text/xml');
      const texts = (tag: string) => Array.from(root.getElementsByTagName(tag)).map((e) => e.textContent);
      expect(texts(format === 'rss' ? 'description' : 'summary')).toContain(html);
      expect(texts('title')).toContain(title);
      if (format === 'atom') {
        const category = root.getElementsByTagName('category')[0]!;
        expect(category.getAttribute('term')).toBe(title);
      }
    }
  });

  it('rss: authors are dc:creator, never <author> (which holds an email address); undated items have no pubDate', () => {
    const xml = writeFeed(doc(), 'rss', BUILT);
    expect(xml).toContain('<dc:creator>The PRISMA Group</dc:creator>');
    expect(xml).not.toContain('<author>');
    expect(xml.match(/<pubDate>/g)).toHaveLength(1);
    expect(xml).toContain('<guid isPermaLink="false">10.1000/x&lt;y&gt;</guid>');
    // a plain-text summary is escaped into HTML, so readers show its "<" as text
    expect(xml).toContain('<description>plain &amp;lt;text&amp;gt; &amp;amp; more</description>');
  });

  it('atom: the feed names its author, authors carry their ORCID iD, undated entries are updated when built', () => {
    const xml = writeFeed(doc(), 'atom', BUILT);
    const f = parseFeed(xml);
    expect(f.authors.map((a) => a.name)).toEqual(['中文演示站']);
    expect(f.items[0]!.authors.map((a) => a.url)).toEqual(['https://orcid.org/0000-0002-1825-0097', null]);
    expect(f.items[1]!.authors.map((a) => a.name)).toEqual(['中文演示站']); // the feed's author applies
    expect(f.items[1]!.updated?.toISOString()).toBe(BUILT.toISOString());
    expect(f.updated?.toISOString()).toBe(BUILT.toISOString());
    expect(f.language).toBe('zh-CN');
    expect(xml).toContain('<summary type="text">plain &lt;text&gt; &amp; more</summary>');
  });
});
