/** Verb: a page of article summaries by issue (page order), journal, site scope or ids (docs/product/calls-and-errors.md#articles). */
import type { ArticleSummaryWire, Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { parseIdList } from '../../lib/ids.js';
import { pageArticles, type ArticleScope } from '../../repositories/articles.js';
import { summariesOf } from './summaries.js';

export interface ArticleSearchInput {
  issueId?: number | undefined;
  publicationId?: number | undefined;
  siteId?: number | undefined;
  ids?: string | undefined;
  publicationType?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
  sort?: 'page' | 'date' | 'views' | undefined;
}

function scopeOf(input: ArticleSearchInput): ArticleScope {
  if (input.issueId !== undefined) return { issueId: input.issueId };
  if (input.publicationId !== undefined) return { publicationId: input.publicationId };
  if (input.siteId !== undefined) return { siteId: input.siteId };
  if (input.ids !== undefined) return { ids: parseIdList('ids', input.ids) };
  throw badRequest('needOneOf', { names: 'issueId, publicationId, siteId, ids' });
}

/**
 * Page (from 0, default size 20) of summaries. Issue tables of contents default to page order, other
 * scopes to newest first. @throws 400 no scope / bad ids
 */
export async function searchArticles({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: ArticleSearchInput;
}): Promise<Page<ArticleSummaryWire>> {
  const scope = scopeOf(input);
  const page = input.page ?? 0;
  const size = input.size ?? 20;
  const sort = input.sort ?? ('issueId' in scope ? 'page' : 'date');
  const { total, rows } = await pageArticles(ctx.db, {
    scope,
    publicationType: input.publicationType,
    page,
    size,
    sort,
  });
  return { total, page, size, content: await summariesOf(ctx.db, rows) };
}
