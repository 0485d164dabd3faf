/**
 * What the email alert resolvers share: the site an alert is made on when the client names none (the
 * Host's site), and the wire value of a target from GraphQL's separate `keywords` / `column` arguments.
 */
import type { SubscriptionType } from 'rc-pub/contract';
import type { GatewayContext } from '../context.js';

/** `siteId` when given, else the id of the Host's site (null when that site cannot be looked up). */
export async function siteIdOr(ctx: GatewayContext, siteId: number | null | undefined): Promise<number | null> {
  if (siteId !== null && siteId !== undefined) return siteId;
  try {
    return (await ctx.loaders.site.siteBySld(ctx.sld)).id;
  } catch {
    return null;
  }
}

/** The wire `value` of a target: the keywords of a KEYWORDS alert, the column of a COLUMN alert, else undefined. */
export function targetValue(
  type: SubscriptionType,
  keywords: string | null | undefined,
  column: string | null | undefined,
): string | undefined {
  const v = type === 'keywords' ? keywords : type === 'column' ? column : null;
  return v?.trim() ? v : undefined;
}
