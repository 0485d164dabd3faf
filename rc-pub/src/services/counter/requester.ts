/**
 * Who asks for COUNTER usage and what they may see (docs/product/usage.md#keys-and-customers), shared by the
 * member list, the report list and the reports: the request's `customer_id`, `api_key` and `platform` checked against
 * the customers of the site file. Without configured customers the reports are open to The World
 * (customer_id 0000000000000000) and no key is needed.
 */
import { CounterException } from '../../counter/exceptions.js';
import { type CounterCustomer, keyMatches, WORLD_CUSTOMER_ID, WORLD_NAME } from '../../counter/customers.js';
import { isThisPlatform, type Platform, platformOf } from '../../counter/platform.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listCounterCustomers, publicationIdsOfSites, siteIdsOfSlds } from '../../repositories/counter.js';

/** The request parameters of a COUNTER call, first value of each, by name as sent. */
export type CounterParams = Readonly<Record<string, string>>;

/** A checked requester. */
export interface Requester {
  platform: Platform;
  /** The customer_id asked for. */
  customerId: string;
  /** The name of the customer asked for (The World for 0000000000000000): the member list's Institution_Name. */
  name: string;
  /** The journals whose usage the requester may see; null = every journal. */
  publicationIds: number[] | null;
  /** The sites whose searches the requester may see (PR_P1's Searches_Platform); null = every site. */
  siteIds: number[] | null;
  /** The `platform` parameter when given (it named this platform). */
  platformParam: string | null;
}

/** The platform of a request from the portal origin it came through. @throws CounterException 1030 another platform */
export function checkPlatform(params: CounterParams, origin: string): { platform: Platform; param: string | null } {
  const platform = platformOf(origin);
  const param = params.platform?.trim() || null;
  if (param && !isThisPlatform(param, platform))
    throw new CounterException(1030, `platform ${param} is not served here; this service reports ${platform.name}`);
  return { platform, param };
}

/** The union of the journals and of the sites of `customers`' sites; null when one of them sees every site. */
async function scopeOf(
  ctx: ServiceCtx,
  customers: readonly CounterCustomer[],
): Promise<Pick<Requester, 'publicationIds' | 'siteIds'>> {
  if (customers.some((c) => c.sites.length === 0)) return { publicationIds: null, siteIds: null };
  const slds = [...new Set(customers.flatMap((c) => c.sites))];
  return { publicationIds: await publicationIdsOfSites(ctx.db, slds), siteIds: await siteIdsOfSlds(ctx.db, slds) };
}

/**
 * Checks `customer_id`, `api_key` and `platform` (CoP R5.1 section 8 and Appendix D):
 * - customer_id is required (1030); with no customers configured only 0000000000000000 (The World) is known;
 * - with customers configured, api_key is required (1030) and must be one of theirs (2020); it opens the customers
 *   with that key, and The World within their sites (every site when one of them has no site list); another
 *   customer_id is 2010.
 * @throws CounterException 1030, 2010 or 2020
 */
export async function checkRequester(ctx: ServiceCtx, params: CounterParams, origin: string): Promise<Requester> {
  const { platform, param } = checkPlatform(params, origin);
  const customerId = params.customer_id?.trim() ?? '';
  if (!customerId) throw new CounterException(1030, 'customer_id is required');
  const customers = await listCounterCustomers(ctx.db);
  if (!customers.length) {
    if (customerId !== WORLD_CUSTOMER_ID)
      throw new CounterException(
        2010,
        `customer_id ${customerId} is unknown; use ${WORLD_CUSTOMER_ID} (${WORLD_NAME})`,
      );
    return {
      platform,
      customerId,
      name: WORLD_NAME,
      publicationIds: null,
      siteIds: null,
      platformParam: param,
    };
  }
  const key = params.api_key?.trim() ?? '';
  if (!key) throw new CounterException(1030, 'api_key is required');
  const opened = customers.filter((c) => keyMatches(key, c.apiKeySha256));
  if (!opened.length) throw new CounterException(2020);
  const asked = customerId === WORLD_CUSTOMER_ID ? opened : opened.filter((c) => c.customerId === customerId);
  if (!asked.length) throw new CounterException(2010, `this api_key does not open customer_id ${customerId}`);
  return {
    platform,
    customerId,
    name: customerId === WORLD_CUSTOMER_ID ? WORLD_NAME : asked[0]!.name,
    ...(await scopeOf(ctx, asked)),
    platformParam: param,
  };
}
