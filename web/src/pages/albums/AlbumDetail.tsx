/**
 * One album's page (/newAlbumDetail/{siteId}/{virtualId}/{lang} and /virtualProjectDetail?virtualId=
 * &type=; the album tabs of docs/product/content.md#albums): cover, name in the page language, description and count, then the tabs that hold items
 * (article, journal, audio, video) with the open tab's items, paged; an album without items shows an empty state.
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { SiteAlbumDetail_AlbumFragment, SiteAlbumTab_PageFragment } from '../../gql/graphql.js';
import { AlbumCover } from './AlbumCover.js';
import { AlbumItems } from './AlbumItems.js';
import { TabNav } from './AlbumTabs.js';
import { albumMessages as m } from './messages.js';
import { AlbumPager } from './Pager.js';

export const SiteAlbumDetail_album = graphql(`
  fragment SiteAlbumDetail_album on Album {
    id
    name
    description
    coverUrl
    itemCount
    tabs { tab count }
  }
`);

export const SiteAlbumTab_page = graphql(`
  fragment SiteAlbumTab_page on AlbumTabPage {
    tab
    total
    page
    size
    items { ...SiteAlbumItemRow_item }
  }
`);

/** The album's header, its tabs and the open tab's page of items. */
export function AlbumDetail({
  album,
  items,
  siteId,
}: {
  album: SiteAlbumDetail_AlbumFragment;
  items: SiteAlbumTab_PageFragment;
  siteId: number;
}) {
  const intl = useIntl();
  return (
    <Box as="article" data-testid="album" data-album-id={album.id}>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} mb="6">
        <Box w={{ base: '100%', md: '280px' }} maxW="360px" flexShrink={0}>
          <AlbumCover url={album.coverUrl} />
        </Box>
        <Box minW="0">
          <Heading as="h1" size="2xl" mb="2">
            {album.name}
          </Heading>
          {album.description && <Text color="gray.700">{album.description}</Text>}
          <Text fontSize="sm" color="gray.600" mt="2">
            {intl.formatMessage(m.itemCount, { count: album.itemCount })}
          </Text>
        </Box>
      </Flex>
      {items.tab === null ? (
        <Text color="gray.600" data-testid="album-empty">
          {intl.formatMessage(m.emptyAlbum)}
        </Text>
      ) : (
        <>
          <TabNav tabs={album.tabs} current={items.tab} />
          <AlbumItems items={items.items} siteId={siteId} />
          <AlbumPager page={items.page} total={items.total} size={items.size} />
        </>
      )}
    </Box>
  );
}
