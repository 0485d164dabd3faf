/** NavItem: a visible menu item and its target (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
import type { NavItemResolvers } from '../../__generated__/resolvers.js';
import { navTarget } from '../../domain/targets.js';

const NEEDS_ISSUES = new Set(['directory', 'backissue']);

export const NavItem: NavItemResolvers = {
  id: (p) => p.item.id,
  code: (p) => p.item.code,
  name: (p) => p.name,
  children: (p) => p.children,
  target: async (p, _a, ctx) => {
    let issues: { id: number }[] = [];
    if (NEEDS_ISSUES.has(p.item.code) && p.site.publicationId) {
      issues = await ctx.loaders.firstTwoIssues.load(p.site.publicationId).catch(() => []);
    }
    return navTarget(p.item, {
      lang: ctx.lang,
      siteId: p.site.id,
      sld: p.site.sld,
      hostSld: ctx.sld,
      index: p.index,
      parentCode: p.parentCode ?? null,
      newestIssueId: issues[0]?.id ?? null,
      secondIssueId: issues[1]?.id ?? null,
    });
  },
};
