/**
 * Site.defaultNav (schema/site-defaults.graphql): the menu item a bare route stands for
 * (docs/product/sites-and-frame.md#bare-routes). Spread into the Site resolvers by Site.ts; NavItem computes the
 * target, as for the header menu.
 */
import { ErrorCode } from 'rc-pub/contract';
import type { SiteResolvers } from '../../__generated__/resolvers.js';
import { firstNavItemOf } from '../../domain/nav.js';
import { GatewayError } from '../../domain/errors.js';

/** Most codes one call may name (the menu table has a handful per page). */
const MAX_CODES = 10;

export const siteDefaults: Pick<SiteResolvers, 'defaultNav'> = {
  defaultNav: async (s, { codes }, ctx) => {
    if (codes.length > MAX_CODES) throw new GatewayError(ErrorCode.BAD_REQUEST, 'at most 10 codes');
    const found = firstNavItemOf(await ctx.loaders.site.channels(s.id), new Set(codes), ctx.lang);
    if (!found) return null;
    return {
      item: found.item,
      name: found.name,
      site: s,
      index: found.index,
      children: [],
      parentCode: found.parentCode,
    };
  },
};
