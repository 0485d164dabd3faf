/**
 * The items of one album tab (docs/product/content.md#albums): each an article, journal, audio or video of the portal with its
 * title linked to its page (article page, the media's place in its article, the journal's own site), and the journal
 * or article it belongs to. An item whose record is gone says so, without a link.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { useLang } from '../../app/lang.js';
import { siteHomeHref } from '../../components/content/hrefs.js';
import { graphql } from '../../gql/index.js';
import type { SiteAlbumItemRow_ItemFragment } from '../../gql/graphql.js';
import { articleHref, resourceHref } from '../../components/content/hrefs.js';
import { doiMessage } from '../../components/content/publicationMessages.js';
import { TAB_NAMES } from './AlbumTabs.js';
import { albumMessages as m } from './messages.js';

export const SiteAlbumItemRow_item = graphql(`
  fragment SiteAlbumItemRow_item on SiteAlbumItem {
    tab
    target { resourceId exists title articleTitle publicationTitle linkId label thumbnailUrl doi }
    journal { id siteSld }
  }
`);

/** Where an item opens (docs/product/sites-and-frame.md#content-routes); null when it has no page (a gone record, a journal without a site). */
export function itemHref(item: SiteAlbumItemRow_ItemFragment, siteId: number, lang: Lang): string | null {
  const t = item.target;
  if (!t.exists) return null;
  switch (item.tab) {
    case 'ARTICLE':
      return articleHref(siteId, t.linkId, lang);
    case 'JOURNAL':
      return item.journal?.siteSld ? siteHomeHref(item.journal.siteSld, lang) : null;
    default:
      return resourceHref(siteId, t.linkId, t.resourceId, lang);
  }
}

/** One item as a list entry. */
function ItemRow({ item, siteId }: { item: SiteAlbumItemRow_ItemFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const t = item.target;
  const href = itemHref(item, siteId, lang);
  const title =
    t.title ||
    t.label ||
    `${intl.formatMessage(TAB_NAMES[item.tab])}${t.articleTitle ? ` · ${t.articleTitle}` : ` #${t.resourceId}`}`;
  const parent =
    item.tab === 'ARTICLE'
      ? t.publicationTitle && intl.formatMessage(m.inJournal, { title: t.publicationTitle })
      : item.tab === 'JOURNAL'
        ? null
        : t.articleTitle && intl.formatMessage(m.inArticle, { title: t.articleTitle });
  return (
    <Flex as="li" gap="3" py="3" borderBottom="1px solid" borderColor="gray.200" data-testid="album-item">
      {t.thumbnailUrl && (
        <Box w="80px" flexShrink={0}>
          <img src={t.thumbnailUrl} alt="" loading="lazy" style={{ width: '100%', height: 'auto' }} />
        </Box>
      )}
      <Box minW="0">
        {!t.exists ? (
          <Text color="gray.600">{intl.formatMessage(m.gone)}</Text>
        ) : (
          <>
            <Text fontWeight="semibold" lineClamp={3}>
              {href ? <Link to={href}>{title}</Link> : title}
            </Text>
            {parent && (
              <Text fontSize="sm" color="gray.600" mt="1">
                {parent}
              </Text>
            )}
            {item.tab === 'ARTICLE' && t.doi && (
              <Text fontSize="sm" color="gray.600" mt="1">
                {intl.formatMessage(doiMessage, { doi: t.doi })}
              </Text>
            )}
          </>
        )}
      </Box>
    </Flex>
  );
}

/** The items of a tab page. */
export function AlbumItems({ items, siteId }: { items: readonly SiteAlbumItemRow_ItemFragment[]; siteId: number }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" data-testid="album-items">
      {items.map((i) => (
        <ItemRow key={`${i.tab}:${i.target.resourceId}`} item={i} siteId={siteId} />
      ))}
    </Box>
  );
}
