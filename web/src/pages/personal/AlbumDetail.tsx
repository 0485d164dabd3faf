/**
 * An opened personal album (/front/personalAlbum/res/search): its figures, tables, media and articles, which
 * may come from different articles, each linking to its place, and removable (res/delete).
 */
import { Box, chakra, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { AlbumDetail_MemberFragment } from '../../gql/graphql.js';
import { useFailure } from './errors.js';
import { am, pm } from './messages.js';
import { useRemoveFromAlbum } from './mutations.js';
import { PAGE_SIZE, personalHref, type PersonalState } from './nav.js';
import { Button, Pager, TargetLink, RouterLink } from './ui.js';

export const AlbumDetail_member = graphql(`
  fragment AlbumDetail_member on Member {
    album(id: $albumId) { id name enName description coverUrl }
    albumItems(albumId: $albumId, page: $page, size: $size) {
      total
      items { id createdAt target { ...TargetLink_target } }
    }
  }
`);

/** An opened album with a page of its items (AlbumDetail_member's `album` and `albumItems`). */
export type OpenedAlbum = NonNullable<AlbumDetail_MemberFragment['album']> & {
  items: NonNullable<AlbumDetail_MemberFragment['albumItems']>;
};

/** The album and its items from the fragment's data; null when the member has no album with that id. */
export function openedAlbum(member: Partial<AlbumDetail_MemberFragment>): OpenedAlbum | null {
  return member.album && member.albumItems ? { ...member.album, items: member.albumItems } : null;
}

/** The opened album, or 'This album does not exist.' for an id that is not the member's. */
export function AlbumDetail({
  album,
  state,
  siteId,
}: {
  album: OpenedAlbum | null;
  state: PersonalState;
  siteId: number;
}) {
  const intl = useIntl();
  const lang = useLang();
  const fail = useFailure();
  const [remove, { loading }] = useRemoveFromAlbum();
  const back = (
    <RouterLink
      display="inline-flex"
      alignItems="center"
      minH="44px"
      color="blue.700"
      mb="2"
      to={personalHref('album', lang)}
    >
      ← {intl.formatMessage(am.back)}
    </RouterLink>
  );
  if (!album) {
    return (
      <Box>
        {back}
        <Text py="6">{intl.formatMessage(am.noAlbum)}</Text>
      </Box>
    );
  }

  async function drop(itemId: number, title: string) {
    if (!album || !window.confirm(intl.formatMessage(am.confirmRemove, { title }))) return;
    try {
      await remove({ variables: { albumId: album.id, itemIds: [itemId] } });
      showToast(intl.formatMessage(pm.deleted), 'success');
    } catch (e) {
      fail(e);
    }
  }

  const title = lang === 'en' && album.enName ? album.enName : album.name;
  return (
    <Box data-testid="album-detail">
      {back}
      <Flex gap="4" align="flex-start" wrap="wrap" mb="4">
        {album.coverUrl && (
          <Image
            src={album.coverUrl}
            alt={intl.formatMessage(am.coverOf, { name: title })}
            w="160px"
            h="120px"
            objectFit="cover"
            borderRadius="md"
          />
        )}
        <Box minW="0" flex="1">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {title}
          </Heading>
          {album.description && <Text mt="1">{album.description}</Text>}
          <Text fontSize="sm" color="gray.600">
            {intl.formatMessage(am.items, { count: album.items.total })}
          </Text>
        </Box>
      </Flex>
      {album.items.items.length === 0 ? (
        <Text py="6">{intl.formatMessage(pm.empty)}</Text>
      ) : (
        <chakra.ul listStyleType="none" p="0" m="0">
          {album.items.items.map((item) => (
            <Flex
              as="li"
              key={item.id}
              gap="3"
              py="3"
              borderBottom="1px solid"
              borderColor="gray.200"
              align="flex-start"
              data-testid="album-item"
            >
              {item.target.thumbnailUrl && (
                <Image src={item.target.thumbnailUrl} alt="" w="72px" h="54px" objectFit="cover" flexShrink="0" />
              )}
              <Box flex="1" minW="0">
                <TargetLink target={item.target} siteId={siteId} lang={lang} />
              </Box>
              <Button
                type="button"
                tone="danger"
                disabled={loading}
                aria-label={intl.formatMessage(pm.removeNamed, { title: item.target.title })}
                onClick={() => drop(item.id, item.target.title)}
              >
                {intl.formatMessage(pm.remove)}
              </Button>
            </Flex>
          ))}
        </chakra.ul>
      )}
      <Pager
        page={state.page}
        total={album.items.total}
        size={PAGE_SIZE}
        href={(p) => personalHref('album', lang, { open: album.id, page: p })}
      />
    </Box>
  );
}
