/**
 * Every feed of four sites is valid in its format (server/src/routes/feeds/write.ts;
 * docs/product/citation-and-harvest.md#rss-and-atom-feeds): zhdemo (Chinese CSL records, among them the keyword
 * `<中苏友好同盟条约>`), rsp (Portuguese and English), elife (online-first articles) and plosmed (a group author,
 * articles without authors), each in zh and en, RSS and Atom, all four kinds (current issue, online first, latest,
 * news). Atom: the RELAX NG schema of RFC 4287 (tests/fixtures/feed-schemas/atom.rng, PROVENANCE.md) with
 * `xmllint --relaxng`, plus the author rule the schema cannot express (RFC 4287 section 4.1.1). RSS 2.0: well-formed
 * (xmllint), read by a feed parser (@rowanmanning/feed-parser), and the RSS 2.0 rules checked on its DOM: required
 * channel elements, only RSS 2.0 elements outside other namespaces, an item has a title or a description, `<author>`
 * is an email address, dates are RFC 822, authors' names are Dublin Core `dc:creator`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { PublicationWire } from 'rc-pub/contract';
import { RcPubPaths } from 'rc-pub/contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './helpers/stack.js';

const ATOM_SCHEMA = join(import.meta.dirname, '../fixtures/feed-schemas/atom.rng');
const DEMO_CSL = join(import.meta.dirname, '../../demo-data/csl-zh/csl-dev.jsonl');
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const SITES = ['zhdemo', 'rsp', 'elife', 'plosmed'] as const;
type Kind = 'current' | 'online-first' | 'latest' | 'news';

/** One feed as served: where it came from and its text. */
interface Served {
  sld: string;
  path: string;
  kind: Kind;
  format: 'rss' | 'atom';
  text: string;
}

const stack = useStack();
let feeds: Served[] = [];
let tmp: string;

beforeAll(async () => {
  const server = stack().gateway.server;
  tmp = mkdtempSync(join(tmpdir(), 'feeds-'));
  for (const sld of SITES) {
    const site = (
      await request(server)
        .post('/graphql')
        .send({ query: `{ site(sld: "${sld}") { id } }` })
        .expect(200)
    ).body.data.site as { id: number };
    const url = new URL(RcPubPaths.publications, stack().rcPubUrl);
    url.searchParams.set('siteId', String(site.id));
    const journals = ((await (await fetch(url)).json()) as { data: PublicationWire[] }).data;
    const names: [string, Kind][] = [
      ['latest', 'latest'],
      ['news', 'news'],
      ...journals.flatMap((j): [string, Kind][] => [
        [`journal-${j.id}-current`, 'current'],
        [`journal-${j.id}-online-first`, 'online-first'],
      ]),
    ];
    for (const lang of ['zh', 'en'])
      for (const [name, kind] of names)
        for (const format of ['rss', 'atom'] as const) {
          const path = `/feeds/${lang}/${name}.${format}`;
          const res = await request(server).get(path).set('Host', `${sld}.localhost`);
          expect(res.status, `${sld} ${path}`).toBe(200);
          feeds.push({ sld, path, kind, format, text: res.text });
        }
  }
}, 240_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  feeds = [];
});

/** xmllint over the feeds in one run (extra arguments first): '' when all pass, else its messages. */
function xmllint(list: readonly Served[], args: string[]): string {
  const files = list.map((f, i) => {
    const file = join(tmp, `${f.sld}${f.path.replaceAll('/', '_')}.${i}.xml`);
    writeFileSync(file, f.text);
    return file;
  });
  try {
    execFileSync('xmllint', ['--noout', ...args, ...files], { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}

const dom = (f: Served) => new DOMParser().parseFromString(f.text, 'text/xml').documentElement as unknown as Element;
const kids = (el: Element, ns: string | null, name?: string) =>
  Array.from(el.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).namespaceURI === ns && (!name || (n as Element).localName === name),
  );
const text = (el: Element | undefined) => (el?.textContent ?? '').trim();
const where = (f: Served) => `${f.sld}.localhost${f.path}`;

/** RFC 822 date-time as RSS 2.0 writes it (four-digit years allowed), whose weekday is that of the date. */
function isRfc822(value: string): boolean {
  const m =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) (GMT|UT|[+-]\d{4})$/.exec(
      value,
    );
  if (!m) return false;
  const d = new Date(value);
  return !Number.isNaN(d.getTime()) && (m[8] !== 'GMT' || d.toUTCString() === value);
}

const absoluteUrl = (value: string) => /^https?:\/\/[^\s/]+\/\S*$/.test(value);

/** RSS 2.0's channel and item elements (https://www.rssboard.org/rss-specification); anything else needs a namespace. */
const RSS_CHANNEL = new Set(
  'title link description language copyright managingEditor webMaster pubDate lastBuildDate category generator docs cloud ttl image rating textInput skipHours skipDays item'.split(
    ' ',
  ),
);
const RSS_ITEM = new Set('title link description author category comments enclosure guid pubDate source'.split(' '));

/** The RSS 2.0 rules one feed breaks ([] when none). */
function rssProblems(f: Served): string[] {
  const out: string[] = [];
  const root = dom(f);
  if (root.localName !== 'rss' || root.getAttribute('version') !== '2.0') return [`root is not <rss version="2.0">`];
  const channels = kids(root, null, 'channel');
  if (channels.length !== 1) return ['not exactly one <channel>'];
  const ch = channels[0]!;
  for (const name of ['title', 'link', 'description'])
    if (kids(ch, null, name).length !== 1 || !text(kids(ch, null, name)[0])) out.push(`channel <${name}> missing`);
  if (!absoluteUrl(text(kids(ch, null, 'link')[0]))) out.push('channel <link> is not an absolute URL');
  for (const el of kids(ch, null)) if (!RSS_CHANNEL.has(el.localName ?? '')) out.push(`channel <${el.localName}>`);
  for (const name of ['pubDate', 'lastBuildDate'])
    for (const d of kids(ch, null, name)) if (!isRfc822(text(d))) out.push(`channel <${name}> ${text(d)}`);
  for (const item of kids(ch, null, 'item')) {
    const id = text(kids(item, null, 'link')[0]) || text(kids(item, null, 'title')[0]);
    for (const el of kids(item, null)) if (!RSS_ITEM.has(el.localName ?? '')) out.push(`${id}: <${el.localName}>`);
    if (!text(kids(item, null, 'title')[0]) && !text(kids(item, null, 'description')[0]))
      out.push(`${id}: neither title nor description`);
    for (const l of kids(item, null, 'link')) if (!absoluteUrl(text(l))) out.push(`${id}: link ${text(l)}`);
    for (const d of kids(item, null, 'pubDate')) if (!isRfc822(text(d))) out.push(`${id}: pubDate ${text(d)}`);
    // RSS 2.0: "Email address of the author of the item"
    for (const a of kids(item, null, 'author'))
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+( \(.+\))?$/.test(text(a))) out.push(`${id}: <author> ${text(a)}`);
    for (const g of kids(item, null, 'guid'))
      if (g.getAttribute('isPermaLink') !== 'false' && !absoluteUrl(text(g))) out.push(`${id}: permalink ${text(g)}`);
    for (const c of kids(item, null, 'category')) if (!text(c)) out.push(`${id}: empty <category>`);
    for (const c of kids(item, DC_NS, 'creator')) if (!text(c)) out.push(`${id}: empty <dc:creator>`);
  }
  return out;
}

describe('Atom 1.0', () => {
  it('every feed validates against the RFC 4287 schema, and each kind has feeds with entries', () => {
    const atom = feeds.filter((f) => f.format === 'atom');
    expect(atom.length).toBeGreaterThanOrEqual(SITES.length * 2 * 4);
    expect(xmllint(atom, ['--relaxng', ATOM_SCHEMA]).replace(/^.* validates\n/gm, '')).toBe('');
    for (const kind of ['current', 'online-first', 'latest', 'news'] as const)
      expect(
        atom.some((f) => f.kind === kind && f.text.includes('<entry>')),
        kind,
      ).toBe(true);
  });

  it('names an author on the feed or on every entry (RFC 4287 section 4.1.1)', () => {
    for (const f of feeds.filter((x) => x.format === 'atom')) {
      const root = dom(f);
      const feedAuthor = kids(root, ATOM_NS, 'author').some((a) => text(kids(a, ATOM_NS, 'name')[0]));
      const entries = kids(root, ATOM_NS, 'entry');
      const unnamed = entries.filter((e) => !kids(e, ATOM_NS, 'author').some((a) => text(kids(a, ATOM_NS, 'name')[0])));
      expect(feedAuthor || unnamed.length === 0, where(f)).toBe(true);
    }
  });
});

describe('RSS 2.0', () => {
  it('every feed is well-formed XML and read as RSS 2.0 by a feed parser', () => {
    const rss = feeds.filter((f) => f.format === 'rss');
    expect(xmllint(rss, [])).toBe('');
    for (const f of rss) {
      const parsed = parseFeed(f.text);
      expect(parsed.meta.type, where(f)).toBe('rss');
      expect(parsed.self, where(f)).toBe(`http://${f.sld}.localhost${f.path}`);
    }
  });

  it('every feed keeps the RSS 2.0 rules: channel elements, item content, email authors, RFC 822 dates', () => {
    const problems = feeds
      .filter((f) => f.format === 'rss')
      .flatMap((f) => rssProblems(f).map((p) => `${where(f)}: ${p}`));
    expect(problems).toEqual([]);
  });
});

describe('values that need escaping', () => {
  it('keywords holding <, > or " come through both formats as the record has them', () => {
    // demo CSL records (demo-data/csl-zh) whose keywords hold characters XML must escape
    const records = readFileSync(DEMO_CSL, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { title: string; keywords: string[] })
      .filter((r) => r.keywords.some((k) => /[<>&"]/.test(k)));
    expect(records.some((r) => r.keywords.includes('<中苏友好同盟条约>'))).toBe(true);
    const seen = new Set<string>();
    for (const f of feeds.filter((x) => x.sld === 'zhdemo')) {
      // a strict XML parser (xmldom throws on what is not well-formed), not a forgiving feed reader
      const root = dom(f);
      const ns = f.format === 'atom' ? ATOM_NS : null;
      const entries =
        f.format === 'atom' ? kids(root, ATOM_NS, 'entry') : kids(kids(root, null, 'channel')[0]!, null, 'item');
      for (const e of entries) {
        const record = records.find((r) => r.title === text(kids(e, ns, 'title')[0]));
        if (!record) continue;
        seen.add(record.title);
        const categories = kids(e, ns, 'category');
        const labels = categories.map((c) => (f.format === 'atom' ? c.getAttribute('term') : text(c)));
        expect(labels, where(f)).toEqual(record.keywords);
        if (f.format === 'atom')
          expect(
            categories.map((c) => c.getAttribute('label')),
            where(f),
          ).toEqual(record.keywords);
      }
    }
    expect([...seen]).toContain('《中苏友好同盟条约》与《中苏友好同盟互助条约》之比较');
  });
});
