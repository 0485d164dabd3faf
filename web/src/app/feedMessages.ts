/**
 * Names of the feeds (feeds; web/src/feed-urls.ts) as the reader sees them: on /rssList and in the head's
 * autodiscovery links (feedHeadTags.ts). Texts in web/src/i18n/{zh,en}/feeds.json, which travels with the /rssList
 * chunk (app/chunkCatalogue.tsx) and the server entry, not with the client entry.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** The feed names and the two formats' language names. */
export const feedMessages = defineMessages({
  latest: {
    id: 'feeds.latest',
    defaultMessage: 'Latest articles',
    description: 'Feed of the newest articles of all the journals of the site',
  },
  news: { id: 'feeds.news', defaultMessage: 'News', description: 'Feed of the site news' },
  current: {
    id: 'feeds.current',
    defaultMessage: 'Current issue',
    description: "Feed of the articles of a journal's newest issue",
  },
  onlineFirst: {
    id: 'feeds.onlineFirst',
    defaultMessage: 'Online first',
    description: "Feed of a journal's articles published online before their issue",
  },
  langZh: { id: 'feeds.lang.zh', defaultMessage: 'Chinese', description: 'Language of a feed' },
  langEn: { id: 'feeds.lang.en', defaultMessage: 'English', description: 'Language of a feed' },
});

/** A feed's title in the head and in link labels: "{source} - {feed}", e.g. "PLOS ONE - Current issue". */
export const feedTitleMessage = defineMessage<{ source: string; feed: string }>({
  id: 'feeds.title',
  defaultMessage: '{source} - {feed}',
  description: 'Title of a feed: the site or journal, then which feed',
});
