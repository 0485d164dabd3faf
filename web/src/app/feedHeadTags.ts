/**
 * The head tags of the feeds a page names (feed autodiscovery; components/frame/FeedLinks.tsx records them in
 * the render outcome): one `<link rel="alternate" type="application/rss+xml" title="{source} - {feed}" href="…">` per
 * feed, in the page language. Imported by entry-server only, so the feed texts (web/src/i18n/{zh,en}/feeds.json)
 * stay out of the client's initial JS.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { FEED_MEDIA_TYPES, type FeedKind, feedPath } from '../feed-urls.js';
import en from '../i18n/en/feeds.json';
import zh from '../i18n/zh/feeds.json';
import { feedMessages, feedTitleMessage } from './feedMessages.js';
import type { HeadTag } from './ssrStatus.js';
import type { Lang } from './lang.js';

const cache = createIntlCache();
const intls: Record<Lang, IntlShape> = {
  zh: createIntl({ locale: 'zh-CN', messages: zh as IntlShape['messages'] }, cache),
  en: createIntl({ locale: 'en', messages: en as IntlShape['messages'] }, cache),
};

const NAMES = {
  latest: feedMessages.latest,
  news: feedMessages.news,
  'journal-current': feedMessages.current,
  'journal-online-first': feedMessages.onlineFirst,
} as const;

/** `<link rel="alternate">` tags for `feeds` (RSS, root-relative hrefs) in `lang`. */
export function feedHeadTags(feeds: readonly { feed: FeedKind; source: string }[], lang: Lang): HeadTag[] {
  const intl = intls[lang];
  return feeds.map(({ feed, source }) => ({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      type: FEED_MEDIA_TYPES.rss,
      title: intl.formatMessage(feedTitleMessage, { source, feed: intl.formatMessage(NAMES[feed.kind]) }),
      href: feedPath(feed, lang, 'rss'),
    },
  }));
}
