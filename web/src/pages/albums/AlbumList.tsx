/**
 * A site's albums (docs/product/content.md#albums): as cards with cover, name in the page language and item count (/newAlbumList,
 * menu codes virtualAlbum and newAlbum), or as rows with their tabs and description (/newItemPage, the item/project
 * page of menu codes newItem and item). Each album links to its page (/newAlbumDetail).
 */
import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SiteAlbumCard_AlbumFragment, SiteAlbumList_PageFragment } from '../../gql/graphql.js';
import { AlbumCover } from './AlbumCover.js';
import { TabCounts } from './AlbumTabs.js';
import { albumMessages as m } from './messages.js';
import { AlbumPager, RouterLink } from './Pager.js';
import { albumHref } from './params.js';

export const SiteAlbumCard_album = graphql(`
  fragment SiteAlbumCard_album on Album {
    id
    name
    description
    coverUrl
    itemCount
    tabs { tab count }
  }
`);

export const SiteAlbumList_page = graphql(`
  fragment SiteAlbumList_page on AlbumPage {
    total
    page
    size
    items { ...SiteAlbumCard_album }
  }
`);

/** One album as a card: cover, name and item count, the whole card a link to the album. */
function AlbumCard({ album, siteId }: { album: SiteAlbumCard_AlbumFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="li" listStyleType="none" data-testid="album-card">
      <Link to={albumHref(siteId, album.id, lang)}>
        <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" overflow="hidden" bg="white" h="100%">
          <AlbumCover url={album.coverUrl} />
          <Box p="3">
            <Text fontWeight="semibold" lineClamp={3} color="gray.900">
              {album.name}
            </Text>
            <Text fontSize="sm" color="gray.600" mt="1">
              {intl.formatMessage(m.itemCount, { count: album.itemCount })}
            </Text>
          </Box>
        </Box>
      </Link>
    </Box>
  );
}

/** One album as a row: cover, name, description and its tabs with their counts, and a link to open it. */
function AlbumRow({ album, siteId }: { album: SiteAlbumCard_AlbumFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const href = albumHref(siteId, album.id, lang);
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap="4"
      py="4"
      borderBottom="1px solid"
      borderColor="gray.200"
      data-testid="album-row"
    >
      <Box w={{ base: '96px', md: '160px' }} flexShrink={0}>
        <Link to={href} aria-hidden="true" tabIndex={-1}>
          <AlbumCover url={album.coverUrl} />
        </Link>
      </Box>
      <Box minW="0">
        <Heading as="h2" size="md">
          <Link to={href}>{album.name}</Link>
        </Heading>
        {album.description && (
          <Text fontSize="sm" color="gray.700" mt="1">
            {album.description}
          </Text>
        )}
        <TabCounts tabs={album.tabs} />
        <RouterLink to={href} fontSize="sm" color="blue.700" display="inline-flex" minH="44px" alignItems="center">
          {intl.formatMessage(m.open)}
        </RouterLink>
      </Box>
    </Flex>
  );
}

/** The albums of a page as cards or rows, the empty state when there are none, and the pager. */
export function AlbumList({
  page,
  siteId,
  layout,
}: {
  page: SiteAlbumList_PageFragment;
  siteId: number;
  layout: 'cards' | 'rows';
}) {
  const intl = useIntl();
  if (!page.items.length)
    return (
      <Text color="gray.600" data-testid="albums-empty">
        {intl.formatMessage(m.empty)}
      </Text>
    );
  return (
    <>
      {layout === 'cards' ? (
        <Grid
          as="ul"
          aria-label={intl.formatMessage(m.listLabel)}
          templateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          }}
          gap="4"
        >
          {page.items.map((a) => (
            <AlbumCard key={a.id} album={a} siteId={siteId} />
          ))}
        </Grid>
      ) : (
        <Box as="ul" aria-label={intl.formatMessage(m.listLabel)}>
          {page.items.map((a) => (
            <AlbumRow key={a.id} album={a} siteId={siteId} />
          ))}
        </Box>
      )}
      <AlbumPager page={page.page} total={page.total} size={page.size} />
    </>
  );
}
