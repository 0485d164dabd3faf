/**
 * An issue's name on the journal pages: its label (year, volume, number: components/content/issueLabel.ts), else its
 * own title (the CSL demo journals' one undated "演示合集 / Demo collection" issue has neither volume nor number), else
 * ''. A link or heading never shows an empty issue name.
 */
import type { IntlShape } from 'react-intl';
import { type IssueLabelFields, issueLabel } from '../../../components/content/issueLabel.js';

/** The label, else the title, else ''. */
export function issueName(intl: IntlShape, issue: IssueLabelFields & { title?: string | null }): string {
  return issueLabel(intl, issue) || issue.title?.trim() || '';
}
