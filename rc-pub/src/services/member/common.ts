/**
 * What the member verbs share: paging (page from 0), ISO timestamps, and the existence check of
 * collect and res/addList. Not a verb.
 */
import type { MemberResourceType, MemberTargetWire } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { resolveTargets, targetKey } from '../mappers/member-targets.js';

/** Paging input of the member lists: `page` from 0, `size` 1..100. */
export interface PageInput {
  page?: number | undefined;
  size?: number | undefined;
}

/** Default page size of the member lists. */
export const MEMBER_PAGE_SIZE = 10;

/** The page, size, offset and limit of a paging input. */
export function pageWindow(input: PageInput) {
  const page = input.page ?? 0;
  const size = input.size ?? MEMBER_PAGE_SIZE;
  return { page, size, offset: page * size, limit: size };
}

/** ISO 8601 of a timestamp column value. */
export function iso(v: Date | string): string {
  return (typeof v === 'string' ? new Date(v) : v).toISOString();
}

/**
 * Checks that resources exist with the kind their resource-type id says.
 * @throws RcPubError 404 'Resource not found' naming the first missing one.
 */
export async function requireTargets(
  ctx: ServiceCtx,
  keys: { resourceType: MemberResourceType; resourceId: number }[],
): Promise<Map<string, MemberTargetWire>> {
  const found = await resolveTargets(ctx, keys);
  const missing = keys.find((k) => !found.get(targetKey(k))?.exists);
  if (missing) throw notFound('resourceNotFound', { type: String(missing.resourceType), id: missing.resourceId });
  return found;
}
