/** Texts of the usage line and the rankings page; catalogues web/src/i18n/{zh,en}/usage.json, with the chunks. */
import { defineMessage } from 'react-intl';

/** A count message: `n` is the formatted number. */
type Count = { n: string };

export const usageMessages = {
  abstractViews: defineMessage<Count>({
    id: 'usage.abstractViews',
    defaultMessage: 'Abstract views {n}',
    description: 'COUNTER abstract (article page) views of the article, all time',
  }),
  fulltextViews: defineMessage<Count>({
    id: 'usage.fulltextViews',
    defaultMessage: 'Full-text views {n}',
    description: 'COUNTER full-text views of the article, all time',
  }),
  downloads: defineMessage<Count>({
    id: 'usage.downloads',
    defaultMessage: 'Downloads {n}',
    description: "Downloads of the article's files, all time",
  }),
  citedBy: defineMessage<{ n: number }>({
    id: 'usage.citedBy',
    defaultMessage:
      '{n, plural, one {Cited by # article on this platform} other {Cited by # articles on this platform}}',
    description: 'How many articles held in the portal cite this one (references matched by DOI)',
  }),
  chart: defineMessage({
    id: 'usage.chart',
    defaultMessage: 'Views per month, last 12 months',
    description: 'Accessible name of the small monthly bar chart',
  }),
  noViews: defineMessage({
    id: 'usage.noViews',
    defaultMessage: 'No views in the last 12 months',
    description: 'Shown instead of the monthly chart when none of the last 12 months has a view',
  }),
  month: defineMessage<{ month: string; views: string; fulltext: string; downloads: string }>({
    id: 'usage.month',
    defaultMessage: '{month}: {views} abstract views, {fulltext} full-text views, {downloads} downloads',
    description: 'Tooltip of one bar of the monthly chart',
  }),
};
