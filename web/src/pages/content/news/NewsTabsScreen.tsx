/**
 * /news (with query type, index, parentIndex, code, columnName, columnId, bannerId, childId; the
 * news tabs of docs/product/content.md#news): the request's site's news of one type, page by page, under the four tabs. The tab is the query
 * `type` (news, announcement, dynamic, statement), the page the query `page` (from 0); other query values are kept in
 * the tab and page links. `columnId` names the menu item the reader came from: its name heads the page, and an id
 * that is not one of this site's menu items answers 404.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../app/QueryError.js';
import { useLang } from '../../../app/lang.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { newsMessages, newsTabMessages } from './messages.js';
import { NewsIntl } from './NewsIntl.js';
import { NewsListView } from './NewsListView.js';
import { TabLinks } from '../../../components/TabLinks.js';
import { NEWS_TABS, type NewsQueryState, newsTabHref } from './newsUrls.js';

export const NewsTabsPageQuery = graphql(`
  query NewsTabsPage($type: String!, $page: Int!, $columnId: Int!, $withColumn: Boolean!) {
    site {
      ...Frame_site
      id
      name
      newsList(type: $type, page: $page, size: 10) { ...NewsListView_page }
      column: newsColumn(id: $columnId) @include(if: $withColumn) { id name }
    }
  }
`);

/** The query variables of /news for its parsed query. */
export function newsTabsVariables(state: NewsQueryState) {
  return {
    type: state.type,
    page: state.page,
    columnId: state.columnId ?? 0,
    withColumn: state.columnId !== null,
  };
}

/** The /news page for `state` (parsed from `search`, the URL's query). */
export function NewsTabsScreen({ state, search }: { state: NewsQueryState; search: URLSearchParams }) {
  const intl = useIntl();
  const lang = useLang();
  const { data, error } = useQuery(NewsTabsPageQuery, { variables: newsTabsVariables(state) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const { site } = data;
  const list = site.newsList;
  const missing = (state.columnId !== null && !site.column) || (state.page > 0 && list.items.length === 0);
  if (missing) {
    return (
      <Frame site={site}>
        <ContentNotFound site={site.name} />
      </Frame>
    );
  }
  const heading = site.column?.name ?? intl.formatMessage(newsMessages.title);
  const tabs = NEWS_TABS.map((type) => ({
    key: type,
    label: intl.formatMessage(newsTabMessages[type]),
    href: newsTabHref(search, type, 0),
    active: type === state.type,
  }));
  return (
    <Frame site={site}>
      <Title page={heading} site={site.name} />
      <Box maxW="900px" mx="auto" data-testid="news-tabs-page" data-type={state.type}>
        <Heading as="h1" size="2xl" mb="4">
          {heading}
        </Heading>
        <TabLinks label={intl.formatMessage(newsMessages.tabs)} entries={tabs} testId="news-tabs" />
        <NewsListView list={list} siteId={site.id} lang={lang} href={(p) => newsTabHref(search, state.type, p)} />
      </Box>
    </Frame>
  );
}

/** NewsTabsScreen with the news messages. */
export function NewsTabs(props: { state: NewsQueryState; search: URLSearchParams }) {
  return (
    <NewsIntl>
      <NewsTabsScreen {...props} />
    </NewsIntl>
  );
}
