/**
 * The editorial board (menu code editorial, /newEditorial/{siteId}/{menuId}/{editorialId}/{lang};
 * docs/product/content.md#editorial-board): the member list, 10 a page, each linking to the same route with its id, and the selected member in full
 * (photo or placeholder, position, affiliation, biography). Empty fields are left out.
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { BoardView_BoardFragment, ExpertDetail_ExpertFragment } from '../../gql/graphql.js';
import { editorialMessages as m } from './messages.js';
import { Pager } from './Pager.js';

export const ExpertDetail_expert = graphql(`
  fragment ExpertDetail_expert on Expert {
    id
    name
    title
    affiliation
    bio
    photoUrl
  }
`);

export const BoardView_board = graphql(`
  fragment BoardView_board on EditorialBoard {
    menu { id name }
    experts(page: $page) { total page size items { id name title } }
    expert(id: $expertId, page: $page) { ...ExpertDetail_expert }
  }
`);

/** `/newEditorial/{siteId}/{menuId}/{expertId}/{lang}`, with `?page=` (from 1) when not the first page. */
export function boardHref(siteId: number, menuId: number, expertId: number, lang: Lang, page = 1): string {
  return `/newEditorial/${siteId}/${menuId}/${expertId}/${lang}${page > 1 ? `?page=${page}` : ''}`;
}

/** A grey silhouette in place of a missing photo. */
function PhotoPlaceholder({ label, size }: { label?: string; size: string }) {
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="full"
      bg="gray.100"
      color="gray.400"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" aria-hidden="true">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5Z" />
      </svg>
    </Box>
  );
}

/** A label and its value on one line of a description list. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="3">
      <Text as="dt" color="gray.600" minW="4em">
        {label}
      </Text>
      <Text as="dd" m="0">
        {value}
      </Text>
    </Flex>
  );
}

/** The selected member in full. */
export function ExpertDetail({ expert }: { expert: ExpertDetail_ExpertFragment }) {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="expert-name" data-testid="expert-detail" data-expert-id={expert.id}>
      <Flex gap="5" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        {expert.photoUrl ? (
          <img src={expert.photoUrl} alt={expert.name} width={140} height={175} style={{ objectFit: 'cover' }} />
        ) : (
          <PhotoPlaceholder label={intl.formatMessage(m.photoMissing)} size="120px" />
        )}
        <Box>
          <Heading as="h2" id="expert-name" size="xl" mb="2">
            {expert.name}
          </Heading>
          <Box as="dl" m="0">
            {expert.title && <Field label={intl.formatMessage(m.position)} value={expert.title} />}
            {expert.affiliation && <Field label={intl.formatMessage(m.affiliation)} value={expert.affiliation} />}
          </Box>
        </Box>
      </Flex>
      {expert.bio.length > 0 && (
        <Box mt="5">
          <Heading as="h3" size="md" mb="2">
            {intl.formatMessage(m.biography)}
          </Heading>
          {expert.bio.map((para) => (
            <Text key={para} mb="3" lineHeight="1.8">
              {para}
            </Text>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The member list (one page) with its pager. */
function MemberList({
  board,
  siteId,
  lang,
  page,
}: {
  board: BoardView_BoardFragment;
  siteId: number;
  lang: Lang;
  page: number;
}) {
  const intl = useIntl();
  const { experts, expert, menu } = board;
  return (
    <Box as="nav" aria-labelledby="board-list" data-testid="board-list">
      <Heading as="h2" id="board-list" size="md" mb="1">
        {intl.formatMessage(m.boardList)}
      </Heading>
      <Text color="gray.600" fontSize="sm" mb="3">
        {intl.formatMessage(m.boardCount, { count: experts.total })}
      </Text>
      {experts.items.length === 0 && <Text>{intl.formatMessage(m.pageEmpty)}</Text>}
      <Box as="ul" listStyleType="none" m="0" p="0">
        {experts.items.map((e) => {
          const current = e.id === expert?.id;
          return (
            <Box as="li" key={e.id} borderBottom="1px solid" borderColor="gray.100">
              <Link to={boardHref(siteId, menu.id, e.id, lang, page)} aria-current={current ? 'true' : undefined}>
                <Flex
                  gap="3"
                  align="center"
                  py="2"
                  px="2"
                  bg={current ? 'var(--theme-background)' : undefined}
                  borderLeft="3px solid"
                  borderColor={current ? 'var(--theme-primary)' : 'transparent'}
                >
                  <PhotoPlaceholder size="36px" />
                  <Box>
                    <Text fontWeight={current ? 'bold' : 'medium'}>{e.name}</Text>
                    {e.title && (
                      <Text fontSize="sm" color="gray.600">
                        {e.title}
                      </Text>
                    )}
                  </Box>
                </Flex>
              </Link>
            </Box>
          );
        })}
      </Box>
      <Pager
        page={page}
        total={experts.total}
        size={experts.size}
        href={(p) => boardHref(siteId, menu.id, 0, lang, p)}
      />
    </Box>
  );
}

/** The board page body: heading, member list and the selected member. */
export function BoardView({
  board,
  siteId,
  lang,
  page,
}: {
  board: BoardView_BoardFragment;
  siteId: number;
  lang: Lang;
  page: number;
}) {
  const intl = useIntl();
  return (
    <Box maxW="1100px" mx="auto" data-testid="editorial-board">
      <Heading as="h1" size="2xl" mb="5" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
        {board.menu.name}
      </Heading>
      {board.experts.total === 0 ? (
        <Text color="gray.600">{intl.formatMessage(m.boardEmpty)}</Text>
      ) : (
        <Flex gap="8" direction={{ base: 'column-reverse', md: 'row' }} align="flex-start">
          <Box w={{ base: '100%', md: '320px' }} flexShrink={0}>
            <MemberList board={board} siteId={siteId} lang={lang} page={page} />
          </Box>
          <Box flex="1" minW="0">
            {board.expert && <ExpertDetail expert={board.expert} />}
          </Box>
        </Flex>
      )}
    </Box>
  );
}
