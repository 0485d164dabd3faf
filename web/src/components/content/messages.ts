/** Messages shared by the content pages; texts in web/src/i18n/{zh,en}/content.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Shared content message descriptors. */
export const commonMessages = defineMessages({
  demo: { id: 'content.demo', defaultMessage: '[Demo]' },
  onlineFirst: { id: 'content.issue.onlineFirst', defaultMessage: 'Online first' },
});

/** Parts of an issue label, joined with spaces: "2016 Vol. 5 No. 2" / "2016年 第5卷 第2期"; empty parts are left out. */
export const issueYearMessage = defineMessage<{ year: number }>({ id: 'content.issue.year', defaultMessage: '{year}' });
/** Volume part of an issue label. */
export const issueVolumeMessage = defineMessage<{ volume: string }>({
  id: 'content.issue.volume',
  defaultMessage: 'Vol. {volume}',
});
/** Number part of an issue label. */
export const issueNumberMessage = defineMessage<{ number: string }>({
  id: 'content.issue.number',
  defaultMessage: 'No. {number}',
});
