/**
 * Rules of the member API that need no rc-pub: paging bounds of member lists and the checks the gateway
 * makes before a call ('At most 5 selections', docs/product/members.md#personal-albums). rc-pub checks everything again; these give the GraphQL caller
 * a BAD_REQUEST without a round trip.
 */
import { ErrorCode } from 'rc-pub/contract';
import { GatewayError } from './errors.js';

/** The Cache-Control of an answer that may carry a member's data: no shared or browser cache keeps it. */
export const MEMBER_DATA_CACHE_CONTROL = 'private, no-store';

/** Largest page of a member list. */
export const MEMBER_PAGE_MAX = 100;
/** At most 5 albums are chosen at once (docs/product/members.md#personal-albums). */
export const MAX_ALBUM_SELECTIONS = 5;

/**
 * Paging arguments as rc-pub takes them.
 * @throws GatewayError BAD_REQUEST for a negative page or a size outside 1..{@link MEMBER_PAGE_MAX}.
 */
export function memberPage(page: number | null | undefined, size: number | null | undefined) {
  const p = page ?? 0;
  const s = size ?? 20;
  if (!Number.isInteger(p) || p < 0 || p > 100_000)
    throw new GatewayError(ErrorCode.BAD_REQUEST, 'page must be 0 to 100000');
  if (!Number.isInteger(s) || s < 1 || s > MEMBER_PAGE_MAX)
    throw new GatewayError(ErrorCode.BAD_REQUEST, `size must be 1 to ${MEMBER_PAGE_MAX}`);
  return { page: p, size: s };
}

/**
 * The album ids of an 'add to albums' request.
 * @throws GatewayError BAD_REQUEST with the texts of docs/product/members.md#personal-albums for none ('Please select one of the albums') or more than 5.
 */
export function albumSelection(ids: readonly number[], lang: 'zh' | 'en'): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    throw new GatewayError(ErrorCode.BAD_REQUEST, lang === 'zh' ? '请选择一个专辑' : 'Please select one of the albums');
  if (unique.length > MAX_ALBUM_SELECTIONS)
    throw new GatewayError(ErrorCode.BAD_REQUEST, lang === 'zh' ? '最多选择5个' : 'At most 5 selections');
  return unique;
}
