/**
 * Texts of the album pages (/newAlbumList, /newItemPage, /newAlbumDetail, /virtualProjectDetail and the
 * album tabs: docs/product/content.md#albums). Catalogue: web/src/i18n/{zh,en}/albums.json, which travels with the album page's chunk.
 */
import { defineMessage } from 'react-intl';

type Num = { count: number };
type Title = { title: string };

export const albumMessages = {
  heading: defineMessage({
    id: 'albums.heading',
    defaultMessage: 'Albums',
    description: 'heading of an album list whose menu item has no name',
  }),
  empty: defineMessage({
    id: 'albums.empty',
    defaultMessage: 'No albums have been published here yet.',
    description: 'album list without albums',
  }),
  itemCount: defineMessage<Num>({
    id: 'albums.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'number of items of an album',
  }),
  noCover: defineMessage({
    id: 'albums.noCover',
    defaultMessage: 'Album',
    description: 'placeholder of an album without a cover',
  }),
  open: defineMessage({ id: 'albums.open', defaultMessage: 'Open the album', description: 'link to an album' }),
  listLabel: defineMessage({
    id: 'albums.listLabel',
    defaultMessage: 'Albums of this site',
    description: 'accessible name of the album list',
  }),
  tabsLabel: defineMessage({
    id: 'albums.tabsLabel',
    defaultMessage: 'Album contents',
    description: 'accessible name of the album tabs',
  }),
  emptyAlbum: defineMessage({
    id: 'albums.emptyAlbum',
    defaultMessage: 'This album holds no items yet.',
    description: 'album page without items',
  }),
  tabArticle: defineMessage({ id: 'albums.tab.article', defaultMessage: 'Articles', description: 'album tab' }),
  tabJournal: defineMessage({ id: 'albums.tab.journal', defaultMessage: 'Journals', description: 'album tab' }),
  tabAudio: defineMessage({ id: 'albums.tab.audio', defaultMessage: 'Audio', description: 'album tab' }),
  tabVideo: defineMessage({ id: 'albums.tab.video', defaultMessage: 'Video', description: 'album tab' }),
  tabCount: defineMessage<{ tab: string; count: number }>({
    id: 'albums.tabCount',
    defaultMessage: '{tab} ({count, number})',
    description: 'a tab with its number of items',
  }),
  inJournal: defineMessage<Title>({
    id: 'albums.inJournal',
    defaultMessage: 'Journal: {title}',
    description: 'the journal of an article in an album',
  }),
  inArticle: defineMessage<Title>({
    id: 'albums.inArticle',
    defaultMessage: 'From the article: {title}',
    description: 'the article of a video or audio in an album',
  }),
  gone: defineMessage({
    id: 'albums.gone',
    defaultMessage: 'This item is no longer available.',
    description: 'an album item whose record was deleted',
  }),
  pager: defineMessage({ id: 'albums.pager', defaultMessage: 'Pages', description: 'accessible name of the pager' }),
  prev: defineMessage({ id: 'albums.prev', defaultMessage: 'Previous page', description: 'pager link' }),
  next: defineMessage({ id: 'albums.next', defaultMessage: 'Next page', description: 'pager link' }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'albums.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description: 'pager position',
  }),
};
