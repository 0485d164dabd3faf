/** Texts of the rankings page (docs/product/usage.md#rankings); catalogues web/src/i18n/{zh,en}/usage.json. */
import { defineMessage } from 'react-intl';

export const rankMessages = {
  title: defineMessage({ id: 'usage.rank.title', defaultMessage: 'Rankings', description: 'Rankings page heading' }),
  intro: defineMessage({
    id: 'usage.rank.intro',
    defaultMessage:
      'Counted by COUNTER Release 5 rules: repeated clicks within 30 seconds count once and crawlers are not counted. Citations are by other articles on this platform.',
    description: 'How the rankings are counted',
  }),
  metrics: defineMessage({
    id: 'usage.rank.metrics',
    defaultMessage: 'Order by',
    description: 'Label of the metric tabs',
  }),
  views: defineMessage({ id: 'usage.rank.views', defaultMessage: 'Most viewed', description: 'Metric tab' }),
  downloads: defineMessage({
    id: 'usage.rank.downloads',
    defaultMessage: 'Most downloaded',
    description: 'Metric tab',
  }),
  citations: defineMessage({ id: 'usage.rank.citations', defaultMessage: 'Most cited', description: 'Metric tab' }),
  windows: defineMessage({
    id: 'usage.rank.windows',
    defaultMessage: 'Period',
    description: 'Label of the window links',
  }),
  w3m: defineMessage({
    id: 'usage.rank.w3m',
    defaultMessage: '3 months',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  w6m: defineMessage({
    id: 'usage.rank.w6m',
    defaultMessage: '6 months',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  w1y: defineMessage({
    id: 'usage.rank.w1y',
    defaultMessage: '1 year',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  w2y: defineMessage({
    id: 'usage.rank.w2y',
    defaultMessage: '2 years',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  w3y: defineMessage({
    id: 'usage.rank.w3y',
    defaultMessage: '3 years',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  wall: defineMessage({
    id: 'usage.rank.wall',
    defaultMessage: 'All time',
    description: 'A ranking window (docs/product/usage.md#rankings)',
  }),
  journals: defineMessage({
    id: 'usage.rank.journals',
    defaultMessage: 'Journal',
    description: 'Label of the journal links',
  }),
  allJournals: defineMessage({
    id: 'usage.rank.allJournals',
    defaultMessage: 'All journals',
    description: 'Journal link: every journal of the site',
  }),
  since: defineMessage<{ date: string }>({
    id: 'usage.rank.since',
    defaultMessage: 'Counted since {date}',
    description: 'First day of the window',
  }),
  empty: defineMessage({
    id: 'usage.rank.empty',
    defaultMessage: 'Nothing has been counted in this period yet.',
    description: 'A ranking without entries',
  }),
  countViews: defineMessage<{ n: number }>({
    id: 'usage.rank.countViews',
    defaultMessage: '{n, plural, one {# view} other {# views}}',
    description: 'Count of a ranked article',
  }),
  countDownloads: defineMessage<{ n: number }>({
    id: 'usage.rank.countDownloads',
    defaultMessage: '{n, plural, one {# download} other {# downloads}}',
    description: 'Count of a ranked article',
  }),
  countCitations: defineMessage<{ n: number }>({
    id: 'usage.rank.countCitations',
    defaultMessage: '{n, plural, one {cited by # article} other {cited by # articles}}',
    description: 'Count of a ranked article: citing articles on this platform',
  }),
};
