/** Messages shared by the content pages; texts in web/src/i18n/{zh,en}/content.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Shared content message descriptors. */
export const commonMessages = defineMessages({
  demo: { id: 'content.demo', defaultMessage: '[Demo]' },
  onlineFirst: { id: 'content.issue.onlineFirst', defaultMessage: 'Online first' },
});

/** Issue label with year, e.g. "2024 Vol. 19 No. 3". */
export const issueLabelMessage = defineMessage<{ year: number; volume: string; number: string }>({
  id: 'content.issue.label',
  defaultMessage: '{year} Vol. {volume} No. {number}',
});
/** Issue label without year. */
export const issueLabelNoYearMessage = defineMessage<{ volume: string; number: string }>({
  id: 'content.issue.labelNoYear',
  defaultMessage: 'Vol. {volume} No. {number}',
});
