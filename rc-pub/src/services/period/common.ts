/** Shared: issue rows → wire with article counts; grouping by year (docs/product/content.md#issues). */
import type { IssueWire, IssueYearWire } from '../../contract/wire.js';
import type { Db } from '../../db/client.js';
import { articleCountsOfIssues, type IssueRow } from '../../repositories/issues.js';
import { toIssueWire } from '../mappers/content.js';

/** Maps issues to wire shapes with one batched count query. */
export async function issuesToWire(db: Db, rows: IssueRow[]): Promise<IssueWire[]> {
  const counts = await articleCountsOfIssues(
    db,
    rows.map((i) => i.id),
  );
  return rows.map((i) => toIssueWire(i, counts.get(i.id) ?? 0));
}

/** Groups issues (already newest first) by year, years newest first, issues without a year last. */
export function groupByYear(issues: IssueWire[]): IssueYearWire[] {
  const groups = new Map<number | null, IssueWire[]>();
  for (const i of issues) groups.set(i.year, [...(groups.get(i.year) ?? []), i]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
    .map(([year, periods]) => ({ year, periods }));
}
