/**
 * The article id list of citation calls (batchPublicizeInfo, downloadCitation): 1 to
 * {@link CITATION_MAX_IDS} ids, comma-separated, in the order the citations should come.
 */
import { CITATION_MAX_IDS } from '../contract/citation.js';
import { badRequest } from '../lib/errors.js';
import { parseIdList } from '../lib/ids.js';

/** Longest `ids` value a route accepts: {@link CITATION_MAX_IDS} ids of up to 10 digits with their commas. */
export const CITATION_IDS_MAX_LENGTH = CITATION_MAX_IDS * 11;

/**
 * The ids of parameter `name` (order kept, repeats dropped).
 * @throws RcPubError status 400 in the request's language: no id at all (noIds), an element that is not an id
 *   (badIds), more than {@link CITATION_MAX_IDS} ids (tooManyIds)
 */
export function parseCitationIds(name: string, value: string | undefined): number[] {
  // Only commas and blanks (a basket with nothing selected) is no id, not a malformed one.
  if (!value?.replace(/[\s,]/g, '')) throw badRequest('noIds', { name });
  const ids = parseIdList(name, value);
  if (ids.length > CITATION_MAX_IDS) throw badRequest('tooManyIds', { name, max: CITATION_MAX_IDS, count: ids.length });
  return ids;
}
