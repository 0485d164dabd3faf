/**
 * Human label of an issue (docs/product/content.md#issues): "2024 Vol. 19 No. 3" / "2024年 第19卷 第3期", leaving out a missing year,
 * volume or number (eLife issues have a volume only), or "Online first" for the online-first issue.
 */
import type { IntlShape } from 'react-intl';
import { commonMessages, issueNumberMessage, issueVolumeMessage, issueYearMessage } from './messages.js';

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
  const parts: string[] = [];
  if (issue.year) parts.push(intl.formatMessage(issueYearMessage, { year: issue.year }));
  if (issue.volume.trim()) parts.push(intl.formatMessage(issueVolumeMessage, { volume: issue.volume.trim() }));
  if (issue.number.trim()) parts.push(intl.formatMessage(issueNumberMessage, { number: issue.number.trim() }));
  return parts.join(' ');
}

/**
 * An issue's name wherever it is linked or headed: its label ({@link issueLabel}), else its own title (the CSL demo
 * journals' one undated "演示合集 / Demo collection" issue has neither volume nor number), else ''.
 */
export function issueName(intl: IntlShape, issue: IssueLabelFields & { title?: string | null }): string {
  return issueLabel(intl, issue) || issue.title?.trim() || '';
}
