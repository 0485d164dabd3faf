/** Verb: the issues of a journal or of a site's journals, optionally grouped by year (journalData, docs/product/content.md#issues). */
import type { IssueWire, IssueYearWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { listIssuesOfPublications, type IssueRow } from '../../repositories/issues.js';
import { listSitePublicationIds } from '../../repositories/sites.js';
import { requireSite } from '../site/common.js';
import { groupByYear, issuesToWire } from './common.js';

export interface JournalDataInput {
  siteId?: number | undefined;
  publicationId?: number | undefined;
  isBack?: boolean | undefined;
  groupByYear?: boolean | undefined;
}

/** Drops the newest regular issue of each journal (rows newest first): back issues (backissue, docs/product/content.md#journal-pages). */
function withoutNewest(rows: IssueRow[]): IssueRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => {
    if (r.onlineFirst || seen.has(r.publicationId)) return true;
    seen.add(r.publicationId);
    return false;
  });
}

async function journalIds(ctx: ServiceCtx, input: JournalDataInput): Promise<number[]> {
  if (input.publicationId !== undefined) return [input.publicationId];
  if (input.siteId === undefined) throw badRequest('needOneOf', { names: 'siteId, publicationId' });
  const site = await requireSite(ctx, input.siteId);
  return site.publicationId ? [site.publicationId] : listSitePublicationIds(ctx.db, site.id);
}

/**
 * Regular issues newest first (isBack: without each journal's newest); groupByYear → year groups.
 * @throws 400 neither siteId nor publicationId; 404 unknown site
 */
export async function journalData({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: JournalDataInput;
}): Promise<IssueWire[] | IssueYearWire[]> {
  const rows = await listIssuesOfPublications(ctx.db, await journalIds(ctx, input), true);
  const issues = await issuesToWire(ctx.db, input.isBack ? withoutNewest(rows) : rows);
  return input.groupByYear ? groupByYear(issues) : issues;
}
