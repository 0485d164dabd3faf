/**
 * /newsInfo/{siteId}/{id}/{type}/{page}/{activeId}/{lang} (the target of the newNews menu code,
 * /newsInfo/{siteId}/{menuId}/channel/0/0/{lang}; docs/product/content.md#news): a menu item's news list (its newsDataType) page by page,
 * with its child columns as links when it has any. `activeId` 0 shows the column itself, a child's id that child's
 * news; `page` counts from 0; `type` is the route's 'channel' and is not read. Unknown or foreign ids answer 404.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../app/QueryError.js';
import { useLang } from '../../../app/lang.js';
import type { SiteArgs } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { newsMessages } from './messages.js';
import { NewsIntl } from './NewsIntl.js';
import { NewsListView } from './NewsListView.js';
import { TabLinks } from '../../../components/TabLinks.js';
import { newsInfoHref } from './newsUrls.js';

export const NewsInfoPageQuery = graphql(`
  query NewsInfoPage($sld: String, $siteId: Int, $id: Int!, $activeId: Int!, $page: Int!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      id
      name
      column: newsColumn(id: $id) {
        id
        name
        children { id name }
      }
      active: newsColumn(id: $activeId) {
        id
        news(page: $page, size: 10) { ...NewsListView_page }
      }
    }
  }
`);

/** What /newsInfo shows: the column (menu item id), the page (from 0) and the active child (0 = the column). */
export interface NewsInfoState {
  site: SiteArgs;
  id: number;
  page: number;
  activeId: number;
}

/** The query variables of /newsInfo. */
export function newsInfoVariables(s: NewsInfoState) {
  return { sld: s.site.sld, siteId: s.site.id, id: s.id, activeId: s.activeId || s.id, page: s.page };
}

function NewsColumnScreen({ state }: { state: NewsInfoState }) {
  const intl = useIntl();
  const lang = useLang();
  const { data, error } = useQuery(NewsInfoPageQuery, { variables: newsInfoVariables(state) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const { site } = data;
  const { column, active } = site;
  const activeIsKnown =
    column && active && (active.id === column.id || column.children.some((c) => c.id === active.id));
  if (!column || !active || !activeIsKnown || (state.page > 0 && active.news.items.length === 0)) {
    return (
      <Frame site={site}>
        <ContentNotFound site={site.name} />
      </Frame>
    );
  }
  const activeId = active.id === column.id ? 0 : active.id;
  const entries = column.children.length
    ? [column, ...column.children].map((c) => ({
        key: String(c.id),
        label: c.name,
        href: newsInfoHref(site.id, column.id, 0, c.id === column.id ? 0 : c.id, lang),
        active: c.id === active.id,
      }))
    : [];
  return (
    <Frame site={site}>
      <Title page={column.name} site={site.name} />
      <Box maxW="900px" mx="auto" data-testid="news-column-page" data-column={column.id}>
        <Heading
          as="h1"
          size="2xl"
          mb="4"
          pb={entries.length ? 0 : '2'}
          borderBottom={entries.length ? undefined : '2px solid var(--theme-bottom-line)'}
        >
          {column.name}
        </Heading>
        <TabLinks label={intl.formatMessage(newsMessages.columns)} entries={entries} testId="news-columns" />
        <NewsListView
          list={active.news}
          siteId={site.id}
          lang={lang}
          href={(p) => newsInfoHref(site.id, column.id, p, activeId, lang)}
        />
      </Box>
    </Frame>
  );
}

/** NewsColumnScreen with the news messages. */
export function NewsColumn({ state }: { state: NewsInfoState }) {
  return (
    <NewsIntl>
      <NewsColumnScreen state={state} />
    </NewsIntl>
  );
}
