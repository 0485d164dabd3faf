/** Messages of the /rssList page (docs/product/citation-and-harvest.md#rss-and-atom-feeds); texts in web/src/i18n/{zh,en}/feeds.json (travels with the page chunk). */
import { defineMessage, defineMessages } from 'react-intl';

/** Page texts without values. */
export const rssListMessages = defineMessages({
  title: { id: 'feeds.page.title', defaultMessage: 'RSS feeds', description: 'Heading and document title of /rssList' },
  what: {
    id: 'feeds.page.what',
    defaultMessage:
      "A feed (RSS or Atom) is a list of a source's newest items that a feed reader checks for you. Subscribe to a feed and new articles and news of this site appear in your reader as they are published, without an account here.",
    description: 'What a feed is',
  },
  how: {
    id: 'feeds.page.how',
    defaultMessage:
      'To subscribe, copy the address of a link below (right-click or long-press it, then copy the link) and add it in your feed reader, for example Thunderbird, Feedly, Inoreader or NetNewsWire; Zotero can follow a feed too. RSS 2.0 and Atom 1.0 carry the same items: choose the format your reader supports.',
    description: 'How to use a feed in a reader',
  },
  languages: {
    id: 'feeds.page.languages',
    defaultMessage:
      "Every feed comes in Chinese and in English: titles and abstracts are in that language where the article has them, otherwise in its other language; links open the article's page in that language.",
    description: 'What the language of a feed means',
  },
  site: { id: 'feeds.page.site', defaultMessage: 'Feeds of this site', description: 'Heading of the site-wide feeds' },
  journals: {
    id: 'feeds.page.journals',
    defaultMessage: 'Journal feeds',
    description: 'Heading of the per-journal feeds',
  },
  noJournals: {
    id: 'feeds.page.noJournals',
    defaultMessage: 'This site shows no journal yet.',
    description: 'Shown when the site has no journal',
  },
});

/** Visible text of a feed link: its format and language, e.g. "RSS (English)". */
export const feedLinkMessage = defineMessage<{ format: string; language: string }>({
  id: 'feeds.page.link',
  defaultMessage: '{format} ({language})',
  description: 'Visible text of a feed link',
});

/** Accessible name of a feed link: the feed, then the visible text, e.g. "PLOS ONE - Current issue: RSS (English)". */
export const feedLinkLabelMessage = defineMessage<{ feed: string; link: string }>({
  id: 'feeds.page.linkLabel',
  defaultMessage: '{feed}: {link}',
  description: 'Accessible name of a feed link; {link} is its visible text',
});
