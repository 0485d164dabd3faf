/**
 * Writes a feed as RSS 2.0 (https://www.rssboard.org/rss-specification) or Atom 1.0 (RFC 4287) with xmlbuilder2, so
 * every text and attribute value is escaped by the builder (a keyword such as `<中苏友好同盟条约>` or `"三个代表"`, an
 * abstract holding `]]>`), and characters XML 1.0 does not allow (control characters, lone surrogates, U+FFFE/U+FFFF)
 * are dropped (docs/product/citation-and-harvest.md#rss-and-atom-feeds). Used by index.ts.
 *
 * Authors: RSS 2.0's `<author>` holds an email address, which the portal does not publish, so each author's name is a
 * Dublin Core `<dc:creator>`; Atom gives each author an `<author>` (`<name>`, `<uri>` for an ORCID iD). Atom requires
 * an author on the feed or on every entry (RFC 4287 section 4.1.1): the feed names its own author
 * ({@link FeedDoc.author}), which applies to entries that name none (news, records without authors).
 */
import { xmlChars, xmlText } from 'rc-pub/contract';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { FeedLang } from 'web/src/feed-urls.js';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const RSS_DOCS = 'https://www.rssboard.org/rss-specification';

/** A person or group named as an author: `name` as displayed; `uri` an absolute URL (an ORCID iD), if known. */
export interface FeedPerson {
  name: string;
  uri?: string;
}

/** A feed entry before it is written; empty values are left out of the XML. */
export interface FeedItem {
  /** Plain text. */
  title: string;
  /** Absolute URL of the portal page. */
  link: string;
  /** A lasting name of the record (the DOI): RSS guid (isPermaLink=false); absent: the link is the guid. */
  guid?: string;
  /** Atom entry id, an IRI (https://doi.org/…); absent: the link. */
  id?: string;
  /** Publication date; absent for an undated record (see {@link writeFeed}). */
  published?: Date;
  /** Abstract (sanitized HTML: `html`) or summary (plain text: `text`). */
  summary?: { value: string; type: 'html' | 'text' };
  /** Authors in order; a group author is one person under its group name. */
  authors: FeedPerson[];
  /** Keywords, plain text: RSS `<category>`, Atom `<category term label>`. */
  keywords: string[];
}

/** What a feed shows: its header, its own author and its items. */
export interface FeedDoc {
  title: string;
  description: string;
  /** Absolute URL of the portal page the feed stands for. */
  link: string;
  lang: FeedLang;
  /** The feed's own absolute URL in each format. */
  self: { rss: string; atom: string };
  /** Who the feed is by (the journal, or the site for site-wide feeds); Atom's feed-level author. */
  author: FeedPerson;
  items: FeedItem[];
}

/** The text without characters XML 1.0 forbids (rc-pub/contract xmlChars), trimmed; '' when nothing is left. */
function xmlSafe(value: string | undefined): string {
  return xmlChars(value ?? '').trim();
}

/** A one-line value (names, keywords, attributes): XML-safe with runs of white space as one space. */
const oneLine = (value: string | undefined) => xmlSafe(value).replace(/\s+/g, ' ');

/** Adds `<name attrs>text</name>` under `parent` (text and attribute values cleaned and escaped); returns it. */
function el(parent: XMLBuilder, name: string, attrs: Record<string, string> = {}, value?: string): XMLBuilder {
  const ns = name.startsWith('dc:') ? DC_NS : name.startsWith('atom:') ? ATOM_NS : undefined;
  const out = ns ? parent.ele(ns, name) : parent.ele(name);
  for (const [k, v] of Object.entries(attrs)) out.att(k, xmlText(oneLine(v)));
  if (value !== undefined) out.txt(xmlText(xmlSafe(value)));
  return out;
}

/** Adds `<name>text</name>` under `parent` unless the text is empty after cleaning. */
function textEl(parent: XMLBuilder, name: string, value: string | undefined): void {
  if (xmlSafe(value)) el(parent, name, {}, value);
}

/** Plain text as HTML text (`&`, `<`, `>` as character references). */
const htmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const langTag = (lang: FeedLang) => (lang === 'zh' ? 'zh-CN' : 'en');

/** A new document whose every string has XML 1.0's forbidden characters removed (the builder's safety net). */
const newDoc = () => create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });

/** The newest publication date among the items, if any has one. */
function newest(items: readonly FeedItem[]): Date | undefined {
  let best: Date | undefined;
  for (const i of items) if (i.published && (!best || i.published > best)) best = i.published;
  return best;
}

function rss(doc: FeedDoc, built: Date): string {
  const root = newDoc()
    .ele('rss')
    .att('version', '2.0')
    .att(XMLNS_NS, 'xmlns:atom', ATOM_NS)
    .att(XMLNS_NS, 'xmlns:dc', DC_NS);
  const ch = el(root, 'channel');
  textEl(ch, 'title', doc.title);
  textEl(ch, 'link', doc.link);
  textEl(ch, 'description', doc.description || doc.title);
  textEl(ch, 'language', langTag(doc.lang));
  textEl(ch, 'lastBuildDate', (newest(doc.items) ?? built).toUTCString());
  textEl(ch, 'docs', RSS_DOCS);
  el(ch, 'atom:link', { href: doc.self.rss, rel: 'self', type: 'application/rss+xml' });
  for (const i of doc.items) {
    const item = el(ch, 'item');
    textEl(item, 'title', oneLine(i.title));
    textEl(item, 'link', i.link);
    const guid = xmlSafe(i.guid);
    el(item, 'guid', { isPermaLink: guid ? 'false' : 'true' }, guid || i.link);
    // RFC 822 date (RSS 2.0); an undated record has none (pubDate is optional)
    if (i.published) textEl(item, 'pubDate', i.published.toUTCString());
    // RSS readers read a description as HTML: plain text is escaped into HTML first
    if (i.summary)
      textEl(item, 'description', i.summary.type === 'html' ? i.summary.value : htmlEscape(i.summary.value));
    for (const a of i.authors) textEl(item, 'dc:creator', oneLine(a.name));
    for (const k of i.keywords) textEl(item, 'category', oneLine(k));
  }
  return root.end({ prettyPrint: true, wellFormed: true });
}

/** Adds an Atom `<author>` (`<name>`, `<uri>` when known) unless the name is empty. */
function author(parent: XMLBuilder, p: FeedPerson): void {
  const name = oneLine(p.name);
  if (!name) return;
  const out = el(parent, 'author');
  el(out, 'name', {}, name);
  textEl(out, 'uri', p.uri);
}

function atom(doc: FeedDoc, built: Date): string {
  const feed = newDoc().ele(ATOM_NS, 'feed').att(XML_NS, 'xml:lang', langTag(doc.lang));
  textEl(feed, 'id', doc.self.atom);
  textEl(feed, 'title', doc.title);
  textEl(feed, 'subtitle', doc.description);
  // the undated entries carry `built` as <updated>, so the feed is as new as its newest entry
  const entryDate = (i: FeedItem) => i.published ?? built;
  const updated = doc.items.some((i) => !i.published) ? built : (newest(doc.items) ?? built);
  textEl(feed, 'updated', updated.toISOString());
  author(feed, doc.author);
  el(feed, 'link', { rel: 'alternate', type: 'text/html', href: doc.link });
  el(feed, 'link', { rel: 'self', type: 'application/atom+xml', href: doc.self.atom });
  for (const i of doc.items) {
    const entry = el(feed, 'entry');
    textEl(entry, 'id', i.id || i.link);
    textEl(entry, 'title', oneLine(i.title));
    el(entry, 'link', { rel: 'alternate', type: 'text/html', href: i.link });
    if (i.published) textEl(entry, 'published', i.published.toISOString());
    textEl(entry, 'updated', entryDate(i).toISOString());
    for (const a of i.authors) author(entry, a);
    if (i.summary && xmlSafe(i.summary.value)) el(entry, 'summary', { type: i.summary.type }, i.summary.value);
    for (const k of i.keywords) {
      const term = oneLine(k);
      if (term) el(entry, 'category', { term, label: term });
    }
  }
  return feed.end({ prettyPrint: true, wellFormed: true });
}

/**
 * The feed as an XML document in `format`. An undated item (the CSL demo journals have no dates): RSS leaves its
 * pubDate out (optional in RSS 2.0); Atom requires `<updated>`, which gets `built` (when the feed was written), and
 * leaves `<published>` out, so no publication date is claimed. RSS lastBuildDate is the newest publication date, else
 * `built`; Atom's feed `<updated>` is the newest entry's. Never throws on text: every string is cleaned first.
 */
export function writeFeed(doc: FeedDoc, format: 'rss' | 'atom', built = new Date()): string {
  return format === 'rss' ? rss(doc, built) : atom(doc, built);
}
