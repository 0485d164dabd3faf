/**
 * Texts of the editorial board and books pages, in web/src/i18n/{zh,en}/editorial.json, which travel with
 * the page's chunk (EditorialIntl.tsx), not the entry.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const editorialMessages = defineMessages({
  boardList: {
    id: 'editorial.board.list',
    defaultMessage: 'Board members',
    description: 'Heading of the list of editorial board members',
  },
  boardCount: defineMessage<{ count: number }>({
    id: 'editorial.board.count',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
    description: 'Number of board members',
  }),
  boardEmpty: {
    id: 'editorial.board.empty',
    defaultMessage: 'No board members have been published here yet.',
    description: 'Shown when the board has no members',
  },
  pageEmpty: {
    id: 'editorial.board.pageEmpty',
    defaultMessage: 'This page of the board is empty.',
    description: 'Shown for a page number beyond the last page',
  },
  position: { id: 'editorial.expert.position', defaultMessage: 'Position', description: 'Label: role on the board' },
  affiliation: { id: 'editorial.expert.affiliation', defaultMessage: 'Affiliation', description: 'Label' },
  biography: { id: 'editorial.expert.biography', defaultMessage: 'Biography', description: 'Heading of the bio' },
  photoMissing: {
    id: 'editorial.expert.noPhoto',
    defaultMessage: 'No photo',
    description: 'Accessible name of the placeholder shown instead of a photo',
  },
  pager: { id: 'editorial.pager', defaultMessage: 'Pages', description: 'Accessible name of the paging links' },
  prev: { id: 'editorial.pager.prev', defaultMessage: 'Previous', description: 'Link to the previous page' },
  next: { id: 'editorial.pager.next', defaultMessage: 'Next', description: 'Link to the next page' },
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'editorial.pager.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Current page and page count',
  }),
  booksCount: defineMessage<{ count: number }>({
    id: 'editorial.books.count',
    defaultMessage: '{count, plural, one {# book} other {# books}}',
    description: 'Number of books',
  }),
  booksEmpty: {
    id: 'editorial.books.empty',
    defaultMessage: 'No books have been published here yet.',
    description: 'Shown when the site has no books',
  },
  authors: { id: 'editorial.book.authors', defaultMessage: 'Authors', description: 'Label' },
  isbn: { id: 'editorial.book.isbn', defaultMessage: 'ISBN', description: 'Label' },
  edition: { id: 'editorial.book.edition', defaultMessage: 'Edition', description: 'Label' },
  publisher: { id: 'editorial.book.publisher', defaultMessage: 'Publisher', description: 'Label' },
  year: { id: 'editorial.book.year', defaultMessage: 'Year', description: 'Label: year of publication' },
  catalogue: defineMessage<{ count: number }>({
    id: 'editorial.book.catalogue',
    defaultMessage: 'Contents ({count})',
    description: 'Toggle of the table of contents, with the number of entries',
  }),
  read: {
    id: 'editorial.book.read',
    defaultMessage: 'Read in the book cloud',
    description: 'Button: opens the book in the book cloud in a new tab (the book jump, docs/product/content.md#books)',
  },
  reading: {
    id: 'editorial.book.reading',
    defaultMessage: 'Opening…',
    description: 'The read button while the link is being prepared',
  },
  newTab: {
    id: 'editorial.book.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Hint for screen readers',
  },
  jumpFailed: {
    id: 'editorial.book.jumpFailed',
    defaultMessage: 'The book cloud could not be opened.',
    description: 'Error toast when the server gave no message',
  },
});
