/**
 * Tab 'album' (/front/personalAlbum/, docs/product/members.md#personal-albums): the member's albums with a keyword search, create and edit
 * (AlbumForm.tsx), delete after a confirmation ('Delete succeeded'), and an opened album's items
 * (AlbumDetail.tsx, `?open={id}`).
 */
import { useState } from 'react';
import { Box, chakra, Flex, Grid, Heading, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLang } from '../../app/lang.js';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { AlbumDetail_MemberFragment, AlbumTab_MemberFragment } from '../../gql/graphql.js';
import { AlbumDetail, openedAlbum } from './AlbumDetail.js';
import { type AlbumDraft, AlbumForm } from './AlbumForm.js';
import { useFailure } from './errors.js';
import { am, pm } from './messages.js';
import { useDeleteAlbum } from './mutations.js';
import { PAGE_SIZE, personalHref, type PersonalState } from './nav.js';
import { Button, inputCss, Pager, RouterLink } from './ui.js';

export const AlbumTab_member = graphql(`
  fragment AlbumTab_member on Member {
    albums(keyword: $keyword, page: $page, size: $size) {
      total
      items { id name enName description coverUrl itemCount updatedAt }
    }
  }
`);

function Search({ q }: { q: string }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <chakra.form
      role="search"
      action={personalHref('album', lang)}
      method="get"
      display="flex"
      gap="2"
      maxW="520px"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get('q');
        navigate(personalHref('album', lang, { q: typeof value === 'string' ? value.trim() : '' }));
      }}
    >
      <chakra.input
        {...inputCss}
        name="q"
        type="search"
        defaultValue={q}
        aria-label={intl.formatMessage(am.search)}
        placeholder={intl.formatMessage(am.search)}
      />
      <Button type="submit">{intl.formatMessage(am.searchButton)}</Button>
    </chakra.form>
  );
}

/** The albums tab; with `state.open` the opened album instead of the list. */
export function AlbumTab({
  member,
  state,
  siteId,
}: {
  member: Partial<AlbumTab_MemberFragment & AlbumDetail_MemberFragment>;
  state: PersonalState;
  siteId: number;
}) {
  if (state.open !== null) return <AlbumDetail album={openedAlbum(member)} state={state} siteId={siteId} />;
  return member.albums ? <AlbumList albums={member.albums} state={state} /> : null;
}

function AlbumList({ albums, state }: { albums: AlbumTab_MemberFragment['albums']; state: PersonalState }) {
  const intl = useIntl();
  const lang = useLang();
  const fail = useFailure();
  const [editing, setEditing] = useState<AlbumDraft | 'new' | null>(null);
  const [remove, { loading }] = useDeleteAlbum();

  async function del(id: number, name: string) {
    if (!window.confirm(intl.formatMessage(am.confirmDelete, { name }))) return;
    try {
      await remove({ variables: { id } });
      showToast(intl.formatMessage(pm.deleted), 'success');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Box data-testid="albums">
      <Flex gap="3" wrap="wrap" justify="space-between" align="flex-start" mb="4">
        <Search q={state.q} />
        {editing === null && (
          <Button type="button" tone="primary" onClick={() => setEditing('new')}>
            {intl.formatMessage(am.create)}
          </Button>
        )}
      </Flex>
      {editing !== null && <AlbumForm album={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <Text fontSize="sm" color="gray.600" mb="2">
        {intl.formatMessage(pm.total, { count: albums.total })}
      </Text>
      {albums.items.length === 0 ? (
        <Text py="8">{intl.formatMessage(pm.empty)}</Text>
      ) : (
        <Grid
          as="ul"
          listStyleType="none"
          p="0"
          m="0"
          gap="4"
          templateColumns="repeat(auto-fill, minmax(min(100%, 260px), 1fr))"
        >
          {albums.items.map((a) => {
            const title = lang === 'en' && a.enName ? a.enName : a.name;
            return (
              <Box
                as="li"
                key={a.id}
                border="1px solid"
                borderColor="gray.200"
                borderRadius="md"
                overflow="hidden"
                data-testid="album"
              >
                <Box h="140px" bg="var(--theme-background)">
                  {a.coverUrl && (
                    <Image
                      src={a.coverUrl}
                      alt={intl.formatMessage(am.coverOf, { name: title })}
                      w="100%"
                      h="100%"
                      objectFit="cover"
                    />
                  )}
                </Box>
                <Box p="3">
                  <Heading as="h3" size="sm" overflowWrap="anywhere">
                    <RouterLink
                      color="blue.800"
                      display="inline-block"
                      py="2"
                      to={personalHref('album', lang, { open: a.id })}
                    >
                      {title}
                    </RouterLink>
                  </Heading>
                  {lang === 'zh' && a.enName && (
                    <Text fontSize="sm" color="gray.600" lang="en">
                      {a.enName}
                    </Text>
                  )}
                  {a.description && (
                    <Text fontSize="sm" lineClamp={2}>
                      {a.description}
                    </Text>
                  )}
                  <Text fontSize="xs" color="gray.500">
                    {intl.formatMessage(am.items, { count: a.itemCount })}
                  </Text>
                  <Flex gap="2" mt="2" wrap="wrap">
                    <Button
                      type="button"
                      aria-label={intl.formatMessage(am.editNamed, { name: title })}
                      onClick={() => setEditing(a)}
                    >
                      {intl.formatMessage(am.edit)}
                    </Button>
                    <Button
                      type="button"
                      tone="danger"
                      disabled={loading}
                      aria-label={intl.formatMessage(am.deleteNamed, { name: title })}
                      onClick={() => del(a.id, title)}
                    >
                      {intl.formatMessage(am.delete)}
                    </Button>
                  </Flex>
                </Box>
              </Box>
            );
          })}
        </Grid>
      )}
      <Pager
        page={state.page}
        total={albums.total}
        size={PAGE_SIZE}
        href={(p) => personalHref('album', lang, { q: state.q, page: p })}
      />
    </Box>
  );
}
