/**
 * The album tabs (article, journal, audio, video; docs/product/content.md#albums): their names, the counts of an album's tabs, and the tab
 * links of an album page (links to the same URL with `?tab=` or, on /virtualProjectDetail, `?type=`; only tabs with
 * items are shown).
 */
import { Text } from '@chakra-ui/react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { TabLinks } from '../../components/TabLinks.js';
import type { AlbumTab } from '../../gql/graphql.js';
import { albumMessages as m } from './messages.js';
import { isQueryForm, tabWire, withQuery } from './params.js';

/** The name of each tab. */
export const TAB_NAMES: Record<AlbumTab, MessageDescriptor> = {
  ARTICLE: m.tabArticle,
  JOURNAL: m.tabJournal,
  AUDIO: m.tabAudio,
  VIDEO: m.tabVideo,
};

/** A tab and its number of items. */
export interface TabCount {
  tab: AlbumTab;
  count: number;
}

/** The tabs of an album with their counts, as plain text ('Articles (10) · Journals (1)'). */
export function TabCounts({ tabs }: { tabs: readonly TabCount[] }) {
  const intl = useIntl();
  if (!tabs.length) return null;
  return (
    <Text fontSize="sm" color="gray.600" mt="1" data-testid="album-tab-counts">
      {tabs
        .map((t) => intl.formatMessage(m.tabCount, { tab: intl.formatMessage(TAB_NAMES[t.tab]), count: t.count }))
        .join(' · ')}
    </Text>
  );
}

/** The tab links of an album page; `current` is marked with aria-current. */
export function TabNav({ tabs, current }: { tabs: readonly TabCount[]; current: AlbumTab | null }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const key = isQueryForm(pathname) ? 'type' : 'tab';
  const entries = tabs.map((t) => ({
    key: tabWire(t.tab),
    href: withQuery(pathname, search, { [key]: tabWire(t.tab) }),
    label: intl.formatMessage(m.tabCount, { tab: intl.formatMessage(TAB_NAMES[t.tab]), count: t.count }),
    active: t.tab === current,
  }));
  return <TabLinks label={intl.formatMessage(m.tabsLabel)} entries={entries} testId="album-tabs" />;
}
