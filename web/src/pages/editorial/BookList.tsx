/**
 * A site's books (ISBN, edition, publisher, catalogue; docs/product/content.md#books): title, authors, ISBN, edition,
 * publisher, year and the table of contents, empty fields left out; with the book cloud on (the book config's
 * BOOK_CLOUD_CHECK 'true') each book has a button that opens it there in a new tab (book jump; failure: an error toast
 * with the server's message).
 */
import { Box, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { BookItem_BookFragment, BookList_ShelfFragment } from '../../gql/graphql.js';
import { editorialMessages as m } from './messages.js';
import { Pager } from './Pager.js';

export const BookItem_book = graphql(`
  fragment BookItem_book on Book {
    id
    title
    authors
    isbn
    edition
    publisher
    year
    catalogue
    coverUrl
  }
`);

export const BookList_shelf = graphql(`
  fragment BookList_shelf on BookShelf {
    siteId
    menu { id name }
    bookCloud
    books(page: $page) { total page size items { ...BookItem_book } }
  }
`);

const BookCloudJump = graphql(`
  mutation BookCloudJump($siteId: Int!, $bookId: Int!) {
    bookCloudJump(siteId: $siteId, bookId: $bookId)
  }
`);

/** The 'read in the book cloud' button: opens a tab at once (no popup blocker), then sends it to the jump URL. */
function ReadButton({ siteId, book }: { siteId: number; book: BookItem_BookFragment }) {
  const intl = useIntl();
  const [jump] = useMutation(BookCloudJump);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { data } = await jump({ variables: { siteId, bookId: book.id } });
      if (!data?.bookCloudJump) throw new Error(intl.formatMessage(m.jumpFailed));
      if (tab) {
        tab.opener = null;
        tab.location.href = data.bookCloudJump;
      } else window.open(data.bookCloudJump, '_blank', 'noopener');
    } catch (e) {
      tab?.close();
      showToast((e as Error).message || intl.formatMessage(m.jumpFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.button
      type="button"
      onClick={open}
      disabled={busy}
      aria-describedby={`book-${book.id}-title`}
      mt="3"
      px="4"
      minH="40px"
      borderRadius="md"
      bg="var(--theme-primary)"
      color="white"
      cursor="pointer"
      _hover={{ bg: 'var(--theme-hover)' }}
      _disabled={{ opacity: 0.6, cursor: 'progress' }}
      data-testid="book-cloud-read"
    >
      {intl.formatMessage(busy ? m.reading : m.read)}
      <chakra.span srOnly> {intl.formatMessage(m.newTab)}</chakra.span>
    </chakra.button>
  );
}

/** One label and value, left out by the caller when the value is empty. */
function Row({ label, children }: { label: string; children: string }) {
  return (
    <Flex as="div" gap="2" fontSize="sm">
      <Text as="dt" color="gray.600" minW="5em">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Flex>
  );
}

/** One book. */
export function BookItem({
  book,
  siteId,
  bookCloud,
}: {
  book: BookItem_BookFragment;
  siteId: number;
  bookCloud: boolean;
}) {
  const intl = useIntl();
  const year =
    book.year === null || book.year === undefined
      ? null
      : intl.formatDate(Date.UTC(book.year, 6, 1), { year: 'numeric', timeZone: 'UTC' });
  return (
    <Box as="li" py="5" borderBottom="1px solid" borderColor="gray.200" data-testid="book" data-book-id={book.id}>
      <Flex gap="5" align="flex-start">
        {book.coverUrl && <img src={book.coverUrl} alt="" width={96} height={128} style={{ objectFit: 'cover' }} />}
        <Box flex="1" minW="0">
          <Heading as="h2" size="md" mb="2" id={`book-${book.id}-title`}>
            {book.title}
          </Heading>
          <Box as="dl" m="0">
            {book.authors && <Row label={intl.formatMessage(m.authors)}>{book.authors}</Row>}
            {book.isbn && <Row label={intl.formatMessage(m.isbn)}>{book.isbn}</Row>}
            {book.edition && <Row label={intl.formatMessage(m.edition)}>{book.edition}</Row>}
            {book.publisher && <Row label={intl.formatMessage(m.publisher)}>{book.publisher}</Row>}
            {year && <Row label={intl.formatMessage(m.year)}>{year}</Row>}
          </Box>
          {book.catalogue.length > 0 && (
            <Box as="details" mt="2" fontSize="sm">
              <chakra.summary cursor="pointer" color="var(--theme-primary)">
                {intl.formatMessage(m.catalogue, { count: book.catalogue.length })}
              </chakra.summary>
              <Box as="ol" pl="5" mt="1" listStyleType="none">
                {book.catalogue.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Box>
          )}
          {bookCloud && <ReadButton siteId={siteId} book={book} />}
        </Box>
      </Flex>
    </Box>
  );
}

/** The books page body: heading, count, books and pager. `href(p)` is the URL of page `p` (from 1). */
export function BookList({
  shelf,
  page,
  href,
}: {
  shelf: BookList_ShelfFragment;
  page: number;
  href: (page: number) => string;
}) {
  const intl = useIntl();
  const { books } = shelf;
  return (
    <Box maxW="900px" mx="auto" data-testid="book-shelf">
      <Heading as="h1" size="2xl" mb="2" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
        {shelf.menu.name}
      </Heading>
      {books.total === 0 ? (
        <Text color="gray.600">{intl.formatMessage(m.booksEmpty)}</Text>
      ) : (
        <>
          <Text color="gray.600" fontSize="sm">
            {intl.formatMessage(m.booksCount, { count: books.total })}
          </Text>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {books.items.map((b) => (
              <BookItem key={b.id} book={b} siteId={shelf.siteId} bookCloud={shelf.bookCloud} />
            ))}
          </Box>
          <Pager page={page} total={books.total} size={books.size} href={href} />
        </>
      )}
    </Box>
  );
}
