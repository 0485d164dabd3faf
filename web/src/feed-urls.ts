/**
 * The feed URL scheme (feeds), shared by the gateway, which serves the feeds (server/src/routes/feeds/index.ts), and the
 * web app, which links them (/rssList and the head's autodiscovery links). Every site host serves:
 *   /feeds/{lang}/journal-{publicationId}-current.{rss|atom}       the journal's current issue
 *   /feeds/{lang}/journal-{publicationId}-online-first.{rss|atom}  the journal's online-first articles (publication type 1)
 *   /feeds/{lang}/latest.{rss|atom}                                the newest articles of the site's journals
 *   /feeds/{lang}/news.{rss|atom}                                  the site's news
 * `lang` is zh or en (docs/product/citation-and-harvest.md#rss-and-atom-feeds): the language of titles, descriptions and links in the feed.
 * Root-relative paths: the gateway prefixes the request's origin, pages resolve them against their own URL.
 */

/** The two feed languages (the interface languages). */
export type FeedLang = 'zh' | 'en';

/** RSS 2.0 or Atom 1.0. */
export type FeedFormat = 'rss' | 'atom';

/** Which feed: a journal's current issue or online-first articles, or the site's latest articles or news. */
export type FeedKind =
  | { kind: 'journal-current'; publicationId: number }
  | { kind: 'journal-online-first'; publicationId: number }
  | { kind: 'latest' }
  | { kind: 'news' };

/** Media types of the two formats (the `type` of a `<link rel="alternate">`). */
export const FEED_MEDIA_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** Content-Type the gateway sends for each format. */
export const FEED_CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: `${FEED_MEDIA_TYPES.rss}; charset=utf-8`,
  atom: `${FEED_MEDIA_TYPES.atom}; charset=utf-8`,
};

/** The largest id the feeds accept: PostgreSQL int4, the type of rc-pub's ids. */
export const MAX_FEED_ID = 2_147_483_647;

function fileName(feed: FeedKind): string {
  switch (feed.kind) {
    case 'journal-current':
      return `journal-${feed.publicationId}-current`;
    case 'journal-online-first':
      return `journal-${feed.publicationId}-online-first`;
    default:
      return feed.kind;
  }
}

/** The feed's root-relative path, e.g. `/feeds/en/journal-5-current.atom`. */
export function feedPath(feed: FeedKind, lang: FeedLang, format: FeedFormat): string {
  return `/feeds/${lang}/${fileName(feed)}.${format}`;
}

const FILE = /^(?:journal-(\d{1,10})-(current|online-first)|(latest|news))\.(rss|atom)$/;

/**
 * Parses the last path segment of a feed URL (`journal-5-current.rss`, `news.atom`, …). Null for any other name,
 * including a journal id of 0 or above {@link MAX_FEED_ID}.
 */
export function parseFeedFile(file: string): { feed: FeedKind; format: FeedFormat } | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const format = m[4] as FeedFormat;
  if (m[3]) return { feed: { kind: m[3] as 'latest' | 'news' }, format };
  const publicationId = Number(m[1]);
  if (publicationId < 1 || publicationId > MAX_FEED_ID) return null;
  const kind = m[2] === 'current' ? 'journal-current' : 'journal-online-first';
  return { feed: { kind, publicationId }, format };
}
