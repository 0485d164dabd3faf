/** Human label of an issue (SPEC "period"): "2024 Vol. 19 No. 3", or "Online first" for the online-first issue. */
import type { IntlShape } from 'react-intl';
import { commonMessages, issueLabelMessage, issueLabelNoYearMessage } from './messages.js';

/** The issue fields a label needs. */
export interface IssueLabelFields {
  year?: number | null;
  volume: string;
  number: string;
  onlineFirst?: boolean;
}

/** Formats an issue label in the interface language. */
export function issueLabel(intl: IntlShape, issue: IssueLabelFields): string {
  if (issue.onlineFirst) return intl.formatMessage(commonMessages.onlineFirst);
  return issue.year
    ? intl.formatMessage(issueLabelMessage, { year: issue.year, volume: issue.volume, number: issue.number })
    : intl.formatMessage(issueLabelNoYearMessage, { volume: issue.volume, number: issue.number });
}
