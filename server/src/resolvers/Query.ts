/** Query root: site lookup by sld/id/Host (SPEC §4 site lookup status), and records by id or DOI. */
import type { QueryResolvers } from '../__generated__/resolvers.js';

export const Query: QueryResolvers = {
  language: (_p, _a, ctx) => ctx.lang,
  site: (_p, { sld, id }, ctx) => {
    if (id !== null && id !== undefined) return ctx.loaders.site.siteById(id);
    const name = sld?.trim().toLowerCase() || ctx.sld;
    return ctx.loaders.site.siteBySld(name);
  },
  publication: (_p, { id }, ctx) => ctx.loaders.publication.load(id),
  issue: (_p, { id }, ctx) => ctx.loaders.issue.load(id),
  article: (_p, { id }, ctx) => ctx.loaders.article.load(id),
  articleByDoi: (_p, { doi }, ctx) => {
    const d = doi.trim();
    return d ? ctx.loaders.articleByDoi.load(d) : null;
  },
  news: (_p, { id }, ctx) => ctx.loaders.news.load(id),
  channel: (_p, { id }, ctx) => ctx.loaders.channel.load(id),
};
