/**
 * Tab 'collect' (docs/product/members.md#favourites): the member's favourites, newest first, paged and filtered by type; each entry links to its
 * page and can be removed ('cancellation successful'). Articles of the page can be ticked, one by one or all
 * at once, and added to the citation basket ('basket on the member's favourites'; components/basket).
 */
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { ListBarSlot, PickSlot } from '../../components/basket/ListSlots.js';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { CollectTab_MemberFragment } from '../../gql/graphql.js';
import { useFailure } from './errors.js';
import { lm, pm } from './messages.js';
import { useUncollect } from './mutations.js';
import { FAVOURITE_TYPES, PAGE_SIZE, personalHref, type PersonalState } from './nav.js';
import { Button, Pager, TargetLink, useDate, RouterLink } from './ui.js';

export const CollectTab_member = graphql(`
  fragment CollectTab_member on Member {
    favourites(type: $type, page: $page, size: $size) {
      total
      items { id createdAt target { ...TargetLink_target } }
    }
  }
`);

/** The basket selection's name for the favourites list (components/basket/selection.ts). */
export const FAVOURITES_LIST = 'favourites';

function TypeFilter({ state }: { state: PersonalState }) {
  const intl = useIntl();
  const lang = useLang();
  const options = [null, ...FAVOURITE_TYPES];
  return (
    <Flex as="nav" aria-label={intl.formatMessage(lm.filter)} gap="1" wrap="wrap" mb="4" data-testid="favourite-types">
      {options.map((t) => (
        <RouterLink
          key={t ?? 'all'}
          display="inline-flex"
          alignItems="center"
          minH="44px"
          px="3"
          borderRadius="full"
          border="1px solid"
          borderColor={state.type === t ? 'var(--theme-primary)' : 'gray.300'}
          bg={state.type === t ? 'var(--theme-background)' : 'white'}
          fontSize="sm"
          to={personalHref('collect', lang, { type: t })}
          aria-current={state.type === t ? 'page' : undefined}
        >
          {intl.formatMessage(t ? lm[t] : lm.allTypes)}
        </RouterLink>
      ))}
    </Flex>
  );
}

/** The favourites tab. */
export function CollectTab({
  member,
  state,
  siteId,
}: {
  member: CollectTab_MemberFragment;
  state: PersonalState;
  siteId: number;
}) {
  const intl = useIntl();
  const lang = useLang();
  const date = useDate();
  const [uncollect, { loading }] = useUncollect();
  const fail = useFailure();
  const { items, total } = member.favourites;
  const articles = items
    .filter((f) => f.target.resourceType === 'ARTICLE' && f.target.exists)
    .map((f) => ({ id: f.target.resourceId, title: f.target.title }));

  async function remove(
    resourceType: (typeof items)[number]['target']['resourceType'],
    resourceId: number,
    title: string,
  ) {
    if (!window.confirm(intl.formatMessage(lm.confirmUncollect, { title }))) return;
    try {
      await uncollect({ variables: { resource: { resourceType, resourceId } } });
      showToast(intl.formatMessage(pm.cancelled), 'success');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Box data-testid="favourites">
      <TypeFilter state={state} />
      <Text fontSize="sm" color="gray.600" mb="2">
        {intl.formatMessage(pm.total, { count: total })}
      </Text>
      {articles.length > 0 && <ListBarSlot list={FAVOURITES_LIST} articles={articles} siteId={siteId} />}
      {items.length === 0 ? (
        <Text py="8">{intl.formatMessage(pm.empty)}</Text>
      ) : (
        <chakra.ul listStyleType="none" p="0" m="0">
          {items.map((f) => (
            <Flex
              as="li"
              key={f.id}
              gap="2"
              py="3"
              borderBottom="1px solid"
              borderColor="gray.200"
              align="flex-start"
              data-testid="favourite"
            >
              {f.target.resourceType === 'ARTICLE' && f.target.exists ? (
                <PickSlot list={FAVOURITES_LIST} article={{ id: f.target.resourceId, title: f.target.title }} />
              ) : (
                <Box w="44px" flexShrink="0" />
              )}
              <Box flex="1" minW="0">
                <TargetLink target={f.target} siteId={siteId} lang={lang} />
                <Text fontSize="xs" color="gray.500">
                  {intl.formatMessage(lm.addedOn, { date: date(f.createdAt) })}
                </Text>
              </Box>
              <Button
                type="button"
                tone="danger"
                disabled={loading}
                aria-label={intl.formatMessage(pm.removeNamed, { title: f.target.title })}
                onClick={() => remove(f.target.resourceType, f.target.resourceId, f.target.title)}
              >
                {intl.formatMessage(pm.remove)}
              </Button>
            </Flex>
          ))}
        </chakra.ul>
      )}
      <Pager
        page={state.page}
        total={total}
        size={PAGE_SIZE}
        href={(p) => personalHref('collect', lang, { type: state.type, page: p })}
      />
    </Box>
  );
}
